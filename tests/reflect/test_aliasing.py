"""Several variables at one binding: sampler/image aliasing becomes one combined image
sampler; used variables no single descriptor serves are a conflict naming both."""
from __future__ import annotations

import pytest

from layoutgen import LayoutConflictError, check, merge, reflect
from layoutgen.reflect import DescriptorType as DT
from layoutgen.reflect import ShaderStage as S

HLSL_SAMPLE = """
Texture2D t : register(t0);
SamplerState s : register(s0);
float4 main(float2 uv : TEXCOORD0) : SV_Target { return t.Sample(s, uv); }
"""
GLSL_SEPARATE = """#version 450
layout(set = 0, binding = 0) uniform texture2D tex;
layout(set = 0, binding = 0) uniform sampler samp;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
void main() { color = texture(sampler2D(tex, samp), uv); }
"""
VERT_TEXTURE = """#version 450
layout(set = 0, binding = 1) uniform texture2D heights;
layout(set = 0, binding = 2) uniform sampler nearest;
layout(location = 0) out vec2 uv;
void main() { uv = vec2(0.5); gl_Position = texture(sampler2D(heights, nearest), uv); }
"""
FRAG_COMBINED = """#version 450
layout(set = 0, binding = 1) uniform sampler2D heights;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
void main() { color = texture(heights, uv); }
"""


def _frag(glsl, hlsl: bool = False):
    return glsl("s.frag.hlsl" if hlsl else "s.frag", HLSL_SAMPLE if hlsl else GLSL_SEPARATE)


@pytest.mark.parametrize("hlsl", [False, True], ids=["glsl", "hlsl"])
def test_sampler_and_image_at_one_binding_are_one_combined_image_sampler(hlsl: bool, glsl) -> None:
    path = _frag(glsl, hlsl)
    ep = reflect(path).entry_point("main")
    kinds = sorted(b.descriptor_type.name for b in ep.descriptor_bindings if (b.set, b.binding) == (0, 0))
    assert kinds == ["SAMPLED_IMAGE", "SAMPLER"]  # reflection shows every alias
    desc = merge([path])
    (b,) = desc.set_layouts[0].bindings
    assert (b.binding, b.descriptor_type, b.descriptor_count) == (0, DT.COMBINED_IMAGE_SAMPLER, 1)
    assert set(b.names) >= ({"t", "s"} if hlsl else {"tex", "samp"})
    assert not [f for f in check(desc, [path]) if f.severity == "error"]


def test_an_image_in_one_stage_and_a_combined_sampler_in_another_share_a_binding(glsl) -> None:
    vert, frag = glsl("h.vert", VERT_TEXTURE), glsl("h.frag", FRAG_COMBINED)
    desc = merge([vert, frag])
    heights = desc.set_layouts[0].binding(1)
    assert (heights.descriptor_type, heights.stage_flags) == (DT.COMBINED_IMAGE_SAMPLER, S.VERTEX | S.FRAGMENT)
    assert desc.set_layouts[0].binding(2).descriptor_type == DT.SAMPLER  # alone at its binding: a sampler
    assert not [f for f in check(desc, [vert, frag]) if f.severity == "error"]


def test_used_variables_no_descriptor_serves_conflict_naming_both(glsl) -> None:
    vert = glsl("c.vert", """#version 450
layout(set = 0, binding = 0) uniform U { vec4 v; } u;
void main() { gl_Position = u.v; }
""")
    frag = glsl("c.frag", """#version 450
layout(set = 0, binding = 0, rgba8) uniform readonly image2D img;
layout(location = 0) out vec4 color;
void main() { color = imageLoad(img, ivec2(0)); }
""")
    with pytest.raises(LayoutConflictError) as info:
        merge([vert, frag])
    text = str(info.value)
    assert "set 0 binding 0" in text and "'u' as UNIFORM_BUFFER" in text and "'img' as STORAGE_IMAGE" in text
    assert "Vertex" in text and "Fragment" in text and "no one descriptor serves both" in text


def test_an_alias_no_stage_uses_takes_no_part(glsl) -> None:
    """SPIR-V 1.4+ interface lists name every global, used or not: an unused alias of another
    kind neither conflicts nor changes the descriptor type."""
    path = glsl("u.comp", """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer B { uint v[]; } b;
layout(set = 0, binding = 0, r32ui) uniform uimage2D never;
void main() { b.v[0] = 1u; }
""", target="vulkan1.3")
    ep = reflect(path).entry_point("main")
    assert {(b.name, b.accessed) for b in ep.descriptor_bindings} == {("b", True), ("never", False)}
    (b,) = merge([path]).set_layouts[0].bindings
    assert b.descriptor_type == DT.STORAGE_BUFFER


def test_the_same_alias_used_is_a_conflict(glsl) -> None:
    path = glsl("u2.comp", """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer B { uint v[]; } b;
layout(set = 0, binding = 0, r32ui) uniform uimage2D never;
void main() { b.v[0] = imageLoad(never, ivec2(0)).x; }
""", target="vulkan1.3")
    with pytest.raises(LayoutConflictError, match="'b' as STORAGE_BUFFER.*'never' as STORAGE_IMAGE"):
        merge([path])


