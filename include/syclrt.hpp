// syclrt.hpp: a header-only C++17 wrapper of the C API in syclrt.h.
//
//  - Handles are RAII objects: copying one retains the C handle, the
//    destructor releases it, moving transfers it. Platforms, devices and
//    kernel ids live for the whole process and are plain values.
//  - Every failing call throws syclrt::error, which carries the
//    syclrt_status (status()) and syclrt_last_error_message() (what()).
//  - Arrays are passed as syclrt::span<T>: a std::vector, a std::array, a
//    braced list or a pointer and a size.
//  - get() gives the C handle for anything not wrapped here; wrap a C
//    handle you own with T::adopt(handle).
//
// Example: examples/bundle_spec_constant.cpp. Link with -lsyclrt (or
// find_package(syclrt) and syclrt::syclrt).
#ifndef SYCLRT_HPP
#define SYCLRT_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "syclrt.h"

namespace syclrt {

// The exception every failing call throws.
class error : public std::runtime_error {
  public:
    error(syclrt_status status, const std::string &what)
        : std::runtime_error(what), status_(status) {}
    // The C status (SYCLRT_STATUS_*).
    syclrt_status status() const noexcept { return status_; }

  private:
    syclrt_status status_;
};

// Throws syclrt::error for a status other than SYCLRT_STATUS_SUCCESS; the
// message is "<call>: <status name>: <syclrt_last_error_message()>".
inline void check(syclrt_status status, const char *call) {
    if (status == SYCLRT_STATUS_SUCCESS) return;
    std::string what = call;
    what += ": ";
    what += syclrt_status_string(status);
    const char *msg = syclrt_last_error_message();
    if (msg != nullptr && *msg != '\0') {
        what += ": ";
        what += msg;
    }
    throw error(status, what);
}

// A read-only view of `size` elements (C++17 has no std::span).
template <typename T> class span {
  public:
    span() noexcept = default;
    span(const T *data, size_t size) noexcept : data_(data), size_(size) {}
    span(const std::vector<T> &v) noexcept : data_(v.data()), size_(v.size()) {}
    template <size_t N> span(const std::array<T, N> &a) noexcept : data_(a.data()), size_(N) {}
// A braced list as an argument ({a, b}) lives until the end of the call,
// which is as long as a span parameter is used.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winit-list-lifetime"
#endif
    span(std::initializer_list<T> l) noexcept : data_(l.begin()), size_(l.size()) {}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
    const T *data() const noexcept { return data_; }
    size_t size() const noexcept { return size_; }
    bool empty() const noexcept { return size_ == 0; }
    const T *begin() const noexcept { return data_; }
    const T *end() const noexcept { return data_ + size_; }

  private:
    const T *data_ = nullptr;
    size_t size_ = 0;
};

namespace detail {
// A reference-counted C handle: copy = retain, destructor = release.
template <typename T, syclrt_status (*Retain)(T *), syclrt_status (*Release)(T *)> class handle {
  public:
    handle(const handle &o) : h_(o.h_) {
        if (h_ != nullptr) check(Retain(h_), "retain");
    }
    handle(handle &&o) noexcept : h_(std::exchange(o.h_, nullptr)) {}
    handle &operator=(handle o) noexcept {
        std::swap(h_, o.h_);
        return *this;
    }
    ~handle() {
        if (h_ != nullptr) (void)Release(h_);
    }
    // The C handle (still owned by this object).
    T *get() const noexcept { return h_; }
    // Gives up ownership: the caller releases the C handle.
    T *release() noexcept { return std::exchange(h_, nullptr); }
    explicit operator bool() const noexcept { return h_ != nullptr; }
    friend bool operator==(const handle &a, const handle &b) noexcept { return a.h_ == b.h_; }
    friend bool operator!=(const handle &a, const handle &b) noexcept { return a.h_ != b.h_; }

  protected:
    handle() noexcept = default;
    explicit handle(T *adopted) noexcept : h_(adopted) {}
    T *h_ = nullptr;
};

// A list of C handles of RAII objects (for the C functions that take arrays).
template <typename C, typename W> std::vector<const C *> raw(span<W> objects) {
    std::vector<const C *> out;
    out.reserve(objects.size());
    for (const W &o : objects) out.push_back(o.get());
    return out;
}

// The "ask the count, then fill" protocol of the array getters.
template <typename C, typename F> std::vector<C *> fetch(F &&call, const char *name) {
    size_t n = 0;
    check(call(size_t{0}, static_cast<C **>(nullptr), &n), name);
    std::vector<C *> out(n);
    check(call(n, out.data(), &n), name);
    out.resize(n);
    return out;
}

// A string-valued get_info.
template <typename F> std::string info_string(F &&call, const char *name) {
    size_t size = 0;
    check(call(size_t{0}, static_cast<void *>(nullptr), &size), name);
    std::string s(size, '\0');
    check(call(size, static_cast<void *>(&s[0]), &size), name);
    while (!s.empty() && s.back() == '\0') s.pop_back();
    return s;
}
} // namespace detail

class device;

// A platform (lives for the whole process).
class platform {
  public:
    explicit platform(syclrt_platform *p) noexcept : h_(p) {}
    static std::vector<platform> all() {
        size_t n = 0;
        check(syclrt_platform_count(&n), "syclrt_platform_count");
        std::vector<platform> out;
        for (size_t i = 0; i < n; i++) {
            syclrt_platform *p = nullptr;
            check(syclrt_platform_get(i, &p), "syclrt_platform_get");
            out.emplace_back(p);
        }
        return out;
    }
    std::string info(syclrt_platform_info param) const {
        return detail::info_string(
            [&](size_t size, void *value, size_t *ret) { return syclrt_platform_get_info(h_, param, size, value, ret); },
            "syclrt_platform_get_info");
    }
    inline std::vector<device> devices() const;
    syclrt_platform *get() const noexcept { return h_; }
    friend bool operator==(platform a, platform b) noexcept { return a.h_ == b.h_; }

