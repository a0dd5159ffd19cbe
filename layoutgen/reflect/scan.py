"""One linear pass over a module's words, indexing what reflection needs.

The pass decodes nothing it does not need: it records, by id, the word positions of names,
decorations, types, constants and global variables (decoded later, only for the ids a
resource reaches), and of each function its span, the functions it calls, and where its
instructions have operand words the grammar does not promise are ids (literals, enum
values, strings), read when static use needs them. Static use is
then decided from the grammar: an instruction in an entry point's call tree uses a variable
when any of its id operands is the variable's id (the Vulkan glossary's "static use"), so a
new access opcode needs no new code. Memory is linear in the module's size.
"""
from __future__ import annotations

from array import array
from collections import defaultdict
from typing import Any

from ..errors import SpirvFormatError
from ..spirv.binary import HEADER_WORDS, Binary, opcode_name
from ..spirv.decode import id_words
from ..spirv.grammar_tables import ENUM_PARAMETERS, ID_KINDS, OPCODE_NAMES, OPERANDS, SPELLING, Op

# The dispatch table is a list indexed by opcode. A code k > 0 means "an instruction's words
# from index k on (those after its leading id operands) may be other than ids": inside a
# function, the position of an instruction that has such words is kept for the static-use
# check (an opcode whose operands are all ids gets _IDS, past any instruction's end, so it never
# is). A negative code names what the scan records of the instruction:
_CALL = -1             # OpFunctionCall: its callee joins the current function's calls
_FUNCTION = -2         # OpFunction: a function's span begins
_FUNCTION_END = -3     # OpFunctionEnd: the span ends
_NAME = -4             # OpName: names[target]
_MEMBER_NAME = -5      # OpMemberName: member_names[struct]
_DECORATE = -6         # OpDecorate, OpDecorateId, OpDecorateString: decorations[target]
_MEMBER_DECORATE = -7  # OpMemberDecorate and its String and Id forms: member_decorations[struct]
_TYPE_DEF = -8         # a type or OpDecorationGroup: defs[the result id, word 1]
_VALUE_DEF = -9        # a constant or OpUndef: defs[the result id, word 2]
_VARIABLE = -10        # OpVariable, OpUntypedVariableKHR: a global one joins defs and variables
_ENTRY_POINT = -11     # OpEntryPoint: entry_points
_EXECUTION_MODE = -12  # OpExecutionMode, OpExecutionModeId: modes
_GROUP_DECORATE = -13  # OpGroupDecorate, OpGroupMemberDecorate: groups
_EXTENSION = -14       # OpExtension: extensions
_SPEC_CONSTANT = -15   # OpSpecConstant, OpSpecConstantTrue, OpSpecConstantFalse: defs and spec_constants
_CAPABILITY = -16      # OpCapability: capabilities
_UNKNOWN = -17         # an opcode the grammar does not know: unknown (any of its words may be an id)
_SOURCE = -18          # OpSource: source (the first one)
_DECORATE_STRING = -19  # OpDecorateString: decorations[target], once its decoration is one that takes a string
_MEMBER_DECORATE_STRING = -20  # OpMemberDecorateString: member_decorations[struct], likewise
#: By minus a negative code: the words an instruction needs for the scan to read its ids.
_LEAST = [2 if -k in (_TYPE_DEF, _NAME, _DECORATE, _MEMBER_DECORATE, _MEMBER_NAME, _DECORATE_STRING,
                      _MEMBER_DECORATE_STRING) else
          3 if -k in (_VALUE_DEF, _VARIABLE, _SPEC_CONSTANT) else 1 for k in range(-_MEMBER_DECORATE_STRING + 1)]


def _operand_kinds(decoration: int) -> set[str]:
    """The kinds of the operands the grammar gives ``decoration``."""
    return {kind for kind, _q in ENUM_PARAMETERS["Decoration"].get(decoration, ())}


