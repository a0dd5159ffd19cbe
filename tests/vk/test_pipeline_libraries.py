"""Graphics pipeline libraries (VK_EXT_graphics_pipeline_library) from the same reflection as a
whole pipeline: four parts made on their own, linked with and without link-time optimization,
draw the image the monolithic graphics_pipeline() draws, pixel for pixel, under the validation
layer with synchronization validation; layouts with null sets and INDEPENDENT_SETS_EXT made on
the device; misuses refused before any Vulkan call."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest

import layoutgen
from layoutgen.errors import LayoutError, VulkanError
from layoutgen.layout import NullSetLayout, library_layouts, link_layout
from layoutgen.vk import (Buffer, DescriptorPool, DeviceContext, FeatureSet, Image, LayoutCache, PushConstants,
                          create_pipeline_layout, for_layout, for_modules, graphics_pipeline,
                          graphics_pipeline_library, link_pipeline, rendering)
from layoutgen.vk.binding import ffi, lib

#: The vertex stage sees sets 0 and 2 and a push constant; the fragment stage sets 1 and 2: each
#: library's layout has a null set, and set 2 is in both.
VERT = """#version 450
layout(set = 0, binding = 0) uniform Frame { vec4 scale_offset; } frame;
layout(set = 2, binding = 0) uniform Both { vec4 tint; } both;
layout(push_constant) uniform Push { vec2 shift; } push;
layout(location = 0) in vec2 position;
layout(location = 1) in vec3 color;
layout(location = 0) out vec3 v_color;
void main() {
    gl_Position = vec4(position * frame.scale_offset.xy + frame.scale_offset.zw + push.shift, 0.0, 1.0);
    v_color = color * both.tint.a;
}
"""
FRAG = """#version 450
layout(set = 1, binding = 0) uniform Material { vec4 color; } material;
layout(set = 2, binding = 0) uniform Both { vec4 tint; } both;
layout(location = 0) in vec3 v_color;
layout(location = 0) out vec4 out_color;
void main() { out_color = vec4(v_color, 1.0) * material.color * vec4(both.tint.rgb, 1.0); }
"""
SIZE = (24, 16)
FORMAT = "R8G8B8A8_UNORM"
VERTEX = np.dtype([("position", np.float32, 2), ("color", np.float32, 3)])


@pytest.fixture
def paths(glsl: Any) -> list[Any]:
    return [glsl("lib.vert", VERT), glsl("lib.frag", FRAG)]


@pytest.fixture
def ctx(paths: list[Any], vulkan_device: bool) -> Iterator[DeviceContext]:
    """A context with what the stages and the libraries' layouts need, found from them; no
    validation message may arrive."""
    stages = [layoutgen.reflect(p) for p in paths]
    desc = layoutgen.merge(stages)
    parts = library_layouts(desc, {"pre_rasterization": paths[0], "fragment": paths[1]})
    wanted = (for_layout(desc) | for_modules(stages) | for_layout(parts["pre_rasterization"])
              | FeatureSet.of(["dynamicRendering"]))
    assert "graphicsPipelineLibrary" in wanted.features
    with DeviceContext(features=wanted) as made:
        yield made
        problems = made.take_problems()
    assert not problems, "\n".join(map(str, problems))


def _vertices() -> np.ndarray:
    """A triangle with a color per corner, covering part of the target (its edges are drawn)."""
    return np.array([((-0.9, -0.7), (1.0, 0.0, 0.0)), ((0.8, -0.9), (0.0, 1.0, 0.0)), ((0.1, 0.9), (0.0, 0.0, 1.0))],
                    VERTEX)


def _render(ctx: DeviceContext, pipe: Any, paths: list[Any], buffers: dict[str, Buffer],
            bind: Callable[[Any], None]) -> np.ndarray:
    """Draw the triangle with ``pipe`` into a fresh image, its descriptors bound by ``bind(cmd)``
    and its push constant through the pipeline's layout, and read the image back."""
    target = Image(ctx, SIZE, FORMAT, usage="color")
    push = PushConstants(pipe.layout, paths)
    push["shift"] = (0.05, 0.1)

    def record(cmd: Any) -> None:
        with rendering(cmd, colors=[target], clear_color=(0.0, 0.0, 0.2, 1.0)):
            pipe.bind(cmd)
            bind(cmd)
            push.record(cmd, pipe)
            lib.vkCmdBindVertexBuffers(cmd, 0, 1, [buffers["vertices"].handle], [0])
            lib.vkCmdDraw(cmd, 3, 1, 0, 0)

    ctx.submit(record)
    pixels = target.read()
    target.close()
    return pixels


