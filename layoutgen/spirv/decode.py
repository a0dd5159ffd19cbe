"""Instructions out: decode every operand of every instruction by the SPIR-V grammar.

This is the validating reader: it checks each operand against the grammar (ids in range,
strings terminated, no words missing or left over) and decodes literals by their context
(the width of an ``OpConstant``'s type, an ``OpSwitch`` selector's type, the instruction
set of an ``OpExtInst``). Opcodes the grammar does not know are kept as raw words.

An ``OpExtInst`` of a set the grammar has (:mod:`.extinst_tables`, loaded at the first
``OpExtInstImport``) is decoded by that set's grammar: its instruction's name, its operands by
kind (the set's own enums by name); one of a set the grammar lacks, or a number the set does
not have, keeps its number and reads every operand after it as an id.
"""
from __future__ import annotations

import math
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import SpirvFormatError, printable
from . import grammar_tables as g
from .binary import Binary, Source, cstring, literal_value, literal_words, load
from .grammar_tables import ID_KINDS, OPCODE_NAMES, Op

_OP_EXT_INST_IMPORT = Op.OpExtInstImport
_OP_TYPE_INT = Op.OpTypeInt
_OP_TYPE_FLOAT = Op.OpTypeFloat
#: An operand kind an extended instruction set defines: (category, value -> spelling, value ->
#: the operands that value adds).
ExtKind = tuple[str, dict[int, str], dict[int, tuple[tuple[str, str], ...]]]
_NO_KINDS: dict[str, ExtKind] = {}


@dataclass(frozen=True, slots=True)
class Operand:
    """One decoded operand: its grammar kind, its value and the operands its enum value adds.

    ``value`` is an int for ids, integer literals and enums, a float for floating-point
    literals, and a str for strings. ``kind`` "Raw" marks a word the grammar does not cover.
    """

    kind: str
    value: int | float | str
    params: tuple[Operand, ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True)
class Instruction:
    """One instruction: where it is, its opcode and its decoded operands (grammar order)."""

    index: int
    offset: int
    opcode: int
    name: str
    operands: tuple[Operand, ...]
    words: tuple[int, ...]
    known: bool = True

    @property
    def result(self) -> int | None:
        for op in self.operands:
            if op.kind == "IdResult":
                return int(op.value)
        return None


def _flatten(ops: tuple[Operand, ...]) -> list[str]:
    out: list[str] = []
    for op in ops:
        out.append(op.text)
        out.extend(_flatten(op.params))
    return out


def format_instruction(ins: Instruction) -> str:
    """One line in the style of ``spirv-dis --raw-id``."""
    result = None
    texts: list[str] = []
    for op in ins.operands:
        if op.kind == "IdResult" and result is None:
            result = op.text
            continue
        texts.append(op.text)
        texts.extend(_flatten(op.params))
    head = f"{result} = " if result else ""
    return f"{head:>15}" + " ".join([ins.name, *texts])


def _float_text(value: float, width: int) -> str:
    if width == 16 or not math.isfinite(value):
        return _hex_float(value, width)
    return f"{value:.{9 if width == 32 else 17}g}"


def _hex_float(value: float, width: int) -> str:
    if math.isnan(value):
        return "-nan" if math.copysign(1.0, value) < 0 else "nan"
    if math.isinf(value):
        top = {16: 16, 32: 128, 64: 1024}[width]
        return f"{'-' if value < 0 else ''}0x1p+{top}"
    text = value.hex()  # '0x1.8000000000000p+0'
    mant, exp = text.split("p")
    if "." in mant:
        mant = mant.rstrip("0").rstrip(".")
    return f"{mant}p{exp}"


#: The instructions whose strings are source text, and what of it is printed as it is.
_SOURCE_OPS = frozenset({"OpSource", "OpSourceContinued", "OpString"})
_SOURCE_TEXT = "\r\n\t"


