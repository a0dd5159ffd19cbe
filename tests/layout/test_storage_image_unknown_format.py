"""A storage image declared with a format (rgba8) in one stage or pipeline and with none
(Unknown) in another: one image view of that format serves both.

The Vulkan spec ("Image Format" under storage images): an OpTypeImage whose Image Format is
Unknown takes the view's format, given shaderStorageImageReadWithoutFormat /
shaderStorageImageWriteWithoutFormat (derived from the module's StorageImage*WithoutFormat
capabilities); the layer creates such a pipeline with no message. Two declared formats that
differ still conflict, whichever stage declares Unknown and in whatever order."""
from __future__ import annotations

import itertools

import pytest

from layoutgen import merge, share
from layoutgen.errors import LayoutConflictError
from layoutgen.reflect import DescriptorType as DT

VERT = """#version 450
layout(set = 0, binding = 0, rgba8) readonly uniform image2D img;
layout(location = 0) out vec4 v;
void main() { v = imageLoad(img, ivec2(0)); gl_Position = vec4(0.0, 0.0, 0.0, 1.0); }
"""
FRAG = """#version 450
layout(set = 0, binding = 0) writeonly uniform image2D img;
layout(location = 0) in vec4 v;
layout(location = 0) out vec4 color;
void main() { imageStore(img, ivec2(gl_FragCoord.xy), v); color = v; }
"""
COMP = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0{fmt}) writeonly uniform image2D img;
void main() {{ imageStore(img, ivec2(0), vec4(1.0)); }}
"""


@pytest.fixture
def stages(glsl):
    return [glsl("rgba8.vert", VERT), glsl("unknown.frag", FRAG)]


def test_a_declared_format_and_unknown_share_a_binding(stages) -> None:
    for order in (stages, stages[::-1]):
        [binding] = merge(order).set_layouts[0].bindings
        assert binding.descriptor_type == DT.STORAGE_IMAGE


def test_across_pipelines_too(glsl) -> None:
    declared, unknown = glsl("a.comp", COMP.format(fmt=", rgba8")), glsl("b.comp", COMP.format(fmt=""))
    descs = share({"declared": [declared], "unknown": [unknown]})
    assert descs["declared"] == descs["unknown"]


def test_two_declared_formats_still_conflict_whatever_the_order(glsl) -> None:
    mods = [glsl("a.comp", COMP.format(fmt=", rgba8")), glsl("b.comp", COMP.format(fmt="")),
            glsl("c.comp", COMP.format(fmt=", r32f"))]
    for order in itertools.permutations(mods):
        with pytest.raises(LayoutConflictError, match="storage-image format"):
            share({f"p{i}": [m] for i, m in enumerate(order)})


def test_the_layer_accepts_one_view_for_both(stages, vulkan_device: bool) -> None:
    from support.vkutil import build_pipeline, stage_features

    from layoutgen.layout.stages import resolve_all
    from layoutgen.vk import DeviceContext, LayoutCache, pipeline

    resolved = resolve_all(stages)
    desc = merge(resolved)
    features = stage_features(resolved, desc)
    # what Unknown needs is derived from the module's capability (the feature, or Vulkan 1.3)
    assert any("StorageImageWriteWithoutFormat" in n.what for n in features.needs)
    with DeviceContext(features=features) as ctx, LayoutCache(ctx) as cache:
        pipeline.destroy(ctx, "Pipeline", build_pipeline(ctx, cache, resolved, desc))
        problems = ctx.take_problems()
    assert not problems, "\n".join(map(str, problems))