  private:
    syclrt_platform *h_;
};

// A device (lives for the whole process).
class device {
  public:
    explicit device(syclrt_device *d) noexcept : h_(d) {}
    // syclrt_device_default: SYCLRT_DEFAULT_DEVICE, else the first GPU, else CPU.
    static device default_device() {
        syclrt_device *d = nullptr;
        check(syclrt_device_default(&d), "syclrt_device_default");
        return device(d);
    }
    static std::vector<device> all() {
        size_t n = 0;
        check(syclrt_device_count(&n), "syclrt_device_count");
        std::vector<device> out;
        for (size_t i = 0; i < n; i++) {
            syclrt_device *d = nullptr;
            check(syclrt_device_get(i, &d), "syclrt_device_get");
            out.emplace_back(d);
        }
        return out;
    }
    std::string name() const { return info_string(SYCLRT_DEVICE_INFO_NAME); }
    std::string info_string(syclrt_device_info param) const {
        return detail::info_string(
            [&](size_t size, void *value, size_t *ret) { return syclrt_device_get_info(h_, param, size, value, ret); },
            "syclrt_device_get_info");
    }
    // A fixed-size property (a number) of type T.
    template <typename T> T info(syclrt_device_info param) const {
        T v{};
        check(syclrt_device_get_info(h_, param, sizeof v, &v, nullptr), "syclrt_device_get_info");
        return v;
    }
    bool has(syclrt_aspect aspect) const {
        bool b = false;
        check(syclrt_device_has(h_, aspect, &b), "syclrt_device_has");
        return b;
    }
    platform get_platform() const {
        syclrt_platform *p = nullptr;
        check(syclrt_device_get_platform(h_, &p), "syclrt_device_get_platform");
        return platform(p);
    }
    syclrt_device *get() const noexcept { return h_; }
    friend bool operator==(device a, device b) noexcept { return a.h_ == b.h_; }
    friend bool operator!=(device a, device b) noexcept { return a.h_ != b.h_; }

