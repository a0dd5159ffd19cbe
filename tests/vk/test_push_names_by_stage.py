"""Push constants by name where two stages' blocks share a name: the stage prefix
(``"vertex:time"``) names each, and the error for an ambiguous name offers a form that works.

Vulkan gives each stage's push-constant block its own offsets (the spec's "Push Constant
Interface": a stage's members are where its Offset decorations put them), so one member
name may be at two offsets; only a name that picks the stage says which bytes are meant."""
from __future__ import annotations

import re
import struct

import pytest

from layoutgen import merge
from layoutgen.errors import LayoutError, NotFoundError

VERT = """#version 450
layout(push_constant) uniform PC { float time; vec4 tint; } pc;
void main() { gl_Position = vec4(pc.time) + pc.tint; }
"""
FRAG = """#version 450
layout(push_constant) uniform PC { layout(offset = 32) float time; } pc;
layout(location = 0) out vec4 color;
void main() { color = vec4(pc.time); }
"""


@pytest.fixture
def push(glsl):
    from layoutgen.vk import PushConstants

    stages = [glsl("p.vert", VERT), glsl("p.frag", FRAG)]
    return PushConstants(merge(stages), stages)


def test_a_shared_block_name_is_told_apart_by_stage(push) -> None:
    for ambiguous in ("time", "pc.time", "PC.time"):
        with pytest.raises(LayoutError, match="names 2 push-constant members laid out differently") as info:
            push[ambiguous] = 1.0
        hints = re.findall(r"'([^']+)'", str(info.value).rsplit("name each as", 1)[1])
        assert len(hints) == 2, str(info.value)
        for k, hint in enumerate(hints):  # each form the message offers names one member
            push[hint] = 10.0 + k
    assert struct.unpack_from("<f", push.data, 0)[0] == 10.0 and struct.unpack_from("<f", push.data, 32)[0] == 11.0
    push["vertex:time"] = 1.0
    push["fragment:pc.time"] = 2.0
    push["FRAG:PC.time"] = 2.5
    push["p.vert.vulkan1.0.spv:time"] = 3.0
    push["vert:tint"] = (1, 2, 3, 4)
    push["tint"] = (1, 2, 3, 4)  # one stage has it: no prefix needed
    assert struct.unpack_from("<f", push.data, 0)[0] == 3.0 and struct.unpack_from("<f", push.data, 32)[0] == 2.5


def test_a_stage_prefix_that_names_no_stage_lists_those_there_are(push) -> None:
    with pytest.raises(NotFoundError, match=r"no stage 'compute'.*the stages there are: .*fragment.*vertex"):
        push["compute:time"] = 1.0
    with pytest.raises(NotFoundError, match="no push-constant member 'fragment:tint'"):
        push["fragment:tint"] = (1, 2, 3, 4)


ROW_VERT = """#version 450
layout(push_constant) uniform PV { layout(row_major) mat4 m; float arr[2]; } pv;
void main() { gl_Position = pv.m[0] * pv.arr[1]; }
"""
COL_FRAG = """#version 450
layout(push_constant) uniform PF { mat4 m; float arr[4]; } pf;
layout(location = 0) out vec4 color;
void main() { color = pf.m[1] * pf.arr[3]; }
"""


def test_a_matrix_row_major_in_one_stage_only_is_two_members(glsl) -> None:
    """Two stages' ``m`` at one offset, row-major in one: the same numbers land in other bytes
    for each, so ``m`` alone is ambiguous (written for one stage, the other would read its
    transpose); an index past one stage's array reaches the other stage's where it has it."""
    from layoutgen.vk import PushConstants

    stages = [glsl("r.vert", ROW_VERT), glsl("c.frag", COL_FRAG)]
    push = PushConstants(merge(stages), stages)
    with pytest.raises(LayoutError, match="'m' names 2 push-constant members laid out differently"):
        push["m"] = [[float(4 * c + r) for r in range(4)] for c in range(4)]
    push["arr[3]"] = 5.0  # the fragment stage's float[4]; the vertex stage's float[2] has no [3]
    assert push["frag:arr[3]"] == 5.0
    with pytest.raises(LayoutError, match=r"index 4 is past float\[2\]|index 4 is past float\[4\]"):
        push["arr[4]"] = 1.0
