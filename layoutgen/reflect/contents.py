"""One additive pass over a module's words, indexing what :mod:`.requirements` reads: types,
constants, layout decorations, variables and capabilities before the first function; then,
only where they could matter, the function bodies' group operations, atomics (and the pointers
they reach memory through) and scope operands. Dispatch tables say, per opcode, what to
record; every other instruction is skipped by its word count.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..spirv.binary import HEADER_WORDS, Binary
from ..spirv.grammar import OPERANDS, Decoration, Op, StorageClass

_OP = {n: int(v) for n, v in Op.__members__.items()}
_D = {n: int(v) for n, v in Decoration.__members__.items()}
SC: dict[int, str] = {}
for _n, _v in StorageClass.__members__.items():
    SC.setdefault(int(_v), _n)  # the grammar's own name, before its aliases
POINTER = _OP["OpTypePointer"]
_MEMBER_DECOS = frozenset({_D["Offset"], _D["MatrixStride"], _D["RowMajor"]})
_NOT_GROUP_OPS = ("OpGroupDecorate", "OpGroupMemberDecorate", "OpGroupAsyncCopy", "OpGroupWaitEvents")
_KHR_SUBGROUP_OPS = ("OpSubgroupBallotKHR", "OpSubgroupFirstInvocationKHR", "OpSubgroupAllKHR", "OpSubgroupAnyKHR",
                     "OpSubgroupAllEqualKHR", "OpSubgroupReadInvocationKHR")
#: Opcodes whose result may be a pointer an atomic then reaches memory through.
_POINTER_RESULTS = ("OpVariable", "OpAccessChain", "OpInBoundsAccessChain", "OpPtrAccessChain",
                    "OpInBoundsPtrAccessChain", "OpImageTexelPointer", "OpCopyObject", "OpFunctionParameter", "OpLoad",
                    "OpBitcast", "OpConvertUToPtr", "OpSelect", "OpPhi")


class ContentIndex:
    """What the pass found, by id; positions index ``words``."""

    def __init__(self, words: memoryview) -> None:
        self.words = words
        self.types: dict[int, list[int]] = {}  # id -> the type instruction's words
        self.constants: dict[int, int | None] = {}  # id -> value (None for a specialization constant)
        self.decorations: dict[int, dict[int, int]] = {}  # id -> decoration -> first literal (or 0)
        self.members: dict[tuple[int, int], dict[int, int]] = {}  # (struct, member) -> decoration -> literal
        self.variables: list[tuple[int, str, bool]] = []  # global: (pointer type, storage class, initialized)
        self.pointer_types: dict[int, int] = {}  # pointer id -> its OpTypePointer id
        self.atomics: list[tuple[int, int]] = []  # (opcode, pointer id)
        self.group_results: set[int] = set()  # result types of group operations
        self.scope_ids: set[int] = set()  # ids given as IdScope operands
        self.clock_scope_ids: set[int] = set()  # ... to OpReadClockKHR
        self.capabilities: set[int] = set()
        self.in_function = False

    def pointer_class(self, pointer: int) -> tuple[str, int] | None:
        """(storage class, pointee type) of a pointer id."""
        t = self.types.get(self.pointer_types.get(pointer, -1))
        return (SC.get(t[2], ""), t[3]) if t is not None else None


Recorder = Callable[[ContentIndex, list[int], int], None]


def _type(ix: ContentIndex, inst: list[int], _pos: int) -> None:
    ix.types[inst[1]] = inst


def _constant(ix: ContentIndex, inst: list[int], _pos: int) -> None:
    ix.constants[inst[2]] = inst[3] if (inst[0] & 0xFFFF) == _OP["OpConstant"] and len(inst) == 4 else None


def _decorate(ix: ContentIndex, inst: list[int], _pos: int) -> None:
    ix.decorations.setdefault(inst[1], {})[inst[2]] = inst[3] if len(inst) > 3 else 0


def _member_decorate(ix: ContentIndex, inst: list[int], _pos: int) -> None:
    if inst[3] in _MEMBER_DECOS:
        ix.members.setdefault((inst[1], inst[2]), {})[inst[3]] = inst[4] if len(inst) > 4 else 0


def _variable(ix: ContentIndex, inst: list[int], _pos: int) -> None:
    if not ix.in_function:
        ix.variables.append((inst[1], SC.get(inst[3], ""), len(inst) > 4))


def _pointer_result(ix: ContentIndex, inst: list[int], _pos: int) -> None:
    t = ix.types.get(inst[1])
    if t is not None and (t[0] & 0xFFFF) == POINTER:
        ix.pointer_types[inst[2]] = inst[1]


def _capability(ix: ContentIndex, inst: list[int], _pos: int) -> None:
    ix.capabilities.add(inst[1])


def _group(ix: ContentIndex, inst: list[int], _pos: int) -> None:
    ix.group_results.add(inst[1])


def _first_id(operands: tuple[Any, ...]) -> int | None:
    """The word index of the first IdRef operand, if nothing optional comes before it."""
    for i, (kind, quantifier) in enumerate(operands):
        if quantifier:
            return None
        if kind == "IdRef":
            return i + 1
    return None


def _atomic_recorder(word: int) -> Recorder:
    def record(ix: ContentIndex, inst: list[int], _pos: int) -> None:
        ix.atomics.append((inst[0] & 0xFFFF, inst[word]))
    return record


def _scope_recorder(words: tuple[int, ...], clock: bool) -> Recorder:
    def record(ix: ContentIndex, inst: list[int], _pos: int) -> None:
        scopes = [inst[k] for k in words if k < len(inst)]
        ix.scope_ids.update(scopes)
        if clock:
            ix.clock_scope_ids.update(scopes)
    return record


def _is_group_op(name: str, operands: tuple[Any, ...]) -> bool:
    """OpGroupNonUniform*, OpGroup* and the SPV_KHR_shader_ballot/vote operations with a result."""
    group = (name.startswith("OpGroup") and not name.startswith(_NOT_GROUP_OPS) and "Pipe" not in name) \
        or name in _KHR_SUBGROUP_OPS
    return group and bool(operands) and operands[0][0] == "IdResultType"


def _tables() -> tuple[dict[int, tuple[Recorder, ...]], dict[int, tuple[Recorder, ...]]]:
    """The recorders of the global section, and those of the function bodies."""
    head: dict[int, list[Recorder]] = {}
    body: dict[int, list[Recorder]] = {}
    fixed = {"OpDecorate": _decorate, "OpMemberDecorate": _member_decorate, "OpVariable": _variable,
             "OpConstant": _constant, "OpSpecConstant": _constant, "OpCapability": _capability}
    for op in Op:
        name, operands, code = op.name, OPERANDS.get(int(op), ()), int(op)
        if name in fixed:
            head.setdefault(code, []).append(fixed[name])
        if name.startswith("OpType"):
            head.setdefault(code, []).append(_type)
        if name in _POINTER_RESULTS:
            head.setdefault(code, []).append(_pointer_result)
            body.setdefault(code, []).append(_pointer_result)
        if name.startswith("OpAtomic") and _first_id(operands) is not None:
            body.setdefault(code, []).append(_atomic_recorder(_first_id(operands)))  # type: ignore[arg-type]
        if _is_group_op(name, operands):
            body.setdefault(code, []).append(_group)
        scopes = tuple(i + 1 for i, (kind, _q) in enumerate(operands) if kind == "IdScope")
        if scopes and not any(q for _k, q in operands[:scopes[-1]]):
            body.setdefault(code, []).append(_scope_recorder(scopes, name == "OpReadClockKHR"))
    return ({c: tuple(r) for c, r in head.items()}, {c: tuple(r) for c, r in body.items()})


_HEAD, _BODY = _tables()
_FUNCTION = _OP["OpFunction"]


def _walk(ix: ContentIndex, start: int, table: dict[int, tuple[Recorder, ...]], stop: int | None) -> int:
    """Record what ``table`` says from word ``start``, up to an instruction of opcode ``stop``;
    the position reached."""
    words, get = ix.words, table.get
    n, i = len(words), start
    while i < n:
        w0 = words[i]
        wc = w0 >> 16
        if wc == 0 or (w0 & 0xFFFF) == stop:
            break
        recorders = get(w0 & 0xFFFF)
        if recorders is not None and i + wc <= n:
            inst = words[i:i + wc].tolist()
            for record in recorders:
                record(ix, inst, i)
        i += wc
    return i


def index_contents(binary: Binary, bodies: Callable[[ContentIndex], bool]) -> ContentIndex:
    """Index ``binary``: its global section always, its function bodies where ``bodies`` says
    the section's contents make them matter (it may raise IndexError on malformed words)."""
    ix = ContentIndex(binary.words)
    start = _walk(ix, HEADER_WORDS, _HEAD, _FUNCTION)
    if bodies(ix):
        ix.in_function = True
        _walk(ix, start, _BODY, None)
    return ix


def name_of(words: memoryview, target: int) -> str:
    """The OpName of ``target`` ('' if none), found by a walk (for messages only)."""
    i, n = HEADER_WORDS, len(words)
    while i < n and words[i] >> 16:
        wc = words[i] >> 16
        if words[i] & 0xFFFF == _OP["OpName"] and wc > 2 and words[i + 1] == target:
            raw = b"".join(w.to_bytes(4, "little") for w in words[i + 2:i + wc])
            return raw.split(b"\0", 1)[0].decode("utf-8", "replace")
        i += wc
    return ""
