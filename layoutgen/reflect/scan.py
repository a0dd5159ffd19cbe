"""One linear pass over a module's words, indexing what reflection needs.

The pass decodes nothing it does not need: it records, by id, the word positions of names,
decorations, types, constants and global variables (decoded later, only for the ids a
resource reaches), and in function bodies it looks only at the opcodes that reach memory
through a pointer (loads, stores, access chains, atomics, copies, calls...), keeping the
pointer operands for the static-usage walk. Memory is linear in the module's size.
"""
from __future__ import annotations

from ..errors import SpirvFormatError
from ..spirv.binary import HEADER_WORDS, Binary
from ..spirv.grammar import OPERANDS, Op

# Codes of the dispatch table: a positive code k means "operand word k is a pointer the
# function body uses"; the others name what to record.
_CALL, _COPY, _PHI, _SELECT, _FUNCTION, _FUNCTION_END = -1, -2, -3, -4, -5, -6
_NAME, _MEMBER_NAME, _DECORATE, _MEMBER_DECORATE = -7, -8, -9, -10
_DEF1, _DEF2, _VARIABLE, _ENTRY, _MODE, _GROUP, _EXTENSION, _SPEC = -11, -12, -13, -14, -15, -16, -17, -18
_CAPABILITY = -19

# Opcodes whose first id operand (after the result type and result) is a pointer they use.
_POINTER_OPS = (
    "OpLoad", "OpStore", "OpAccessChain", "OpInBoundsAccessChain", "OpPtrAccessChain",
    "OpInBoundsPtrAccessChain", "OpImageTexelPointer", "OpArrayLength", "OpCopyObject",
    "OpCooperativeMatrixLoadNV", "OpCooperativeMatrixStoreNV", "OpConvertPtrToU", "OpBitcast",
)


def _first_id_word(opcode: int) -> int:
    """The word index (1-based operand position) of an opcode's first IdRef operand."""
    pos = 1
    for kind, _q in OPERANDS[opcode]:
        if kind == "IdRef":
            return pos
        pos += 1
    raise ValueError(opcode)


def _build_table() -> dict[int, int]:
    table: dict[int, int] = {}
    for op in Op:
        if op.name in _POINTER_OPS or op.name.startswith("OpAtomic"):
            table[op.value] = _first_id_word(op.value)
    types = [op.value for op in Op if op.name.startswith("OpType")]
    constants = [op.value for op in Op if op.name.startswith(("OpConstant", "OpSpecConstant"))]
    table.update({t: _DEF1 for t in types})
    table.update({c: _DEF2 for c in constants})
    for name in ("OpSpecConstant", "OpSpecConstantTrue", "OpSpecConstantFalse"):
        table[Op[name].value] = _SPEC
    table.update({
        Op.OpFunctionCall: _CALL, Op.OpCopyMemory: _COPY, Op.OpCopyMemorySized: _COPY, Op.OpPhi: _PHI,
        Op.OpSelect: _SELECT, Op.OpPtrEqual: _SELECT, Op.OpPtrNotEqual: _SELECT, Op.OpPtrDiff: _SELECT,
        Op.OpFunction: _FUNCTION, Op.OpFunctionEnd: _FUNCTION_END,
        Op.OpName: _NAME, Op.OpMemberName: _MEMBER_NAME,
        Op.OpDecorate: _DECORATE, Op.OpDecorateId: _DECORATE, Op.OpDecorateString: _DECORATE,
        Op.OpMemberDecorate: _MEMBER_DECORATE, Op.OpMemberDecorateString: _MEMBER_DECORATE,
        Op.OpDecorationGroup: _DEF1, Op.OpGroupDecorate: _GROUP, Op.OpGroupMemberDecorate: _GROUP,
        Op.OpVariable: _VARIABLE, Op.OpEntryPoint: _ENTRY,
        Op.OpExecutionMode: _MODE, Op.OpExecutionModeId: _MODE, Op.OpExtension: _EXTENSION,
        Op.OpUndef: _DEF2, Op.OpCapability: _CAPABILITY,
    })
    return {int(k): v for k, v in table.items()}


_TABLE = _build_table()


