"""Shader objects (VK_EXT_shader_object) on lavapipe: a triangle drawn with no VkPipeline matches
the monolithic graphics pipeline's image pixel for pixel; a compute program whose uniform block
and storage buffer come from a descriptor buffer, dispatched with a compute shader object,
gives numpy's answer; misuses are LayoutgenErrors.

The validation layer (with synchronization validation) checks every test where it knows
VK_EXT_shader_object (1.3.246 and later: Debian 13's 1.4.309). An older layer (Debian 12's
1.3.239) refuses a device with the shader-object feature chained
(VUID-VkDeviceCreateInfo-pNext-pNext), so there the device tests run without it and check the
results alone. Told to let that error through (skip_invalid=False), it makes the device with
that error and a warning that it does not support VK_EXT_shader_object, but the device is not
usable under it: it hands vkCreateShadersEXT to the driver with its own wrapped handles of the
set layouts (lavapipe crashes); with handle wrapping off, it gives no vkCmdSetVertexInputEXT
(VK_EXT_vertex_input_dynamic_state is not enabled), refuses the dynamic-state commands for
features it thinks off, and crashes itself in vkCmdDispatch with a compute shader bound."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import vulkan as vk
from support.dbuf import SCALE, dispatch, scale_params
from support.vkutil import layer_version

import layoutgen
from layoutgen.errors import ClosedError, LayoutError, ValidationError, VulkanError
from layoutgen.vk import (BlendPreset, Buffer, DescriptorBuffer, DescriptorPool, DeviceContext, Image, LayoutCache,
                          PushConstants, graphics_pipeline, rendering, shader_objects)
from layoutgen.vk.binding import lib
from layoutgen.vk.features import FeatureSet

SHADERS = Path(__file__).resolve().parents[2] / "shaders"
VERT, FRAG = (str(SHADERS / n) for n in ("triangle.vert.spv", "triangle.frag.spv"))
BUFFERS = ["storage", "uniform", "device_address"]

#: The first layer version that knows VK_EXT_shader_object.
SHADER_OBJECT_LAYER = (1, 3, 246)


def validates_shader_objects() -> bool:
    version = layer_version()
    return version is not None and version >= SHADER_OBJECT_LAYER


@pytest.fixture
def ctx(vulkan_device: bool) -> Iterator[DeviceContext]:
    """Shader objects, dynamic rendering and descriptor buffers; with the layer where it knows
    shader objects, and then no validation message may arrive."""
    wanted = FeatureSet.of(["shaderObject", "dynamicRendering", "descriptorBuffer"])
    with DeviceContext(features=wanted, validation=validates_shader_objects()) as made:
        yield made
        problems = made.take_problems()
    assert not problems, "\n".join(map(str, problems))
    assert not made.leaks


def _frame() -> np.ndarray:
    frame = np.zeros(20, np.float32)
    frame[[0, 5, 10, 15]] = 0.9  # a scale
    frame[16:20] = (0.5, 1.0, 0.75, 1.0)  # tint
    return frame


def _triangle() -> np.ndarray:
    """Three vertices of three colors: every pixel's interpolated color tells where it was drawn."""
    vertex = np.dtype([("position", np.float32, 2), ("color", np.float32, 3)])
    return np.array([((-0.8, -0.8), (1, 0, 0)), ((0.8, -0.7), (0, 1, 0)), ((0.1, 0.8), (0, 0, 1))], vertex)


def test_a_triangle_drawn_with_shader_objects_matches_the_pipeline(ctx: DeviceContext) -> None:
    stages = [layoutgen.reflect(VERT), layoutgen.reflect(FRAG)]
    desc = layoutgen.merge(stages)
    vertices = _triangle()
    with LayoutCache(ctx) as cache, DescriptorPool(ctx, desc) as pool:
        layout = cache.get(desc)
        vbuf, ubo = Buffer(ctx, vertices, usage="vertex"), Buffer(ctx, _frame(), usage="uniform")
        dset = pool.allocate(layout, 0)
        dset.write(frame=ubo)
        push = PushConstants(desc, stages)
        push["angle"] = 0.3
        images = [Image(ctx, (48, 40), "r8g8b8a8_unorm", usage="color") for _ in range(2)]
        with graphics_pipeline(ctx, layout, [VERT, FRAG], None, vertex_input=vertices.dtype, cull_mode="front",
                               color_formats=["R8G8B8A8_UNORM"]) as pipe, \
                shader_objects(ctx, layout, [FRAG, VERT]) as objects:
            assert objects.closed is False and set(objects.handles) == {layoutgen.ShaderStage.VERTEX,
                                                                         layoutgen.ShaderStage.FRAGMENT}

            def draw(cmd: Any) -> None:
                with rendering(cmd, colors=[images[0]], clear_color=(0, 0, 0.2, 1)):
                    pipe.bind(cmd)
                    dset.bind(cmd, pipe)
                    push.record(cmd, pipe)
                    lib.vkCmdBindVertexBuffers(cmd, 0, 1, [vbuf.handle], [0])
                    lib.vkCmdDraw(cmd, 3, 1, 0, 0)
                with rendering(cmd, colors=[images[1]], clear_color=(0, 0, 0.2, 1)) as extent:
                    objects.bind(cmd)
                    objects.set_state(cmd, extent, vertex_input=vertices.dtype, cull_mode="front")
                    dset.bind(cmd, objects.layout)
                    push.record(cmd, objects.layout)
                    lib.vkCmdBindVertexBuffers(cmd, 0, 1, [vbuf.handle], [0])
                    lib.vkCmdDraw(cmd, 3, 1, 0, 0)

            ctx.submit(draw)
        dset.release()
        by_pipeline, by_objects = images[0].read(), images[1].read()
    covered = (by_pipeline[..., :3] != [0, 0, 51]).any(axis=-1).sum()
    assert 200 < covered < 48 * 40 - 200  # a triangle, neither nothing nor everything
    assert np.array_equal(by_pipeline, by_objects)


