"""The code version of a result: a digest of the harness package's source.

Why: a checkpoint's batches and the disk cache's answers were computed by some version of
the code; an edited rule reader, strategy or engine must never resume or reuse them. A version
number is not enough (it is not bumped for every edit), so the source itself is hashed.
"""

from __future__ import annotations

from functools import lru_cache
from hashlib import sha256
from pathlib import Path


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """SHA-256 over the path and source of every module of the harness package."""
    package = Path(__file__).resolve().parents[1]
    digest = sha256()
    for module in sorted(package.rglob("*.py")):
        digest.update(module.relative_to(package).as_posix().encode())
        digest.update(module.read_bytes())
    return digest.hexdigest()
