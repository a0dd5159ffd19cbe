"""HLSL semantics: the UserSemantic decoration glslang writes with -fhlsl-functionality1, on
each stage input and output, in the model, its JSON and its text."""
from __future__ import annotations

from pathlib import Path

import pytest
from conftest import need_tool
from support.hlsl import compile_with

from layoutgen import reflect
from layoutgen.report import module_text

ROOT = Path(__file__).resolve().parents[2]
BASIC_VERT = (ROOT / "tests" / "shaders" / "hlsl" / "basic.vert.hlsl").read_text()


@pytest.mark.parametrize("target", ["vulkan1.0", "vulkan1.3"])
def test_semantics_of_inputs_and_outputs(tmp_path: Path, target: str) -> None:
    spv = compile_with(need_tool("glslc"), tmp_path, "b.vert.hlsl", BASIC_VERT, "-fhlsl-functionality1", target=target)
    ep = reflect(spv).entry_point()
    assert [(v.name, v.semantic) for v in ep.inputs] == [
        ("input.position", "POSITION"), ("input.normal", "NORMAL"), ("input.uv", "TEXCOORD0")]
    assert [v.semantic for v in ep.outputs] == ["NORMAL", "TEXCOORD0"]
    assert [v.semantic for v in ep.builtin_outputs] == ["SV_POSITION"]
    assert ep.to_dict()["inputs"][0]["semantic"] == "POSITION"
    text = module_text(reflect(spv))
    assert any(line.split()[-2:] == ["input.position", "POSITION"] for line in text)


def test_no_semantic_without_the_extension(tmp_path: Path, glsl) -> None:
    ep = reflect(compile_with(need_tool("glslc"), tmp_path, "b.vert.hlsl", BASIC_VERT)).entry_point()
    assert all(v.semantic is None for v in ep.inputs + ep.outputs)
    assert "semantic" not in ep.to_dict()["inputs"][0]
    text = module_text(reflect(glsl("p.vert", "#version 450\nlayout(location = 0) in vec4 p;\n"
                                              "void main() { gl_Position = p; }\n")))
    header = next(line for line in text if line.split()[:1] == ["location"])
    assert header.split()[-1] == "qualifiers"
