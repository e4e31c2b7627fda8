"""A faster `__init__` for the frozen, slotted dataclasses that a day's replay builds by the million.

Why: a frozen dataclass's generated `__init__` stores each field with `object.__setattr__(self,
name, value)`, which finds the field by its name on the class every time. Auditing one hand
history builds a dozen such records (its seats, the hand, its pots and awards, its result, its
audit line), and those stores were about a tenth of the audit's time. `fast_init` gives the class
an `__init__` with the same signature (the same names, keyword-only where the dataclass's are,
the same defaults and default factories) that stores each field through its slot's descriptor,
found once. Everything else is the dataclass's own: frozen, eq, hash, repr, `replace`, pickling.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields, is_dataclass
from typing import Any, TypeVar

T = TypeVar("T")


class _Factory:
    """The default of a field with a default factory: the factory is called for each instance."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def fast_init(cls: type[T]) -> type[T]:
    """Give a frozen dataclass with slots (and no `__post_init__`, no field outside `__init__`)
    the equivalent `__init__` that stores through the slot descriptors."""
    params = getattr(cls, "__dataclass_params__", None)
    if not is_dataclass(cls) or params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"fast_init: {cls.__name__} is not a frozen dataclass with slots")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"fast_init: {cls.__name__} has a __post_init__; keep the dataclass's __init__")
    namespace: dict[str, Any] = {"_FACTORY": _FACTORY}
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = []
    for field in fields(cls):
        name = field.name
        if not field.init:
            raise TypeError(f"fast_init: {cls.__name__}.{name} is not set by __init__")
        namespace[f"_set_{name}"] = cls.__dict__[name].__set__
        parameter = name
        if field.default is not MISSING:
            namespace[f"_default_{name}"] = field.default
            parameter = f"{name}=_default_{name}"
        elif field.default_factory is not MISSING:
            namespace[f"_factory_{name}"] = field.default_factory
            parameter = f"{name}=_FACTORY"
            body.append(f"    if {name} is _FACTORY:\n        {name} = _factory_{name}()\n")
        (keyword if field.kw_only else positional).append(parameter)
        body.append(f"    _set_{name}(self, {name})\n")
    signature = ", ".join(["self", *positional, *(["*", *keyword] if keyword else [])])
    source = f"def __init__({signature}):\n{''.join(body) or '    pass'}\n"
    exec(source, namespace)  # noqa: S102 - the source is built above from the dataclass's own field names
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = f"Store each field of {cls.__name__} through its slot (harness.core.frozen_init)."
    setattr(cls, "__init__", init)  # noqa: B010 - a method put in place, as the dataclass decorator does
    return cls


def positional_builder(cls: type[T]) -> Callable[..., T]:
    """A function that builds the frozen dataclass with slots (as for `fast_init`) from every
    field's value, positionally, in the order of `dataclasses.fields(cls)`: no defaults, no
    keywords to match, each value stored through its slot's descriptor. The same object as
    `cls(**values)` (tests/unit/test_frozen_init.py); for the one loop that builds a record per
    hand and wants to spend nothing on it."""
    params = getattr(cls, "__dataclass_params__", None)
    if not is_dataclass(cls) or params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"positional_builder: {cls.__name__} is not a frozen dataclass with slots")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"positional_builder: {cls.__name__} has a __post_init__")
    names = [field.name for field in fields(cls)]
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    for name in names:
        namespace[f"_set_{name}"] = cls.__dict__[name].__set__
    body = "".join(f"    _set_{name}(self, {name})\n" for name in names)
    source = f"def build({', '.join(names)}):\n    self = _new(_cls)\n{body}    return self\n"
    exec(source, namespace)  # noqa: S102 - the source is built above from the dataclass's own field names
    build: Callable[..., T] = namespace["build"]
    build.__qualname__ = build.__name__ = f"build_{cls.__name__}"
    build.__module__ = cls.__module__
    build.__doc__ = f"{cls.__name__} from every field's value, in field order (harness.core.frozen_init)."
    return build
