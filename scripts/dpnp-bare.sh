#!/usr/bin/env bash
# dpnp 0.20's tensor package and its tests out of a dpnp wheel, as a bare
# package: dpnp.tensor needs only libsycl and dpctl, not dpnp's oneMKL
# wheels. dpnp/__init__.py is empty; dpnp/tests/__init__.py (which swaps
# NumPy's asserts for dpnp's) is empty; dpnp/tests/conftest.py defines only
# the fixture the tensor tests import (issue 37). Used by
# scripts/dpnp-pocl-suite.sh (cp311, here) and scripts/gpu-ptx.sh (cp312,
# for the GPU machine).
#   scripts/dpnp-bare.sh WHEEL DEST     # DEST must not exist yet or be empty
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 WHEEL DEST" >&2; exit 2; }
whl=$1 dest=$2
mkdir -p "$dest"
unzip -q "$whl" 'dpnp/tensor/*' 'dpnp/tests/tensor/*' -d "$dest"
: >"$dest/dpnp/__init__.py"
: >"$dest/dpnp/tests/__init__.py"
cat >"$dest/dpnp/tests/conftest.py" <<'PYEOF'
import numpy
import pytest


@pytest.fixture
def suppress_invalid_numpy_warnings():
    old_settings = numpy.seterr(invalid="ignore")
    yield
    numpy.seterr(**old_settings)
PYEOF
