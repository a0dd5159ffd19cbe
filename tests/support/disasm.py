"""An independent reader of a module's facts, from the text the newest ``spirv-dis --raw-id`` prints.

It shares no code with layoutgen: Khronos' disassembler decodes the words, this module only
reads its lines (``%12 = OpTypeImage %8 2D 0 0 0 2 Rgba8``) into decorations, types,
constants, entry points and execution modes by their grammar names. The tests use it as an
oracle for what spirv-cross does not report: ``Component``, interpolation qualifiers, image
properties, execution modes, and the raw ``Offset``/``ArrayStride``/``MatrixStride`` values.
"""
from __future__ import annotations

import re
import subprocess
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|\S+')
#: Decorations reported as interpolation and storage qualifiers, in layoutgen's spelling.
QUALIFIERS = {"Flat": "flat", "NoPerspective": "noperspective", "Centroid": "centroid", "Sample": "sample",
              "Patch": "patch", "PerPrimitiveEXT": "per_primitive", "PerPrimitiveNV": "per_primitive",
              "PerVertexKHR": "per_vertex_khr", "PerVertexNV": "per_vertex_khr"}


@dataclass
class Disassembly:
    capabilities: list[str] = field(default_factory=list)
    extensions: list[str] = field(default_factory=list)
    names: dict[str, str] = field(default_factory=dict)
    member_names: dict[tuple[str, int], str] = field(default_factory=dict)
    #: id -> [(decoration, operands)]; (struct id, member) -> the same for member decorations.
    decorations: dict[str, list[tuple[str, list[str]]]] = field(default_factory=lambda: defaultdict(list))
    member_decorations: dict[tuple[str, int], list[tuple[str, list[str]]]] = field(
        default_factory=lambda: defaultdict(list))
    #: result id -> (opcode, operands) for every instruction with a result.
    defs: dict[str, tuple[str, list[str]]] = field(default_factory=dict)
    #: (execution model, function id, name, interface ids)
    entry_points: list[tuple[str, str, str, list[str]]] = field(default_factory=list)
    #: function id -> [(mode, operand tokens)] from OpExecutionMode and OpExecutionModeId.
    modes: dict[str, list[tuple[str, list[str]]]] = field(default_factory=lambda: defaultdict(list))

    def decoration(self, target: str | tuple[str, int], name: str) -> list[str] | None:
        table = self.member_decorations if isinstance(target, tuple) else self.decorations
        return next((ops for d, ops in table.get(target, ()) if d == name), None)

    def has(self, target: str | tuple[str, int], name: str) -> bool:
        return self.decoration(target, name) is not None

    def int_decoration(self, target: str | tuple[str, int], name: str) -> int | None:
        ops = self.decoration(target, name)
        return None if ops is None else int(ops[0])

    def qualifiers(self, target: str | tuple[str, int]) -> set[str]:
        table = self.member_decorations if isinstance(target, tuple) else self.decorations
        return {QUALIFIERS[d] for d, _ in table.get(target, ()) if d in QUALIFIERS}

    def op(self, ident: str) -> str:
        return self.defs[ident][0]

    def operands(self, ident: str) -> list[str]:
        return self.defs[ident][1]

    def constant(self, ident: str) -> int | float | bool | None:
        """The value of a scalar (spec) constant, its default for a spec constant."""
        op, ops = self.defs[ident]
        if op in ("OpConstantTrue", "OpSpecConstantTrue"):
            return True
        if op in ("OpConstantFalse", "OpSpecConstantFalse"):
            return False
        if op in ("OpConstant", "OpSpecConstant"):
            text = ops[1]
            return float(text) if self.scalar(ops[0])[0] == "float" else int(text, 0)
        return None

    def scalar(self, type_id: str) -> tuple[str, int]:
        """(kind, width) of a scalar type: 'float', 'int', 'uint' or 'bool'."""
        op, ops = self.defs[type_id]
        if op == "OpTypeFloat":
            return "float", int(ops[0])
        if op == "OpTypeInt":
            return ("int" if ops[1] == "1" else "uint"), int(ops[0])
        if op == "OpTypeBool":
            return "bool", 32
        raise ValueError(f"{type_id} is a {op}, not a scalar")

    def strip_arrays(self, type_id: str) -> tuple[str, list[str]]:
        """The element type under any arrays, and the array type ids, outermost first."""
        arrays = []
        while self.op(type_id) in ("OpTypeArray", "OpTypeRuntimeArray"):
            arrays.append(type_id)
            type_id = self.operands(type_id)[0]
        return type_id, arrays

    def array_length(self, array_id: str) -> int | None:
        if self.op(array_id) == "OpTypeRuntimeArray":
            return None
        value = self.constant(self.operands(array_id)[1])
        return None if value is None else int(value)

    def pointee(self, var_id: str) -> tuple[str, str]:
        """(storage class, pointee type id) of a variable."""
        ptr_type, storage = self.operands(var_id)[:2]
        return storage, self.operands(ptr_type)[1]

    def mode_values(self, function: str) -> list[tuple[str, list]]:
        """The execution modes of an entry point, each with its literals or its constants' values."""
        return [(m, [self.constant(o) if o.startswith("%") else int(o, 0) for o in ops])
                for m, ops in self.modes.get(function, ())]

    def entry_point(self, model: str, name: str) -> tuple[str, str, str, list[str]]:
        return next(e for e in self.entry_points if (e[0], e[2]) == (model, name))


