"""How long computations run: executors (in process, local processes, Dask), checkpoints and
the disk cache (refused when they do not match their inputs), the code fingerprint, progress on
stderr, atomic writes, and where the project's data lives.
"""

__all__ = [
    "atomic",
    "checkpoint",
    "disk_cache",
    "executors",
    "fingerprint",
    "progress",
    "project",
]
