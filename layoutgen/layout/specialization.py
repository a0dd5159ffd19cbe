"""Specialization values, checked against the constants they set before anything uses them."""
from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any, TypeAlias, Union

from ..errors import LayoutError
from ..reflect.model import SpecializationConstant

#: A specialization constant's value: a bool, an integer or a float.
SpecValue: TypeAlias = Union[bool, int, float]

#: The largest finite value of each floating-point width.
_FLOAT_MAX = {16: 65504.0, 32: 3.4028234663852886e38, 64: 1.7976931348623157e308}


def _what(c: SpecializationConstant) -> str:
    kind = "bool" if c.type == "bool" else f"{c.width}-bit {c.type}"
    return f"specialization constant {c.id}" + (f" ({c.name!r}, {kind})" if c.name else f" ({kind})")


def checked_value(c: SpecializationConstant, value: Any) -> SpecValue:
    """``value`` as the constant's type holds it; a LayoutError where it does not fit."""
    if c.type == "bool":
        if not isinstance(value, bool):
            raise LayoutError(f"{_what(c)} takes true or false, not {value!r}")
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise LayoutError(f"{_what(c)} takes a number, not {value!r}")
    if c.type == "float":
        limit = _FLOAT_MAX.get(c.width, _FLOAT_MAX[64])
        if not math.isfinite(value) or abs(value) > limit:
            raise LayoutError(f"{_what(c)}: {value!r} is not a finite {c.width}-bit float (at most {limit:g})")
        return float(value)
    if isinstance(value, float):
        if not value.is_integer():
            raise LayoutError(f"{_what(c)}: {value!r} is not an integer")
        value = int(value)
    low, high = (-(1 << (c.width - 1)), (1 << (c.width - 1)) - 1) if c.type == "int" else (0, (1 << c.width) - 1)
    if not low <= value <= high:
        raise LayoutError(f"{_what(c)}: {value} is outside {low}..{high}")
    return int(value)


def values_by_id(constants: Iterable[SpecializationConstant], values: Mapping[Any, Any]) -> dict[int, bool | int | float]:
    """``values`` (keyed by spec id or constant name) by spec id, each checked against its
    constant; a key no constant has is a LayoutError listing those there are."""
    by_id: dict[int, SpecializationConstant] = {}
    for c in constants:
        by_id.setdefault(c.id, c)
    by_name = {c.name: c for c in by_id.values() if c.name}
    out: dict[int, bool | int | float] = {}
    for key, value in values.items():
        found = by_id.get(key) if isinstance(key, int) and not isinstance(key, bool) else by_name.get(key)
        if found is None:
            have = ", ".join(f"{k.id}" + (f" ({k.name})" if k.name else "") for k in sorted(by_id.values(),
                                                                                            key=lambda k: k.id))
            raise LayoutError(f"no specialization constant {key!r} in these stages; they have: {have or 'none'}")
        out[found.id] = checked_value(found, value)
    return out
