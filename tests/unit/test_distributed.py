"""Batches on Dask give the single-process result: a local cluster, and a real scheduler with
two workers started on 127.0.0.1 (issue 5, item 5)."""

from __future__ import annotations

import socket
import subprocess
import sys
from collections.abc import Iterator
from fractions import Fraction

import pytest

from harness.families.lunar.game import table_rules
from harness.families.lunar.simulate import SimulationPlan, simulate
from harness.runtime.executors import Placement

PLAN = SimulationPlan(
    paytable="standard", interpretations=dict(table_rules().interpretations), rounds=60_000, seed=3, batch_size=20_000
)


@pytest.fixture(scope="module")
def single_process() -> dict[str, object]:
    return simulate(PLAN, Fraction(0), placement=Placement()).totals.to_json()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def scheduler_address() -> Iterator[str]:
    port = free_port()
    address = f"tcp://127.0.0.1:{port}"
    dask = [sys.executable, "-m", "distributed.cli.dask_scheduler"]
    processes = [
        subprocess.Popen(
            [*dask, "--host", "127.0.0.1", "--port", str(port), "--dashboard-address", ":0"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    ]
    worker = [
        sys.executable,
        "-m",
        "distributed.cli.dask_worker",
        address,
        "--nthreads",
        "1",
        "--host",
        "127.0.0.1",
        "--dashboard-address",
        ":0",
    ]
    try:
        for _ in range(2):
            processes.append(subprocess.Popen(worker, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        from distributed import Client

        with Client(address, timeout="30s") as client:
            client.wait_for_workers(2, timeout=60)
        yield address
    finally:
        for process in reversed(processes):
            process.terminate()
        for process in processes:
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()


def test_local_dask_cluster_equals_single_process(single_process: dict[str, object]) -> None:
    assert simulate(PLAN, Fraction(0), placement=Placement(workers=2)).totals.to_json() == single_process


def test_scheduler_with_two_workers_equals_single_process(
    single_process: dict[str, object], scheduler_address: str
) -> None:
    from distributed import Client

    result = simulate(PLAN, Fraction(0), placement=Placement(scheduler=scheduler_address)).totals.to_json()
    assert result == single_process
    with Client(scheduler_address) as client:
        assert len(client.scheduler_info()["workers"]) == 2


def test_local_workers_do_not_inherit_malloc_trim_threshold() -> None:
    import os

    from harness.runtime.executors import dask_client

    with dask_client(Placement(workers=1)) as client:
        seen = client.run(lambda: os.environ.get("MALLOC_TRIM_THRESHOLD_"))
    assert list(seen.values()) == [None]
