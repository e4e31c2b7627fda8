"""Where batches of a long computation run: in this process, in local processes, or on Dask.

Every batch is a pure function of (plan, index), so the place it runs in changes nothing in
the result; finished batches are handed back one at a time (for the checkpoint and the
progress bar) in whatever order they finish.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing import get_context
from typing import Any, TypeVar

from harness.spec.errors import UsageError

T = TypeVar("T")

#: Dask's nanny sets MALLOC_TRIM_THRESHOLD_ before starting a worker; with numpy's many
#: short-lived arrays it makes glibc return memory to the OS all the time and slows batches.
DASK_UNSET_ENVIRON = ("MALLOC_TRIM_THRESHOLD_",)


@dataclass(frozen=True, slots=True, kw_only=True)
class Placement:
    """workers=None and scheduler=None: this process. processes=True: a local process pool
    (forked, sharing warmed tables); otherwise Dask, local (workers=N) or at `scheduler`."""

    workers: int | None = None
    scheduler: str | None = None
    processes: bool = False

    def describe(self) -> str:
        if self.scheduler:
            return f"Dask cluster at {self.scheduler}"
        if self.processes:
            return f"{self.workers or os.cpu_count()} local processes"
        if self.workers:
            return f"local Dask cluster of {self.workers} workers"
        return "this process"


def run_batches(
    work: Callable[[Any, int], T], plan: Any, indices: list[int], placement: Placement
) -> Iterator[tuple[int, T]]:
    """Yield (index, result) for every batch as it finishes."""
    if not indices:
        return
    if placement.scheduler or (placement.workers and not placement.processes):
        yield from _dask(work, plan, indices, placement)
    elif placement.processes:
        # Forked workers inherit the plan (and whatever this process has warmed) instead of
        # receiving it; with one worker or one batch, the batches run here.
        for position, result in map_inheriting(work, plan, indices, placement.workers or os.cpu_count() or 1):
            yield indices[position], result  # (map_inheriting raises a pending stop between items)
    else:
        for index in indices:
            raise_pending_stop()
            yield index, work(plan, index)


#: The signals that stop a run: Ctrl-C and a scheduler's (or `kill`'s) SIGTERM.
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
#: The stops this process received (the command line's handlers note them: harness.cli.main).
_RECEIVED: list[int] = []


def note_stop(signum: int) -> None:
    """Remember a stop before raising it: its exception can be lost on the way (raised inside a
    weakref callback or a `__del__`, Python prints "Exception ignored" and drops it), and a run
    that lost its stop would go on to its end and exit 0. `raise_pending_stop` raises it again."""
    _RECEIVED.append(signum)


def raise_pending_stop() -> None:
    """Between batches: a stop received and not yet acted on stops the run here."""
    if _RECEIVED:
        signum = _RECEIVED[0]
        if signum == signal.SIGINT:
            raise KeyboardInterrupt
        raise SystemExit(128 + signum)


def fork_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of forked workers (they inherit warmed tables and closures, which do not pickle)
    that end when this process does, however it ends. Every worker is forked here, at once,
    with the stops deferred (`stops_deferred`)."""
    pool = ProcessPoolExecutor(
        max_workers=workers, mp_context=get_context("fork"), initializer=exit_with_parent, initargs=(os.getpid(),)
    )
    try:
        with stops_deferred():
            pool.submit(int)  # a fork pool forks all its workers at its first task
    except BaseException:  # the stop held during the forks: the pool is nobody's yet, end it here
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    return pool


