"""Pipelines created together (``graphics_pipelines``, ``compute_pipelines``): one Vulkan
call, each pipeline drawn or dispatched and giving its own result, a shared module made once,
and every pipeline checked, with a note naming the one at fault, before any Vulkan call (the
shader modules made are counted, each made by the real call)."""
from __future__ import annotations

import numpy as np
import pytest
import vulkan as vk
from support.denv import env

import layoutgen
from layoutgen.errors import ClosedError, LayoutError, LayoutgenError
from layoutgen.layout.stages import resolve_all
from layoutgen.vk import (DescriptorPool, LayoutCache, PushConstants, compute_pipeline, compute_pipelines,
                          create_pipeline_layout, graphics_pipeline, graphics_pipelines, mesh_pipeline, render_pass)
from layoutgen.vk import shaders as shaders_module
from layoutgen.vk.binding import ffi
from layoutgen.vk.shaders import ModuleSet

VERT = """#version 450
void main() {
    vec2 corner = vec2(float((gl_VertexIndex << 1) & 2), float(gl_VertexIndex & 2));
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
"""
FRAG = """#version 450
layout(location = 0) out vec4 out_color;
void main() { out_color = vec4(%s); }
"""
PUSHED = """#version 450
layout(push_constant) uniform P { vec4 color; } p;
layout(location = 0) out vec4 out_color;
void main() { out_color = p.color; }
"""
COLORS = [(1.0, 0.0, 0.0, 1.0), (0.0, 1.0, 0.0, 1.0), (0.0, 0.0, 1.0, 1.0)]


def _frags(glsl) -> list:
    return [glsl(f"c{i}.frag", FRAG % ", ".join(map(str, c))) for i, c in enumerate(COLORS)]


def test_each_pipeline_draws_its_own_colour(glsl, vulkan_device: bool) -> None:
    vert, frags = glsl("fill.vert", VERT), _frags(glsl)
    with env([vert, frags[0]]) as e:  # a layout that fits every colour
        rp = render_pass(e.ctx, [vk.VK_FORMAT_R32G32B32A32_SFLOAT], final_layout="VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL")
        try:
            pipes = graphics_pipelines(e.ctx, [(e.layout, [vert, f]) for f in frags], rp)
            assert len(pipes) == 3 and len({int(ffi.cast("uintptr_t", p.handle)) for p in pipes}) == 3
            for pipe, color in zip(pipes, COLORS):
                with pipe:
                    pixels = e.draw(pipe, rp)
                assert np.allclose(pixels, color), (color, pixels[0, 0])
        finally:
            vk.vkDestroyRenderPass(e.ctx.device, rp, None)