def _draw(ctx: DeviceContext, pipe: Any, pool: Any, paths: list[Any], buffers: dict[str, Buffer]) -> np.ndarray:
    """:func:`_render` with the sets allocated from ``pool`` and written."""
    sets = [pool.allocate(pipe.layout, i) for i in range(3)]
    sets[0].write(frame=buffers["frame"])
    sets[1].write(material=buffers["material"])
    sets[2].write(both=buffers["both"])

    def bind(cmd: Any) -> None:
        for s in sets:
            s.bind(cmd, pipe)

    pixels = _render(ctx, pipe, paths, buffers, bind)
    for s in sets:
        s.release()
    return pixels


def _libraries(ctx: DeviceContext, cache: LayoutCache, parts: dict[str, Any], paths: list[Any], lto: bool) -> list:
    vert, frag = paths
    return [
        graphics_pipeline_library(ctx, None, "vertex_input", [vert], vertex_input=VERTEX,
                                  link_time_optimization=lto),
        graphics_pipeline_library(ctx, cache.get(parts["pre_rasterization"]), "pre_rasterization", [vert],
                                  cull_mode="none", link_time_optimization=lto),
        graphics_pipeline_library(ctx, cache.get(parts["fragment"]), "fragment", [frag], link_time_optimization=lto),
        graphics_pipeline_library(ctx, None, "fragment_output", [frag], color_formats=[FORMAT],
                                  link_time_optimization=lto),
    ]


@pytest.mark.parametrize("lto", [False, True], ids=["linked", "link-time-optimized"])
def test_linked_libraries_draw_what_the_whole_pipeline_draws(ctx: DeviceContext, paths: list[Any], lto: bool) -> None:
    desc = layoutgen.merge(paths)
    parts = library_layouts(desc, {"pre_rasterization": [paths[0]], "fragment": [paths[1]]})
    buffers = {"frame": Buffer(ctx, np.array([0.9, 0.8, -0.05, 0.0], np.float32), usage="uniform"),
               "material": Buffer(ctx, np.array([1.0, 0.5, 1.0, 1.0], np.float32), usage="uniform"),
               "both": Buffer(ctx, np.array([1.0, 1.0, 0.5, 1.0], np.float32), usage="uniform"),
               "vertices": Buffer(ctx, _vertices(), usage="vertex")}
    with LayoutCache(ctx) as cache, DescriptorPool(ctx, desc, 2) as pool:
        with graphics_pipeline(ctx, cache.get(desc), paths, None, vertex_input=VERTEX,
                               color_formats=[FORMAT]) as whole:
            expected = _draw(ctx, whole, pool, paths, buffers)
        libraries = _libraries(ctx, cache, parts, paths, lto)
        try:
            with link_pipeline(ctx, cache.get(link_layout(parts, desc)), libraries,
                               link_time_optimization=lto) as linked:
                got = _draw(ctx, linked, pool, paths, buffers)
        finally:
            for item in libraries:
                item.close()
    drawn = (expected != (0, 0, 51, 255)).any(axis=2)
    assert 40 < drawn.sum() < SIZE[0] * SIZE[1] - 40, "the triangle covers part of the target"
    assert len({tuple(p) for p in expected[drawn]}) > 10, "its colors vary across it"
    assert np.array_equal(got, expected), np.argwhere((got != expected).any(axis=2))[:5]
    for b in buffers.values():
        b.close()