class _Cursor:
    """Reads the operands of one instruction, raising a located error on a misfit."""

    __slots__ = ("dec", "words", "pos", "end", "index", "start", "name", "out", "kinds")

    def __init__(self, dec: Decoder, index: int, start: int, wc: int, name: str) -> None:
        self.dec = dec
        self.words = dec.binary.words
        self.pos = start + 1
        self.end = start + wc
        self.index = index
        self.start = start
        self.name = name
        self.out: list[Operand] = []
        #: The operand kinds of the extended instruction set being read (none: the core's).
        self.kinds = _NO_KINDS

    def fail(self, detail: str) -> SpirvFormatError:
        return self.dec.binary.error(detail, self.index, self.start, self.name)

    def left(self) -> int:
        return self.end - self.pos

    def word(self, kind: str) -> int:
        if self.pos >= self.end:
            raise self.fail(f"operand {self.pos - self.start} ({kind}) is missing: too few words")
        w = self.words[self.pos]
        self.pos += 1
        return w


class Decoder:
    """Decode a module's instructions one by one, keeping the context literals need."""

    def __init__(self, binary: Binary) -> None:
        self.binary = binary
        self.bound = binary.header.bound
        self.ext_sets: dict[int, str] = {}
        #: Import id -> the grammar's set it names, for the sets the grammar has.
        self.ext_grammars: dict[int, str] = {}
        self.scalar_types: dict[int, tuple[int, int, int]] = {}  # id -> (opcode, width, signed)
        # Result id -> its type id (0: none), for the literals of an OpSwitch on that result:
        # four bytes an id, where a dict would cost some hundred.
        self.value_types = array("I")

    def __iter__(self) -> Iterator[Instruction]:
        words = self.binary.words
        for index, start, opcode, wc in self.binary.instructions():
            name = OPCODE_NAMES.get(opcode)
            raw = tuple(words[start:start + wc])
            if name is None:
                ops = tuple(Operand("Raw", w, text=str(w)) for w in raw[1:])
                yield Instruction(index, 4 * start, opcode, f"Op{opcode}", ops, raw, known=False)
                continue
            cur = _Cursor(self, index, start, wc, name)
            self._operands(cur, g.OPERANDS[opcode])
            if cur.pos != cur.end:
                raise cur.fail(f"{cur.end - cur.pos} word(s) left over after the last operand")
            ops = tuple(cur.out)
            self._remember(opcode, ops)
            yield Instruction(index, 4 * start, opcode, name, ops, raw)

    # -- context kept for later instructions --------------------------------------------
    def _remember(self, opcode: int, ops: tuple[Operand, ...]) -> None:
        if opcode == _OP_EXT_INST_IMPORT:
            self.ext_sets[int(ops[0].value)] = name = str(ops[1].value)
            found = _grammar_set(name)
            if found is not None:
                self.ext_grammars[int(ops[0].value)] = found
        elif opcode == _OP_TYPE_INT:
            self.scalar_types[int(ops[0].value)] = (opcode, int(ops[1].value), int(ops[2].value))
        elif opcode == _OP_TYPE_FLOAT:
            self.scalar_types[int(ops[0].value)] = (opcode, int(ops[1].value), 0)
        if len(ops) >= 2 and ops[0].kind == "IdResultType" and ops[1].kind == "IdResult":
            result, types = int(ops[1].value), self.value_types
            if result >= len(types):  # ids are below the header's bound: at most four bytes each
                grown = min(max(result + 1, 2 * len(types)), self.binary.header.bound)
                types.frombytes(bytes(4 * (grown - len(types))))
            types[result] = int(ops[0].value)

    # -- operands ----------------------------------------------------------------------
    def _operands(self, cur: _Cursor, spec: tuple[tuple[str, str], ...], into: list[Any] | None = None) -> None:
        for kind, quant in spec:
            if quant == "":
                self._operand(cur, kind, into)
            elif quant == "?":
                if cur.left():
                    self._operand(cur, kind, into)
            else:
                while cur.left():
                    self._operand(cur, kind, into)

    def _operand(self, cur: _Cursor, kind: str, into: list[Any] | None = None) -> None:
        out = cur.out if into is None else into
        if kind in ID_KINDS:
            out.append(self._id(cur, kind))
            return
        ext = cur.kinds.get(kind)
        if ext is not None:
            self._ext_enum(cur, kind, ext, out)
            return
        cat = g.KIND_CATEGORY.get(kind)
        if kind == "LiteralInteger":
            w = cur.word(kind)
            out.append(Operand(kind, w, text=str(w)))
        elif kind == "LiteralString":
            out.append(self._string(cur))
        elif kind == "LiteralContextDependentNumber":
            out.append(self._number(cur, int(cur.out[0].value), cur.left()))
        elif kind == "LiteralExtInstInteger":
            self._ext_inst(cur, out)
        elif kind == "LiteralSpecConstantOpInteger":
            self._spec_op(cur, out)
        elif cat == "ValueEnum":
            self._value_enum(cur, kind, out)
        elif cat == "BitEnum":
            self._bit_enum(cur, kind, out)
        elif cat == "Composite":
            self._composite(cur, kind, out)
        else:  # pragma: no cover - the grammar has no other kinds
            raise cur.fail(f"grammar kind {kind} is not supported")

    def _id(self, cur: _Cursor, kind: str) -> Operand:
        pos = cur.pos
        w = cur.word(kind) if pos >= cur.end else cur.words[pos]
        cur.pos = pos + 1
        if w == 0 or w >= self.bound:
            raise cur.fail(f"operand {pos - cur.start} ({kind}) is id {w}, outside 1..{self.bound - 1}")
        return Operand(kind, w, (), f"%{w}")

    def _string(self, cur: _Cursor) -> Operand:
        try:
            text, nwords = cstring(self.binary.data, 4 * cur.pos, 4 * cur.end)
        except ValueError as exc:
            raise cur.fail(f"operand {cur.pos - cur.start} (LiteralString) {exc}") from None
        cur.pos += nwords
        # as spirv-dis quotes it, and a control character (an escape sequence's ESC, a line
        # break in a name) as its escape: the text is printed to a terminal. Source text
        # (OpSource, OpSourceContinued, and OpString, which debug info's source is) keeps its
        # line breaks and tabs, as spirv-dis prints them.
        keep = _SOURCE_TEXT if cur.name in _SOURCE_OPS else ""
        quoted = '"' + printable(text.replace("\\", "\\\\").replace('"', '\\"'), keep) + '"'
        return Operand("LiteralString", text, text=quoted)

    def _number(self, cur: _Cursor, type_id: int, nwords: int) -> Operand:
        """A literal number whose width and format come from scalar type ``type_id``."""
        scalar = self.scalar_types.get(type_id)
        if scalar is None:
            raise cur.fail(f"literal's type %{type_id} is not an integer or floating-point type")
        op, width, signed = scalar
        need = literal_words(width)
        if nwords < need:
            raise cur.fail(f"a {width}-bit literal needs {need} word(s), {nwords} left")
        raw = 0
        for k in range(need):
            raw |= cur.word("LiteralContextDependentNumber") << (32 * k)
        kind = "float" if op == _OP_TYPE_FLOAT else "int" if signed else "uint"
        try:
            value = literal_value(raw, kind, width)
        except ValueError as exc:
            raise cur.fail(str(exc)) from None
        text = _float_text(value, width) if kind == "float" else str(value)
        return Operand("LiteralContextDependentNumber", value, text=text)

    def _ext_inst(self, cur: _Cursor, out: list[Any]) -> None:
        number = cur.word("LiteralExtInstInteger")
        from . import extinst_tables as x

        grammar = self.ext_grammars.get(int(cur.out[2].value), "")
        found = x.INSTRUCTIONS[grammar].get(number) if grammar else None
        if found is None:  # a set or a number the grammar lacks: ids, as a non-semantic set's are
            out.append(Operand("LiteralExtInstInteger", number, text=str(number)))
            while cur.left():
                out.append(self._id(cur, "IdRef"))
            return
        out.append(Operand("LiteralExtInstInteger", number, text=found[0]))
        cur.kinds = x.KINDS.get(grammar, _NO_KINDS)
        try:
            self._operands(cur, found[1], out)
        finally:
            cur.kinds = _NO_KINDS

    def _ext_enum(self, cur: _Cursor, kind: str, ext: ExtKind, out: list[Any]) -> None:
        """An operand of a kind the extended instruction set defines, by its tables."""
        category, names, table = ext
        if category == "ValueEnum":
            self._value_enum(cur, kind, out, names, table)
        else:
            self._bit_enum(cur, kind, out, names, table)

    def _spec_op(self, cur: _Cursor, out: list[Any]) -> None:
        opcode = cur.word("LiteralSpecConstantOpInteger")
        name = OPCODE_NAMES.get(opcode)
        if name is None:
            raise cur.fail(f"OpSpecConstantOp names unknown opcode {opcode}")
        out.append(Operand("LiteralSpecConstantOpInteger", opcode, text=name[2:]))
        spec = tuple(s for s in g.OPERANDS[opcode] if s[0] not in ("IdResultType", "IdResult"))
        self._operands(cur, spec, out)

    def _value_enum(self, cur: _Cursor, kind: str, out: list[Any], names: dict[int, str] | None = None,
                    table: dict[int, tuple[tuple[str, str], ...]] | None = None) -> None:
        value = cur.word(kind)
        names = g.SPELLING[kind] if names is None else names
        name = names.get(value)
        if name is None:
            raise cur.fail(f"operand {cur.pos - 1 - cur.start} ({kind}) has unknown value {value}")
        params: list[Operand] = []
        spec = (g.ENUM_PARAMETERS.get(kind, {}) if table is None else table).get(value)
        if spec:
            self._operands(cur, spec, params)
        out.append(Operand(kind, value, tuple(params), text=name))

    def _bit_enum(self, cur: _Cursor, kind: str, out: list[Any], names: dict[int, str] | None = None,
                  table: dict[int, tuple[tuple[str, str], ...]] | None = None) -> None:
        value = cur.word(kind)
        names = g.SPELLING[kind] if names is None else names
        params: list[Operand] = []
        parts: list[str] = []
        table = g.ENUM_PARAMETERS.get(kind, {}) if table is None else table
        bit = 1
        while bit <= value:
            if value & bit:
                if bit not in names:
                    raise cur.fail(f"operand ({kind}) has unknown bit {bit:#x}")
                parts.append(names[bit])
                if bit in table:
                    self._operands(cur, table[bit], params)
            bit <<= 1
        text = "|".join(parts) if parts else names.get(0, "0")
        out.append(Operand(kind, value, tuple(params), text=text))

    def _composite(self, cur: _Cursor, kind: str, out: list[Any]) -> None:
        bases = g.COMPOSITE_BASES[kind]
        if kind == "PairLiteralIntegerIdRef" and cur.name == "OpSwitch":
            selector = int(cur.out[0].value)
            types = self.value_types
            out.append(self._number(cur, types[selector] if selector < len(types) and types[selector] else -1,
                                    cur.left()))
            out.append(self._id(cur, "IdRef"))
            return
        for base in bases:
            self._operand(cur, base, out)


