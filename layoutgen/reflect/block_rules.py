"""Vulkan's block layout rules ("Offset and Stride Assignment"), checked as spirv-val checks
them, on the words of a module's types: does a block's decorated layout follow the relaxed
std140 rules (uniform blocks), the relaxed std430 rules (storage and push-constant blocks),
or only the scalar rules?

Rules: RELAXED (std140 for a uniform block, std430 otherwise; a vector needs only its
scalar's alignment as long as it does not straddle a 16-byte boundary), UNIFORM_STD430
(std430 for a uniform block too: ``uniformBufferStandardLayout``), SCALAR (every type
aligned to its scalar: ``scalarBlockLayout``).
"""
from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from ..errors import SpirvFormatError
from ..spirv.grammar_tables import Decoration, Op
from .types import align_up

if TYPE_CHECKING:
    from .contents import ContentIndex

_INT, _FLOAT, _VECTOR, _MATRIX = Op.OpTypeInt, Op.OpTypeFloat, Op.OpTypeVector, Op.OpTypeMatrix
_ARRAY, _RUNTIME, _STRUCT, _POINTER = Op.OpTypeArray, Op.OpTypeRuntimeArray, Op.OpTypeStruct, Op.OpTypePointer
_OFFSET, _MATRIX_STRIDE, _ROW_MAJOR, _ARRAY_STRIDE = (Decoration.Offset, Decoration.MatrixStride,
                                                      Decoration.RowMajor, Decoration.ArrayStride)
_POINTER_SIZE = 8  # PhysicalStorageBuffer64
class BlockRules(StrEnum):
    """The block layout rules a module's blocks follow, weakest first (see the module doc)."""

    RELAXED = "relaxed"
    UNIFORM_STD430 = "uniform-std430"
    SCALAR = "scalar"


RELAXED, UNIFORM_STD430, SCALAR = BlockRules.RELAXED, BlockRules.UNIFORM_STD430, BlockRules.SCALAR
#: How deep the checks of a module's contents follow nested types (a malformed module may loop).
MAX_NESTING = 64


def _straddles(offset: int, size: int) -> bool:
    """A vector that crosses a 16-byte boundary (or, over 16 bytes, does not start on one)."""
    return (offset >> 4) != ((offset + size - 1) >> 4) if size <= 16 else offset % 16 != 0


def _scalar_bytes(t: list[int]) -> int:
    """The bytes of an OpTypeInt or OpTypeFloat ``t``: its width, a whole number of bytes."""
    if t[2] <= 0 or t[2] % 8:
        raise SpirvFormatError(f"a {t[2]}-bit scalar has no layout in a block: widths are whole bytes")
    return t[2] // 8


class _Broken(Exception):
    """A layout rule broken: the message says which."""


