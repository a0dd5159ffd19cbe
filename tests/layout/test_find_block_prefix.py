"""find_block() where stages read one uniform block at different lengths.

merge() takes a binding where one stage's block is the start of another's (the spec's
"Offset and Stride Assignment": each stage reads the bytes its own members cover; the layer
checks only that the buffer range holds the stage's block), and makes its block_size the
larger. find_block(), and so BlockData, follow it: the larger block serves both when the
smaller is its prefix (same members, names, offsets and types up to the smaller's end).
Blocks that differ otherwise stay an error, which says how to name one stage's block."""
from __future__ import annotations

import pytest

from layoutgen import find_block, merge
from layoutgen.errors import LayoutError, NotFoundError
from layoutgen.layout.hostdata import BlockData

VERT = """#version 450
layout(set = 0, binding = 0) uniform Frame { mat4 mvp; vec4 tint; } frame;
layout(location = 0) out vec4 v;
void main() { v = frame.tint; gl_Position = frame.mvp * vec4(1.0); }
"""
FRAG = """#version 450
layout(set = 0, binding = 0) uniform Frame { mat4 mvp; vec4 tint; vec4 light; } frame;
layout(location = 0) in vec4 v;
layout(location = 0) out vec4 color;
void main() { color = v * frame.light * frame.mvp[0].x; }
"""
FRAG_OTHER = """#version 450
layout(set = 0, binding = 0) uniform Frame { mat4 world; vec4 tint; vec4 light; } frame;
layout(location = 0) in vec4 v;
layout(location = 0) out vec4 color;
void main() { color = v * frame.light * frame.world[0].x; }
"""


def test_the_larger_block_serves_a_stage_reading_its_start(glsl) -> None:
    stages = [glsl("a.vert", VERT), glsl("a.frag", FRAG)]
    assert merge(stages).set_layouts[0].bindings[0].block_size == 96
    for order in (stages, stages[::-1]):
        for name in ("frame", "Frame", "0.0"):
            block = find_block(order, name)
            assert block.size == 96 and [m.name for m in block.members] == ["mvp", "tint", "light"]
    data = BlockData(find_block(stages, "frame"))
    data["light"] = (1, 2, 3, 4)
    data["tint"] = (5, 6, 7, 8)
    assert len(data.tobytes()) == 96
    assert find_block(stages, "vertex:frame").size == 80  # one stage's own block, by its stage


def test_blocks_that_differ_before_the_end_stay_an_error_that_says_how_to_name_each(glsl) -> None:
    stages = [glsl("a.vert", VERT), glsl("b.frag", FRAG_OTHER)]
    merge(stages)  # merge() looks at layouts only: the same types at the same offsets
    with pytest.raises(LayoutError, match=r"'frame' names 2 different blocks.*name one stage's: 'vertex:frame' or "
                                          r"'fragment:frame'"):
        find_block(stages, "frame")
    assert [m.name for m in find_block(stages, "frag:frame").members] == ["world", "tint", "light"]
    assert [m.name for m in find_block(stages, "vert:frame").members] == ["mvp", "tint"]
    with pytest.raises(NotFoundError, match="no stage 'compute'.*the stages there are: .*fragment.*vertex"):
        find_block(stages, "compute:frame")
