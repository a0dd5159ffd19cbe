"""Descriptor buffers holding what a descriptor set takes as a view or a handle, on lavapipe with
the validation layer and synchronization validation: texel buffers given by address, range
and format (a compute program reads a uniform texel buffer and writes a storage texel buffer),
an acceleration structure given by its device address (ray queries hit and miss it); every
misuse a LayoutgenError before any Vulkan call. Any validation message fails a test."""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest
import vulkan as vk
from support.dbuf import QUERY, BufferPipeline, Structures
from support.vkres import Resources

import layoutgen
from layoutgen.errors import LayoutError, VulkanError
from layoutgen.vk import (Buffer, DescriptorBuffer, DeviceContext, LayoutCache, for_layout, for_modules,
                          push_descriptors)
from layoutgen.vk.binding import lib
from layoutgen.vk.features import FeatureSet

TEXELS = """#version 450
layout(local_size_x = 16) in;
layout(set = 0, binding = 0) uniform samplerBuffer src;
layout(set = 0, binding = 1, r32f) uniform writeonly imageBuffer dst;
layout(set = 0, binding = 2) uniform Params { uint count; } params;
void main() {
    int i = int(gl_GlobalInvocationID.x);
    if (i >= int(params.count)) return;
    vec4 t = texelFetch(src, i);
    imageStore(dst, i, vec4(t.x + 2.0 * t.y + 3.0 * t.z + 4.0 * t.w));
}
"""
TEXEL_USAGE = ["uniform_texel", "storage_texel", "uniform", "device_address"]
RGBA = "R32G32B32A32_SFLOAT"


def _context(stage: Any, desc: Any) -> DeviceContext:
    wanted = for_layout(desc) | for_modules([stage]) | FeatureSet.of(["descriptorBuffer"])
    return DeviceContext(features=wanted, sync_validation=True)


def _quiet(ctx: DeviceContext) -> None:
    """No message at all arrived (a misuse was refused before any Vulkan call)."""
    messages = ctx.take_messages()
    assert not messages, "\n".join(map(str, messages))


def _clean(ctx: DeviceContext) -> None:
    """No validation message arrived (lavapipe's remarks on the SPIR-V it reads are no problem)."""
    problems = ctx.take_problems()
    assert not problems, "\n".join(map(str, problems))


def test_texel_buffers_by_address_and_format(glsl: Any, vulkan_device: bool) -> None:
    stage = layoutgen.reflect(glsl("texels.comp", TEXELS))
    desc = layoutgen.merge([stage])
    n, skip = 40, 4  # the shader reads from texel 4 on: an offset of 64 bytes
    texels = np.random.default_rng(5).random((n + skip, 4), dtype=np.float32)
    with _context(stage, desc) as ctx, LayoutCache(ctx) as cache:
        layout = cache.get(desc, descriptor_buffer=True)
        src = Buffer(ctx, texels, usage=TEXEL_USAGE)
        dst = Buffer(ctx, n * 4, usage=TEXEL_USAGE)
        params = Buffer(ctx, np.array([n, 0, 0, 0], np.uint32), usage=TEXEL_USAGE)
        pipe = BufferPipeline(ctx, layout, stage)
        with DescriptorBuffer(ctx, layout) as db:
            db.write(0, src=(src, skip * 16, n * 16, RGBA), dst=(dst, "r32_sfloat"), params=params)

            pipe.run(db, layout, 3)
        pipe.close()
        expected = texels[skip:] @ np.array([1, 2, 3, 4], np.float32)
        assert np.allclose(dst.read(np.float32), expected)
        _clean(ctx)


def test_texel_buffer_misuses(glsl: Any, vulkan_device: bool) -> None:
    stage = layoutgen.reflect(glsl("texels.comp", TEXELS))
    desc = layoutgen.merge([stage])
    with _context(stage, desc) as ctx, LayoutCache(ctx) as cache:
        layout = cache.get(desc, descriptor_buffer=True)
        good = Buffer(ctx, 256, usage=TEXEL_USAGE)
        res = Resources(ctx)
        try:
            view = res.buffer_view(res.buffer(256), vk.VK_FORMAT_R32G32B32A32_SFLOAT)
            with DescriptorBuffer(ctx, layout) as db:
                _quiet(ctx)
                cases = [
                    ({"src": view}, r"src\), UNIFORM_TEXEL_BUFFER: a descriptor buffer holds a texel buffer by "
                                    r"address, range and format, not as a VkBufferView"),
                    ({"src": [view] * 1}, "not as a VkBufferView"),
                    ({"src": good}, r"expects \(buffer, format\) or \(buffer, offset, range, format\), got a "
                                    r"VkBuffer \(in a Buffer\)"),
                    ({"src": (good, "R32G32B32A32_WHATEVER")}, "names no VkFormat"),
                    ({"dst": (good, "R8G8B8_SRGB")}, "does not support R8G8B8_SRGB for a STORAGE_TEXEL_BUFFER"),
                    ({"src": (Buffer(ctx, 256, usage=["storage_texel", "device_address"]), RGBA)},
                     "without UNIFORM_TEXEL_BUFFER usage.*'uniform_texel'"),
                    ({"src": (Buffer(ctx, 256, usage=["uniform_texel"]), RGBA)},
                     "without SHADER_DEVICE_ADDRESS usage.*'device_address'"),
                    ({"src": (good, 4, 64, RGBA)}, r"offset 4 is not a multiple of minTexelBufferOffsetAlignment"),
                    ({"src": (good, 0, 40, RGBA)}, r"range 40 is not a whole number of R32G32B32A32_SFLOAT texels"),
                    ({"src": (good, 128, 256, RGBA)}, r"offset 128 and range 256 go past the buffer's 256 bytes"),
                    ({"src": (good.handle, RGBA)}, "a raw VkBuffer's size is unknown"),
                    ({"src": (good.handle, 0, 0, RGBA)}, "range must be an integer of at least 1"),
                ]
                for given, message in cases:
                    with pytest.raises(LayoutError, match=message):
                        db.write(0, given)
                _quiet(ctx)  # each refused before any Vulkan call
                db.write(0, src=(good.handle, 16, 64, RGBA), dst=(good, 0, 4, "R32_SFLOAT"))  # a raw VkBuffer, sized
                _quiet(ctx)
        finally:
            res.close()


