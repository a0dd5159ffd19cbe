"""The generated grammar module: current against the vendored grammar, and right."""
from __future__ import annotations

import hashlib
from pathlib import Path

from conftest import tool_module

from layoutgen.spirv import grammar as g

ROOT = Path(__file__).resolve().parents[2]


def _generator():
    return tool_module("gen_grammar")


def test_committed_module_is_current() -> None:
    gen = _generator()
    assert gen.DEFAULT_DIR == ROOT / "tools" / "registry" / "spirv-headers-v2026.08.0"
    fresh = gen.generate(gen.DEFAULT_DIR)
    assert sorted(p.name for p in fresh) == ["enumerants.py", "extinst_tables.py", "grammar.py", "grammar_tables.py"]
    for path, text in fresh.items():
        assert path.read_text() == text, f"{path.relative_to(ROOT)} is stale: run tools/gen_grammar.py"


def test_vendored_grammar_is_the_one_its_readme_names() -> None:
    """The vendored files are unmodified: their sha256s are those the README records."""
    folder = _generator().DEFAULT_DIR
    readme = (folder / "README.md").read_text()
    assert "v2026.08.0" in readme and "0d25db97cb9b8f725e4c95e4553001710e7fc39d" in readme
    recorded = dict(reversed(line.split("  ")) for line in readme.splitlines()
                    if len(line) > 66 and line[64:66] == "  ")
    files = sorted(p.name for p in folder.iterdir() if p.name != "README.md")
    assert sorted(recorded) == files
    for name in files:
        assert hashlib.sha256((folder / name).read_bytes()).hexdigest() == recorded[name], name


def test_the_grammar_is_revision_7_with_descriptor_heaps() -> None:
    assert g.GRAMMAR_VERSION == (1, 6, 7)
    assert g.Capability.DescriptorHeapEXT == 5128
    assert (g.BuiltIn.ResourceHeapEXT, g.BuiltIn.SamplerHeapEXT) == (5123, 5122)
    assert g.OPERANDS[g.Op.OpBufferPointerEXT] == (("IdResultType", ""), ("IdResult", ""), ("IdRef", ""))
    assert g.ENUM_PARAMETERS["Decoration"][g.Decoration.OffsetIdEXT] == (("IdRef", ""),)
    assert g.SPELLING["Capability"][5128] == "DescriptorHeapEXT"


def test_enums_and_operand_tables() -> None:
    assert g.Op.OpDecorate == 71 and g.Op(71).name == "OpDecorate"
    assert g.ENUM_PARAMETERS["Decoration"][g.Decoration.Binding] == (("LiteralInteger", ""),)
    assert g.ENUM_PARAMETERS["ExecutionMode"][g.ExecutionMode.LocalSize] == (("LiteralInteger", ""),) * 3
    assert "Block" not in {g.SPELLING["Decoration"].get(v) for v in g.ENUM_PARAMETERS["Decoration"]}
    assert g.Dim.Dim2D == 1 and g.SPELLING["Dim"][1] == "2D"
    assert g.ImageOperands.None_ == 0 and issubclass(g.ImageOperands, int)
    assert g.OPERANDS[g.Op.OpEntryPoint][-1] == ("IdRef", "*")
    assert g.GLSL_STD_450[31] == "Sqrt"