  private:
    syclrt_device *h_;
};

inline std::vector<device> platform::devices() const {
    size_t n = 0;
    check(syclrt_platform_device_count(h_, &n), "syclrt_platform_device_count");
    std::vector<device> out;
    for (size_t i = 0; i < n; i++) {
        syclrt_device *d = nullptr;
        check(syclrt_platform_get_device(h_, i, &d), "syclrt_platform_get_device");
        out.emplace_back(d);
    }
    return out;
}

namespace detail {
inline std::vector<device> devices_of(std::vector<syclrt_device *> raw) {
    std::vector<device> out;
    for (syclrt_device *d : raw) out.emplace_back(d);
    return out;
}
} // namespace detail

class context : public detail::handle<syclrt_context, syclrt_context_retain, syclrt_context_release> {
  public:
    explicit context(span<device> devices) {
        auto raw = detail::raw<syclrt_device>(devices);
        check(syclrt_context_create(raw.data(), raw.size(), &h_), "syclrt_context_create");
    }
    explicit context(device d) : context(span<device>(&d, 1)) {}
    static context adopt(syclrt_context *c) noexcept { return context(c); }
    std::vector<device> devices() const {
        return detail::devices_of(detail::fetch<syclrt_device>(
            [&](size_t cap, syclrt_device **out, size_t *n) { return syclrt_context_get_devices(h_, cap, out, n); },
            "syclrt_context_get_devices"));
    }

  private:
    explicit context(syclrt_context *c) noexcept : handle(c) {}
};

class event : public detail::handle<syclrt_event, syclrt_event_retain, syclrt_event_release> {
  public:
    static event adopt(syclrt_event *e) noexcept { return event(e); }
    void wait() const {
        const syclrt_event *e = h_;
        check(syclrt_event_wait(&e, 1), "syclrt_event_wait");
    }

  private:
    explicit event(syclrt_event *e) noexcept : handle(e) {}
};

// A plain OpenCL-style memory object (buffers with the SYCL data model: syclrt::buffer).
class mem : public detail::handle<syclrt_mem, syclrt_mem_retain, syclrt_mem_release> {
  public:
    mem(const context &ctx, size_t size, uint32_t flags = SYCLRT_MEM_READ_WRITE, const void *host_data = nullptr) {
        check(syclrt_mem_create(ctx.get(), size, flags, host_data, &h_), "syclrt_mem_create");
    }
    // A memory object initialised with (a copy of) `data`.
    template <typename T>
    mem(const context &ctx, const std::vector<T> &data, uint32_t flags = SYCLRT_MEM_READ_WRITE)
        : mem(ctx, data.size() * sizeof(T), flags, data.data()) {}
    static mem adopt(syclrt_mem *m) noexcept { return mem(m); }

  private:
    explicit mem(syclrt_mem *m) noexcept : handle(m) {}
};

class kernel : public detail::handle<syclrt_kernel, syclrt_kernel_retain, syclrt_kernel_release> {
  public:
    static kernel adopt(syclrt_kernel *k) noexcept { return kernel(k); }
    inline kernel(const class program &p, const char *name);
    // A by-value argument (any trivially copyable T).
    template <typename T> kernel &set_arg(uint32_t index, const T &value) {
        static_assert(std::is_trivially_copyable<T>::value, "kernel arguments are copied bytewise");
        check(syclrt_kernel_set_arg_value(h_, index, sizeof value, &value), "syclrt_kernel_set_arg_value");
        return *this;
    }
    kernel &set_arg(uint32_t index, const mem &m) {
        check(syclrt_kernel_set_arg_mem(h_, index, m.get()), "syclrt_kernel_set_arg_mem");
        return *this;
    }
    uint32_t num_args() const {
        uint32_t n = 0;
        check(syclrt_kernel_get_num_args(h_, &n), "syclrt_kernel_get_num_args");
        return n;
    }

