"""What a reader of arcade table poker's certification must know before any figure: which
parameters are the harness's example rather than the seed's, and which of the seed's prizes and
terms the harness does not settle (AP-2.1, AP-2.2, AP-7.1, AP-7.5, AP-9).

Why built from data: the illustrative parameters are listed beside the level they belong to
(rules_spec/arcade_poker.yaml `arcade.levels.*.illustrative`), the T-CHIP terms and the prizes
outside the harness in the same section, so a lab that replaces a parameter with the operator's
setting removes the notice by editing the YAML, not this code.
"""

from __future__ import annotations

from collections.abc import Sequence

from harness.families.arcade.rules import ArcadeRules, Level


def _parameter(level: Level, name: str) -> str:
    unit = "T-CHIP" if level.tournament else "chips"
    if name == "blinds" and level.blinds is not None:
        return f"blinds {level.blinds[0]}/{level.blinds[1]} {unit}"
    if name == "amounts":
        return f"bet amounts {'/'.join(map(str, level.amounts))} {unit}"
    return f"ante {level.ante} {unit}"


def illustrative_notices(rules: ArcadeRules, levels: Sequence[str]) -> list[str]:
    """One notice per certified level with parameters the seed does not give (AP-2.1, AP-2.2)."""
    notices = []
    terms = rules.tournament
    for name in levels:
        level = rules.levels[name]
        if not level.illustrative:
            continue
        listed = " and ".join(_parameter(level, p) for p in level.illustrative)
        text = (f"Illustrative (AP-2.1): the {name} level's {listed} are the harness's example, not the seed's "
                "(the shop sets them); its figures in this report hold for these parameters only.")  # fmt: skip
        if level.tournament:
            low, high = terms.amount_range
            text += f" The amounts lie within the seed's {low} to {high} T-CHIP (AP-2.2)."
        notices.append(text)
    if any(rules.levels[name].tournament for name in levels):
        notices.append(
            f"Outside the harness (AP-2.2): the tournament's entry, {terms.entry_chips:,} chips converted to "
            f"{terms.tournament_chips:,} T-CHIP, and its prizes; a tournament hand is settled in T-CHIP only."
        )
    return notices


def certification_notices(rules: ArcadeRules, levels: Sequence[str], versions: Sequence[int]) -> tuple[str, ...]:
    """The notices of a certification of these levels and versions (GameMeasurement.notices)."""
    notices = illustrative_notices(rules, levels)
    if rules.jackpot.illustrative:
        notices.append(
            f"Illustrative (AP-9): the jackpot schedule {rules.jackpot.path} is the harness's example; the seed "
            "names jackpot hands without a table. The house take is reported apart from it."
        )
    table = any(not rules.levels[name].tournament for name in levels)
    for prize in rules.outside_harness:
        if prize.version in versions and (prize.at_tournament or table):
            notices.append(f"Outside the harness ({prize.clause}): under Ver.{prize.version} a win also carries "
                           f"{prize.prize}; no chip of the ledger moves for it.")  # fmt: skip
    return tuple(notices)