def _counting_module_creates(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Each shader module the device layer creates from now on (the real call, counted)."""
    made: list[object] = []
    real = shaders_module._create_module

    def create(device: object, info: object) -> object:
        made.append(real(device, info))
        return made[-1]

    monkeypatch.setattr(shaders_module, "_create_module", create)
    return made


def test_a_module_shared_by_pipelines_is_one_shader_module(glsl, vulkan_device: bool,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    vert, frags = glsl("fill.vert", VERT), _frags(glsl)
    with env([vert, frags[0]]) as e:  # a layout that fits every colour
        rp = render_pass(e.ctx, [vk.VK_FORMAT_R32G32B32A32_SFLOAT], final_layout="VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL")
        try:
            made = _counting_module_creates(monkeypatch)
            pipes = graphics_pipelines(e.ctx, [(e.layout, [vert, f]) for f in frags], rp)
            assert len(made) == 4  # the vertex module once, and each fragment module
            for pipe in pipes:
                pipe.close()
            with ModuleSet(e.ctx) as modules:
                first = modules.stage_infos(resolve_all([vert, frags[0]]), [{}, {}])
                second = modules.stage_infos(resolve_all([vert, frags[1]]), [{}, {}])
                assert first[0].module == second[0].module and first[1].module != second[1].module
                assert len(modules) == 3
            assert len(modules) == 0  # destroyed on leaving; the layer reports any leak at the end
        finally:
            vk.vkDestroyRenderPass(e.ctx.device, rp, None)


def test_every_pipeline_is_checked_before_any_vulkan_call(glsl, vulkan_device: bool,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    vert, frags = glsl("fill.vert", VERT), _frags(glsl)
    pushed = glsl("pushed.frag", PUSHED)
    with env([vert, frags[0]]) as e:  # a layout with no push-constant range, which fits every colour
        rp = render_pass(e.ctx, [vk.VK_FORMAT_R32G32B32A32_SFLOAT], final_layout="VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL")
        try:
            made = _counting_module_creates(monkeypatch)
            with pytest.raises(LayoutError, match=r"push constants 'p'") as caught:
                graphics_pipelines(e.ctx, [(e.layout, [vert, frags[0]]), (e.layout, [vert, pushed])], rp)
            assert "in pipelines[1] of graphics_pipelines()" in caught.value.__notes__
            with pytest.raises(LayoutError, match=r"is a \(layout, stages\) pair, not") as caught:
                graphics_pipelines(e.ctx, [(e.layout, [vert, frags[0]]), [e.layout, [vert, frags[1]]]], rp)
            assert caught.value.__notes__ == ["in pipelines[1] of graphics_pipelines()"]
            with pytest.raises(LayoutgenError, match="cull_mode"):
                graphics_pipelines(e.ctx, [(e.layout, [vert, frags[0]])], rp, cull_mode="sideways")
            assert graphics_pipelines(e.ctx, [], rp) == []
            assert made == []  # not one shader module was made for the first, good, pipeline
            e.quiet()
        finally:
            vk.vkDestroyRenderPass(e.ctx.device, rp, None)


def test_a_closed_or_missing_layout_is_refused_first(glsl, vulkan_device: bool,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Before the stages are read, and before any shader module is made: a layout destroyed,
    or none, whatever else is wrong."""
    vert, frags = glsl("fill.vert", VERT), _frags(glsl)
    with env([vert, frags[0]]) as e:
        rp = render_pass(e.ctx, [vk.VK_FORMAT_R32G32B32A32_SFLOAT], final_layout="VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL")
        try:
            made = _counting_module_creates(monkeypatch)
            closed = create_pipeline_layout(e.ctx, e.desc)
            closed.destroy(e.ctx)
            with pytest.raises(ClosedError, match="destroyed"):
                graphics_pipeline(e.ctx, closed, [vert, "no such file.spv"], rp)
            with pytest.raises(ClosedError, match="destroyed"):
                graphics_pipelines(e.ctx, [(e.layout, [vert, frags[0]]), (closed, [vert, frags[1]])], rp)
            with pytest.raises(LayoutError, match="a pipeline takes a PipelineLayout"):
                graphics_pipeline(e.ctx, None, [vert, frags[0]], rp)  # type: ignore[arg-type]
            compute = glsl("x2.comp", COMPUTE % "2.0")
            with pytest.raises(ClosedError, match="destroyed"):
                compute_pipeline(e.ctx, closed, compute)
            with pytest.raises(ClosedError, match="destroyed"):
                compute_pipeline(e.ctx, closed, "no such file.spv")
            with pytest.raises(ClosedError, match="destroyed"):
                compute_pipelines(e.ctx, [(closed, compute)])
            with pytest.raises(ClosedError, match="destroyed"):
                mesh_pipeline(e.ctx, closed, ["no such file.spv"], rp)
            assert made == []
            e.quiet()
        finally:
            vk.vkDestroyRenderPass(e.ctx.device, rp, None)


def test_pipelines_of_their_own_layouts_from_paths(glsl, vulkan_device: bool) -> None:
    """As a program sets up many pipelines: each layout merged from the paths, from a cache."""
    vert, frags = glsl("fill.vert", VERT), _frags(glsl)
    pushed = glsl("pushed.frag", PUSHED)
    with env([vert, pushed]) as e, LayoutCache(e.ctx) as cache:
        pairs = [[vert, f] for f in (*frags, pushed)]
        rp = render_pass(e.ctx, [vk.VK_FORMAT_R32G32B32A32_SFLOAT], final_layout="VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL")
        try:
            pipes = graphics_pipelines(e.ctx, [(cache.get(layoutgen.merge(p)), p) for p in pairs], rp)
            push = PushConstants(e.desc, e.stages)
            push["color"] = (0.25, 0.5, 0.75, 1.0)
            with pipes[-1] as pipe:
                assert np.allclose(e.draw(pipe, rp, push), (0.25, 0.5, 0.75, 1.0))
            for pipe in pipes[:-1]:
                pipe.close()
        finally:
            vk.vkDestroyRenderPass(e.ctx.device, rp, None)


COMPUTE = """#version 450
layout(local_size_x = 1) in;
layout(constant_id = 0) const float VALUE = 1.0;
layout(set = 0, binding = 0) writeonly buffer Out { float v[4]; } outbuf;
void main() { outbuf.v[0] = VALUE * %s; }
"""


def test_compute_pipelines_each_run_their_own_shader(glsl, vulkan_device: bool,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Three compute pipelines made together, two of one module: each dispatched writes its own
    value; the module two share is made once; a pipeline refused names its index and makes
    nothing."""
    doubled, tripled = glsl("x2.comp", COMPUTE % "2.0"), glsl("x3.comp", COMPUTE % "3.0")
    vert = glsl("fill.vert", VERT)
    with env([doubled]) as e:
        made = _counting_module_creates(monkeypatch)
        with pytest.raises(LayoutError, match=r"is not a compute shader: compute_pipelines\(\) takes") as caught:
            compute_pipelines(e.ctx, [(e.layout, doubled), (e.layout, vert)], specialization={"VALUE": 5.0})
        assert caught.value.__notes__ == ["in pipelines[1] of compute_pipelines()"] and made == []
        pipes = compute_pipelines(e.ctx, [(e.layout, doubled), (e.layout, tripled), (e.layout, (doubled, "main"))],
                                  specialization={"VALUE": 5.0})
        assert len(made) == 2
        out = e.res.buffer(16)
        got = []
        for pipe in pipes:
            with DescriptorPool(e.ctx, e.desc) as pool, pipe:
                dset = pool.allocate(e.layout)
                dset.write(outbuf=out)
                e.dispatch(pipe, [dset])
            got.append(out.read(np.float32)[0])
        assert got == [10.0, 15.0, 10.0]
        assert compute_pipelines(e.ctx, []) == []
