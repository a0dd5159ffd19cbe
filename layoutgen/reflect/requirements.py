"""What a module's contents ask of the device although no capability names it, as facts read
in one additive pass over the instruction stream:

- where 8- and 16-bit values are stored (Vulkan's 8/16-bit storage features go by storage
  class, not by capability);
- which non-32-bit types group operations work on (``shaderSubgroupExtendedTypes``);
- whether a Workgroup variable has an initializer (``shaderZeroInitializeWorkgroupMemory``);
- what atomics work on, and where: float atomics (``shaderBufferFloat32Atomics``...) and
  64-bit integer atomics (``shaderSharedInt64Atomics``...) go by storage class and operation,
  and a float exchange needs no capability at all;
- the scopes instructions name (``OpReadClockKHR`` at Subgroup or Device scope needs
  ``shaderSubgroupClock`` / ``shaderDeviceClock``; Device scope under the Vulkan memory model
  needs ``vulkanMemoryModelDeviceScope``);
- which rules the buffer blocks' offsets and strides follow: Vulkan's default (std140 for
  uniform blocks, std430 for storage and push-constant blocks, both relaxed for vectors), or
  only std430 for a uniform block (``uniformBufferStandardLayout``), or only the scalar
  rules (``scalarBlockLayout``). The checks are those of spirv-val (``checkLayout``), which the
  validation layer runs with the device's features.

The pass (:mod:`.contents`) reads types, constants, decorations, variables, pointers, atomics,
group operations and scopes, and nothing else; the facts hold no ids.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from ..errors import SpirvFormatError
from ..spirv.binary import Binary, load
from ..spirv.grammar_tables import Capability, Decoration, Op, StorageClass as SC
from .block_rules import RELAXED, SCALAR, UNIFORM_STD430, BlockRules, Layout
from .enumerants import SCOPES, Scope
from .kinds import ScalarKind

if TYPE_CHECKING:
    from .contents import ContentIndex


class SmallStorage(StrEnum):
    """Where an 8- or 16-bit value can be stored, as Vulkan's 8/16-bit storage features tell
    places apart: a SPIR-V storage class as the grammar spells it, or BUFFER_BLOCK, a
    Uniform-class block decorated BufferBlock (a storage buffer)."""

    UNIFORM = "Uniform"
    BUFFER_BLOCK = "BufferBlock"
    STORAGE_BUFFER = "StorageBuffer"
    PHYSICAL_STORAGE_BUFFER = "PhysicalStorageBuffer"
    SHADER_RECORD_BUFFER_KHR = "ShaderRecordBufferKHR"
    PUSH_CONSTANT = "PushConstant"
    INPUT = "Input"
    OUTPUT = "Output"


class AtomicPlace(StrEnum):
    """The memory an atomic works on, as Vulkan's atomic features name it (``shaderBuffer...``,
    ``shaderShared...``, ``shaderImage...``)."""

    BUFFER = "Buffer"
    SHARED = "Shared"
    IMAGE = "Image"


class AtomicOperation(StrEnum):
    """What an atomic does, as Vulkan's atomic features tell operations apart: ADD
    (``...AtomicAdd``) and MIN_MAX (``...AtomicMinMax``) of the float atomics, and ANY for the
    rest (load, store, exchange, and every integer operation: ``...Atomics``)."""

    ANY = "any"
    ADD = "add"
    MIN_MAX = "min_max"


@dataclass(frozen=True, slots=True, order=True)
class SmallStore:
    """Scalars of ``width`` bits (8 or 16) stored in ``storage``."""

    storage: SmallStorage
    width: int


@dataclass(frozen=True, slots=True, order=True)
class GroupType:
    """A scalar type of ``kind`` and ``width`` bits (not 32) a group operation returns."""

    kind: ScalarKind
    width: int


@dataclass(frozen=True, slots=True, order=True)
class AtomicUse:
    """An atomic on ``kind`` (FLOAT, or INT for an integer of either signedness) of ``width``
    bits, in ``place``, doing ``operation``."""

    kind: ScalarKind
    width: int
    place: AtomicPlace
    operation: AtomicOperation


#: The layout rules a module's blocks need, weakest first.
_RULE_ORDER = tuple(BlockRules)
_POINTER = Op.OpTypePointer
_SMALL_CLASSES = {SC.Uniform: SmallStorage.UNIFORM, SC.StorageBuffer: SmallStorage.STORAGE_BUFFER,
                  SC.PhysicalStorageBuffer: SmallStorage.PHYSICAL_STORAGE_BUFFER,
                  SC.ShaderRecordBufferKHR: SmallStorage.SHADER_RECORD_BUFFER_KHR,
                  SC.PushConstant: SmallStorage.PUSH_CONSTANT, SC.Input: SmallStorage.INPUT,
                  SC.Output: SmallStorage.OUTPUT}
_BUFFER_CLASSES = frozenset({SC.Uniform, SC.StorageBuffer, SC.PushConstant, SC.PhysicalStorageBuffer,
                             SC.ShaderRecordBufferKHR})
#: Storage class -> where an atomic works.
_ATOMIC_PLACES = {SC.StorageBuffer: AtomicPlace.BUFFER, SC.PhysicalStorageBuffer: AtomicPlace.BUFFER,
                  SC.Uniform: AtomicPlace.BUFFER, SC.ShaderRecordBufferKHR: AtomicPlace.BUFFER,
                  SC.Workgroup: AtomicPlace.SHARED, SC.Image: AtomicPlace.IMAGE}
_ATOMIC_OPERATIONS = {Op.OpAtomicFAddEXT: AtomicOperation.ADD, Op.OpAtomicFMinEXT: AtomicOperation.MIN_MAX,
                      Op.OpAtomicFMaxEXT: AtomicOperation.MIN_MAX}
_NUMERIC = (Op.OpTypeInt, Op.OpTypeFloat)
_ARRAYS = (Op.OpTypeArray, Op.OpTypeRuntimeArray)
_COMPOSITES = (Op.OpTypeVector, Op.OpTypeMatrix, *_ARRAYS)
_BLOCK, _BUFFER_BLOCK = Decoration.Block, Decoration.BufferBlock


@dataclass(frozen=True, slots=True)
class Requirements:
    """Facts about a module's contents that decide device features (see the module doc).

    ``small_types`` holds a SmallStore (storage, bit width) for each place an 8- or 16-bit
    scalar is stored. ``group_types`` holds the GroupType (kind, width) of each non-32-bit
    scalar group operations return. ``block_layout`` is RELAXED, UNIFORM_STD430 or SCALAR, and
    ``layout_detail`` says which block breaks the weaker rules and how. ``scopes`` holds the
    Scopes instructions name, ``clock_scopes`` those ``OpReadClockKHR`` reads (a Scope newer
    than layoutgen's grammar: its number as text). ``atomics`` holds an AtomicUse (kind,
    width, place, operation) for every atomic but the 32-bit integer ones.
    """

    small_types: frozenset[SmallStore] = frozenset()
    group_types: frozenset[GroupType] = frozenset()
    workgroup_initializer: bool = False
    block_layout: BlockRules = RELAXED
    layout_detail: str = ""
    scopes: frozenset[Scope | str] = frozenset()
    clock_scopes: frozenset[Scope | str] = frozenset()
    atomics: frozenset[AtomicUse] = frozenset()


_SCOPED_CAPABILITIES = frozenset({Capability.ShaderClockKHR, Capability.VulkanMemoryModel})
_ATOMIC_CLASSES = frozenset({SC.Workgroup, SC.StorageBuffer, SC.PhysicalStorageBuffer, SC.ShaderRecordBufferKHR,
                             SC.Image})


def _bodies_matter(ix: ContentIndex) -> bool:
    """Whether the function bodies can hold what a fact needs: a group operation or an atomic on
    a type other than 32-bit integers (the section declares such a type, and memory an atomic
    can reach), or a clock or memory-model scope (the capability is declared)."""
    if ix.capabilities & _SCOPED_CAPABILITIES:
        return True
    numeric = [t for t in ix.types.values() if (t[0] & 0xFFFF) in _NUMERIC]
    if any(t[2] != 32 for t in numeric):
        return True
    if not any((t[0] & 0xFFFF) == Op.OpTypeFloat for t in numeric):
        return False
    return any((t[0] & 0xFFFF) == _POINTER and (t[2] in _ATOMIC_CLASSES or (
        t[2] == SC.Uniform and _BUFFER_BLOCK in ix.decorations.get(_block_struct(ix, t[3]), {})))
        for t in ix.types.values())


def requirements_of(code: bytes) -> Requirements:
    """The facts of a module given as little-endian bytes (none for no bytes)."""
    return scan_requirements(load(code)) if code else Requirements()


def scan_requirements(binary: Binary) -> Requirements:
    """The facts of ``binary`` (see :class:`Requirements`); never raises on odd input."""
    from .contents import index_contents  # its opcode tables are built where requirements are read, not with the model

    try:
        ix = index_contents(binary, _bodies_matter)
        rules, detail = _block_rules(ix)
    except SpirvFormatError:
        return Requirements()  # a malformed module: reflection reports what is wrong with it
    return Requirements(small_types=_small_types(ix), group_types=_group_types(ix),
                        workgroup_initializer=_workgroup_initializer(ix), block_layout=rules, layout_detail=detail,
                        scopes=_scope_names(ix, ix.scope_ids), clock_scopes=_scope_names(ix, ix.clock_scope_ids),
                        atomics=_atomics(ix))


# -- 8- and 16-bit storage --------------------------------------------------------------------

def _parts(t: list[int] | None) -> list[int]:
    """The types a vector, matrix, array or struct type is made of (pointers not followed)."""
    if t is None:
        return []
    op = t[0] & 0xFFFF
    return [t[2]] if op in _COMPOSITES else t[2:] if op == Op.OpTypeStruct else []


def _scalar_widths(ix: ContentIndex, tid: int, memo: dict[int, frozenset[int]]) -> frozenset[int]:
    """The widths of the 8- and 16-bit integer and float scalars in a type (pointers not
    followed), however deep its types nest: walked on a stack of our own, each type once
    (``memo``), parts before the type they make up. A type that reaches itself (only a
    malformed module's can) adds nothing the second time."""
    stack = [(tid, False)]
    open_: set[int] = set()  # types whose parts are being walked
    while stack:
        cur, parts_done = stack.pop()
        if cur in memo:
            continue
        t = ix.types.get(cur)
        if not parts_done:
            if cur not in open_:
                open_.add(cur)
                stack.append((cur, True))
                stack.extend((p, False) for p in _parts(t) if p not in memo and p not in open_)
            continue
        own = frozenset({t[2]}) & {8, 16} if t is not None and (t[0] & 0xFFFF) in _NUMERIC else frozenset()
        memo[cur] = own.union(*(memo.get(p, frozenset()) for p in _parts(t)))
        open_.discard(cur)
    return memo.get(tid, frozenset())


def _block_struct(ix: ContentIndex, tid: int) -> int:
    """The type under any arrays."""
    for _ in range(len(ix.types) + 1):  # arrays of arrays; bounded, as a malformed module's may loop
        t = ix.types.get(tid)
        if t is None or (t[0] & 0xFFFF) not in _ARRAYS:
            break
        tid = t[2]
    return tid


def _small_types(ix: ContentIndex) -> frozenset[SmallStore]:
    memo: dict[int, frozenset[int]] = {}
    out: set[SmallStore] = set()
    stored = [(ptr[3], ptr[2]) for ptr in (ix.pointer(p) for p, _sc, _init in ix.variables) if ptr]
    stored += [(t[3], t[2]) for t in ix.types.values() if (t[0] & 0xFFFF) == _POINTER
               and t[2] == SC.PhysicalStorageBuffer]
    for pointee, sc in stored:
        storage = _SMALL_CLASSES.get(sc)
        if storage is None:
            continue
        if sc == SC.Uniform and _BUFFER_BLOCK in ix.decorations.get(_block_struct(ix, pointee), {}):
            storage = SmallStorage.BUFFER_BLOCK
        out.update(SmallStore(storage, w) for w in _scalar_widths(ix, pointee, memo))
    return frozenset(out)


# -- group operations and workgroup initializers ----------------------------------------------

def _group_types(ix: ContentIndex) -> frozenset[GroupType]:
    out = set()
    for tid in ix.group_results:
        t = ix.types.get(tid)
        if t is not None and (t[0] & 0xFFFF) == Op.OpTypeVector:
            t = ix.types.get(t[2])
        if t is None:
            continue
        op = t[0] & 0xFFFF
        if op in _NUMERIC and t[2] != 32:
            kind = ScalarKind.FLOAT if op == Op.OpTypeFloat else (ScalarKind.INT if t[3] else ScalarKind.UINT)
            out.add(GroupType(kind, t[2]))
    return frozenset(out)


def _atomics(ix: ContentIndex) -> frozenset[AtomicUse]:
    out = set()
    for op, pointer in ix.atomics:
        found = ix.pointer_class(pointer)
        t = ix.types.get(found[1]) if found else None
        if found is None or t is None or (t[0] & 0xFFFF) not in _NUMERIC:
            continue
        kind = ScalarKind.FLOAT if (t[0] & 0xFFFF) == Op.OpTypeFloat else ScalarKind.INT
        if (kind, t[2]) != (ScalarKind.INT, 32) and found[0] in _ATOMIC_PLACES:
            out.add(AtomicUse(kind, t[2], _ATOMIC_PLACES[found[0]], _ATOMIC_OPERATIONS.get(op, AtomicOperation.ANY)))
    return frozenset(out)


def _scope_names(ix: ContentIndex, ids: set[int]) -> frozenset[Scope | str]:
    """The Scopes of constant scope ids (a specialization constant's is not known)."""
    values = (ix.constants.get(i) for i in ids)
    return frozenset(SCOPES.get(v) or str(v) for v in values if v is not None)


def _workgroup_initializer(ix: ContentIndex) -> bool:
    return any(sc == SC.Workgroup and init for _p, sc, init in ix.variables)


# -- block layout -----------------------------------------------------------------------------

def _block_roots(ix: ContentIndex) -> list[tuple[int, bool]]:
    """(struct, uniform-block) for every Block or BufferBlock struct a buffer-like variable or a
    PhysicalStorageBuffer pointer reaches: the structs spirv-val checks the layout of."""
    roots: dict[int, bool] = {}
    pointers = [ix.pointer(p) for p, _sc, _init in ix.variables]
    pointers += [t for t in ix.types.values() if (t[0] & 0xFFFF) == _POINTER and t[2] == SC.PhysicalStorageBuffer]
    for ptr in pointers:
        if ptr is None or ptr[2] not in _BUFFER_CLASSES:
            continue
        sid = _block_struct(ix, ptr[3])
        decos = ix.decorations.get(sid, {})
        if _BLOCK in decos or _BUFFER_BLOCK in decos:
            uniform = ptr[2] == SC.Uniform and _BUFFER_BLOCK not in decos
            roots[sid] = roots.get(sid, False) or uniform
    return list(roots.items())


def _block_rules(ix: ContentIndex) -> tuple[BlockRules, str]:
    """The weakest rules every block follows, and what breaks the weaker ones."""
    worst, detail = RELAXED, ""
    layout = Layout(ix)
    for sid, uniform in _block_roots(ix):
        problem = layout.check(sid, RELAXED, uniform)
        if problem is None:
            continue
        weaker = (UNIFORM_STD430, SCALAR) if uniform else (SCALAR,)
        needed = next((r for r in weaker if layout.check(sid, r, uniform) is None), None)
        if needed is not None and _RULE_ORDER.index(needed) > _RULE_ORDER.index(worst):
            worst, detail = needed, problem  # (none: breaks every rule set; spirv-val refuses it anyway)
    return worst, detail