  private:
    explicit kernel(syclrt_kernel *k) noexcept : handle(k) {}
};

class program : public detail::handle<syclrt_program, syclrt_program_retain, syclrt_program_release> {
  public:
    // From OpenCL C source; call build() next.
    program(const context &ctx, const std::string &source) {
        check(syclrt_program_create_with_source(ctx.get(), source.c_str(), source.size(), &h_),
              "syclrt_program_create_with_source");
    }
    // Built through the program cache (in memory, then on disk): `kind` is a SYCLRT_IMAGE_KIND_*.
    static program cached(const context &ctx, syclrt_image_kind kind, const void *image, size_t size,
                          const char *options = nullptr, span<syclrt_spec_constant> spec = {}) {
        syclrt_program *p = nullptr;
        check(syclrt_program_build_cached(ctx.get(), kind, image, size, options, spec.data(), spec.size(), &p),
              "syclrt_program_build_cached");
        return program(p);
    }
    static program adopt(syclrt_program *p) noexcept { return program(p); }
    program &build(const char *options = nullptr) {
        check(syclrt_program_build(h_, options), "syclrt_program_build");
        return *this;
    }
    kernel get_kernel(const char *name) const { return kernel(*this, name); }

  private:
    explicit program(syclrt_program *p) noexcept : handle(p) {}
};

inline kernel::kernel(const program &p, const char *name) {
    check(syclrt_kernel_create(p.get(), name, &h_), "syclrt_kernel_create");
}

class queue : public detail::handle<syclrt_queue, syclrt_queue_retain, syclrt_queue_release> {
  public:
    // `flags`: SYCLRT_QUEUE_* (0: in order, no profiling).
    queue(const context &ctx, device dev, uint32_t flags = 0) {
        check(syclrt_queue_create(ctx.get(), dev.get(), flags, &h_), "syclrt_queue_create");
    }
    static queue adopt(syclrt_queue *q) noexcept { return queue(q); }
    // Launches `k` over `global` work-items (1 to 3 dimensions); `local` empty: the driver picks.
    event launch(const kernel &k, span<size_t> global, span<size_t> local = {}, span<event> wait = {}) const {
        if (!local.empty() && local.size() != global.size())
            throw error(SYCLRT_STATUS_INVALID_WORK_SIZE, "launch: local and global sizes differ in dimensions");
        auto w = detail::raw<syclrt_event>(wait);
        syclrt_event *e = nullptr;
        check(syclrt_queue_launch(h_, k.get(), static_cast<uint32_t>(global.size()), global.data(),
                                  local.empty() ? nullptr : local.data(), w.data(), w.size(), &e),
              "syclrt_queue_launch");
        return event::adopt(e);
    }
    void read(const mem &m, size_t offset, size_t size, void *dst, bool blocking = true) const {
        check(syclrt_queue_read(h_, m.get(), blocking, offset, size, dst, nullptr, 0, nullptr), "syclrt_queue_read");
    }
    template <typename T> void read(const mem &m, std::vector<T> &dst) const {
        read(m, 0, dst.size() * sizeof(T), dst.data());
    }
    void write(const mem &m, size_t offset, size_t size, const void *src, bool blocking = true) const {
        check(syclrt_queue_write(h_, m.get(), blocking, offset, size, src, nullptr, 0, nullptr), "syclrt_queue_write");
    }
    template <typename T> void write(const mem &m, const std::vector<T> &src) const {
        write(m, 0, src.size() * sizeof(T), src.data());
    }
    // A command group over syclrt buffers (see syclrt_command_group).
    event submit(const syclrt_command_group &group) const {
        syclrt_event *e = nullptr;
        check(syclrt_queue_submit(h_, &group, &e, nullptr, 0, nullptr), "syclrt_queue_submit");
        return event::adopt(e);
    }
    syclrt_transfer_stats transfer_stats() const {
        syclrt_transfer_stats s{};
        check(syclrt_queue_get_transfer_stats(h_, &s), "syclrt_queue_get_transfer_stats");
        return s;
    }
    void finish() const { check(syclrt_queue_finish(h_), "syclrt_queue_finish"); }