def test_libraries_for_descriptor_buffers_draw_what_the_whole_pipeline_draws(paths: list[Any],
                                                                            vulkan_device: bool) -> None:
    """Parts made with descriptor-buffer layouts (their null sets stay null), the other parts
    with ``descriptor_buffer=True``, linked with a descriptor-buffer link layout and drawn with
    one DescriptorBuffer: the image the whole pipeline draws with descriptor sets. The shader
    parts were made for descriptor sets whatever their layout, which the layer refused at the
    draw (VUID-vkCmdDraw-None-08115); parts made some for descriptor buffers and some not are
    refused before Vulkan sees them (VUID-VkPipelineLibraryCreateInfoKHR-pLibraries-08096)."""
    from layoutgen.vk import DescriptorBuffer

    vert, frag = paths
    stages = [layoutgen.reflect(p) for p in paths]
    desc = layoutgen.merge(stages)
    parts = library_layouts(desc, {"pre_rasterization": [vert], "fragment": [frag]})
    wanted = (for_layout(desc) | for_modules(stages) | for_layout(parts["pre_rasterization"])
              | FeatureSet.of(["dynamicRendering", "descriptorBuffer"]))
    usage = ["uniform", "device_address"]
    with DeviceContext(features=wanted) as ctx, LayoutCache(ctx) as cache, DescriptorPool(ctx, desc, 2) as pool:
        buffers = {"frame": Buffer(ctx, np.array([0.9, 0.8, -0.05, 0.0], np.float32), usage=usage),
                   "material": Buffer(ctx, np.array([1.0, 0.5, 1.0, 1.0], np.float32), usage=usage),
                   "both": Buffer(ctx, np.array([1.0, 1.0, 0.5, 1.0], np.float32), usage=usage),
                   "vertices": Buffer(ctx, _vertices(), usage="vertex")}
        with graphics_pipeline(ctx, cache.get(desc), paths, None, vertex_input=VERTEX, color_formats=[FORMAT]) as whole:
            expected = _draw(ctx, whole, pool, paths, buffers)
        pre = cache.get(parts["pre_rasterization"], descriptor_buffer=True)
        assert pre.set_layouts[1] == ffi.NULL, "a null set stays one"
        with DescriptorBuffer(ctx, pre) as part:
            assert sorted(part.placed) == [0, 2], "a null set takes no room"
        with pytest.raises(LayoutError, match=r"set 1 of this pipeline library's layout is a null set"):
            DescriptorBuffer(ctx, pre, sets=[1])
        shaders = [graphics_pipeline_library(ctx, pre, "pre_rasterization", [vert], cull_mode="none"),
                   graphics_pipeline_library(ctx, cache.get(parts["fragment"], descriptor_buffer=True), "fragment",
                                             [frag])]
        plain = [graphics_pipeline_library(ctx, None, "vertex_input", [vert], vertex_input=VERTEX),
                 graphics_pipeline_library(ctx, None, "fragment_output", [frag], color_formats=[FORMAT])]
        others = [graphics_pipeline_library(ctx, None, "vertex_input", [vert], vertex_input=VERTEX,
                                            descriptor_buffer=True),
                  graphics_pipeline_library(ctx, None, "fragment_output", [frag], color_formats=[FORMAT],
                                            descriptor_buffer=True)]
        assert [p.descriptor_buffer for p in shaders + plain + others] == [True, True, False, False, True, True]
        link = cache.get(link_layout(parts, desc), descriptor_buffer=True)
        with pytest.raises(LayoutError, match=r"the 'pre_rasterization', 'fragment' part\(s\) were made for "
                                              r"descriptor buffers and the 'vertex_input', 'fragment_output' part\(s\) "
                                              r"not: .*descriptor_buffer=True.*pLibraries-08096"):
            link_pipeline(ctx, link, [*shaders, *plain])
        plain_shaders = [graphics_pipeline_library(ctx, cache.get(parts["pre_rasterization"]), "pre_rasterization",
                                                   [vert], cull_mode="none"),
                         graphics_pipeline_library(ctx, cache.get(parts["fragment"]), "fragment", [frag])]
        with pytest.raises(LayoutError, match=r"give graphics_pipeline_library\(\.\.\., descriptor_buffer=False\) to "
                                              r"the vertex_input and fragment_output part\(s\)"):
            link_pipeline(ctx, cache.get(link_layout(parts, desc)), [*plain_shaders, *others])
        with pytest.raises(LayoutError, match=r"make both shader parts' layouts alike"):
            link_pipeline(ctx, link, [shaders[0], plain_shaders[1], *others])
        with pytest.raises(LayoutError, match=r"the libraries were made for descriptor buffers and the link layout "
                                              r"for descriptor sets"):
            link_pipeline(ctx, cache.get(link_layout(parts, desc)), [*shaders, *others])
        with pytest.raises(LayoutError, match=r"descriptor_buffer=False but the 'fragment' part's layout is made for "
                                              r"descriptor buffers"):
            graphics_pipeline_library(ctx, cache.get(parts["fragment"], descriptor_buffer=True), "fragment", [frag],
                                      descriptor_buffer=False)
        with pytest.raises(LayoutError, match=r"descriptor_buffer='yes': give True or False"):
            graphics_pipeline_library(ctx, None, "vertex_input", [vert], vertex_input=VERTEX,
                                      descriptor_buffer="yes")  # type: ignore[arg-type]
        with link_pipeline(ctx, link, [*shaders, *others]) as linked, DescriptorBuffer(ctx, link) as db:
            db.write(0, frame=buffers["frame"])
            db.write(1, material=buffers["material"])
            db.write(2, both=buffers["both"])
            got = _render(ctx, linked, paths, buffers, lambda cmd: db.bind(cmd, linked))
        assert np.array_equal(got, expected), np.argwhere((got != expected).any(axis=2))[:5]
        assert (expected != (0, 0, 51, 255)).any(axis=2).sum() > 40
        for item in [*shaders, *plain, *others, *plain_shaders, *buffers.values()]:
            item.close()
        problems = ctx.take_problems()
    assert not problems, "\n".join(map(str, problems))