@pytest.mark.parametrize("vert_type,frag_type,difference", [
    ("isampler2D", "samplerCube", "dimension"),
    ("isampler2D", "sampler2D", "sampled type"),
    ("sampler2D", "sampler2DArray", "arrayed-ness"),
    ("sampler2DMS", "sampler2D", "multisampling"),
])
def test_image_types_no_view_serves_are_a_conflict(vert_type: str, frag_type: str, difference: str, glsl) -> None:
    def use(t: str) -> str:
        return "texelFetch(tex, ivec2(0), 0)" if "MS" in t else (
            "texture(tex, vec3(0.0))" if "Cube" in t or "Array" in t else "texture(tex, vec2(0.0))")

    vert = glsl("i.vert", f"""#version 450
layout(set = 0, binding = 0) uniform {vert_type} tex;
void main() {{ gl_Position = vec4({use(vert_type)}); }}
""")
    frag = glsl("i.frag", f"""#version 450
layout(set = 0, binding = 0) uniform {frag_type} tex;
layout(location = 0) out vec4 color;
void main() {{ color = vec4({use(frag_type)}); }}
""")
    with pytest.raises(LayoutConflictError, match=f"differ in {difference}") as info:
        merge([vert, frag])
    assert vert_type.replace("sampler", "") in str(info.value) or "Vertex" in str(info.value)


def test_storage_images_of_different_formats_conflict(glsl) -> None:
    vert = glsl("f.vert", """#version 450
layout(set = 0, binding = 0, rgba8) uniform readonly image2D img;
void main() { gl_Position = imageLoad(img, ivec2(0)); }
""")
    frag = glsl("f.frag", """#version 450
layout(set = 0, binding = 0, r32f) uniform readonly image2D img;
layout(location = 0) out vec4 color;
void main() { color = imageLoad(img, ivec2(0)); }
""")
    with pytest.raises(LayoutConflictError, match="storage-image format"):
        merge([vert, frag])


PASS_VERT = """#version 450
layout(location = 0) out vec2 uv;
void main() { uv = vec2(0.0); gl_Position = vec4(0.0); }
"""


@pytest.mark.parametrize("case", ["glsl", "hlsl", "across stages"])
def test_combined_alias_layouts_create_pipelines_cleanly(case: str, glsl, vulkan_device: bool) -> None:
    from support.vkutil import build_pipeline, stage_features

    from layoutgen.layout.stages import resolve_all
    from layoutgen.vk import DeviceContext, LayoutCache, pipeline

    if case == "across stages":
        paths = [glsl("h.vert", VERT_TEXTURE), glsl("h.frag", FRAG_COMBINED)]
    else:
        paths = [glsl("p.vert", PASS_VERT), _frag(glsl, case == "hlsl")]
    stages = resolve_all(paths)
    desc = merge(stages)
    assert DT.COMBINED_IMAGE_SAMPLER in {b.descriptor_type for s in desc.set_layouts for b in s.bindings}
    with DeviceContext(features=stage_features(stages, desc)) as ctx, LayoutCache(ctx) as cache:
        pipeline.destroy(ctx, "Pipeline", build_pipeline(ctx, cache, stages, desc))
        problems = ctx.take_problems()
    assert not problems, "\n".join(map(str, problems))


def test_blocks_laid_out_differently_across_stages(glsl) -> None:
    vert = glsl("b.vert", """#version 450
layout(set = 0, binding = 0) uniform U { mat4 mvp; vec4 tint; } u;
void main() { gl_Position = u.mvp * u.tint; }
""")
    frag = glsl("b.frag", """#version 450
layout(set = 0, binding = 0) uniform U { vec4 tint; float fog; } u;
layout(location = 0) out vec4 color;
void main() { color = u.tint * u.fog; }
""")
    with pytest.raises(LayoutConflictError, match="'mvp' and 'tint' at byte 0 are mat4 and vec4, laid out "
                                                   "differently") as info:
        merge([vert, frag])
    assert "block_mismatch=\"accept\"" in str(info.value)
    desc = merge([vert, frag], block_mismatch="accept")
    assert desc.set_layouts[0].binding(0).descriptor_type == DT.UNIFORM_BUFFER
    warnings = [f for f in check(desc, [vert, frag]) if f.kind == "block-layout-mismatch"]
    assert len(warnings) == 1 and warnings[0].severity == "warning"
    same = glsl("c.frag", """#version 450
layout(set = 0, binding = 0) uniform Other { mat4 m; } u;
layout(location = 0) out vec4 color;
void main() { color = u.m[0]; }
""")
    assert not [f for f in check(merge([vert, same]), [vert, same]) if f.kind == "block-layout-mismatch"]
    longer = glsl("d.frag", """#version 450
struct Light { vec4 color; vec4 position; };
layout(set = 0, binding = 0) uniform U { mat4 mvp; vec4 tint; Light lights[2]; } u;
layout(location = 0) out vec4 color;
void main() { color = u.tint + u.lights[1].color; }
""")
    assert merge([vert, longer])  # one stage reads more of the block: the common bytes agree
