"""`tablecert analyze` run from any folder: the game's own paytable is found wherever the
command starts (a variant's simulation once looked for `paytables/...` in the current folder)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from harness.cli import app


@pytest.mark.parametrize("game", ["oasis-poker", "lunar-poker-finland"])
def test_a_variant_is_analyzed_from_another_folder(game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["analyze", game, "--rounds", "4000", "--workers", "1", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["simulated"]["rounds"] == 4000
