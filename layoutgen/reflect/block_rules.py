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

from collections.abc import Callable, Generator, Iterator
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from ..errors import SpirvFormatError
from ..spirv.grammar_tables import Decoration, Op
from .typeinfo import MAX_STRUCT_NESTING
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
#: How deep working out a size or an alignment follows parts not worked out before (see
#: Layout._settle: only a malformed module's, or parts no block can hold, are not).
MAX_NESTING = 64
#: A struct nested in a block, to check: (struct id, round up, scalar rules, its offset).
_Nested = tuple[int, bool, bool, int]


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
    """Layout checks over a module's type index (see :mod:`.requirements`).

    Sizes and alignments are worked out once per type (and per rule flag), first for every type
    in the order the module defines them (SPIR-V defines a type before its users, pointers
    aside), so that working out a type finds its members' already: nesting as deep as SPIR-V
    allows takes no deeper Python calls. The check itself walks nested structs on a stack of
    its own, in the order spirv-val checks them."""

    def __init__(self, ix: ContentIndex) -> None:
        self.ix = ix
        self._base: dict[tuple[Any, ...], int] = {}
        self._scalar: dict[tuple[Any, ...], int] = {}
        self._size: dict[tuple[Any, ...], int] = {}
        self._settled = False

    def _t(self, tid: int) -> list[int]:
        t = self.ix.types.get(tid)
        if t is None:
            raise SpirvFormatError(f"id {tid} is used as a type but no type instruction defines it")
        return t

    def _op(self, tid: int) -> int:
        return self._t(tid)[0] & 0xFFFF

    def _settle(self) -> None:
        """Work out the sizes and alignments of every type, in the module's order (see the
        class doc). A type that has none (a scalar width no block holds) is left to the check
        that meets it, which says so."""
        if self._settled:
            return
        self._settled = True
        for tid in self.ix.types:
            try:
                self.scalar_alignment(tid)
                for round_up in (False, True):
                    for row_major in (False, True):
                        self.base_alignment(tid, round_up, row_major)
                self.size(tid, 0, False)
            except SpirvFormatError:
                continue

    def _nested(self, depth: int, tid: int) -> int:
        """``depth`` + 1; a SpirvFormatError past MAX_NESTING, which only parts not settled
        (see :meth:`_settle`) reach: types used before they are defined (a malformed module), or
        under a part no block can hold."""
        if depth >= MAX_NESTING:
            raise SpirvFormatError(f"type {tid}: its parts nest more than {MAX_NESTING} deep with no layout worked "
                                   "out (types used before they are defined, or parts no block can hold)")
        return depth + 1

    def _array_chain(self, tid: int) -> tuple[list[list[int]], int]:
        """The arrays of arrays ``tid`` starts, as their words (their id is word 1), outermost
        first (none where it is no array), and the type of their elements."""
        chain: list[list[int]] = []
        t = self._t(tid)
        while (t[0] & 0xFFFF) in (_ARRAY, _RUNTIME):
            if len(chain) > len(self.ix.types):
                raise SpirvFormatError(f"array type {tid} holds itself")
            chain.append(t)
            tid = t[2]
            t = self._t(tid)
        return chain, tid

    @staticmethod
    def _once(table: dict[tuple[Any, ...], int], work: Callable[..., int], key: tuple[Any, ...], depth: int) -> int:
        """``work(*key, depth)``, worked out once for ``key`` (``table`` keeps it)."""
        found = table.get(key)
        if found is None:
            found = table[key] = work(*key, depth)
        return found

    # -- sizes and alignments (spirv-val's getBaseAlignment, getScalarAlignment, getSize) ----
    def base_alignment(self, tid: int, round_up: bool, row_major: bool, depth: int = 0) -> int:
        return self._once(self._base, self._base_alignment, (tid, round_up, row_major), depth)

    def _base_alignment(self, tid: int, round_up: bool, row_major: bool, depth: int) -> int:
        t, op = self._t(tid), self._op(tid)
        if op in (_INT, _FLOAT):
            return _scalar_bytes(t)
        if op == _VECTOR:
            return self.base_alignment(t[2], round_up, row_major, self._nested(depth, tid)) * (4 if t[3] == 3 else t[3])
        if op == _MATRIX:
            if row_major:  # a vector of as many components as the matrix has columns
                component = self._t(t[2])[2]
                a = self.base_alignment(component, round_up, row_major, self._nested(depth, tid)) * (
                    4 if t[3] == 3 else t[3])
            else:
                a = self.base_alignment(t[2], round_up, row_major, self._nested(depth, tid))
            return align_up(a, 16) if round_up else a
        if op in (_ARRAY, _RUNTIME):  # an array of arrays aligns as its innermost elements
            _chain, element = self._array_chain(tid)
            a = self.base_alignment(element, round_up, row_major, self._nested(depth, tid))
            return align_up(a, 16) if round_up else a
        if op == _STRUCT:
            inner = self._nested(depth, tid)
            a = max((self.base_alignment(m, round_up, self._row_major(tid, i), inner) for i, m in enumerate(t[2:])),
                    default=1)
            return align_up(a, 16) if round_up else a
        if op == _POINTER:
            return _POINTER_SIZE
        return 1

    def scalar_alignment(self, tid: int, depth: int = 0) -> int:
        return self._once(self._scalar, self._scalar_alignment, (tid,), depth)

    def _scalar_alignment(self, tid: int, depth: int) -> int:
        t, op = self._t(tid), self._op(tid)
        if op in (_INT, _FLOAT):
            return _scalar_bytes(t)
        if op in (_ARRAY, _RUNTIME):
            return self.scalar_alignment(self._array_chain(tid)[1], self._nested(depth, tid))
        if op in (_VECTOR, _MATRIX):
            return self.scalar_alignment(t[2], self._nested(depth, tid))
        if op == _STRUCT:
            inner = self._nested(depth, tid)
            return max((self.scalar_alignment(m, inner) for m in t[2:]), default=1)
        return _POINTER_SIZE if op == _POINTER else 1

    def size(self, tid: int, matrix_stride: int, row_major: bool, depth: int = 0) -> int:
        return self._once(self._size, self._size_of, (tid, matrix_stride, row_major), depth)

    def _size_of(self, tid: int, matrix_stride: int, row_major: bool, depth: int) -> int:
        t, op = self._t(tid), self._op(tid)
        if op in (_INT, _FLOAT):
            return _scalar_bytes(t)
        if op == _VECTOR:
            return self.size(t[2], matrix_stride, row_major, self._nested(depth, tid)) * t[3]
        if op == _ARRAY:  # (length - 1) strides and the last element, level by level
            chain, element = self._array_chain(tid)
            total = 0
            for a in chain:
                length = self.ix.constants.get(a[3]) if (a[0] & 0xFFFF) == _ARRAY else None
                if length is None:  # sized by a specialization constant (or a runtime array): 0 bytes,
                    return total    # whatever it holds
                total += (length - 1) * self._stride(a[1])
            return total + self.size(element, matrix_stride, row_major, self._nested(depth, tid))
        if op == _MATRIX:
            if not row_major:
                return t[3] * matrix_stride
            column = self._t(t[2])
            return (column[3] - 1) * matrix_stride + t[3] * self.size(column[2], 0, False, self._nested(depth, tid))
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
            return offset + self.size(t[-1], 0, False, self._nested(depth, tid))
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
        self._settle()
        # each struct's check a generator that yields the structs nested in it, each checked
        # whole (on this stack) before the struct's own check goes on
        stack = [self._check_struct(sid, round_up, scalar, 0)]
        try:
            while stack:
                nested = next(stack[-1], None)
                if nested is None:
                    stack.pop()
                    continue
                if len(stack) > MAX_STRUCT_NESTING:
                    raise SpirvFormatError(f"block {sid}: structures nest deeper than {MAX_STRUCT_NESTING}, SPIR-V's "
                                           "universal limit")
                stack.append(self._check_struct(*nested))
        except _Broken as exc:
            name = self.name(sid)
            return f"block {name or '(unnamed)'}: {exc}"
        return None

    def _check_struct(self, sid: int, round_up: bool, scalar: bool, base: int) -> Iterator[_Nested]:
        members = self._t(sid)[2:]
        order = sorted(range(len(members)), key=lambda i: self._member(sid, i).get(_OFFSET, 0))
        next_valid = 0
        for i in order:
            offset = self._member(sid, i).get(_OFFSET)
            if offset is None:
                raise _Broken(f"member {i} has no Offset")
            offset += base
            next_valid = yield from self._check_member(sid, i, members[i], offset, next_valid, round_up, scalar)

    def _check_member(self, sid: int, i: int, tid: int, offset: int, next_valid: int, round_up: bool,
                      scalar: bool) -> Generator[_Nested, None, int]:
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
            yield tid, round_up, scalar, offset
        if op == _MATRIX and matrix_stride % alignment:
            raise _Broken(f"member {i} is a matrix with stride {matrix_stride} not aligned to {alignment}")
        yield from self._check_arrays(sid, i, tid, offset, alignment, round_up, scalar)
        end = offset + size
        return align_up(end, alignment) if not scalar and op in (_ARRAY, _STRUCT) else end

    def _check_arrays(self, sid: int, i: int, tid: int, offset: int, alignment: int, round_up: bool,
                      scalar: bool) -> Iterator[_Nested]:
        matrix_stride, row_major = self._constraint(sid, i)
        array_alignment = alignment
        for t in self._array_chain(tid)[0]:  # arrays of arrays, outermost first
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
                    yield t[2], round_up, scalar, at
                    seen.add(at % 16)
            elif (element[0] & 0xFFFF) == _MATRIX and matrix_stride % alignment:
                raise _Broken(f"member {i} holds matrices with stride {matrix_stride} not aligned to {alignment}")
            array_alignment = (self.scalar_alignment(t[2]) if scalar
                               else self.base_alignment(t[2], round_up, row_major))
            if self.size(t[2], matrix_stride, row_major) > stride:  # (no ArrayStride: stride 0)
                raise _Broken(f"member {i} is an array with stride {stride} smaller than its element")