def _strip(token: str) -> str:
    if not token.startswith('"'):
        return token
    return re.sub(r"\\(.)", r"\1", token[1:-1])


def read(text: str) -> Disassembly:
    d = Disassembly()
    for line in text.splitlines():
        tokens = _TOKEN.findall(line)
        if not tokens or tokens[0].startswith(";"):
            continue
        result = None
        if len(tokens) > 2 and tokens[1] == "=":
            result, tokens = tokens[0], tokens[2:]
        op, ops = tokens[0], tokens[1:]
        if result is not None:
            d.defs[result] = (op, ops)
        _HANDLERS.get(op, _ignore)(d, ops)
    return d


def _ignore(d: Disassembly, ops: list[str]) -> None:
    pass


def _group_decorate(d: Disassembly, ops: list[str]) -> None:
    for target in ops[1:]:
        d.decorations[target].extend(d.decorations.get(ops[0], []))


def _group_member_decorate(d: Disassembly, ops: list[str]) -> None:
    for target, member in zip(ops[1::2], ops[2::2]):
        d.member_decorations[(target, int(member))].extend(d.decorations.get(ops[0], []))


_HANDLERS = {
    "OpCapability": lambda d, ops: d.capabilities.append(ops[0]),
    "OpExtension": lambda d, ops: d.extensions.append(_strip(ops[0])),
    "OpName": lambda d, ops: d.names.__setitem__(ops[0], _strip(ops[1])),
    "OpMemberName": lambda d, ops: d.member_names.__setitem__((ops[0], int(ops[1])), _strip(ops[2])),
    "OpDecorate": lambda d, ops: d.decorations[ops[0]].append((ops[1], ops[2:])),
    "OpDecorateId": lambda d, ops: d.decorations[ops[0]].append((ops[1], ops[2:])),
    "OpMemberDecorate": lambda d, ops: d.member_decorations[(ops[0], int(ops[1]))].append((ops[2], ops[3:])),
    "OpGroupDecorate": _group_decorate,
    "OpGroupMemberDecorate": _group_member_decorate,
    "OpEntryPoint": lambda d, ops: d.entry_points.append((ops[0], ops[1], _strip(ops[2]), ops[3:])),
    "OpExecutionMode": lambda d, ops: d.modes[ops[0]].append((ops[1], ops[2:])),
    "OpExecutionModeId": lambda d, ops: d.modes[ops[0]].append((ops[1], ops[2:])),
}


def disassemble(path: Path, spirv_dis: str) -> Disassembly:
    out = subprocess.run([spirv_dis, "--raw-id", "--no-color", str(path)], capture_output=True, text=True,
                         check=True).stdout
    return read(out)