def test_library_layouts_are_made_on_the_device_with_null_sets(ctx: DeviceContext, paths: list[Any]) -> None:
    desc = layoutgen.merge(paths)
    parts = library_layouts(desc, {"pre_rasterization": [paths[0]], "fragment": [paths[1]]})
    with LayoutCache(ctx) as cache:
        pre = cache.get(parts["pre_rasterization"])
        assert pre.set_layouts[1] == ffi.NULL != pre.set_layouts[0]
        assert isinstance(pre.desc.set_layouts[1], NullSetLayout)
        assert cache.get(desc) is not cache.get(link_layout(parts)), "the flags make another layout"
        frag = cache.get(parts["fragment"])
        assert frag.set_layouts[2] == pre.set_layouts[2], "set 2 is one set layout in both"


def test_misuses_are_refused_before_any_vulkan_call(ctx: DeviceContext, paths: list[Any]) -> None:
    vert, frag = paths
    desc = layoutgen.merge(paths)
    parts = library_layouts(desc, {"pre_rasterization": [vert], "fragment": [frag]})
    with LayoutCache(ctx) as cache:
        pre_layout = cache.get(parts["pre_rasterization"])
        with pytest.raises(LayoutError, match=r"depth_test= is state of the 'fragment' part.*not of "
                                              r"'pre_rasterization'"):
            graphics_pipeline_library(ctx, pre_layout, "pre_rasterization", [vert], depth_test=True)
        with pytest.raises(LayoutError, match=r"part='geometry' is no part .*vertex_input, pre_rasterization"):
            graphics_pipeline_library(ctx, pre_layout, "geometry", [vert])
        with pytest.raises(LayoutError, match=r"the 'pre_rasterization' part takes .*VERTEX.* not .*lib.frag"):
            graphics_pipeline_library(ctx, pre_layout, "pre_rasterization", [frag])
        with pytest.raises(LayoutError, match=r"the layout does not fit"):
            graphics_pipeline_library(ctx, cache.get(parts["fragment"]), "pre_rasterization", [vert])
        with graphics_pipeline_library(ctx, pre_layout, "pre_rasterization", [vert]) as pre:
            with pytest.raises(LayoutError, match=r"cannot be bound: link it"):
                pre.bind(None)
            with pytest.raises(LayoutError, match=r"'vertex_input', 'fragment', 'fragment_output' is missing"):
                link_pipeline(ctx, cache.get(link_layout(parts)), [pre])
            with graphics_pipeline_library(ctx, None, "vertex_input", [vert], vertex_input=VERTEX) as vi, \
                    graphics_pipeline_library(ctx, cache.get(parts["fragment"]), "fragment", [frag]) as fs, \
                    graphics_pipeline_library(ctx, None, "fragment_output", [frag], color_formats=[FORMAT]) as out:
                with pytest.raises(LayoutError, match=r"link_time_optimization=True links libraries made with"):
                    link_pipeline(ctx, cache.get(link_layout(parts)), [vi, pre, fs, out], link_time_optimization=True)
                with pytest.raises(LayoutError, match=r"flagged INDEPENDENT_SETS_EXT and the link layout is not"):
                    link_pipeline(ctx, cache.get(desc), [vi, pre, fs, out])
    assert not ctx.take_messages()


def test_a_context_without_the_feature_is_told_which_to_enable(paths: list[Any], vulkan_device: bool) -> None:
    desc = layoutgen.merge(paths)
    parts = library_layouts(desc, {"pre_rasterization": [paths[0]], "fragment": [paths[1]]})
    with DeviceContext(features=for_layout(desc) | FeatureSet.of(["dynamicRendering"])) as plain:
        with pytest.raises(VulkanError, match=r"need the graphicsPipelineLibrary feature .*"
                                              r"DeviceContext\(features=\['graphicsPipelineLibrary'\]\)"):
            graphics_pipeline_library(plain, None, "vertex_input", [paths[0]], vertex_input=VERTEX)
        with pytest.raises(VulkanError, match=r"null set layouts \(set 1\), which need the graphicsPipelineLibrary"):
            create_pipeline_layout(plain, parts["pre_rasterization"])
        with LayoutCache(plain) as cache:
            with pytest.raises(VulkanError, match=r"flags \['VK_PIPELINE_LAYOUT_CREATE_INDEPENDENT_SETS_BIT_EXT'\], "
                                                  r"which need"):
                cache.get(link_layout(parts))
            assert len(cache) == 0 and not cache._sets  # refused before any set layout was made
        assert not plain.take_problems()