class Index:
    """What the pass found, by word position. Positions index ``binary.words``."""

    __slots__ = ("binary", "words", "names", "member_names", "decorations", "member_decorations",
                 "defs", "variables", "entry_points", "modes", "functions", "groups", "group_members",
                 "extensions", "spec_constants", "capabilities")

    def __init__(self, binary: Binary) -> None:
        self.binary = binary
        self.words = binary.words
        self.names: dict[int, int] = {}
        self.member_names: dict[int, list[int]] = {}
        self.decorations: dict[int, list[int]] = {}
        self.member_decorations: dict[int, list[int]] = {}
        self.defs: dict[int, int] = {}
        self.variables: list[int] = []
        self.entry_points: list[int] = []
        self.modes: list[int] = []
        self.functions: dict[int, tuple[list[int], list[int]]] = {}
        self.groups: list[int] = []
        self.group_members: dict[int, list[tuple[int, int]]] = {}
        self.extensions: list[int] = []
        self.spec_constants: list[int] = []
        self.capabilities: list[int] = []

    def instruction_at(self, pos: int) -> tuple[int, str]:
        """(instruction index, opcode name) of the instruction starting at word ``pos``."""
        index = 0
        for index, start, _op, _wc in self.binary.instructions():
            if start >= pos:
                break
        op = self.words[pos] & 0xFFFF
        try:
            return index, Op(op).name
        except ValueError:
            return index, f"opcode {op}"

    def error(self, pos: int, detail: str) -> SpirvFormatError:
        index, name = self.instruction_at(pos)
        return self.binary.error(detail, index, pos, name)


def scan(binary: Binary) -> Index:
    """Index ``binary`` in one pass. Raises SpirvFormatError at a broken instruction stream."""
    ix = Index(binary)
    words = binary.words
    n = len(words)
    get = _TABLE.get
    names, member_names = ix.names, ix.member_names
    decorations, member_decorations = ix.decorations, ix.member_decorations
    defs, variables = ix.defs, ix.variables
    refs: list[int] | None = None
    calls: list[int] = []
    i = HEADER_WORDS
    while i < n:
        w = words[i]
        wc = w >> 16
        if not wc:
            break
        code = get(w & 0xFFFF)
        if code is not None:
            if code > 0:
                if refs is not None and code < wc:
                    refs.append(words[i + code])
            elif code == _DECORATE:
                t = words[i + 1]
                lst = decorations.get(t)
                if lst is None:
                    decorations[t] = [i]
                else:
                    lst.append(i)
            elif code == _DEF2:
                defs[words[i + 2]] = i
            elif code == _DEF1:
                defs[words[i + 1]] = i
            elif code == _MEMBER_DECORATE:
                t = words[i + 1]
                lst = member_decorations.get(t)
                if lst is None:
                    member_decorations[t] = [i]
                else:
                    lst.append(i)
            elif code == _NAME:
                names[words[i + 1]] = i
            elif code == _MEMBER_NAME:
                t = words[i + 1]
                lst = member_names.get(t)
                if lst is None:
                    member_names[t] = [i]
                else:
                    lst.append(i)
            elif code == _CALL:
                if refs is not None:
                    calls.append(words[i + 3])
                    refs.extend(words[i + 4:i + wc])
            elif code == _VARIABLE:
                if refs is None:
                    defs[words[i + 2]] = i
                    variables.append(i)
            elif code == _FUNCTION:
                refs, calls = [], []
                ix.functions[words[i + 2]] = (refs, calls)
            elif code == _FUNCTION_END:
                refs = None
            elif code == _COPY:
                if refs is not None:
                    refs.extend(words[i + 1:i + 3])
            elif code == _PHI:
                if refs is not None:
                    refs.extend(words[i + 3:i + wc:2])
            elif code == _SELECT:  # OpSelect's objects, or both pointers of OpPtrEqual and the like
                if refs is not None:
                    refs.extend(words[i + 3:i + wc])
            elif code == _SPEC:
                defs[words[i + 2]] = i
                ix.spec_constants.append(i)
            elif code == _ENTRY:
                ix.entry_points.append(i)
            elif code == _MODE:
                ix.modes.append(i)
            elif code == _GROUP:
                ix.groups.append(i)
            elif code == _EXTENSION:
                ix.extensions.append(i)
            elif code == _CAPABILITY:
                ix.capabilities.append(words[i + 1] if wc > 1 else -1)
        i += wc
    if i != n:
        _stream_error(binary)
    return ix


def _stream_error(binary: Binary) -> None:
    """Raise the reader's located error for a broken instruction stream."""
    for _ in binary.instructions():
        pass
    raise binary.error("instruction stream does not end at the end of the module")  # pragma: no cover
