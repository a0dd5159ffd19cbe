"""What :mod:`.requirements` reads of a module, by id, from the scan's index (:mod:`.scan`): the
types, constants, layout decorations, global variables and capabilities the scan's one pass
found; then, only where they could matter, the function bodies' group operations, atomics (and
the pointers they reach memory through) and scope operands, which the scan does not record: a
dispatch table says, per opcode, what to record of a body's instruction, and every other
instruction is skipped by its word count.

Every instruction is read only where it has the words the grammar requires of it; one that is
shorter is left out, as if absent.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..spirv.binary import Binary
from ..spirv.grammar_tables import OPCODE_NAMES, OPERANDS, SPELLING, Decoration, Op
from .scan import Index, scan

POINTER = Op.OpTypePointer
#: Storage class -> the grammar's name of it.
STORAGE_CLASS_NAMES = SPELLING["StorageClass"]
_MEMBER_DECOS = frozenset({Decoration.Offset, Decoration.MatrixStride, Decoration.RowMajor})
_NOT_GROUP_OPS = ("OpGroupDecorate", "OpGroupMemberDecorate", "OpGroupAsyncCopy", "OpGroupWaitEvents")
_KHR_SUBGROUP_OPS = ("OpSubgroupBallotKHR", "OpSubgroupFirstInvocationKHR", "OpSubgroupAllKHR", "OpSubgroupAnyKHR",
                     "OpSubgroupAllEqualKHR", "OpSubgroupReadInvocationKHR")
#: Opcodes whose result may be a pointer an atomic then reaches memory through.
_POINTER_RESULTS = frozenset({
    Op.OpVariable, Op.OpAccessChain, Op.OpInBoundsAccessChain, Op.OpPtrAccessChain, Op.OpInBoundsPtrAccessChain,
    Op.OpImageTexelPointer, Op.OpCopyObject, Op.OpFunctionParameter, Op.OpLoad, Op.OpBitcast, Op.OpConvertUToPtr,
    Op.OpSelect, Op.OpPhi})
#: Opcode -> the fewest words an instruction of it has: the grammar's required operands.
_LEAST = {op: 1 + sum(1 for _kind, quant in spec if quant == "") for op, spec in OPERANDS.items()}


class ContentIndex:
    """What the scan found, by id, in the form the facts read it; positions index ``words``."""

    def __init__(self, index: Index) -> None:
        self.words = index.words
        self.data = index.data
        self.names = index.names  # id -> the position of its OpName
        self.types: dict[int, list[int]] = {}  # id -> the type instruction's words
        self.constants: dict[int, int | None] = {}  # id -> value (None for a specialization constant)
        self.decorations: dict[int, dict[int, int]] = {}  # id -> decoration -> first literal (or 0)
        self.members: dict[tuple[int, int], dict[int, int]] = {}  # (struct, member) -> decoration -> literal
        self.variables: list[tuple[int, int, bool]] = []  # global: (pointer type, storage class, initialized)
        self.pointer_types: dict[int, int] = {}  # pointer id -> its OpTypePointer id
        self.atomics: list[tuple[int, int]] = []  # (opcode, pointer id)
        self.group_results: set[int] = set()  # result types of group operations
        self.scope_ids: set[int] = set()  # ids given as IdScope operands
        self.clock_scope_ids: set[int] = set()  # ... to OpReadClockKHR
        self.capabilities = set(index.capabilities)
        self._global_section(index)
        #: Where the first function begins (the end of the module where there is none).
        self.bodies = min((f.start for f in index.functions.values()), default=len(self.words))

    def _instruction(self, pos: int) -> list[int] | None:
        """The words of the instruction at ``pos``, or None where it is shorter than the grammar
        requires."""
        head = self.words[pos]
        wc = head >> 16
        if wc < _LEAST.get(head & 0xFFFF, 1):
            return None
        return list(self.words[pos:pos + wc])

    def _global_section(self, index: Index) -> None:
        for id_, pos in index.defs.items():
            inst = self._instruction(pos)
            if inst is None:
                continue
            op = inst[0] & 0xFFFF
            if OPCODE_NAMES.get(op, "").startswith("OpType"):
                self.types[id_] = inst
            elif op == Op.OpConstant or op == Op.OpSpecConstant:
                self.constants[id_] = inst[3] if op == Op.OpConstant and len(inst) == 4 else None
        for id_, positions in index.decorations.items():
            for pos in positions:
                inst = self._instruction(pos)
                if inst is not None and (inst[0] & 0xFFFF) == Op.OpDecorate:
                    self.decorations.setdefault(id_, {})[inst[2]] = inst[3] if len(inst) > 3 else 0
        for id_, positions in index.member_decorations.items():
            for pos in positions:
                inst = self._instruction(pos)
                if inst is not None and (inst[0] & 0xFFFF) == Op.OpMemberDecorate and inst[3] in _MEMBER_DECOS:
                    self.members.setdefault((id_, inst[2]), {})[inst[3]] = inst[4] if len(inst) > 4 else 0
        for pos in index.variables:
            inst = self._instruction(pos)
            if inst is not None and (inst[0] & 0xFFFF) == Op.OpVariable:
                self.variables.append((inst[1], inst[3], len(inst) > 4))
                _pointer_result(self, inst)

    def pointer(self, tid: int) -> list[int] | None:
        """The words of pointer type ``tid`` (None where ``tid`` is no pointer type)."""
        t = self.types.get(tid)
        return t if t is not None and (t[0] & 0xFFFF) == POINTER else None

    def pointer_class(self, pointer: int) -> tuple[int, int] | None:
        """(storage class, pointee type) of a pointer id."""
        t = self.pointer(self.pointer_types.get(pointer, -1))
        return (t[2], t[3]) if t is not None else None


Recorder = Callable[[ContentIndex, list[int]], None]


def _pointer_result(ix: ContentIndex, inst: list[int]) -> None:
    if ix.pointer(inst[1]) is not None:
        ix.pointer_types[inst[2]] = inst[1]


def _group(ix: ContentIndex, inst: list[int]) -> None:
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
    def record(ix: ContentIndex, inst: list[int]) -> None:
        ix.atomics.append((inst[0] & 0xFFFF, inst[word]))
    return record


def _scope_recorder(words: tuple[int, ...], clock: bool) -> Recorder:
    def record(ix: ContentIndex, inst: list[int]) -> None:
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


def _body_table() -> dict[int, tuple[Recorder, ...]]:
    """Opcode -> what to record of an instruction of a function body."""
    body: dict[int, list[Recorder]] = {}
    for code, name in OPCODE_NAMES.items():
        operands = OPERANDS.get(code, ())
        if code in _POINTER_RESULTS:
            body.setdefault(code, []).append(_pointer_result)
        first = _first_id(operands)
        if name.startswith("OpAtomic") and first is not None:
            body.setdefault(code, []).append(_atomic_recorder(first))
        if _is_group_op(name, operands):
            body.setdefault(code, []).append(_group)
        scopes = tuple(i + 1 for i, (kind, _q) in enumerate(operands) if kind == "IdScope")
        if scopes and not any(q for _k, q in operands[:scopes[-1]]):
            body.setdefault(code, []).append(_scope_recorder(scopes, code == Op.OpReadClockKHR))
    return {c: tuple(r) for c, r in body.items()}


_BODY = _body_table()


def _walk_bodies(ix: ContentIndex) -> None:
    """Record what the body table says of every instruction from the first function on."""
    words, get, least = ix.words, _BODY.get, _LEAST
    n, i = len(words), ix.bodies
    while i < n:
        w0 = words[i]
        wc = w0 >> 16
        if wc == 0:
            break
        recorders = get(w0 & 0xFFFF)
        if recorders is not None and wc >= least[w0 & 0xFFFF] and i + wc <= n:
            inst = list(words[i:i + wc])
            for record in recorders:
                record(ix, inst)
        i += wc


def index_contents(binary: Binary, bodies: Callable[[ContentIndex], bool]) -> ContentIndex:
    """Index ``binary`` (scanned by :func:`.scan.scan`, which raises SpirvFormatError at a broken
    instruction stream): its global section always, its function bodies where ``bodies`` says
    the section's contents make them matter."""
    ix = ContentIndex(scan(binary))
    if bodies(ix):
        _walk_bodies(ix)
    return ix


def name_of(ix: ContentIndex, target: int) -> str:
    """The OpName of ``target`` ('' if none; for messages only, so never an error)."""
    pos = ix.names.get(target)
    if pos is None:
        return ""
    raw = ix.data[4 * (pos + 2):4 * (pos + (ix.words[pos] >> 16))]
    return raw.split(b"\0", 1)[0].decode("utf-8", "replace")