class Layout:
    """Layout checks over a module's type index (see :mod:`.requirements`)."""

    def __init__(self, ix: ContentIndex) -> None:
        self.ix = ix

    def _t(self, tid: int) -> list[int]:
        t = self.ix.types.get(tid)
        if t is None:
            raise SpirvFormatError(f"id {tid} is used as a type but no type instruction defines it")
        return t

    def _op(self, tid: int) -> int:
        return self._t(tid)[0] & 0xFFFF

    # -- sizes and alignments (spirv-val's getBaseAlignment, getScalarAlignment, getSize) ----
    def base_alignment(self, tid: int, round_up: bool, row_major: bool, depth: int = 0) -> int:
        t, op = self._t(tid), self._op(tid)
        if depth > MAX_NESTING:
            raise _Broken("types nest too deeply")
        if op in (_INT, _FLOAT):
            return _scalar_bytes(t)
        if op == _VECTOR:
            return self.base_alignment(t[2], round_up, row_major, depth + 1) * (4 if t[3] == 3 else t[3])
        if op == _MATRIX:
            if row_major:  # a vector of as many components as the matrix has columns
                component = self._t(t[2])[2]
                a = self.base_alignment(component, round_up, row_major, depth + 1) * (4 if t[3] == 3 else t[3])
            else:
                a = self.base_alignment(t[2], round_up, row_major, depth + 1)
            return align_up(a, 16) if round_up else a
        if op in (_ARRAY, _RUNTIME):
            a = self.base_alignment(t[2], round_up, row_major, depth + 1)
            return align_up(a, 16) if round_up else a
        if op == _STRUCT:
            a = max((self.base_alignment(m, round_up, self._row_major(tid, i), depth + 1)
                     for i, m in enumerate(t[2:])), default=1)
            return align_up(a, 16) if round_up else a
        if op == _POINTER:
            return _POINTER_SIZE
        return 1

    def scalar_alignment(self, tid: int, depth: int = 0) -> int:
        t, op = self._t(tid), self._op(tid)
        if depth > MAX_NESTING:
            raise _Broken("types nest too deeply")
        if op in (_INT, _FLOAT):
            return _scalar_bytes(t)
        if op in (_VECTOR, _MATRIX, _ARRAY, _RUNTIME):
            return self.scalar_alignment(t[2], depth + 1)
        if op == _STRUCT:
            return max((self.scalar_alignment(m, depth + 1) for m in t[2:]), default=1)
        return _POINTER_SIZE if op == _POINTER else 1

    def size(self, tid: int, matrix_stride: int, row_major: bool, depth: int = 0) -> int:
        t, op = self._t(tid), self._op(tid)
        if depth > MAX_NESTING:
            raise _Broken("types nest too deeply")
        if op in (_INT, _FLOAT):
            return _scalar_bytes(t)
        if op == _VECTOR:
            return self.size(t[2], matrix_stride, row_major, depth + 1) * t[3]
        if op == _ARRAY:
            length = self.ix.constants.get(t[3])
            if length is None:
                return 0  # sized by a specialization constant
            element = self.size(t[2], matrix_stride, row_major, depth + 1)
            return (length - 1) * self._stride(tid) + element
        if op == _MATRIX:
            if not row_major:
                return t[3] * matrix_stride
            column = self._t(t[2])
            return (column[3] - 1) * matrix_stride + t[3] * self.size(column[2], 0, False, depth + 1)
        if op == _STRUCT:
            if len(t) == 2:
                return 0
            # spirv-val sizes the last member with the constraints it finds under the key
            # (member type, index) rather than (struct, index): in effect none, so a matrix there
            # (alone or in arrays) counts as column-major with MatrixStride 0, i.e. 0 bytes.
            # Follow it: a struct ending in a matrix may be followed by a member placed inside the
            # matrix's padding (the Vulkan spec would refuse that; the validation layer does not).
            last = len(t) - 3
            offset = self._member(tid, last).get(_OFFSET, 0)
            return offset + self.size(t[-1], 0, False, depth + 1)
        return _POINTER_SIZE if op == _POINTER else 0

    # -- decorations ----------------------------------------------------------------------
    def _member(self, sid: int, index: int) -> dict[int, int]:
        return self.ix.members.get((sid, index), {})

    def _row_major(self, sid: int, index: int) -> bool:
        return _ROW_MAJOR in self._member(sid, index)

    def _constraint(self, sid: int, index: int) -> tuple[int, bool]:
        m = self._member(sid, index)
        return m.get(_MATRIX_STRIDE, 0), _ROW_MAJOR in m

    def _stride(self, tid: int) -> int:
        return self.ix.decorations.get(tid, {}).get(_ARRAY_STRIDE, 0)

    def name(self, tid: int) -> str:
        from .contents import name_of

        return name_of(self.ix, tid)

    # -- the check (spirv-val's checkLayout) ------------------------------------------------
    def check(self, sid: int, rules: BlockRules, uniform: bool) -> str | None:
        """None if block ``sid`` follows ``rules`` (see the module doc), else what breaks them."""
        scalar = rules == SCALAR
        round_up = uniform and rules != UNIFORM_STD430 and not scalar
        try:
            self._check_struct(sid, round_up, scalar, 0, 0)
        except _Broken as exc:
            name = self.name(sid)
            return f"block {name or '(unnamed)'}: {exc}"
        return None

    def _check_struct(self, sid: int, round_up: bool, scalar: bool, base: int, depth: int) -> None:
        if depth > MAX_NESTING:
            raise _Broken("structs nest too deeply")
        members = self._t(sid)[2:]
        order = sorted(range(len(members)), key=lambda i: self._member(sid, i).get(_OFFSET, 0))
        next_valid = 0
        for i in order:
            offset = self._member(sid, i).get(_OFFSET)
            if offset is None:
                raise _Broken(f"member {i} has no Offset")
            offset += base
            next_valid = self._check_member(sid, i, members[i], offset, next_valid, round_up, scalar, depth)

    def _check_member(self, sid: int, i: int, tid: int, offset: int, next_valid: int, round_up: bool,
                      scalar: bool, depth: int) -> int:
        """Check member ``i`` at ``offset``; the next offset a member may take."""
        matrix_stride, row_major = self._constraint(sid, i)
        op = self._op(tid)
        alignment = self.scalar_alignment(tid) if scalar else self.base_alignment(tid, round_up, row_major)
        size = self.size(tid, matrix_stride, row_major)
        if not scalar and op == _VECTOR:
            need = self.scalar_alignment(self._t(tid)[2])
            if offset % need:
                raise _Broken(f"member {i} at offset {offset} is not aligned to its scalar size {need}")
            if _straddles(offset, size):
                raise _Broken(f"member {i} is a vector straddling a 16-byte boundary at offset {offset}")
        elif offset % alignment:
            raise _Broken(f"member {i} at offset {offset} is not aligned to {alignment}")
        if offset < next_valid:
            raise _Broken(f"member {i} at offset {offset} overlaps the member before it")
        if op == _STRUCT:
            self._check_struct(tid, round_up, scalar, offset, depth + 1)
        if op == _MATRIX and matrix_stride % alignment:
            raise _Broken(f"member {i} is a matrix with stride {matrix_stride} not aligned to {alignment}")
        self._check_arrays(sid, i, tid, offset, alignment, round_up, scalar, depth)
        end = offset + size
        return align_up(end, alignment) if not scalar and op in (_ARRAY, _STRUCT) else end

    def _check_arrays(self, sid: int, i: int, tid: int, offset: int, alignment: int, round_up: bool,
                      scalar: bool, depth: int) -> None:
        matrix_stride, row_major = self._constraint(sid, i)
        array_alignment = alignment
        t = self._t(tid)
        for _level in range(len(self.ix.types) + 1):  # arrays of arrays; bounded, as a malformed module's may loop
            if (t[0] & 0xFFFF) not in (_ARRAY, _RUNTIME):
                break
            stride = self._stride(t[1])
            if stride == 0 and _ARRAY_STRIDE in self.ix.decorations.get(t[1], {}):
                raise _Broken(f"member {i} is an array with stride 0")
            if stride and stride % array_alignment:
                raise _Broken(f"member {i} is an array with stride {stride} not aligned to {array_alignment}")
            element = self._t(t[2])
            if (element[0] & 0xFFFF) == _STRUCT:
                length = self.ix.constants.get(t[3]) if (t[0] & 0xFFFF) == _ARRAY else None
                seen: set[int] = set()
                for k in range(max(1, length or 1)):
                    at = offset + k * stride
                    if at % 16 in seen:
                        break
                    self._check_struct(t[2], round_up, scalar, at, depth + 1)
                    seen.add(at % 16)
            elif (element[0] & 0xFFFF) == _MATRIX and matrix_stride % alignment:
                raise _Broken(f"member {i} holds matrices with stride {matrix_stride} not aligned to {alignment}")
            array_alignment = (self.scalar_alignment(t[2]) if scalar
                               else self.base_alignment(t[2], round_up, row_major))
            if self.size(t[2], matrix_stride, row_major) > stride:  # (no ArrayStride: stride 0)
                raise _Broken(f"member {i} is an array with stride {stride} smaller than its element")
            t = element
