"""bindless_max where one stage reads a fixed-size array at the binding and another an
unbounded one.

The layout's descriptor count must hold what every stage reads there: a fixed array of 8
needs 8 (VUID-VkGraphicsPipelineCreateInfo-layout-00756 on the layer 1.3.239,
...-layout-07991 on newer ones: "expects at least N descriptors"). A bound below that is
refused rather than raised to 8: bindless_max is the count the user sizes pools and
variable-count allocations by, so quietly taking a larger one would change what they asked for;
the error says the bound that serves both."""
from __future__ import annotations

import pytest

from layoutgen import check, merge, share
from layoutgen.errors import BindlessBoundError

VERT = """#version 450
layout(set = 0, binding = 0) uniform sampler2D textures[8];
void main() { gl_Position = texelFetch(textures[7], ivec2(0), 0); }
"""
FRAG = """#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(set = 0, binding = 0) uniform sampler2D textures[];
layout(location = 0) flat in int index;
layout(location = 0) out vec4 color;
void main() { color = texelFetch(textures[nonuniformEXT(index)], ivec2(0), 0); }
"""
VERT_OUT = VERT.replace("void main() {", "layout(location = 0) flat out int index;\nvoid main() { index = 1;")


@pytest.fixture
def stages(glsl):
    return [glsl("fixed.vert", VERT_OUT), glsl("unbounded.frag", FRAG)]


@pytest.mark.parametrize("bound", [4, {"textures": 4}, {"0.0": 7}])
def test_a_bound_below_a_fixed_array_is_refused(stages, bound) -> None:
    for order in (stages, stages[::-1]):
        with pytest.raises(BindlessBoundError, match=r"set 0 binding 0 \(textures\): bindless_max gives it [47] "
                                                     r"descriptor\(s\), but .*fixed.vert.*'textures' as an array of 8.*"
                                                     r"at least 8"):
            merge(order, bindless_max=bound)


def test_a_bound_below_a_fixed_array_is_refused_in_share_too(glsl, stages) -> None:
    """share() unites the binding across pipelines: the fixed array of one pipeline counts."""
    with pytest.raises(BindlessBoundError, match="at least 8"):
        share({"fixed": [stages[0], glsl("plain.frag", "#version 450\nlayout(location = 0) flat in int index;\n"
                                                       "layout(location = 0) out vec4 c;\nvoid main() { c = vec4(index); }\n")],
               "bindless": [glsl("v.vert", "#version 450\nlayout(location = 0) flat out int index;\n"
                                           "void main() { index = 0; gl_Position = vec4(0); }\n"), stages[1]]},
              bindless_max=4)


def test_a_bound_that_holds_the_fixed_array_is_the_count(stages) -> None:
    desc = merge(stages, bindless_max=8)
    assert desc.set_layouts[0].bindings[0].descriptor_count == 8
    assert not check(desc, stages).has_errors
    assert merge(stages, bindless_max=100).set_layouts[0].bindings[0].descriptor_count == 100


def test_the_layer_and_check_agree_on_the_count(stages, vulkan_device: bool) -> None:
    """What check() and merge() say for counts 4 and 8, compared with the layer's verdict."""
    from dataclasses import replace

    from support.vkutil import build_pipeline, stage_features

    from layoutgen import ValidationError
    from layoutgen.layout.stages import resolve_all
    from layoutgen.vk import DeviceContext, LayoutCache, pipeline

    resolved = resolve_all(stages)
    good = merge(resolved, bindless_max=8)
    s0 = good.set_layouts[0]
    short = replace(good, set_layouts=(replace(s0, bindings=(replace(s0.bindings[0], descriptor_count=4),)),))
    assert [f.kind for f in check(short, resolved).errors] == ["count-too-small"]
    with DeviceContext(features=stage_features(resolved, good)) as ctx, LayoutCache(ctx) as cache:
        pipeline.destroy(ctx, "Pipeline", build_pipeline(ctx, cache, resolved, good))
        assert not ctx.take_problems()
        with pytest.raises(ValidationError) as info:
            build_pipeline(ctx, cache, resolved, short)
    # 1.3.239: "expects at least 8 descriptors" (layout-00756); 1.4.309: "requires at least 8" (layout-07991)
    assert any("at least 8" in str(m) for m in info.value.messages), "\n".join(map(str, info.value.messages))
