"""vertex_input() matches a vertex buffer's fields to HLSL inputs by semantic too (in any
case), beside the variable's name; a field by name and another by semantic is an error."""
from __future__ import annotations

from pathlib import Path

import pytest
from conftest import need_tool
from support.hlsl import compile_with

from layoutgen import LayoutError, reflect, vertex_input
from layoutgen.reflect import Format

np = pytest.importorskip("numpy")
ROOT = Path(__file__).resolve().parents[2]
BASIC_VERT = (ROOT / "tests" / "shaders" / "hlsl" / "basic.vert.hlsl").read_text()


@pytest.fixture
def vert(tmp_path: Path):
    return reflect(compile_with(need_tool("glslc"), tmp_path, "b.vert.hlsl", BASIC_VERT, "-fhlsl-functionality1"))


def test_fields_named_as_semantics_in_any_case(vert) -> None:
    dt = np.dtype([("uv", "<f4", 2), ("Position", "<f4", 3), ("NORMAL", "<f4", 3), ("texcoord0", "<f4", 2)])
    desc = vertex_input(vert, dt)
    assert [(a.location, a.format, a.offset, a.name) for a in desc.attributes] == [
        (0, Format.R32G32B32_SFLOAT, 8, "input.position"), (1, Format.R32G32B32_SFLOAT, 20, "input.normal"),
        (2, Format.R32G32_SFLOAT, 32, "input.uv")]


def test_names_map_a_semantic_and_normalized_takes_one(vert) -> None:
    dt = np.dtype([("p", "<f4", 3), ("NORMAL", "i1", 3), ("TEXCOORD0", "<f4", 2)])
    desc = vertex_input(vert, dt, names={"POSITION": "p"}, normalized=["normal"])
    assert desc.attributes[0].offset == 0 and desc.attributes[1].format == Format.R8G8B8_SNORM


def test_a_field_by_name_and_one_by_semantic_is_an_error_naming_both(vert) -> None:
    dt = np.dtype([("input.position", "<f4", 3), ("POSITION", "<f4", 3), ("normal", "<f4", 3), ("TexCoord0", "<f4", 2)])
    with pytest.raises(LayoutError, match=r"'input.position'.*field 'input.position' \(by name\) and by field "
                                          r"'POSITION' \(by semantic\)"):
        vertex_input(vert, dt)
    two = np.dtype([("position", "<f4", 3), ("POSITION", "<f4", 3), ("normal", "<f4", 3), ("TexCoord0", "<f4", 2)])
    with pytest.raises(LayoutError, match="field 'position' .* and by field 'POSITION'"):
        vertex_input(vert, two)
    assert vertex_input(vert, dt, names={"input.position": "POSITION"}).attributes[0].offset == 12


def test_a_missing_field_names_the_semantic(vert) -> None:
    dt = np.dtype([("normal", "<f4", 3), ("TexCoord0", "<f4", 2)])
    with pytest.raises(LayoutError, match="no field 'input.position' .*its semantic 'POSITION'"):
        vertex_input(vert, dt)
