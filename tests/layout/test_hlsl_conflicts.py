"""A plain glslc HLSL build puts b0, t0, s0 and u0 at set 0 binding 0: the conflict lists
every clash, each naming both sides, and hints at glslc's flags and [[vk::binding]]."""
from __future__ import annotations

from pathlib import Path

import pytest
from conftest import need_tool
from support.hlsl import compile_with

from layoutgen import LayoutConflictError, merge
from layoutgen.reflect import DescriptorType as DT

CLASH = """cbuffer Params : register(b0) { float4 tint; };
Texture2D tex : register(t0);
SamplerState samp : register(s0);
RWStructuredBuffer<float4> outBuf : register(u0);
float4 main(float2 uv : TEXCOORD0) : SV_Target0 {
  float4 c = tex.Sample(samp, uv) * tint;
  outBuf[0] = c;
  return c;
}
"""
SEPARATE = ("-fhlsl-iomap", "-fsampler-binding-base", "1", "-ftexture-binding-base", "2", "-fuav-binding-base", "3")


def test_every_clash_is_listed_with_the_hlsl_hint(tmp_path: Path) -> None:
    spv = compile_with(need_tool("glslc"), tmp_path, "c.frag.hlsl", CLASH)
    with pytest.raises(LayoutConflictError) as info:
        merge(spv)
    lines = str(info.value).splitlines()
    assert lines[0].startswith("set 0 binding 0: ") and lines[0].endswith("; no one descriptor serves both")
    pairs = [("'tex' as SAMPLED_IMAGE", "'Params' as UNIFORM_BUFFER"),
             ("'tex' as SAMPLED_IMAGE", "'outBuf' as STORAGE_BUFFER"),
             ("'Params' as UNIFORM_BUFFER", "'outBuf' as STORAGE_BUFFER")]
    clashes = [line for line in lines if "no one descriptor serves both" in line]
    assert len(clashes) == 3
    for (a, b), line in zip(pairs, clashes):
        assert a in line and b in line and line.count(str(spv)) == 2
    assert "(3 clashes)" in lines
    hint = lines[-1]
    assert hint.startswith("hint: ")
    for flag in ("-fhlsl-iomap", "-fcbuffer-binding-base", "-ftexture-binding-base", "-fsampler-binding-base",
                 "-fuav-binding-base", "[[vk::binding(N, S)]]"):
        assert flag in hint


def test_the_flags_the_hint_names_separate_the_registers(tmp_path: Path) -> None:
    spv = compile_with(need_tool("glslc"), tmp_path, "c.frag.hlsl", CLASH, *SEPARATE)
    bindings = {b.binding: b.descriptor_type for b in merge(spv).set_layouts[0].bindings}
    assert bindings == {0: DT.UNIFORM_BUFFER, 1: DT.SAMPLER, 2: DT.SAMPLED_IMAGE, 3: DT.STORAGE_BUFFER}


def test_clashes_at_several_bindings_and_no_hint_for_glsl(glsl) -> None:
    vert = glsl("a.vert", """#version 450
layout(set = 0, binding = 0) uniform U { vec4 v; } u;
layout(set = 1, binding = 2) uniform sampler2D s;
void main() { gl_Position = u.v + textureLod(s, vec2(0), 0.0); }
""")
    frag = glsl("a.frag", """#version 450
layout(set = 0, binding = 0) buffer B { vec4 v; } b;
layout(set = 1, binding = 2, rgba8) uniform readonly image2D img;
layout(location = 0) out vec4 color;
void main() { color = b.v + imageLoad(img, ivec2(0)); }
""")
    with pytest.raises(LayoutConflictError) as info:
        merge([vert, frag])
    lines = str(info.value).splitlines()
    assert lines[0].startswith("set 0 binding 0: ") and "'u' as UNIFORM_BUFFER" in lines[0] \
        and "'b' as STORAGE_BUFFER" in lines[0]
    assert lines[1].startswith("  and set 1 binding 2: ") and "'s' as COMBINED_IMAGE_SAMPLER" in lines[1] \
        and "'img' as STORAGE_IMAGE" in lines[1]
    assert lines[2] == "(2 clashes)" and len(lines) == 3


def test_one_clash_is_one_line(glsl) -> None:
    vert = glsl("o.vert", "#version 450\nlayout(set = 0, binding = 0) uniform U { vec4 v; } u;\n"
                          "void main() { gl_Position = u.v; }\n")
    frag = glsl("o.frag", "#version 450\nlayout(set = 0, binding = 0) buffer B { vec4 v; } b;\n"
                          "layout(location = 0) out vec4 c;\nvoid main() { c = b.v; }\n")
    with pytest.raises(LayoutConflictError) as info:
        merge([vert, frag])
    assert "\n" not in str(info.value)
