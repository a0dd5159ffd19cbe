"""Policy choices and pipeline options are enums that still take the strings users pass:
``merge(prune="accessed")``, ``graphics_pipeline(topology="lines")``."""
from __future__ import annotations

import pytest

from layoutgen import LayoutError, merge
from layoutgen.layout import BlockMismatch, Policy, Prune, PushConstantRanges

VERT = """#version 450
layout(push_constant) uniform P { vec2 offset; float size; } p;
layout(set = 0, binding = 0) uniform U { vec4 unused; } u;
layout(set = 0, binding = 1) uniform V { vec4 used; } v;
void main() { gl_Position = vec4(p.offset, 0.0, p.size) + v.used; }
"""
FRAG = """#version 450
layout(push_constant) uniform P { layout(offset = 16) vec4 color; } p;
layout(location = 0) out vec4 color;
void main() { color = p.color; }
"""


def test_policy_make_turns_strings_into_members_once() -> None:
    policy = Policy.make(prune="accessed", push_constants="merged", block_mismatch="accept")
    assert policy.prune is Prune.ACCESSED and policy.push_constants is PushConstantRanges.MERGED
    assert policy.block_mismatch is BlockMismatch.ACCEPT
    assert Policy.make(prune=Prune.NONE).prune is Prune.NONE
    default = Policy.make()
    assert (default.prune, default.push_constants, default.block_mismatch) == ("interface", "per-stage", "error")


@pytest.mark.parametrize("key,value", [("prune", "some"), ("push_constants", "joined"), ("prune", 3),
                                       ("block_mismatch", None)])
def test_an_unknown_choice_is_a_layout_error_listing_the_choices(key, value) -> None:
    with pytest.raises(LayoutError, match=rf"{key} must be one of \(.*\), not {value!r}"):
        Policy.make(**{key: value})


def test_merge_takes_strings_or_members_alike(glsl) -> None:
    paths = [glsl("p.vert", VERT), glsl("p.frag", FRAG)]
    for prune, push in (("accessed", "merged"), (Prune.ACCESSED, PushConstantRanges.MERGED)):
        desc = merge(paths, prune=prune, push_constants=push)
        assert [b.binding for b in desc.set_layouts[0].bindings] == [1]
        assert len(desc.push_constant_ranges) == 1
    assert [b.binding for b in merge(paths, prune="none").set_layouts[0].bindings] == [0, 1]
    assert len(merge(paths).push_constant_ranges) == 2


def test_topology_names() -> None:
    vkp = pytest.importorskip("layoutgen.vk.pipeline")
    T = vkp.PrimitiveTopology
    for name, member in [("lines", T.LINE_LIST), ("points", T.POINT_LIST), ("triangles", T.TRIANGLE_LIST),
                         ("triangle_list", T.TRIANGLE_LIST), ("TRIANGLE_STRIP", T.TRIANGLE_STRIP),
                         ("line_list_with_adjacency", T.LINE_LIST_WITH_ADJACENCY), ("patches", T.PATCH_LIST),
                         ("VK_PRIMITIVE_TOPOLOGY_LINE_LIST", T.LINE_LIST), (T.TRIANGLE_FAN, T.TRIANGLE_FAN)]:
        assert vkp.topology_of(name) is member
    assert int(T.LINE_LIST) == 1 and T.LINE_LIST.vk_name == "VK_PRIMITIVE_TOPOLOGY_LINE_LIST"
    with pytest.raises(LayoutError, match="names no primitive topology: .*lines.*line_list"):
        vkp.topology_of("squiggles")


def test_bind_points_are_vulkan_numbers() -> None:
    vkp = pytest.importorskip("layoutgen.vk.pipeline")
    from layoutgen.reflect.vkenums import ShaderStage
    from layoutgen.vk.shaders import bind_point_of

    B = vkp.PipelineBindPoint
    assert (B.GRAPHICS, B.COMPUTE) == (0, 1) and B.RAY_TRACING_KHR.vk_name == "VK_PIPELINE_BIND_POINT_RAY_TRACING_KHR"
    assert bind_point_of(ShaderStage.COMPUTE) is B.COMPUTE
    assert bind_point_of(ShaderStage.VERTEX | ShaderStage.FRAGMENT) is B.GRAPHICS


def test_a_line_list_pipeline_is_made_from_its_short_name(glsl, vulkan_device: bool) -> None:
    import vulkan as vk
    from support.denv import env

    from layoutgen.vk import PipelineBindPoint, graphics_pipeline, render_pass

    paths = [glsl("l.vert", VERT), glsl("l.frag", FRAG)]
    with env(paths) as e:
        rp = render_pass(e.ctx, [vk.VK_FORMAT_R8G8B8A8_UNORM])
        try:
            for topology in ("lines", "triangle_strip", "VK_PRIMITIVE_TOPOLOGY_POINT_LIST"):
                with graphics_pipeline(e.ctx, e.layout, paths, rp, topology=topology) as pipe:
                    assert pipe.bind_point is PipelineBindPoint.GRAPHICS and pipe.bind_point == 0
            with pytest.raises(LayoutError, match="names no primitive topology"):
                graphics_pipeline(e.ctx, e.layout, paths, rp, topology="squiggles")
        finally:
            vk.vkDestroyRenderPass(e.ctx.device, rp, None)
        assert not e.ctx.take_problems()
