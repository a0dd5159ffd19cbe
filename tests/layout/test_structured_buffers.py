"""An HLSL StructuredBuffer<T>'s block (glslang: one runtime-array member named ``@data``):
its element's dtype, and member paths that skip ``@data``, in the block and in host data;
GLSL blocks keep their names."""
from __future__ import annotations

import pytest

from layoutgen import NotFoundError, find_block
from layoutgen.reflect.types import STRUCTURED_DATA

np = pytest.importorskip("numpy")
from layoutgen.layout.hostdata import BlockData  # noqa: E402 - numpy first


@pytest.fixture(params=["vulkan1.0", "vulkan1.1"])
def particles(request: pytest.FixtureRequest, corpus_by_id: dict):
    spv = corpus_by_id[f"structured.comp.hlsl@{request.param}"].spv
    return find_block([spv], "particlesOut")


def test_the_block_is_structured_and_its_element_dtype_is_the_elements(particles) -> None:
    assert particles.structured and particles.element is not None and particles.element.name == STRUCTURED_DATA
    dt = particles.element_dtype()
    assert dt.names == ("position", "life", "velocity", "flags") and dt.itemsize == 32
    assert dt.fields["velocity"][1] == 16
    assert particles.numpy_dtype(4).names == (STRUCTURED_DATA,)  # the block's own layout, field for field


def test_member_paths_skip_data(particles) -> None:
    assert particles.path("[3].life") == "@data[3].life" and particles.path("life") == "@data.life"
    assert particles.path("@data[3].life") == "@data[3].life" and particles.path("nothing") == "nothing"
    assert particles.member("velocity").offset == 16
    assert particles.member("[2].velocity") is particles.member("@data.velocity")
    with pytest.raises(NotFoundError):
        particles.member("nothing")


def test_block_data_sets_elements_by_index(particles) -> None:
    data = BlockData(particles, runtime_length=4)
    data["[3].position"] = (1, 2, 3)
    data["[2].life"] = 5
    data.update({"[1].flags": 7})
    data["@data[0].life"] = 0.5
    assert data["[3].position"].tolist() == [1, 2, 3] and data["@data[2].life"] == 5
    assert data.names() == ["[i]", "[i].position", "[i].life", "[i].velocity", "[i].flags"]
    expected = np.zeros(4, particles.element_dtype())
    expected[3]["position"], expected[2]["life"], expected[1]["flags"], expected[0]["life"] = (1, 2, 3), 5, 7, 0.5
    assert data.tobytes() == expected.tobytes()
    with pytest.raises(NotFoundError, match=r"\[i\]\.position"):
        data["[0].nothing"] = 1


def test_glsl_blocks_keep_their_names(glsl) -> None:
    spv = glsl("g.comp", """#version 450
layout(local_size_x = 1) in;
struct P { vec4 pos; float life; };
layout(set = 0, binding = 0) buffer B { uint count; P items[]; } b;
layout(set = 0, binding = 1) uniform U { vec4 data; } u;
void main() { b.items[b.count].pos = u.data; }
""")
    block = find_block([spv], "b")
    assert not block.structured and block.element is not None and block.element.name == "items"
    assert block.element_dtype().names == ("pos", "life") and block.element_dtype().itemsize == 32
    assert block.path("[1].pos") == "[1].pos" and block.member("items.pos").offset == 0
    data = BlockData(block, runtime_length=2)
    data["items[1].life"] = 2.0
    assert data.names()[:2] == ["count", "items"]
    with pytest.raises(NotFoundError, match="runtime-sized array"):
        find_block([spv], "u").element_dtype()