def test_an_acceleration_structure_by_its_address(glsl: Any, vulkan_device: bool) -> None:
    stage = layoutgen.reflect(glsl("query.comp", QUERY, target="vulkan1.2"))
    desc = layoutgen.merge([stage])
    with _context(stage, desc) as ctx, LayoutCache(ctx) as cache:
        layout = cache.get(desc, descriptor_buffer=True)
        res = Resources(ctx)
        structures = Structures(res)
        try:
            tlas = structures.instance_of(structures.triangle())
            out = Buffer(ctx, 8, usage=["storage", "device_address"])
            pipe = BufferPipeline(ctx, layout, stage)
            with DescriptorBuffer(ctx, layout) as db:
                with pytest.raises(LayoutError, match=r"\(scene\), ACCELERATION_STRUCTURE_KHR expects a "
                                                      r"VkAccelerationStructureKHR, got a VkBuffer"):
                    db.write(0, scene=out)
                _quiet(ctx)
                db.write(0, scene=tlas, outbuf=out)

                pipe.run(db, layout, 1)
            pipe.close()
            assert out.read(np.float32).tolist() == [1.0, -1.0]  # a hit at t = 1 ahead, a miss behind
        finally:
            structures.close()
            res.close()
        _clean(ctx)


PUSHED = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) readonly buffer In { float v; } inp;
layout(set = 0, binding = 1) writeonly buffer Out { float r; } outp;
layout(set = 1, binding = 0) uniform Mul { float mul; } u;
void main() { outp.r = inp.v * u.mul; }
"""


def test_a_push_descriptor_set_beside_a_descriptor_buffer_set(glsl: Any, vulkan_device: bool) -> None:
    stage = layoutgen.reflect(glsl("pushed.comp", PUSHED))
    desc = layoutgen.merge([stage], push_descriptor_sets=0)
    wanted = for_layout(desc) | FeatureSet.of(["descriptorBuffer", "descriptorBufferPushDescriptors"])
    with DeviceContext(features=wanted, sync_validation=True) as ctx, LayoutCache(ctx) as cache:
        layout = cache.get(desc, descriptor_buffer=True)
        ins = [Buffer(ctx, np.array([v], np.float32), usage=["storage", "device_address"]) for v in (1.5, -2.0)]
        outs = [Buffer(ctx, 4, usage=["storage", "device_address"]) for _ in ins]
        mul = Buffer(ctx, np.array([3.0, 0, 0, 0], np.float32), usage=["uniform", "device_address"])
        pipe = BufferPipeline(ctx, layout, stage)
        with DescriptorBuffer(ctx, layout) as db:
            assert sorted(db.placed) == [1]  # the push-descriptor set takes no room
            assert db.serves_push is (not db.properties["bufferlessPushDescriptors"])
            db.write(1, u=mul)

            def record(cmd: Any) -> None:
                lib.vkCmdBindPipeline(cmd, lib.VK_PIPELINE_BIND_POINT_COMPUTE, pipe.handle)
                db.bind(cmd, layout)
                db.push(cmd, layout, 0, inp=ins[0], outp=outs[0])
                lib.vkCmdDispatch(cmd, 1, 1, 1)
                push_descriptors(cmd, layout, 0, inp=ins[1], outp=outs[1])  # the plain call works the same
                lib.vkCmdDispatch(cmd, 1, 1, 1)

            ctx.submit(record)
        pipe.close()
        assert [float(o.read(np.float32)[0]) for o in outs] == [4.5, -6.0]
        _clean(ctx)


def test_push_descriptors_beside_descriptor_buffers_need_the_feature(glsl: Any, vulkan_device: bool) -> None:
    stage = layoutgen.reflect(glsl("pushed.comp", PUSHED))
    desc = layoutgen.merge([stage], push_descriptor_sets=0)
    with DeviceContext(features=for_layout(desc) | FeatureSet.of(["descriptorBuffer"])) as ctx, \
            LayoutCache(ctx) as cache:
        layout = cache.get(desc, descriptor_buffer=True)
        with pytest.raises(VulkanError, match=r"push-descriptor set\(s\) \[0\]: .*descriptorBufferPushDescriptors "
                                              "feature"):
            DescriptorBuffer(ctx, layout)
        _quiet(ctx)
