"""The compiled PHH kernel (harness/families/poker_room/phh_kernel.py, Cython's pure-Python mode);
everything else is in pyproject.toml.

The kernel is compiled with the SHA-256 of its source, which phh_fast checks before it uses it:
an edit without a rebuild (`pip install -e .`) is never run compiled (the edited source runs
uncompiled). It is optional: where it cannot be compiled, the install goes on and the same source
runs as plain Python (slower, the same answers).
"""

import hashlib
from pathlib import Path

from Cython.Build import cythonize
from setuptools import Extension, setup

KERNEL = Path("harness/families/poker_room/phh_kernel.py")  # (phh_kernel.pxd beside it: its C constants)
digest = hashlib.sha256(KERNEL.read_bytes()).hexdigest()

setup(
    ext_modules=cythonize(
        [
            Extension(
                "harness.families.poker_room.phh_kernel",
                [str(KERNEL)],
                define_macros=[("PHH_KERNEL_SOURCE_SHA256", f'"{digest}"')],
                optional=True,
            )
        ],
        language_level=3,
    )
)