  private:
    explicit queue(syclrt_queue *q) noexcept : handle(q) {}
};

// A SYCL buffer (the hipSYCL data model: syclrt_buffer).
class buffer : public detail::handle<syclrt_buffer, syclrt_buffer_retain, syclrt_buffer_release> {
  public:
    buffer(const context &ctx, const syclrt_buffer_desc &desc) {
        check(syclrt_buffer_create(ctx.get(), &desc, &h_), "syclrt_buffer_create");
    }
    static buffer adopt(syclrt_buffer *b) noexcept { return buffer(b); }
    syclrt_transfer_stats transfer_stats() const {
        syclrt_transfer_stats s{};
        check(syclrt_buffer_get_transfer_stats(h_, &s), "syclrt_buffer_get_transfer_stats");
        return s;
    }
    void wait() const { check(syclrt_buffer_wait(h_), "syclrt_buffer_wait"); }

  private:
    explicit buffer(syclrt_buffer *b) noexcept : handle(b) {}
};

// A kernel id (lives for the whole process; no release).
class kernel_id {
  public:
    explicit kernel_id(syclrt_kernel_id *id) noexcept : h_(id) {}
    // sycl::get_kernel_id: the id of the kernel `name` of a registered image.
    static kernel_id get(const char *name) {
        syclrt_kernel_id *id = nullptr;
        check(syclrt_kernel_id_get(name, &id), "syclrt_kernel_id_get");
        return kernel_id(id);
    }
    std::string name() const {
        const char *n = nullptr;
        check(syclrt_kernel_id_get_name(h_, &n), "syclrt_kernel_id_get_name");
        return n;
    }
    syclrt_kernel_id *get() const noexcept { return h_; }
    friend bool operator==(kernel_id a, kernel_id b) noexcept { return a.h_ == b.h_; }