def _grammar_set(name: str) -> str | None:
    """The grammar's extended instruction set that an OpExtInstImport string names: the whole
    string, or a prefix and a version ("NonSemantic.ClspvReflection.7"); None for a set the
    grammar lacks."""
    from . import extinst_tables as x

    found = x.SET_NAMES.get(name)
    if found is None:
        found = next((s for prefix, s in x.SET_PREFIXES if name.startswith(prefix)), None)
    return found


def decode(source: Source | Binary, file: str | None = None) -> Iterator[Instruction]:
    """Yield every instruction of a module, its operands decoded and checked."""
    binary = source if isinstance(source, Binary) else load(source, file)
    return iter(Decoder(binary))


def disassemble(source: Source | Binary, file: str | None = None) -> Iterator[str]:
    """The module as text, close to ``spirv-dis --raw-id``: a header, then a line per instruction."""
    binary = source if isinstance(source, Binary) else load(source, file)
    h = binary.header
    yield "; SPIR-V"
    yield f"; Version: {h.version_text}"
    vendor = g.GENERATORS.get(h.generator >> 16) or f"Unknown({h.generator >> 16})"  # as spirv-dis says it
    yield f"; Generator: {vendor}; {h.generator & 0xFFFF}"
    yield f"; Bound: {h.bound}"
    yield f"; Schema: {h.schema}"
    for ins in Decoder(binary):
        yield format_instruction(ins)


