"""harness.core.frozen_init: the faster __init__ builds exactly what the dataclass's own would."""

from __future__ import annotations

import dataclasses
import inspect
import pickle

import pytest

from harness.core.frozen_init import fast_init, positional_builder
from harness.families.poker_room.hand_audit import HandAudit
from harness.families.poker_room.hand_history import HandRecord, SeatRecord
from harness.families.poker_room.phh import PhhHand, PhhSection
from harness.families.poker_room.pots import Pot, PotAward, Share
from harness.families.poker_room.settle import HandResult

FAST = (HandRecord, SeatRecord, PhhHand, PhhSection, HandAudit, Pot, PotAward, Share, HandResult)


@fast_init
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class _Sample:
    name: str
    count: int = 3
    seen: dict[str, int] = dataclasses.field(default_factory=dict)


@pytest.mark.parametrize("cls", FAST, ids=lambda cls: cls.__name__)
def test_the_signature_is_the_dataclass_fields(cls: type) -> None:
    """Same names, in order, keyword-only where the field is, with the same defaults."""
    parameters = list(inspect.signature(cls.__init__).parameters.values())[1:]
    fields = dataclasses.fields(cls)
    assert [p.name for p in parameters] == [f.name for f in fields]
    for parameter, field in zip(parameters, fields, strict=True):
        kind = inspect.Parameter.KEYWORD_ONLY if field.kw_only else inspect.Parameter.POSITIONAL_OR_KEYWORD
        assert parameter.kind is kind, field.name
        if field.default is not dataclasses.MISSING:
            assert parameter.default is field.default, field.name
        elif field.default_factory is dataclasses.MISSING:
            assert parameter.default is inspect.Parameter.empty, field.name


def test_an_instance_is_the_dataclass_instance_frozen() -> None:
    made = _Sample(name="a")
    assert (made.name, made.count, made.seen) == ("a", 3, {})
    assert made.seen is not _Sample(name="a").seen  # a default factory is called for each instance
    assert made == _Sample(name="a", count=3) and hash(SeatRecord(name="p1", stack=5, hole=None)) == hash(
        SeatRecord(name="p1", stack=5, hole=None)
    )
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.name = "b"  # type: ignore[misc]
    assert dataclasses.replace(made, count=4) == _Sample(name="a", count=4)
    assert pickle.loads(pickle.dumps(made)) == made
    with pytest.raises(TypeError):
        _Sample("a")  # type: ignore[misc]
    with pytest.raises(TypeError):
        _Sample()  # type: ignore[call-arg]


def test_a_class_it_cannot_build_is_refused() -> None:
    @dataclasses.dataclass(slots=True)
    class Open:
        value: int

    @dataclasses.dataclass(frozen=True, slots=True)
    class Checked:
        value: int

        def __post_init__(self) -> None:
            pass

    for cls in (Open, Checked):
        with pytest.raises(TypeError):
            fast_init(cls)
        with pytest.raises(TypeError):
            positional_builder(cls)


@pytest.mark.parametrize("cls", FAST, ids=lambda cls: cls.__name__)
def test_the_positional_builder_builds_what_the_class_builds(cls: type) -> None:
    """Every field's value in field order: equal, field by field (the same objects), and frozen."""
    names = [field.name for field in dataclasses.fields(cls)]
    values = [object() for _ in names]  # a distinct object per field: each lands in its own slot
    build = positional_builder(cls)
    made = build(*values)
    expected = cls(**dict(zip(names, values, strict=True)))
    assert type(made) is cls and made == expected
    assert all(getattr(made, name) is value for name, value in zip(names, values, strict=True))
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(made, names[0], 1)
    with pytest.raises(TypeError):
        build(*values[:-1])
