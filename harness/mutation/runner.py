"""Run a game's Gherkin suite against every rule mutant and say which scenarios kill each one.

Why: a suite that passes on the right engine proves little unless it also fails on wrong ones.
The real engine runs first, with the same command line; a scenario kills a mutant only if it
passed there and fails against the mutant, so a broken suite stops the run instead of
"killing" everything.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import as_completed
from dataclasses import dataclass
from typing import Any

from harness.gherkin.feature_run import SuiteRun, run_feature_suite, suite_threads
from harness.mutation.catalogue import MUTANT_ENV, PLUGIN, GameMutants, Mutant
from harness.mutation.lookup import catalogue
from harness.runtime.progress import status
from harness.spec.errors import HarnessError

DEFAULT_WORKERS = 2


class BaselineFailedError(HarnessError):
    """The Gherkin suite fails on the real engine, so no mutant run would mean anything."""


@dataclass(frozen=True, slots=True, kw_only=True)
class MutantVerdict:
    mutant: Mutant
    killing: tuple[str, ...]

    @property
    def killed(self) -> bool:
        return bool(self.killing)

    def to_json(self) -> dict[str, Any]:
        return {**self.mutant.to_json(), "scenarios": list(self.killing)}


@dataclass(frozen=True, slots=True, kw_only=True)
class MutationRun:
    game: str
    verdicts: tuple[MutantVerdict, ...]
    scenarios: int
    seconds: float

    @property
    def survivors(self) -> tuple[MutantVerdict, ...]:
        return tuple(v for v in self.verdicts if not v.killed)

    @property
    def kill_rate(self) -> float:
        """Killed / catalogue size (a statistic, so a float is fine)."""
        return sum(v.killed for v in self.verdicts) / len(self.verdicts) if self.verdicts else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "killed": [v.to_json() for v in self.verdicts if v.killed],
            "survived": [v.to_json() for v in self.verdicts if not v.killed],
            "kill_rate": round(self.kill_rate, 4),
            "catalogue_size": len(self.verdicts),
            "scenarios": self.scenarios,
            "seconds": round(self.seconds, 1),
        }


#: Only outcomes are read, so what serves failure messages is left out: assertion rewriting and
#: pytest's end-of-run garbage collections (unraisable exceptions) take about half of each run.
#: The real engine runs with the same arguments, so a scenario passes or fails the same way.
_OUTCOME_ONLY = ("--assert=plain", "-p", "no:unraisableexception")


def _run_suite(games: GameMutants, mutant: str) -> SuiteRun:
    env = dict(games.env) | {MUTANT_ENV: mutant}
    return run_feature_suite(list(games.bindings), env_overrides=env, extra_args=("-p", PLUGIN, *_OUTCOME_ONLY))


def _killing(run: SuiteRun, passing: set[str]) -> tuple[str, ...]:
    """Scenarios that fail against the mutant and passed on the real engine, in suite order."""
    return tuple(dict.fromkeys(s.scenario for s in run.scenarios if s.outcome == "failed" and s.scenario in passing))


def check_baseline(game: str, baseline: SuiteRun) -> set[str]:
    failing = [s.scenario for s in baseline.scenarios if s.outcome != "passed"]
    if baseline.exit_status != 0 or failing or not baseline.scenarios:
        listed = "\n  ".join(failing[:20]) or f"(pytest exit status {baseline.exit_status}, no scenario failed)"
        raise BaselineFailedError(
            f"the {game} Gherkin suite fails on the real engine, so mutants cannot be judged; fix these first:\n  "
            + listed
        )
    return {s.scenario for s in baseline.scenarios}


def run_mutants(
    game: str, *, workers: int = DEFAULT_WORKERS, report: Callable[[str], None] | None = status
) -> MutationRun:
    """The real engine, then every mutant, `workers` pytest processes at a time.

    The real engine's run is queued first and judged before any mutant's verdict; the mutants
    queued behind it start as soon as a process is free, and are cancelled if it fails.
    """
    say = report or (lambda message: None)
    games = catalogue(game)
    started = time.monotonic()
    total = len(games.mutants)
    say(f"{game}: running the Gherkin suite on the real engine, then {total} mutants, {workers} at a time")
    verdicts: dict[str, MutantVerdict] = {}
    with suite_threads(workers) as pool:  # threads only wait on pytest subprocesses; a stop kills them
        real = pool.submit(_run_suite, games, "")
        futures = {pool.submit(_run_suite, games, m.name): m for m in games.mutants}
        try:
            baseline = real.result()
            passing = check_baseline(game, baseline)
        except HarnessError:
            pool.shutdown(wait=True, cancel_futures=True)
            raise
        say(f"{game}: all {len(passing)} scenarios pass on the real engine")
        for future in as_completed(futures):
            mutant = futures[future]
            try:
                run = future.result()
            except HarnessError as error:
                pool.shutdown(wait=True, cancel_futures=True)
                raise HarnessError(f"mutant {mutant.name}: {error}") from None
            verdict = MutantVerdict(mutant=mutant, killing=_killing(run, passing))
            verdicts[mutant.name] = verdict
            outcome = f"killed by {len(verdict.killing)} scenarios" if verdict.killed else "SURVIVED"
            say(f"mutant {len(verdicts)}/{total} {mutant.name}: {outcome}")
    return MutationRun(
        game=game,
        verdicts=tuple(verdicts[m.name] for m in games.mutants),  # catalogue order, not finishing order
        scenarios=len(passing),
        seconds=time.monotonic() - started,
    )


def render_mutation_text(run: MutationRun, *, shown: int = 3) -> str:
    """A table of mutant, verdict and (the first few) killing scenarios, then the kill rate."""
    width = max((len(v.mutant.name) for v in run.verdicts), default=6)
    lines = [f"{'mutant':<{width}}  {'verdict':<8}  killing scenarios"]
    for verdict in run.verdicts:
        names = "; ".join(verdict.killing[:shown])
        if len(verdict.killing) > shown:
            names += f"; ... ({len(verdict.killing)} in all)"
        lines.append(f"{verdict.mutant.name:<{width}}  {'killed' if verdict.killed else 'SURVIVED':<8}  {names or '-'}")
    killed = len(run.verdicts) - len(run.survivors)
    lines.append(f"kill rate {run.kill_rate:.0%} ({killed}/{len(run.verdicts)} mutants), {run.seconds:.0f} s")
    return "\n".join(lines)


def mutation_summary(game: str, *, workers: int = DEFAULT_WORKERS, quiet: bool = False) -> dict[str, Any]:
    """Kill rate and catalogue for a certification report: the JSON of `tablecert mutants GAME --json`."""
    return run_mutants(game, workers=workers, report=None if quiet else status).to_json()


def catalogue_summary(game: str) -> list[dict[str, Any]]:
    """The catalogue alone (no run): name, description, clauses, how it is applied."""
    return [m.to_json() for m in catalogue(game).mutants]
