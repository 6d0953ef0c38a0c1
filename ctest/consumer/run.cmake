# ctest driver: install syclrt into WORK_DIR/prefix, then configure, build and
# run ctest/consumer (a C and a C++ program) against it with find_package(syclrt CONFIG REQUIRED),
# and check the pkg-config file resolves too.
file(REMOVE_RECURSE ${WORK_DIR})
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
  message("${out}")
endfunction()
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${WORK_DIR}/prefix)
foreach(f lib/libsyclrt.so lib/libsyclrt.so.0 lib/libsyclrt.so.0.1.0 include/syclrt.h include/syclrt.hpp bin/syclrt-info bin/syclrt-cache
          lib/cmake/syclrt/syclrtConfig.cmake lib/cmake/syclrt/syclrtConfigVersion.cmake lib/pkgconfig/syclrt.pc)
  if(NOT EXISTS ${WORK_DIR}/prefix/${f})
    message(FATAL_ERROR "install tree lacks ${f}")
  endif()
endforeach()
run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/ctest/consumer -B ${WORK_DIR}/build -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix)
run(${CMAKE_COMMAND} --build ${WORK_DIR}/build)
run(${WORK_DIR}/build/consumer)
run(${WORK_DIR}/build/consumer_cpp)
run(env PKG_CONFIG_PATH=${WORK_DIR}/prefix/lib/pkgconfig pkg-config --cflags --libs syclrt)
