"""What a module's contents ask of the device although no capability names it, as facts read
in one additive pass over the instruction stream:

- where 8- and 16-bit values are stored (Vulkan's 8/16-bit storage features go by storage
  class, not by capability);
- which non-32-bit types group operations work on (``shaderSubgroupExtendedTypes``);
- whether a Workgroup variable has an initializer (``shaderZeroInitializeWorkgroupMemory``);
- the scopes instructions name (``OpReadClockKHR`` at Subgroup or Device scope needs
  ``shaderSubgroupClock`` / ``shaderDeviceClock``; Device scope under the Vulkan memory model
  needs ``vulkanMemoryModelDeviceScope``);
- which rules the buffer blocks' offsets and strides follow: Vulkan's default (std140 for
  uniform blocks, std430 for storage and push-constant blocks, both relaxed for vectors), or
  only std430 for a uniform block (``uniformBufferStandardLayout``), or only the scalar
  rules (``scalarBlockLayout``). The checks are those of spirv-val (``checkLayout``), which the
  validation layer runs with the device's features.

The pass reads types, constants, decorations, global variables and group operations, and
nothing else; the facts hold no ids.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..spirv.binary import HEADER_WORDS, Binary
from ..spirv.grammar import OPERANDS, Decoration, Op, Scope, StorageClass

#: The layout rules a module's blocks need, weakest first.
RELAXED, UNIFORM_STD430, SCALAR = "relaxed", "uniform-std430", "scalar"
_RULE_ORDER = (RELAXED, UNIFORM_STD430, SCALAR)
_SC: dict[int, str] = {}
for _n, _v in StorageClass.__members__.items():
    _SC.setdefault(int(_v), _n)  # the grammar's own name, before its aliases
_SMALL_CLASSES = frozenset({"Uniform", "StorageBuffer", "PhysicalStorageBuffer", "ShaderRecordBufferKHR",
                            "PushConstant", "Input", "Output"})
_BUFFER_CLASSES = frozenset({"Uniform", "StorageBuffer", "PushConstant", "PhysicalStorageBuffer",
                             "ShaderRecordBufferKHR"})
_NOT_GROUP_OPS = ("OpGroupDecorate", "OpGroupMemberDecorate", "OpGroupAsyncCopy", "OpGroupWaitEvents")
_KHR_SUBGROUP_OPS = ("OpSubgroupBallotKHR", "OpSubgroupFirstInvocationKHR", "OpSubgroupAllKHR", "OpSubgroupAnyKHR",
                     "OpSubgroupAllEqualKHR", "OpSubgroupReadInvocationKHR")


def _scope_words() -> dict[int, tuple[int, ...]]:
    """Opcode -> the word indices of its IdScope operands (all come before any optional or
    repeated operand, so their places are fixed)."""
    out = {}
    for op, operands in OPERANDS.items():
        places = tuple(i + 1 for i, (kind, _q) in enumerate(operands) if kind == "IdScope")
        if places and not any(q for _k, q in operands[:places[-1]]):
            out[op] = places
    return out


def _group_ops() -> frozenset[int]:
    """Opcodes of group operations with a result: OpGroupNonUniform*, OpGroup* and the
    SPV_KHR_shader_ballot/vote ones."""
    out = set()
    for op in Op:
        name = op.name
        group = (name.startswith("OpGroup") and not name.startswith(_NOT_GROUP_OPS) and "Pipe" not in name) \
            or name in _KHR_SUBGROUP_OPS
        operands = OPERANDS.get(int(op), ())
        if group and operands and operands[0][0] == "IdResultType":
            out.add(int(op))
    return frozenset(out)


@dataclass(frozen=True, slots=True)
class Requirements:
    """Facts about a module's contents that decide device features (see the module doc).

    ``small_types`` holds (storage class, bit width) for each storage class where an 8- or
    16-bit scalar is stored; a Uniform-class block decorated BufferBlock is 'BufferBlock'.
    ``group_types`` holds (kind, width) of the non-32-bit scalars group operations return.
    ``block_layout`` is RELAXED, UNIFORM_STD430 or SCALAR, and ``layout_detail`` says which
    block breaks the weaker rules and how. ``scopes`` holds the Scope names instructions use,
    ``clock_scopes`` those ``OpReadClockKHR`` reads.
    """

    small_types: frozenset[tuple[str, int]] = frozenset()
    group_types: frozenset[tuple[str, int]] = frozenset()
    workgroup_initializer: bool = False
    block_layout: str = RELAXED
    layout_detail: str = ""
    scopes: frozenset[str] = frozenset()
    clock_scopes: frozenset[str] = frozenset()


_OP = {n: int(v) for n, v in Op.__members__.items()}
_D = {n: int(v) for n, v in Decoration.__members__.items()}
_GROUP_OPS = _group_ops()
_SCOPE_WORDS = _scope_words()
_SCOPES: dict[int, str] = {}
for _n, _v in Scope.__members__.items():
    _SCOPES.setdefault(int(_v), _n)
_READ_CLOCK = _OP["OpReadClockKHR"]
_TYPE_OPS = frozenset(_OP[n] for n in ("OpTypeBool", "OpTypeInt", "OpTypeFloat", "OpTypeVector", "OpTypeMatrix",
                                       "OpTypeArray", "OpTypeRuntimeArray", "OpTypeStruct", "OpTypePointer"))
_CONST_OPS = frozenset(_OP[n] for n in ("OpConstant", "OpSpecConstant"))
_WATCHED = _TYPE_OPS | _CONST_OPS | _GROUP_OPS | set(_SCOPE_WORDS) | {_OP["OpDecorate"], _OP["OpMemberDecorate"], _OP["OpVariable"],
                                                   _OP["OpFunction"], _OP["OpName"]}
_MEMBER_DECOS = frozenset({_D["Offset"], _D["MatrixStride"], _D["RowMajor"]})


class _Index:
    """The instructions the facts need, by id."""

    def __init__(self) -> None:
        self.types: dict[int, list[int]] = {}  # id -> the type instruction's words
        self.constants: dict[int, int | None] = {}  # id -> value (None for a spec constant)
        self.decorations: dict[int, dict[int, int]] = {}  # id -> decoration -> first literal (or 0)
        self.members: dict[tuple[int, int], dict[int, int]] = {}  # (struct, member) -> decoration -> literal
        self.variables: list[tuple[int, str, bool]] = []  # (pointer type, storage class, has initializer)
        self.group_results: set[int] = set()  # result types of group operations
        self.scope_ids: set[int] = set()  # ids given as IdScope operands
        self.clock_scope_ids: set[int] = set()  # ... to OpReadClockKHR
        self.names: dict[int, int] = {}  # id -> position of its OpName (for messages)
        self.words: list[int] = []


def _index(binary: Binary) -> _Index:
    ix = _Index()
    words = ix.words = binary.words
    n, i, in_function = len(words), HEADER_WORDS, False
    op_function, op_variable, op_decorate = _OP["OpFunction"], _OP["OpVariable"], _OP["OpDecorate"]
    while i < n:
        w0 = words[i]
        wc, op = w0 >> 16, w0 & 0xFFFF
        if wc == 0:
            break
        if op in _WATCHED and i + wc <= n:
            inst = words[i:i + wc]
            if op in _TYPE_OPS:
                ix.types[inst[1]] = inst
            elif op in _CONST_OPS:
                ix.constants[inst[2]] = inst[3] if op == _OP["OpConstant"] and wc == 4 else None
            elif op == op_decorate and wc >= 3:
                ix.decorations.setdefault(inst[1], {})[inst[2]] = inst[3] if wc > 3 else 0
            elif op == _OP["OpMemberDecorate"] and wc >= 4 and inst[3] in _MEMBER_DECOS:
                ix.members.setdefault((inst[1], inst[2]), {})[inst[3]] = inst[4] if wc > 4 else 0
            elif op == op_variable and not in_function and wc >= 4:
                ix.variables.append((inst[1], _SC.get(inst[3], ""), wc > 4))
            elif op == op_function:
                in_function = True
            elif op == _OP["OpName"] and wc >= 3:
                ix.names[inst[1]] = i
            if op in _GROUP_OPS and wc >= 2:
                ix.group_results.add(inst[1])
            if op in _SCOPE_WORDS:
                scopes = [inst[k] for k in _SCOPE_WORDS[op] if k < wc]
                ix.scope_ids.update(scopes)
                if op == _READ_CLOCK:
                    ix.clock_scope_ids.update(scopes)
        i += wc
    return ix


def scan_requirements(binary: Binary) -> Requirements:
    """The facts of ``binary`` (see :class:`Requirements`); never raises on odd input."""
    try:
        ix = _index(binary)
        rules, detail = _block_rules(ix)
        return Requirements(_small_types(ix), _group_types(ix), _workgroup_initializer(ix), rules, detail,
                            _scope_names(ix, ix.scope_ids), _scope_names(ix, ix.clock_scope_ids))
    except (IndexError, KeyError, TypeError, ValueError, RecursionError):
        return Requirements()  # a malformed module: reflection reports what is wrong with it


# -- 8- and 16-bit storage --------------------------------------------------------------------

def _scalar_widths(ix: _Index, tid: int, memo: dict[int, frozenset[int]], depth: int = 0) -> frozenset[int]:
    """The widths of the 8- and 16-bit integer and float scalars in a type (pointers not followed)."""
    if tid in memo:
        return memo[tid]
    memo[tid] = frozenset()  # a struct reaching itself only through a pointer
    t = ix.types.get(tid)
    out: frozenset[int] = frozenset()
    if t is not None and depth < 64:
        op = t[0] & 0xFFFF
        if op in (_OP["OpTypeInt"], _OP["OpTypeFloat"]):
            out = frozenset({t[2]}) & {8, 16}
        elif op in (_OP["OpTypeVector"], _OP["OpTypeMatrix"], _OP["OpTypeArray"], _OP["OpTypeRuntimeArray"]):
            out = _scalar_widths(ix, t[2], memo, depth + 1)
        elif op == _OP["OpTypeStruct"]:
            out = frozenset().union(*(_scalar_widths(ix, m, memo, depth + 1) for m in t[2:]))
    memo[tid] = out
    return out


def _block_struct(ix: _Index, tid: int) -> int:
    """The type under any arrays."""
    t = ix.types.get(tid)
    while t is not None and (t[0] & 0xFFFF) in (_OP["OpTypeArray"], _OP["OpTypeRuntimeArray"]):
        tid = t[2]
        t = ix.types.get(tid)
    return tid


def _small_types(ix: _Index) -> frozenset[tuple[str, int]]:
    memo: dict[int, frozenset[int]] = {}
    out = set()
    stored = [(ptr[3], ptr[2]) for ptr in (ix.types.get(p) for p, _sc, _init in ix.variables) if ptr]
    stored += [(t[3], t[2]) for t in ix.types.values() if (t[0] & 0xFFFF) == _OP["OpTypePointer"]
               and _SC.get(t[2]) == "PhysicalStorageBuffer"]
    for pointee, sc in stored:
        name = _SC.get(sc, "")
        if name not in _SMALL_CLASSES:
            continue
        if name == "Uniform" and _D["BufferBlock"] in ix.decorations.get(_block_struct(ix, pointee), {}):
            name = "BufferBlock"
        out.update((name, w) for w in _scalar_widths(ix, pointee, memo))
    return frozenset(out)


# -- group operations and workgroup initializers ----------------------------------------------

def _group_types(ix: _Index) -> frozenset[tuple[str, int]]:
    out = set()
    for tid in ix.group_results:
        t = ix.types.get(tid)
        if t is not None and (t[0] & 0xFFFF) == _OP["OpTypeVector"]:
            t = ix.types.get(t[2])
        if t is None:
            continue
        op = t[0] & 0xFFFF
        if op in (_OP["OpTypeInt"], _OP["OpTypeFloat"]) and t[2] != 32:
            kind = "float" if op == _OP["OpTypeFloat"] else ("int" if t[3] else "uint")
            out.add((kind, t[2]))
    return frozenset(out)


def _scope_names(ix: _Index, ids: set[int]) -> frozenset[str]:
    """The Scope names of constant scope ids (a specialization constant's is not known)."""
    values = (ix.constants.get(i) for i in ids)
    return frozenset(_SCOPES.get(v, str(v)) for v in values if v is not None)


def _workgroup_initializer(ix: _Index) -> bool:
    return any(sc == "Workgroup" and init for _p, sc, init in ix.variables)


# -- block layout -----------------------------------------------------------------------------

def _block_roots(ix: _Index) -> list[tuple[int, bool]]:
    """(struct, uniform-block) for every Block or BufferBlock struct a buffer-like variable or a
    PhysicalStorageBuffer pointer reaches: the structs spirv-val checks the layout of."""
    roots: dict[int, bool] = {}
    pointers = [ix.types.get(p) for p, _sc, _init in ix.variables]
    pointers += [t for t in ix.types.values() if (t[0] & 0xFFFF) == _OP["OpTypePointer"]
                 and _SC.get(t[2]) == "PhysicalStorageBuffer"]
    for ptr in pointers:
        if ptr is None or _SC.get(ptr[2]) not in _BUFFER_CLASSES:
            continue
        sid = _block_struct(ix, ptr[3])
        decos = ix.decorations.get(sid, {})
        if _D["Block"] in decos or _D["BufferBlock"] in decos:
            uniform = _SC.get(ptr[2]) == "Uniform" and _D["BufferBlock"] not in decos
            roots[sid] = roots.get(sid, False) or uniform
    return list(roots.items())


def _block_rules(ix: _Index) -> tuple[str, str]:
    """The weakest rules every block follows, and what breaks the weaker ones."""
    from .blocklayout import Layout

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