@contextmanager
def stops_deferred() -> Iterator[None]:
    """Hold a stop (Ctrl-C, SIGTERM) that arrives inside the block and deliver it after.

    Why: a stop is an exception raised in the main thread wherever it is; while it forks, the
    interpreter runs its at-fork callbacks (logging's lock release, for one), and an exception
    raised there is printed as "Exception ignored" and dropped. The stop was lost and the run
    went on to its end (seen: `analyze` killed with SIGTERM while it forked its workers finished
    with exit 0). Outside the main thread, where handlers cannot be set, the block runs as is.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []

    def defer(signum: int, frame: object) -> None:
        caught.append(signum)

    previous = {signum: signal.signal(signum, defer) for signum in STOP_SIGNALS}
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        if caught:
            signal.raise_signal(caught[0])  # now, to the handler in force: it stops the run here


StateT = TypeVar("StateT")
ItemT = TypeVar("ItemT")
_INHERITED: list[Any] = []  # the state of the running `map_inheriting`, as forked workers see it


def map_inheriting(
    work: Callable[[StateT, ItemT], T], state: StateT, items: Sequence[ItemT], workers: int
) -> Iterator[tuple[int, T]]:
    """(index, work(state, item)) for every item, as each finishes, on forked workers that
    inherit `state` instead of receiving it (tables holding the strategy's closures, which do
    not pickle; large arrays built once). `work` must be a module-level function."""
    if workers <= 1 or len(items) <= 1:
        for index, item in enumerate(items):
            raise_pending_stop()
            yield index, work(state, item)
        return
    _INHERITED[:] = [state]
    try:
        with fork_pool(min(workers, len(items))) as pool:
            futures = {pool.submit(_work_inheriting, work, item): index for index, item in enumerate(items)}
            try:
                for future in as_completed(futures):
                    raise_pending_stop()
                    yield futures[future], future.result()
            except BaseException:
                # Stopped (Ctrl-C, SIGTERM, an error, the caller gone): start no more items, so
                # the stop waits only for the items already running.
                pool.shutdown(wait=True, cancel_futures=True)
                raise
    finally:
        _INHERITED.clear()


def _work_inheriting(work: Callable[[Any, ItemT], T], item: ItemT) -> T:
    return work(_INHERITED[0], item)


#: prctl(2)'s option for the signal a process gets when its parent ends.
PR_SET_PDEATHSIG = 1


def exit_with_parent(parent: int) -> None:
    """Worker initializer: end this worker when `parent` (the pid of the process that started
    it, read there before the fork) is gone. Killed with SIGKILL, a parent cannot stop its pool,
    and idle workers would wait for work forever, holding its stdout and stderr open. The pid
    comes from the parent because a worker that first runs after its parent died would read the
    reaper's. The worker was forked while its parent deferred the stops (`stops_deferred`): a
    worker stops as a worker does (SIGTERM ends it, Ctrl-C raises KeyboardInterrupt)."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    _terminate_with_parent()
    if os.getppid() != parent:  # gone before the line above took effect
        os._exit(1)

    def watch() -> None:  # where the kernel cannot be asked (not Linux), or it did not answer
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


def _terminate_with_parent() -> None:
    """On Linux, ask the kernel to send this process SIGTERM when its parent ends: at once,
    even while this worker is busy in code that holds the interpreter lock."""
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(None)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    except (OSError, AttributeError):
        return  # no prctl here: the watching thread alone ends the worker


@contextmanager
def dask_client(placement: Placement) -> Iterator[Any]:
    try:
        import dask
        from distributed import Client, LocalCluster
    except ImportError:
        raise UsageError("Dask is not installed: pip install 'dask[distributed]'") from None
    if placement.scheduler:
        try:
            client = Client(placement.scheduler, timeout="10s")
        except OSError as exc:
            raise UsageError(f"cannot reach the Dask scheduler at {placement.scheduler}: {exc}") from None
        with client:
            yield client
        return
    environ = {
        key: value
        for key, value in dask.config.get("distributed.nanny.pre-spawn-environ", {}).items()
        if key not in DASK_UNSET_ENVIRON
    }
    saved = {key: os.environ.pop(key) for key in DASK_UNSET_ENVIRON if key in os.environ}
    try:
        with dask.config.set({"distributed.nanny.pre-spawn-environ": environ}):
            with (
                LocalCluster(
                    n_workers=placement.workers, threads_per_worker=1, processes=True, dashboard_address=None
                ) as cluster,
                Client(cluster) as client,
            ):
                yield client
    finally:
        os.environ.update(saved)


def _dask(
    work: Callable[[Any, int], T], plan: Any, indices: list[int], placement: Placement
) -> Iterator[tuple[int, T]]:
    from distributed import as_completed as dask_as_completed

    with dask_client(placement) as client:
        futures = {client.submit(work, plan, index, pure=False): index for index in indices}
        for future in dask_as_completed(list(futures)):
            yield futures[future], future.result()