#: The decorations the grammar gives no string operand: OpDecorateString and
#: OpMemberDecorateString may not carry them (their words would be read as text).
_NO_STRING = frozenset(d for d in SPELLING["Decoration"] if "LiteralString" not in _operand_kinds(d))
#: Those of them whose operands the grammar gives as ids (OpDecorateId gives them).
_ID_OPERAND = frozenset(d for d in _NO_STRING if "IdRef" in _operand_kinds(d))
_IDS = 1 << 16  # more words than any instruction has
_OPCODES = 1 << 16
#: The opcodes of each negative code (by the grammar's names: every OpType*, OpConstant* and
#: OpSpecConstant* opcode is a type or value definition unless listed here).
_RECORDS = {
    _SPEC_CONSTANT: (Op.OpSpecConstant, Op.OpSpecConstantTrue, Op.OpSpecConstantFalse),
    _CALL: (Op.OpFunctionCall,), _FUNCTION: (Op.OpFunction,), _FUNCTION_END: (Op.OpFunctionEnd,),
    _NAME: (Op.OpName,), _MEMBER_NAME: (Op.OpMemberName,),
    _DECORATE: (Op.OpDecorate, Op.OpDecorateId), _DECORATE_STRING: (Op.OpDecorateString,),
    _MEMBER_DECORATE: (Op.OpMemberDecorate, Op.OpMemberDecorateIdEXT),
    _MEMBER_DECORATE_STRING: (Op.OpMemberDecorateString,),
    _TYPE_DEF: (Op.OpDecorationGroup,), _GROUP_DECORATE: (Op.OpGroupDecorate, Op.OpGroupMemberDecorate),
    _VARIABLE: (Op.OpVariable, Op.OpUntypedVariableKHR), _ENTRY_POINT: (Op.OpEntryPoint,),
    _EXECUTION_MODE: (Op.OpExecutionMode, Op.OpExecutionModeId), _EXTENSION: (Op.OpExtension,),
    _VALUE_DEF: (Op.OpUndef,), _CAPABILITY: (Op.OpCapability,), _SOURCE: (Op.OpSource,),
}


def _first_loose(spec: tuple[tuple[str, str], ...]) -> int:
    """The index of the first word of an instruction with operands ``spec`` that may be other
    than an id (1 + its leading id operands; _IDS when every operand is an id)."""
    count = 1
    for kind, quant in spec:
        if kind not in ID_KINDS:
            return count
        if quant:
            break
        count += 1
    return _IDS if all(kind in ID_KINDS for kind, _q in spec) else count


def _build_table() -> list[int]:
    table = [_UNKNOWN] * _OPCODES
    for opcode, spec in OPERANDS.items():
        table[opcode] = _first_loose(spec)
    for opcode, name in OPCODE_NAMES.items():
        if name.startswith("OpType"):
            table[opcode] = _TYPE_DEF
        elif name.startswith(("OpConstant", "OpSpecConstant")):
            table[opcode] = _VALUE_DEF
    for code, opcodes in _RECORDS.items():
        for opcode in opcodes:
            table[opcode] = code
    return table


_TABLE = _build_table()
#: Per opcode, the offset of an instruction's first word that may be a literal (see ``loose``;
#: 1 for an opcode the grammar does not know).
_FIRST_LOOSE = {op: _TABLE[op] if 0 < _TABLE[op] < _IDS else 3 if _TABLE[op] == _VARIABLE else 1
                for op in OPERANDS}


class Function:
    """A function's span of words, the functions it calls, and the positions of its
    instructions with operand words that may be literals (``mixed``; see :meth:`loose`)."""

    __slots__ = ("start", "end", "calls", "mixed")

    def __init__(self, start: int) -> None:
        self.start = start
        self.end = start
        self.calls: list[int] = []
        self.mixed = array("I")

    def loose(self, body: list[int]) -> list[int]:
        """The operand words of the function's instructions that may be literals (enum values,
        strings, literal numbers; every word of an opcode the grammar does not know), read from
        ``body``, the function's words."""
        out: list[int] = []
        first = _FIRST_LOOSE.get
        base = self.start
        for i in self.mixed:
            k = i - base
            head = body[k]
            out += body[k + first(head & 0xFFFF, 1):k + (head >> 16)]
        return out


#: Modules of up to this many words are indexed as a list of ints, which CPython reads faster
#: than a memoryview (that makes an int object at every read); larger ones are read through
#: the binary's view of their bytes, four bytes a word.
LIST_WORDS = 1 << 16


