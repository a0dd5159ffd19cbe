"""Specialization values, checked against the constants they set before anything uses them."""
from __future__ import annotations

import numbers
import reprlib
import struct
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias, Union

from ..errors import LayoutError, integral, is_boolean, printable
from ..reflect.descriptor_model import DescriptorBinding, PushConstantBlock
from ..reflect.model import SpecializationConstant
from ..reflect.types import Block
from .model import UINT32_MAX

if TYPE_CHECKING:
    from .stages import Stage

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
        if not is_boolean(value):
            raise LayoutError(f"{_what(c)} takes true or false, not {value!r}")
        return bool(value)
    whole = integral(value)
    if whole is None and (is_boolean(value) or not isinstance(value, numbers.Real)):
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


def mapping(values: object) -> None:
    """A LayoutError where specialization ``values`` are not a mapping."""
    if not isinstance(values, Mapping):
        raise LayoutError(f"specialization maps spec ids or constant names to values ({{'N': 8}}, {{0: 8}}), not "
                          f"{reprlib.repr(values)}")


def values_by_id(constants: Iterable[SpecializationConstant], values: Mapping[Any, Any]) -> dict[int, bool | int | float]:
    """``values`` (keyed by spec id or constant name) by spec id, each checked against its
    constant; a key no constant has is a LayoutError listing those there are. The constants
    are taken as one stage's, or as several stages' pooled: a name is found whichever
    constant of an id carries it, and a name the constants give two different ids is a
    LayoutError (one ``{spec id: value}`` cannot set both; :func:`values_by_stage` can)."""
    mapping(values)
    pooled = list(constants)
    out: dict[int, bool | int | float] = {}
    for key, value in values.items():
        number = integral(key)
        named = [c for c in pooled if (c.id == number if number is not None else c.name == key)]
        if not named:
            raise LayoutError(f"no specialization constant {key!r} in these stages; they have: {_listing([pooled])}")
        ids = sorted({c.id for c in named})
        if len(ids) > 1:
            raise LayoutError(f"specialization constant {key!r} is spec id {' and '.join(map(str, ids))} in these "
                              "stages: one {spec id: value} cannot set each; give the values per stage (a pipeline's "
                              "stages each take theirs), or by spec id")
        out[ids[0]] = checked_value(named[0], value)
    return out


def values_by_stage(stages: Sequence[Sequence[SpecializationConstant]], values: Mapping[Any, Any],
                    strict: bool = True) -> list[dict[int, bool | int | float]]:
    """Per stage (``stages`` holds each stage's constants), ``values`` (keyed by spec id or
    constant name) by that stage's spec ids: a name sets every constant of that name, in each
    stage, whatever its id there; an id the constants of that id in each stage declaring it.
    Each value is checked against the constant it sets. With ``strict``, a key no stage has is a
    LayoutError listing the constants there are; two keys that set one spec id of a stage to
    different values (a name and an id, or two names of one id) are a LayoutError naming both."""
    mapping(values)
    out: list[dict[int, bool | int | float]] = [{} for _ in stages]
    setter: list[dict[int, Any]] = [{} for _ in stages]
    for key, value in values.items():
        number = integral(key)
        found = False
        for i, constants in enumerate(stages):
            for c in constants:
                if not (c.id == number if number is not None else isinstance(key, str) and c.name == key):
                    continue
                found = True
                checked = checked_value(c, value)
                before = setter[i].get(c.id)
                if before is not None and before != key and out[i][c.id] != checked:
                    raise LayoutError(f"{before!r} and {key!r} both set {_what(c)} (spec id {c.id} of one stage), to "
                                      f"{out[i][c.id]!r} and {checked!r}: give one value")
                out[i][c.id], setter[i][c.id] = checked, key
        if strict and not found:
            raise LayoutError(f"no specialization constant {key!r} in these stages; they have: {_listing(stages)}")
    return out


