"""Specialization values, checked against the constants they set before anything uses them."""
from __future__ import annotations

import numbers
import struct
from collections.abc import Iterable, Mapping
from typing import Any, TypeAlias, Union

from ..errors import LayoutError, integral
from ..reflect.model import SpecializationConstant

#: A specialization constant's value: a bool, an integer or a float.
SpecValue: TypeAlias = Union[bool, int, float]

#: The largest finite value of each floating-point width.
FLOAT_MAX = {16: 65504.0, 32: 3.4028234663852886e38, 64: 1.7976931348623157e308}
#: The struct format that packs each floating-point width (standard sizes: only they refuse overflow).
_FLOAT_CODES = {16: "<e", 32: "<f", 64: "<d"}


def _what(c: SpecializationConstant) -> str:
    kind = "bool" if c.type == "bool" else f"{c.width}-bit {c.type}"
    return f"specialization constant {c.id}" + (f" ({c.name!r}, {kind})" if c.name else f" ({kind})")


def checked_value(c: SpecializationConstant, value: Any) -> SpecValue:
    """``value`` as the constant's type holds it; a LayoutError where it does not fit.

    An integer constant takes any integral number (an int, a numpy integer, a float with no
    fraction) within its width's range; a float constant any real number whose value its width
    holds: a finite value that would round to infinity (1e39 for a 32-bit float) is refused,
    inf and nan given as such are taken. Block and push-constant members follow the same rules
    (``layoutgen.layout.hostdata``). A bool is refused where a number is wanted, and a number
    where a bool is."""
    if c.type == "bool":
        if type(value).__name__ not in ("bool", "bool_"):
            raise LayoutError(f"{_what(c)} takes true or false, not {value!r}")
        return bool(value)
    whole = integral(value)
    if whole is None and (type(value).__name__ in ("bool", "bool_") or not isinstance(value, numbers.Real)):
        raise LayoutError(f"{_what(c)} takes a number, not {value!r}")
    if c.type == "float":
        return _checked_float(c, value if whole is None else whole)
    if whole is None:
        number = float(value)
        if not number.is_integer():
            raise LayoutError(f"{_what(c)}: {value!r} is not an integer")
        whole = int(number)
    low, high = (-(1 << (c.width - 1)), (1 << (c.width - 1)) - 1) if c.type == "int" else (0, (1 << c.width) - 1)
    if not low <= whole <= high:
        raise LayoutError(f"{_what(c)}: {whole} is outside {low}..{high}")
    return whole


def _checked_float(c: SpecializationConstant, value: Any) -> float:
    """``value`` as a float of the constant's width: a finite value that rounds to infinity
    there is refused (struct's packing tells, rounding as the device's conversion does)."""
    limit = FLOAT_MAX.get(c.width, FLOAT_MAX[64])
    try:
        number = float(value)
        struct.pack(_FLOAT_CODES.get(c.width, "<d"), number)
    except OverflowError:
        raise LayoutError(f"{_what(c)}: {value!r} is not a finite {c.width}-bit float (at most {limit:g}); "
                          "give inf itself where that is meant") from None
    return number


def values_by_id(constants: Iterable[SpecializationConstant], values: Mapping[Any, Any]) -> dict[int, bool | int | float]:
    """``values`` (keyed by spec id or constant name) by spec id, each checked against its
    constant; a key no constant has is a LayoutError listing those there are."""
    by_id: dict[int, SpecializationConstant] = {}
    for c in constants:
        by_id.setdefault(c.id, c)
    by_name = {c.name: c for c in by_id.values() if c.name}
    out: dict[int, bool | int | float] = {}
    for key, value in values.items():
        number = integral(key)
        found = by_id.get(number) if number is not None else by_name.get(key)
        if found is None:
            have = ", ".join(f"{k.id}" + (f" ({k.name})" if k.name else "") for k in sorted(by_id.values(),
                                                                                            key=lambda k: k.id))
            raise LayoutError(f"no specialization constant {key!r} in these stages; they have: {have or 'none'}")
        out[found.id] = checked_value(found, value)
    return out