class Index:
    """What the pass found, by word position. Positions index ``words``: the module's words, a
    list for a module of up to LIST_WORDS words, else the binary's memoryview."""

    __slots__ = ("binary", "words", "data", "names", "member_names", "decorations", "member_decorations",
                 "defs", "variables", "entry_points", "modes", "functions", "groups", "group_members",
                 "extensions", "spec_constants", "capabilities", "unknown", "source", "_uses")

    def __init__(self, binary: Binary) -> None:
        self.binary = binary
        self.words: list[int] | memoryview = (binary.words.tolist() if len(binary.words) <= LIST_WORDS
                                              else binary.words)
        self.data = binary.data
        self.names: dict[int, int] = {}
        self.member_names: dict[int, list[int]] = defaultdict(list)
        self.decorations: dict[int, list[int]] = defaultdict(list)
        self.member_decorations: dict[int, list[int]] = defaultdict(list)
        self.defs: dict[int, int] = {}
        self.variables: list[int] = []
        self.entry_points: list[int] = []
        self.modes: list[int] = []
        self.functions: dict[int, Function] = {}
        self.groups: list[int] = []
        self.group_members: dict[int, list[tuple[int, int]]] = {}
        self.extensions: list[int] = []
        self.spec_constants: list[int] = []
        self.capabilities: list[int] = []
        #: Opcodes the grammar does not know, with the position of their first instruction.
        self.unknown: dict[int, int] = {}
        #: The position of the module's first OpSource, or None.
        self.source: int | None = None
        self._uses: dict[int, frozenset[int]] = {}

    def instruction_at(self, pos: int) -> tuple[int, str]:
        """(instruction index, opcode name) of the instruction starting at word ``pos``."""
        index = 0
        for index, start, _op, _wc in self.binary.instructions():
            if start >= pos:
                break
        return index, opcode_name(self.words[pos] & 0xFFFF)

    def error(self, pos: int, detail: str) -> SpirvFormatError:
        index, name = self.instruction_at(pos)
        return self.binary.error(detail, index, pos, name)

    # -- static use -----------------------------------------------------------------------
    def global_variables(self) -> frozenset[int]:
        w = self.words
        return frozenset(w[pos + 2] for pos in self.variables)

    def uses(self, function: int, candidates: frozenset[int]) -> frozenset[int]:
        """The ``candidates`` (global variable ids) that an instruction of ``function`` takes
        as an id operand (its callees not included)."""
        found = self._uses.get(function)
        if found is None:
            f = self.functions.get(function)
            found = self._uses[function] = frozenset() if f is None else self._function_uses(f, candidates)
        return found

    def _function_uses(self, f: Function, candidates: frozenset[int]) -> frozenset[int]:
        part = self.words[f.start:f.end]
        body = part if isinstance(part, list) else part.tolist()
        found = candidates.intersection(body)
        if not found:
            return frozenset()
        # A word outside the loose ones is an id operand, unless it is an instruction's first
        # word (word count << 16 | opcode), which only an id past 0xFFFF can equal. Only the
        # values also among the loose words, or past 0xFFFF, need counting.
        big = {v for v in found if v > 0xFFFF}
        loose = f.loose(body) if f.mixed else []
        doubtful = found.intersection(loose) | big
        if not doubtful:
            return found
        heads = self._first_words(f, big) if big else {}
        out, unsure = set(found - doubtful), []
        for v in doubtful:
            count = loose.count(v)
            if body.count(v) > count + heads.get(v, 0):
                out.add(v)
            elif count:
                unsure.append(v)
        if unsure:
            out.update(self._used_exactly(f, unsure))
        return frozenset(out)

    def _first_words(self, f: Function, values: set[int]) -> dict[int, int]:
        w = self.words
        out: dict[int, int] = {}
        i = f.start
        while i < f.end and w[i] >> 16:
            if w[i] in values:
                out[w[i]] = out.get(w[i], 0) + 1
            i += w[i] >> 16
        return out

    def _used_exactly(self, f: Function, values: list[int]) -> set[int]:
        """Those of ``values`` that an instruction with loose words takes as an id operand, by
        the grammar (an opcode the grammar does not know: any of its words may be an id)."""
        w = self.words
        out: set[int] = set()
        for i in f.mixed:
            operands = w[i + 1:i + (w[i] >> 16)]
            hits = [v for v in values if v in operands]
            if not hits:
                continue
            ids = id_words(w, i)
            words = operands if ids is None else [w[k] for k in ids]
            out.update(v for v in hits if v in words)
        return out