def block_values(block: Block, values: Mapping[Any, Any] | None) -> dict[int, bool | int | float] | None:
    """``values`` ({spec id: value}) for the spec constants that size ``block``'s arrays, each
    checked as merge() checks it (a bool for an int, a value past its width, are refused); ids
    the block does not read are left out. A block knows its constants by spec id only: a name
    is a LayoutError saying so."""
    if values is None:
        return None
    mapping(values)
    named = [k for k in values if integral(k) is None]
    if named:
        raise LayoutError(f"specialization {reprlib.repr(named[0])}: a block knows its specialization constants by "
                          "spec id ({0: 8}); by name, merge() and PushConstants know them")
    return values_by_stage([list(_block_constants(block).values())], values, strict=False)[0]


def _block_constants(block: Block) -> dict[int, SpecializationConstant]:
    """The specialization constants (by spec id) that the spec-sized arrays of ``block`` read."""
    from ..reflect.spec import spec_constants
    from ..reflect.types import spec_arrays

    out: dict[int, SpecializationConstant] = {}
    for array in spec_arrays(block.struct) if block.struct is not None else ():
        assert array.spec is not None  # (spec_arrays() gives only those)
        for i, c in spec_constants(array.spec.expr).items():
            if c.kind is not None:
                out.setdefault(i, SpecializationConstant(id=i, name="", type=c.kind, width=c.width, default=c.default))
    return out


def _listing(stages: Sequence[Iterable[SpecializationConstant]]) -> str:
    """Every constant there is, once: ``0 (N), 1 (M)``."""
    seen = dict.fromkeys((c.id, c.name) for constants in stages for c in constants)
    return ", ".join(f"{i}" + (f" ({printable(n)})" if n else "") for i, n in sorted(seen)) or "none"


def unspecializable(stage: Stage, owner: DescriptorBinding | PushConstantBlock, spec: Mapping[int, Any],
                     exc: ValueError) -> LayoutError:
    """The error for a size of ``owner`` (a binding or a push-constant block) in ``stage`` that
    ``spec`` leaves no value (``exc``: the ReflectionError evaluating it gave)."""
    where = (f"set {owner.set} binding {owner.binding} ({owner.name!r})" if isinstance(owner, DescriptorBinding)
             else f"push constant block {owner.name!r}")
    return LayoutError(f"{where} in {stage.label}, specialized with {dict(spec)}: {exc}")


def specialized_size(stage: Stage, owner: DescriptorBinding | PushConstantBlock, block: Block,
                     spec: Mapping[int, Any]) -> int:
    """The size of ``owner``'s block as ``spec`` specializes it; a LayoutError naming the
    binding (or push-constant block) and the stage where an array size cannot be evaluated or
    is below 1 (merge() and check() refuse such values alike)."""
    try:
        return block.specialized(spec).size
    except ValueError as exc:  # a ReflectionError: an operation that cannot be evaluated with these values
        raise unspecializable(stage, owner, spec, exc) from None


def specialized_count(stage: Stage, b: DescriptorBinding, spec: Mapping[int, Any]) -> int:
    """``b``'s descriptor count in ``stage`` as ``spec`` specializes it (its own where no spec
    constant sizes it); a LayoutError where it cannot be evaluated, is below 1 for an array not
    runtime-sized, or does not fit descriptorCount (a uint32_t): merge() and check() refuse such
    values alike."""
    if not b.spec_dims:
        count = b.count
    else:
        try:
            count = b.count_for(spec)
        except ValueError as exc:  # a ReflectionError: an operation that cannot be evaluated with these values
            raise unspecializable(stage, b, spec, exc) from None
        if count < 1 and not b.runtime_sized:
            raise LayoutError(f"set {b.set} binding {b.binding} ({b.name!r}) in {stage.label}: the specialization "
                              f"{dict(spec)} makes its array size {count}; it must be at least 1")
    if count > UINT32_MAX:
        made = f"the specialization {dict(spec)} makes its" if b.spec_dims else "its"
        raise LayoutError(f"set {b.set} binding {b.binding} ({b.name!r}) in {stage.label}: {made} descriptor count "
                          f"{count}, past 2**32 - 1: a descriptor count is a uint32_t")
    return count