  private:
    syclrt_kernel_id *h_;
};

enum class bundle_state : uint32_t {
    input = SYCLRT_BUNDLE_STATE_INPUT,
    object = SYCLRT_BUNDLE_STATE_OBJECT,
    executable = SYCLRT_BUNDLE_STATE_EXECUTABLE,
};

// A kernel bundle (sycl::kernel_bundle).
class kernel_bundle
    : public detail::handle<syclrt_kernel_bundle, syclrt_kernel_bundle_retain, syclrt_kernel_bundle_release> {
  public:
    static kernel_bundle adopt(syclrt_kernel_bundle *b) noexcept { return kernel_bundle(b); }

    // sycl::build / compile (devices empty: the bundle's devices).
    kernel_bundle build(span<device> devices = {}, const char *options = nullptr) const {
        auto d = detail::raw<syclrt_device>(devices);
        syclrt_kernel_bundle *b = nullptr;
        check(syclrt_kernel_bundle_build(h_, devices.empty() ? nullptr : d.data(), d.size(), options, &b),
              "syclrt_kernel_bundle_build");
        return kernel_bundle(b);
    }
    kernel_bundle compile(span<device> devices = {}, const char *options = nullptr) const {
        auto d = detail::raw<syclrt_device>(devices);
        syclrt_kernel_bundle *b = nullptr;
        check(syclrt_kernel_bundle_compile(h_, devices.empty() ? nullptr : d.data(), d.size(), options, &b),
              "syclrt_kernel_bundle_compile");
        return kernel_bundle(b);
    }
    // sycl::link(objects[, devices]).
    static kernel_bundle link(span<kernel_bundle> objects, span<device> devices = {}, const char *options = nullptr) {
        auto o = detail::raw<syclrt_kernel_bundle>(objects);
        auto d = detail::raw<syclrt_device>(devices);
        syclrt_kernel_bundle *b = nullptr;
        check(syclrt_kernel_bundle_link(o.data(), o.size(), devices.empty() ? nullptr : d.data(), d.size(), options,
                                        &b),
              "syclrt_kernel_bundle_link");
        return kernel_bundle(b);
    }
    // sycl::join(bundles).
    static kernel_bundle join(span<kernel_bundle> bundles) {
        auto o = detail::raw<syclrt_kernel_bundle>(bundles);
        syclrt_kernel_bundle *b = nullptr;
        check(syclrt_kernel_bundle_join(o.data(), o.size(), &b), "syclrt_kernel_bundle_join");
        return kernel_bundle(b);
    }

    bundle_state state() const {
        uint32_t s = 0;
        check(syclrt_kernel_bundle_get_state(h_, &s), "syclrt_kernel_bundle_get_state");
        return static_cast<bundle_state>(s);
    }
    bool empty() const {
        bool e = false;
        check(syclrt_kernel_bundle_is_empty(h_, &e), "syclrt_kernel_bundle_is_empty");
        return e;
    }
    std::vector<device> devices() const {
        return detail::devices_of(detail::fetch<syclrt_device>(
            [&](size_t cap, syclrt_device **out, size_t *n) { return syclrt_kernel_bundle_get_devices(h_, cap, out, n); },
            "syclrt_kernel_bundle_get_devices"));
    }
    std::vector<kernel_id> kernel_ids() const {
        auto raw = detail::fetch<syclrt_kernel_id>(
            [&](size_t cap, syclrt_kernel_id **out, size_t *n) {
                return syclrt_kernel_bundle_get_kernel_ids(h_, cap, out, n);
            },
            "syclrt_kernel_bundle_get_kernel_ids");
        return std::vector<kernel_id>(raw.begin(), raw.end());
    }
    bool has_kernel(kernel_id id) const {
        bool b = false;
        check(syclrt_kernel_bundle_has_kernel(h_, id.get(), nullptr, &b), "syclrt_kernel_bundle_has_kernel");
        return b;
    }
    // kernel_bundle::get_kernel (executable bundles).
    kernel get_kernel(kernel_id id, device dev) const {
        syclrt_kernel *k = nullptr;
        check(syclrt_kernel_bundle_get_kernel(h_, id.get(), dev.get(), &k), "syclrt_kernel_bundle_get_kernel");
        return kernel::adopt(k);
    }
    // Specialization constants (input bundles), by name, of any trivially copyable T.
    template <typename T> kernel_bundle &set_specialization_constant(const char *name, const T &value) {
        static_assert(std::is_trivially_copyable<T>::value, "spec constants are copied bytewise");
        check(syclrt_kernel_bundle_set_spec_constant(h_, name, &value, sizeof value),
              "syclrt_kernel_bundle_set_spec_constant");
        return *this;
    }
    template <typename T> T get_specialization_constant(const char *name) const {
        T value{};
        check(syclrt_kernel_bundle_get_spec_constant(h_, name, sizeof value, &value, nullptr),
              "syclrt_kernel_bundle_get_spec_constant");
        return value;
    }
    bool has_specialization_constant(const char *name) const {
        bool b = false;
        check(syclrt_kernel_bundle_has_spec_constant(h_, name, &b), "syclrt_kernel_bundle_has_spec_constant");
        return b;
    }

  private:
    explicit kernel_bundle(syclrt_kernel_bundle *b) noexcept : handle(b) {}
};

// sycl::get_kernel_bundle<state>(ctx[, devices]): every compatible image.
inline kernel_bundle get_kernel_bundle(const context &ctx, bundle_state state, span<device> devices = {}) {
    auto d = detail::raw<syclrt_device>(devices);
    syclrt_kernel_bundle *b = nullptr;
    check(syclrt_kernel_bundle_get(ctx.get(), devices.empty() ? nullptr : d.data(), d.size(),
                                   static_cast<uint32_t>(state), &b),
          "syclrt_kernel_bundle_get");
    return kernel_bundle::adopt(b);
}

// sycl::get_kernel_bundle<state>(ctx[, devices], kernel_ids).
inline kernel_bundle get_kernel_bundle(const context &ctx, bundle_state state, span<kernel_id> ids,
                                       span<device> devices = {}) {
    auto d = detail::raw<syclrt_device>(devices);
    auto k = detail::raw<syclrt_kernel_id>(ids);
    syclrt_kernel_bundle *b = nullptr;
    check(syclrt_kernel_bundle_get_by_ids(ctx.get(), devices.empty() ? nullptr : d.data(), d.size(),
                                          static_cast<uint32_t>(state), k.data(), k.size(), &b),
          "syclrt_kernel_bundle_get_by_ids");
    return kernel_bundle::adopt(b);
}

// A device image registered through the image builder; unregistered by the
// destructor (move-only). Bundles already made keep working.
class image {
  public:
    // `format`: SYCLRT_IMAGE_FORMAT_*; OpenCL C source may be NUL-terminated with size 0.
    image(uint32_t format, const void *data, size_t size, const char *target = nullptr) {
        check(syclrt_image_builder_create(format, data, size, target, &builder_), "syclrt_image_builder_create");
    }
    // OpenCL C source.
    static image opencl_source(const std::string &source) {
        return image(SYCLRT_IMAGE_FORMAT_OPENCL_SOURCE, source.data(), source.size());
    }
    image(const image &) = delete;
    image &operator=(const image &) = delete;
    image(image &&o) noexcept
        : builder_(std::exchange(o.builder_, nullptr)), id_(std::exchange(o.id_, 0)),
          registered_(std::exchange(o.registered_, false)) {}
    image &operator=(image &&o) noexcept {
        image tmp(std::move(o));
        std::swap(builder_, tmp.builder_);
        std::swap(id_, tmp.id_);
        std::swap(registered_, tmp.registered_);
        return *this;
    }
    ~image() {
        if (registered_) (void)syclrt_image_unregister(id_);
        if (builder_ != nullptr) (void)syclrt_image_builder_release(builder_);
    }
    image &add_kernel(const char *name) {
        check(syclrt_image_builder_add_kernel(builder(), name), "syclrt_image_builder_add_kernel");
        return *this;
    }
    // A specialization constant `name` with SPIR-V SpecId `spec_id` and its default value.
    template <typename T> image &add_spec_constant(const char *name, uint32_t spec_id, const T &default_value) {
        static_assert(std::is_trivially_copyable<T>::value, "spec constants are copied bytewise");
        check(syclrt_image_builder_add_spec_constant(builder(), name, spec_id, &default_value, sizeof default_value),
              "syclrt_image_builder_add_spec_constant");
        return *this;
    }
    image &set_options(const char *compile_options, const char *link_options = nullptr) {
        check(syclrt_image_builder_set_options(builder(), compile_options, link_options),
              "syclrt_image_builder_set_options");
        return *this;
    }
    image &require_aspect(syclrt_aspect aspect) {
        check(syclrt_image_builder_require_aspect(builder(), aspect), "syclrt_image_builder_require_aspect");
        return *this;
    }
    // Registers the image: its kernels get kernel ids. Once only.
    image &register_image() {
        if (registered_) throw error(SYCLRT_STATUS_INVALID_OPERATION, "register_image: already registered");
        check(syclrt_image_builder_register(builder(), &id_), "syclrt_image_builder_register");
        registered_ = true;
        (void)syclrt_image_builder_release(std::exchange(builder_, nullptr));
        return *this;
    }
    uint64_t id() const noexcept { return id_; }

  private:
    syclrt_image_builder *builder() const {
        if (builder_ == nullptr) throw error(SYCLRT_STATUS_INVALID_OPERATION, "image: already registered");
        return builder_;
    }
    syclrt_image_builder *builder_ = nullptr;
    uint64_t id_ = 0;
    bool registered_ = false;
};

} // namespace syclrt

#endif // SYCLRT_HPP