def scan(binary: Binary) -> Index:
    """Index ``binary`` in one pass. Raises SpirvFormatError at a broken instruction stream."""
    ix = Index(binary)
    words = ix.words
    n = len(words)
    table = _TABLE
    names, member_names = ix.names, ix.member_names
    decorations, member_decorations = ix.decorations, ix.member_decorations
    defs, variables = ix.defs, ix.variables
    fn: Function | None = None
    outside = array("I")  # what is kept of instructions outside a function: dropped after the scan
    mixed = outside  # the current function's mixed positions
    i = HEADER_WORDS
    while i < n:
        w = words[i]
        wc = w >> 16
        if not wc:
            break
        code = table[w & 0xFFFF]
        if code > 0:  # the branches go by how often a module has each kind
            if wc > code:
                mixed.append(i)
        elif (wc < 3 and wc < _LEAST[-code]) or i + wc > n:  # too few words for the ids read below (none
            _refuse(ix, i, wc, _LEAST[-code])                 # needs more than 3), or past the end
        elif code == _TYPE_DEF:
            defs[words[i + 1]] = i
        elif code == _NAME:
            names[words[i + 1]] = i
        elif code == _DECORATE:
            decorations[words[i + 1]].append(i)
        elif code == _VARIABLE:
            if fn is None:
                defs[words[i + 2]] = i
                variables.append(i)
            elif wc > 3:  # a function's own variable: its storage class is a literal
                mixed.append(i)
        elif code == _VALUE_DEF:
            defs[words[i + 2]] = i
        elif code == _MEMBER_DECORATE:
            member_decorations[words[i + 1]].append(i)
        elif code == _MEMBER_NAME:
            member_names[words[i + 1]].append(i)
        elif code == _FUNCTION or code == _FUNCTION_END:
            if fn is not None:
                fn.end = i
            fn = None
            mixed = outside
            if code == _FUNCTION:
                fn = Function(i)
                mixed = fn.mixed
                ix.functions[words[i + 2] if wc > 2 else 0] = fn
        elif code == _CALL:
            if fn is not None and wc > 3:
                fn.calls.append(words[i + 3])
        else:
            _record(ix, code, i, wc, fn)
        i += wc
    if i != n:
        _stream_error(binary)
    if fn is not None:  # every function ends with OpFunctionEnd: a module cut short inside one
        raise ix.error(fn.start, "the module ends inside this function, with no OpFunctionEnd: is it cut short?")
    _check_bound(ix)
    return ix


def _record(ix: Index, code: int, i: int, wc: int, fn: Function | None) -> None:
    """Record one of the instructions a module has few of."""
    words = ix.words
    if code == _SPEC_CONSTANT:
        ix.defs[words[i + 2]] = i
        ix.spec_constants.append(i)
    elif code == _ENTRY_POINT:
        ix.entry_points.append(i)
    elif code == _EXECUTION_MODE:
        ix.modes.append(i)
    elif code == _GROUP_DECORATE:
        ix.groups.append(i)
    elif code == _EXTENSION:
        ix.extensions.append(i)
    elif code == _CAPABILITY:
        ix.capabilities.append(words[i + 1] if wc > 1 else -1)
    elif code == _DECORATE_STRING or code == _MEMBER_DECORATE_STRING:
        member = code == _MEMBER_DECORATE_STRING
        k = 3 if member else 2  # the decoration's word
        if wc > k and words[i + k] in _NO_STRING:
            deco = words[i + k]
            this = "OpMemberDecorateString" if member else "OpDecorateString"
            if deco in _ID_OPERAND:
                plain = "OpMemberDecorateIdEXT" if member else "OpDecorateId"
            else:
                plain = "OpMemberDecorate" if member else "OpDecorate"
            raise ix.error(i, f"decoration {SPELLING['Decoration'][deco]} takes no string operand: {plain} gives it, "
                              f"not {this}")
        (ix.member_decorations if member else ix.decorations)[words[i + 1]].append(i)
    elif code == _SOURCE:
        if ix.source is None and wc > 1:
            ix.source = i
    elif code == _UNKNOWN:
        ix.unknown.setdefault(words[i] & 0xFFFF, i)
        if fn is not None and wc > 1:
            fn.mixed.append(i)


def _check_bound(ix: Index) -> None:
    """Every id the module defines, names or decorates lies below the header's bound (the
    SPIR-V rule)."""
    bound = ix.binary.header.bound
    tables: tuple[tuple[dict[int, Any], str], ...] = (
        (ix.defs, "defines"), (ix.functions, "defines"), (ix.names, "names"), (ix.member_names, "names"),
        (ix.decorations, "decorates"), (ix.member_decorations, "decorates"))
    for table, verb in tables:
        if table and max(table) >= bound:
            bad = min(k for k in table if k >= bound)
            found = table[bad]
            pos = found.start if isinstance(found, Function) else found[0] if isinstance(found, list) else found
            raise ix.error(pos, f"{verb} %{bad}, which is not below the header's id bound {bound}")


def _refuse(ix: Index, i: int, wc: int, least: int) -> None:
    """Raise the located error for the instruction at ``i``: it runs past the module's end, or
    has fewer than the ``least`` words the scan reads."""
    if i + wc > len(ix.words):
        _stream_error(ix.binary)
    raise ix.error(i, f"too few words: needs at least {least}")


def _stream_error(binary: Binary) -> None:
    """Raise the reader's located error for a broken instruction stream."""
    for _ in binary.instructions():
        pass
    raise binary.error("instruction stream does not end at the end of the module")  # pragma: no cover