# -- which words of an instruction are ids ---------------------------------------------------

_ONE_WORD = frozenset({"LiteralInteger", "LiteralFloat", "LiteralExtInstInteger", "LiteralSpecConstantOpInteger"})
#: Kinds after which no operand can name a variable: an OpSwitch's (literal, label) pairs and a
#: literal whose width depends on a type only the whole module knows.
_STOP = frozenset({"PairLiteralIntegerIdRef", "LiteralContextDependentNumber"})


def id_words(words: Sequence[int], start: int) -> list[int] | None:
    """The positions (indices into ``words``) of the id operands of the instruction at ``start``,
    by the grammar: every Id-kind operand, enum parameters included. None for an opcode the
    grammar does not know. Stops quietly at a malformed operand (fewer words than the grammar
    wants): what was read so far is returned."""
    head = words[start]
    spec = g.OPERANDS.get(head & 0xFFFF)
    if spec is None:
        return None
    out: list[int] = []
    _ids_of(words, start + 1, start + (head >> 16), spec, out)
    return out


def _ids_of(words: Sequence[int], pos: int, end: int, spec: tuple[tuple[str, str], ...], out: list[int]) -> int:
    for kind, quant in spec:
        if quant == "":
            pos = _ids_of_one(words, pos, end, kind, out)
        elif quant == "?":
            if pos < end:
                pos = _ids_of_one(words, pos, end, kind, out)
        else:
            while pos < end:
                pos = _ids_of_one(words, pos, end, kind, out)
        if pos >= end:
            return end
    return pos


def _ids_of_one(words: Sequence[int], pos: int, end: int, kind: str, out: list[int]) -> int:
    if pos >= end or kind in _STOP:
        return end
    if kind in ID_KINDS:
        out.append(pos)
        return pos + 1
    if kind in _ONE_WORD:
        return pos + 1
    if kind == "LiteralString":
        while pos < end and (words[pos] >> 24) and (words[pos] >> 16) & 0xFF and (words[pos] >> 8) & 0xFF \
                and words[pos] & 0xFF:
            pos += 1
        return pos + 1
    cat = g.KIND_CATEGORY.get(kind)
    if cat == "Composite":
        for base in g.COMPOSITE_BASES[kind]:
            pos = _ids_of_one(words, pos, end, base, out)
        return pos
    value = words[pos]
    pos += 1
    table = g.ENUM_PARAMETERS.get(kind)
    if not table:
        return pos
    if cat == "ValueEnum":
        params = table.get(value)
        return _ids_of(words, pos, end, params, out) if params else pos
    bit = 1
    while bit <= value and pos < end:
        if value & bit and bit in table:
            pos = _ids_of(words, pos, end, table[bit], out)
        bit <<= 1
    return pos
