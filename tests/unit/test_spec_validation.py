"""Bad rules_spec and paytable files fail with `file:line:column: field.path: what is wrong` (issue 2, item 2)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from harness.core.paytable import load_paytable
from harness.families.lunar.game import FAMILY_SPEC_KEYS, GAME, REQUIRED_TABLES, TABLE_KINDS
from harness.runtime.project import project_root
from harness.spec.errors import SpecError
from harness.spec.rules_spec import load_rules_spec

STANDARD = project_root() / "paytables" / "lunar_poker" / "standard.yaml"


def load(path: Path):  # type: ignore[no-untyped-def]
    return load_paytable(path, game=GAME, table_kinds=TABLE_KINDS, required=REQUIRED_TABLES)


def broken_copy(tmp_path: Path, old: str, new: str) -> tuple[Path, int]:
    text = STANDARD.read_text()
    assert old in text
    text = text.replace(old, new, 1)
    path = tmp_path / "broken.yaml"
    path.write_text(text)
    line = next((i for i, row in enumerate(text.splitlines(), 1) if new.strip() in row), 0)
    return path, line


def test_negative_pay_is_located(tmp_path: Path) -> None:
    path, line = broken_copy(tmp_path, "pays: 100, when: full_house", "pays: -9, when: full_house")
    with pytest.raises(SpecError) as info:
        load(path)
    message = str(info.value)
    assert re.match(rf"^{re.escape(str(path))}:{line}:\d+: super\.lines\[2\]\.pays: ", message)
    assert "-9" in message
    assert "pays: -9" in message.splitlines()[1]  # the offending source line is shown
    assert info.value.exit_code == 2


def test_unknown_predicate_names_the_vocabulary(tmp_path: Path) -> None:
    path, line = broken_copy(tmp_path, "when: full_house}", "when: ful_house}")
    with pytest.raises(SpecError) as info:
        load(path)
    assert f":{line}:" in str(info.value)
    assert "raise.lines[3].when" in str(info.value) or "super.lines[2].when" in str(info.value)
    assert "unknown predicate 'ful_house'" in str(info.value)


def test_duplicate_line_name(tmp_path: Path) -> None:
    path, _ = broken_copy(
        tmp_path, "name: straight, label: Straight, pays: 30", "name: flush, label: Straight, pays: 30"
    )
    with pytest.raises(SpecError, match=r"super\.lines\[4\]\.name: line 'flush' appears twice"):
        load(path)


def test_missing_table_and_unknown_field(tmp_path: Path) -> None:
    path, _ = broken_copy(tmp_path, "\nsuper:", "\nsupper:")
    with pytest.raises(SpecError, match=r"supper: unknown field 'supper'"):
        load(path)


def test_yaml_syntax_error_is_located(tmp_path: Path) -> None:
    path = tmp_path / "syntax.yaml"
    path.write_text("game: lunar-poker\nname: [unclosed\n")
    with pytest.raises(SpecError, match=rf"{re.escape(str(path))}:\d+:\d+: \(syntax\): not valid YAML"):
        load(path)


def test_rules_spec_interpretation_default_must_be_an_option(tmp_path: Path) -> None:
    text = (project_root() / "rules_spec" / "lunar_poker.yaml").read_text()
    text = text.replace("default: flush", "default: flsh", 1)
    path = tmp_path / "rules.yaml"
    path.write_text(text)
    with pytest.raises(SpecError, match=r"interpretations\[0\]\.default: default 'flsh' is not one of the options"):
        load_rules_spec(path, extra_keys=FAMILY_SPEC_KEYS)


def test_duplicate_clause_id(tmp_path: Path) -> None:
    text = (project_root() / "rules_spec" / "lunar_poker.yaml").read_text()
    text = text.replace("id: LP-4\n", "id: LP-3\n", 1)
    path = tmp_path / "rules.yaml"
    path.write_text(text)
    with pytest.raises(SpecError, match=r"clauses\[3\]\.id: clause LP-3 is defined twice"):
        load_rules_spec(path, extra_keys=FAMILY_SPEC_KEYS)


def test_shipped_specs_load() -> None:
    spec = load_rules_spec(project_root() / "rules_spec" / "lunar_poker.yaml", extra_keys=FAMILY_SPEC_KEYS)
    assert {"super_sf_counts_as", "fees_are_wagers"} <= set(spec.interpretations)
    assert load(STANDARD).tables["super"].max_pays == 250
