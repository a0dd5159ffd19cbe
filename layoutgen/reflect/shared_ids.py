"""Specialization constants that share a SpecId but not a default.

Nothing forbids two ``OpSpecConstant`` with one SpecId, and glslang makes them: a
``local_size_x_id = N`` constant (unnamed, its default the ``local_size_x`` given beside it, or
1) and the shader's own ``layout(constant_id = N)`` one. A specialization value for the id sets
both; without one, each keeps its own default. Where those defaults differ, the workgroup
size (or the constant) is not what one of the declarations says, which is worth a warning.

Constants whose defaults are the same bits (an int and a uint 1, glslang's two copies of one
workgroup-size constant) share an id harmlessly and are not reported.
"""
from __future__ import annotations

import struct
from collections.abc import Sequence

from .kinds import Axis, ScalarKind
from .model import SharedSpecConstant, SpecIdIssue
from .spec import SpecConst

_AXES = tuple(Axis)
_FLOAT_CODES = {16: "<e", 32: "<f", 64: "<d"}


def _bits(c: SpecConst) -> tuple[int, int]:
    """(width, bits) of a constant's default as a specialization map entry holds it (a bool
    as a 32-bit VkBool32)."""
    width = c.width or 32
    if c.kind == ScalarKind.FLOAT and width in _FLOAT_CODES:
        return width, int.from_bytes(struct.pack(_FLOAT_CODES[width], float(c.default)), "little")
    return width, int(c.default) & ((1 << width) - 1)


def spec_id_issues(constants: Sequence[tuple[int, SpecConst, str]], workgroup_ids: Sequence[int] = ()
                   ) -> tuple[SpecIdIssue, ...]:
    """An issue for each SpecId whose constants (``(result id, expression, name)`` each)
    differ in their default or width; ``workgroup_ids`` are the ids of the constants that give
    the entry point's workgroup size, x first."""
    by_id: dict[int, dict[tuple[int, int], list[tuple[int, SpecConst, str]]]] = {}
    for item in constants:
        spec_id = item[1].spec_id
        if spec_id is not None:
            by_id.setdefault(spec_id, {}).setdefault(_bits(item[1]), []).append(item)
    out = []
    for spec_id, groups in sorted(by_id.items()):
        if len(groups) > 1:
            shared = [_shared(g, workgroup_ids) for g in groups.values()]
            shared.sort(key=lambda c: c.workgroup_axis is None)  # the workgroup size's first
            out.append(SpecIdIssue(spec_id, tuple(shared)))
    return tuple(out)


def _shared(group: list[tuple[int, SpecConst, str]], workgroup_ids: Sequence[int]) -> SharedSpecConstant:
    """One constant of a group with one default: the one sizing the workgroup where there is
    one, else a named one, else the first."""
    ids = list(workgroup_ids)[:len(_AXES)]
    axis = next((_AXES[ids.index(var)] for var, _c, _n in group if var in ids), None)
    _var, c, name = next((item for item in group if item[2]), group[0])
    kind = c.kind if c.kind is not None else ScalarKind.UINT
    return SharedSpecConstant(name=name, type=kind, width=c.width, default=c.default, workgroup_axis=axis)
