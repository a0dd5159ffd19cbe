"""Whole programs written with layoutgen alone, as a user writes them from the README: no raw
pipeline, render pass, buffer, image or descriptor code (the dispatches and a barrier are
Vulkan's own calls), each clean under the validation layer with synchronization validation on.

- two compute pipelines sharing one layout (``share()``), one PushConstants for both, a
  storage buffer from numpy and read back;
- an HLSL compute shader with register spaces (one set per space), its sets written by name
  together (``allocate_all()``), a texture made in numpy and sampled through an image and a
  sampler declared apart (written by their own names)."""
from __future__ import annotations

import numpy as np

import layoutgen
from layoutgen.vk import (Buffer, DescriptorPool, DeviceContext, Image, LayoutCache, PushConstants, Sampler,
                          compute_pipeline, for_layout)
from layoutgen.vk.binding import lib

SCAN = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer Data { float v[]; } data;
layout(push_constant) uniform Push { uint count; float scale; } pc;
void main() { for (uint i = 1; i < pc.count; ++i) data.v[i] += data.v[i - 1]; }
"""
SCALE = """#version 450
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer Data { float v[]; } data;
layout(push_constant) uniform Push { uint count; float scale; } pc;
void main() { uint i = gl_GlobalInvocationID.x; if (i < pc.count) data.v[i] *= pc.scale; }
"""

SPACES = """Texture2D<float4> tex : register(t0, space1);
SamplerState samp : register(s0, space1);
cbuffer Params : register(b0, space0) { float gain; };
RWStructuredBuffer<float4> result : register(u0, space2);
[numthreads(1, 1, 1)]
void main() { result[0] = tex.SampleLevel(samp, float2(0.75, 0.25), 0) * gain; }
"""


def _clean(ctx: DeviceContext) -> None:
    problems = ctx.take_problems()
    assert not problems, "\n".join(map(str, problems))


def test_two_compute_pipelines_sharing_a_layout(glsl, vulkan_device: bool) -> None:
    scan, scale = glsl("scan.comp", SCAN), glsl("scale.comp", SCALE)
    group = {"scan": [scan], "scale": [scale]}
    descs = layoutgen.share(group)
    desc = descs["scan"]
    values = np.arange(1, 101, dtype=np.float32)
    with DeviceContext(features=for_layout(desc)) as ctx, LayoutCache(ctx) as cache:
        layout = cache.get(desc)
        assert cache.get(descs["scale"]) is layout  # one layout serves both
        with Buffer(ctx, values, usage="storage") as data, DescriptorPool(ctx, desc) as pool, \
                compute_pipeline(ctx, layout, scan) as first, compute_pipeline(ctx, layout, scale) as second:
            dset = pool.allocate(layout, 0)
            dset.write(data=data)
            push = PushConstants(layout, group)
            push.update(count=len(values), scale=0.5)

            def record(cmd: object) -> None:
                first.bind(cmd)
                dset.bind(cmd, layout)
                push.record(cmd, layout)
                lib.vkCmdDispatch(cmd, 1, 1, 1)
                second.bind(cmd)  # same layout: the set and the push constants stay bound
                _storage_barrier(cmd)
                lib.vkCmdDispatch(cmd, 2, 1, 1)

            ctx.submit(record)
            dset.release()
            assert np.allclose(data.read(np.float32), np.cumsum(values) * 0.5)
        _clean(ctx)


def _storage_barrier(cmd: object) -> None:
    """The second dispatch reads what the first wrote (a memory barrier, compute to compute)."""
    from layoutgen.vk.binding import const, ffi

    barrier = ffi.new("VkMemoryBarrier*")
    barrier.sType = const("VK_STRUCTURE_TYPE_MEMORY_BARRIER")
    barrier.srcAccessMask = const("VK_ACCESS_SHADER_WRITE_BIT")
    barrier.dstAccessMask = const("VK_ACCESS_SHADER_READ_BIT") | const("VK_ACCESS_SHADER_WRITE_BIT")
    stage = const("VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT")
    lib.vkCmdPipelineBarrier(cmd, stage, stage, 0, 1, barrier, 0, ffi.NULL, 0, ffi.NULL)


def test_hlsl_register_spaces_written_by_name_across_sets(glsl, vulkan_device: bool) -> None:
    path = glsl("spaces.comp.hlsl", SPACES)
    desc = layoutgen.merge([path])
    assert [[b.names for b in s.bindings] for s in desc.set_layouts] == [[("Params",)], [("tex", "samp")],
                                                                        [("result",)]]
    texture = np.zeros((2, 2, 4), np.uint8)
    texture[0, 1] = (255, 128, 0, 255)  # the texel at u 0.75, v 0.25
    with DeviceContext(features=for_layout(desc)) as ctx, LayoutCache(ctx) as cache:
        layout = cache.get(desc)
        with Buffer(ctx, np.array([2.0, 0, 0, 0], np.float32), usage="uniform") as params, \
                Buffer(ctx, 16, usage="storage") as result, Image.from_numpy(ctx, texture) as image, \
                Sampler(ctx, filter="nearest") as sampler, DescriptorPool(ctx, desc) as pool, \
                compute_pipeline(ctx, layout, path) as pipe:
            sets = pool.allocate_all(layout)
            sets.write(Params=params, tex=image.view, samp=sampler, result=result)

            def record(cmd: object) -> None:
                pipe.bind(cmd)
                sets.bind(cmd, pipe)
                lib.vkCmdDispatch(cmd, 1, 1, 1)

            ctx.submit(record)
            sets.release()
            assert np.allclose(result.read(np.float32), np.array([255, 128, 0, 255]) / 255 * 2.0, atol=1e-2)
        _clean(ctx)