def test_a_compute_program_through_a_descriptor_buffer_and_shader_objects(ctx: DeviceContext, glsl: Any) -> None:
    stage = layoutgen.reflect(glsl("scale.comp", SCALE))
    desc = layoutgen.merge([stage])
    values = np.linspace(-3, 5, 200, dtype=np.float32)
    if "bufferDeviceAddress" not in ctx.features.features:
        pytest.fail("descriptorBuffer did not bring bufferDeviceAddress along")
    with LayoutCache(ctx) as cache:
        layout = cache.get(desc, descriptor_buffer=True)
        params = Buffer(ctx, scale_params(-1.5, 0.25, len(values)), usage=BUFFERS)
        data = Buffer(ctx, values, usage=BUFFERS)
        with shader_objects(ctx, layout, [stage]) as objects, DescriptorBuffer(ctx, layout) as db:
            db.write(0, params=params, data=data)
            dispatch(ctx, objects, db, 4)
            with pytest.raises(LayoutError, match="compute shader"):
                ctx.submit(lambda cmd: objects.set_state(cmd, (4, 4)))
    assert np.allclose(data.read(np.float32), values * -1.5 + 0.25)


def test_misuses(ctx: DeviceContext) -> None:
    stages = [layoutgen.reflect(VERT), layoutgen.reflect(FRAG)]
    desc = layoutgen.merge(stages)
    with LayoutCache(ctx) as cache:
        layout = cache.get(desc)
        with pytest.raises(LayoutError, match="one shader a stage"):
            shader_objects(ctx, layout, [VERT, VERT])
        lone = cache.get(layoutgen.merge([stages[1]]))  # the fragment stage's layout: no push range
        with pytest.raises(LayoutError, match="does not fit"):
            shader_objects(ctx, lone, [VERT, FRAG])
        with pytest.raises(LayoutError, match="PipelineLayout"):
            shader_objects(ctx, layout.handle, [VERT, FRAG])  # type: ignore[arg-type]
        objects = shader_objects(ctx, layout, [VERT, FRAG])
        with pytest.raises(LayoutError, match="cull_mode='sideways' names no cull mode"):
            ctx.submit(lambda cmd: objects.set_state(cmd, (4, 4), cull_mode="sideways"))
        with pytest.raises(LayoutError, match="extent"):
            ctx.submit(lambda cmd: objects.set_state(cmd, (0, 4)))
        with pytest.raises(LayoutError, match="blend='multiply' is no blend preset"):
            ctx.submit(lambda cmd: objects.set_state(cmd, (4, 4), blend="multiply"))
        ctx.submit(lambda cmd: objects.set_state(cmd, (4, 4), blend=BlendPreset.ALPHA))  # a member, as its name
        most = ctx.limits["maxColorAttachments"]
        for state, pattern in [({"color_attachments": 2 ** 40}, rf"{2 ** 40} color attachments: the device renders to "
                                                                rf"at most {most} \(maxColorAttachments\)"),
                               ({"color_attachments": -1}, r"color_attachments=-1: give a number of color attachments"),
                               ({"line_width": 2.0}, r"line_width=2.0: a width other than 1.0 needs the wideLines"),
                               ({"polygon_mode": "line"}, r"polygon_mode='line' needs the fillModeNonSolid feature")]:
            with pytest.raises(LayoutError, match=pattern):  # (2**40 attachments was a MemoryError)
                ctx.submit(lambda cmd: objects.set_state(cmd, (4, 4), **state))
        objects.close()
        objects.close()
        with pytest.raises(ClosedError):
            ctx.submit(objects.bind)


def test_a_device_without_the_feature(vulkan_device: bool) -> None:
    desc = layoutgen.merge([VERT, FRAG])
    with DeviceContext() as plain, LayoutCache(plain) as cache:
        with pytest.raises(VulkanError, match=r"shaderObject feature.*features=\['shaderObject'\]"):
            shader_objects(plain, cache.get(desc), [VERT, FRAG])
        assert not plain.take_problems()


def test_a_device_with_shader_objects_under_each_layer(vulkan_device: bool) -> None:
    """A layer that predates VK_EXT_shader_object refuses the device, naming the struct it does
    not know; one that knows it takes the device clean."""
    if validates_shader_objects():
        with DeviceContext(features=["shaderObject"]) as ctx:
            assert not ctx.take_problems()
        return
    with pytest.raises(ValidationError, match="VUID-VkDeviceCreateInfo-pNext-pNext"):
        DeviceContext(features=["shaderObject"])
