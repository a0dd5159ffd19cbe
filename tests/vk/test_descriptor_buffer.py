"""Descriptor buffers (VK_EXT_descriptor_buffer) on lavapipe with the validation layer and
synchronization validation: a compute program reads its uniform block and writes its storage
buffer through descriptors written by name into a buffer's memory, bound by address and
offset; arrays and a variable-count binding; sets placed where the device says; every misuse
a LayoutgenError before any Vulkan call. Any validation message fails a test."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from support.dbuf import SCALE, BufferPipeline, dispatch, scale_params
from support.vkutil import layer_version

import layoutgen
from layoutgen.errors import ClosedError, LayoutError, LayoutgenWarning, NotFoundError, VulkanError
from layoutgen.vk import (Buffer, DescriptorBuffer, DescriptorPool, DeviceContext, LayoutCache, Sampler, for_layout,
                          for_modules)
from layoutgen.layout.model import SetLayoutFlag
from layoutgen.vk.binding import const, ffi, lib
from layoutgen.vk.features import FeatureSet

#: Two sets: a uniform block in set 0; in set 1, a fixed array of two sources and a bindless
#: (variable-count) array of outputs.
GATHER = """#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 16) in;
layout(set = 0, binding = 0) uniform Params { uint count; uint outputs; } params;
layout(set = 1, binding = 0) readonly buffer Src { float v[]; } srcs[2];
layout(set = 1, binding = 1) buffer Dst { float v[]; } dsts[];
void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= params.count) return;
    for (uint k = 0; k < params.outputs; ++k) dsts[nonuniformEXT(k)].v[i] = srcs[0].v[i] + srcs[1].v[i] * float(k + 1);
}
"""
BUFFERS = ["storage", "uniform", "device_address"]


def _context(stages: list[Any], desc: Any, *features: str, **kwargs: Any) -> DeviceContext:
    wanted = for_layout(desc) | for_modules(stages) | FeatureSet.of(["descriptorBuffer", *features])
    return DeviceContext(features=wanted, **kwargs)


def _clean(ctx: DeviceContext) -> None:
    problems = ctx.take_problems()
    assert not problems, "\n".join(map(str, problems))


@pytest.fixture
def scale(glsl: Any, vulkan_device: bool) -> Iterator[tuple[DeviceContext, Any, Any, Any]]:
    """(context, stage, its description, its descriptor-buffer layout); no message may arrive."""
    stage = layoutgen.reflect(glsl("scale.comp", SCALE))
    desc = layoutgen.merge([stage])
    with _context([stage], desc) as ctx, LayoutCache(ctx) as cache:
        yield ctx, stage, desc, cache.get(desc, descriptor_buffer=True)
        _clean(ctx)
    assert not ctx.leaks


def test_compute_pipeline_makes_a_pipeline_for_a_descriptor_buffer_layout(scale: tuple[Any, ...]) -> None:
    """compute_pipeline() with a descriptor-buffer layout makes the pipeline with
    DESCRIPTOR_BUFFER_BIT_EXT, as Vulkan asks of one bound with a descriptor buffer (it made
    one for descriptor sets, which the layer refused at the dispatch)."""
    from layoutgen.vk import compute_pipeline

    ctx, stage, _desc, layout = scale
    values = np.linspace(-4, 4, 100, dtype=np.float32)
    params = Buffer(ctx, scale_params(2.5, 1.0, len(values)), usage=BUFFERS)
    data = Buffer(ctx, values, usage=BUFFERS)
    with DescriptorBuffer(ctx, layout) as db, compute_pipeline(ctx, layout, stage) as pipe:
        db.write(0, params=params, data=data)
        dispatch(ctx, pipe, db, 2)
    assert np.allclose(data.read(np.float32), values * 2.5 + 1.0)


def test_descriptor_buffer_arguments_of_the_wrong_kind_are_named(scale: tuple[Any, ...]) -> None:
    """Each escaped as a TypeError or an AttributeError from inside."""
    from layoutgen.reflect import DescriptorType

    ctx, _stage, _desc, layout = scale
    with pytest.raises(LayoutError, match=r"sets= is a list of set indices \(\[0, 1\]\), not 0"):
        DescriptorBuffer(ctx, layout, sets=0)  # type: ignore[arg-type]
    with pytest.raises(LayoutError, match=r"variable_counts maps set indices to counts \(\{1: 4096\}\), not 5"):
        DescriptorBuffer(ctx, layout, variable_counts=5)  # type: ignore[arg-type]
    with DescriptorBuffer(ctx, layout) as db:
        size = db.descriptor_size(DescriptorType.UNIFORM_BUFFER)
        assert db.descriptor_size("uniform_buffer") == db.descriptor_size(6) == size  # type: ignore[arg-type]
        with pytest.raises(LayoutError, match=r"descriptor_size\(\)=99 names no descriptor type"):
            db.descriptor_size(99)  # type: ignore[arg-type]


def test_a_compute_program_through_a_descriptor_buffer(scale: tuple[Any, ...]) -> None:
    ctx, stage, desc, layout = scale
    values = np.linspace(-4, 4, 100, dtype=np.float32)
    params = Buffer(ctx, scale_params(2.5, 1.0, len(values)), usage=BUFFERS)
    data = Buffer(ctx, values, usage=BUFFERS)
    pipe = BufferPipeline(ctx, layout, stage)
    with DescriptorBuffer(ctx, layout) as db:
        assert db.buffer.usage & const("VK_BUFFER_USAGE_RESOURCE_DESCRIPTOR_BUFFER_BIT_EXT")
        assert not db.buffer.usage & const("VK_BUFFER_USAGE_SAMPLER_DESCRIPTOR_BUFFER_BIT_EXT")  # no samplers
        db.write(0, params=params, data=data)

        pipe.run(db, layout, 2)
        assert np.allclose(data.read(np.float32), values * 2.5 + 1.0)
        # written again, with a range of a bigger buffer: the next dispatch reads the new descriptor
        params.write(scale_params(0.5, 0.0, len(values)))
        pipe.run(db, layout, 2)
        assert np.allclose(data.read(np.float32), (values * 2.5 + 1.0) * 0.5)
    pipe.close()


def _queried(ctx: DeviceContext, handle: Any, binding: int) -> tuple[int, int]:
    size_of = ffi.cast("PFN_vkGetDescriptorSetLayoutSizeEXT",
                       lib.vkGetDeviceProcAddr(ctx.device, b"vkGetDescriptorSetLayoutSizeEXT"))
    offset_of = ffi.cast("PFN_vkGetDescriptorSetLayoutBindingOffsetEXT",
                         lib.vkGetDeviceProcAddr(ctx.device, b"vkGetDescriptorSetLayoutBindingOffsetEXT"))
    out = ffi.new("VkDeviceSize*")
    size_of(ctx.device, handle, out)
    size = int(out[0])
    offset_of(ctx.device, handle, binding, out)
    return size, int(out[0])


def test_arrays_and_a_variable_count_binding(glsl: Any, vulkan_device: bool) -> None:
    stage = layoutgen.reflect(glsl("gather.comp", GATHER))
    desc = layoutgen.merge([stage], bindless_max=8)
    n = 32
    with _context([stage], desc) as ctx, LayoutCache(ctx) as cache:
        layout = cache.get(desc, descriptor_buffer=True)
        assert layout is cache.get(desc, descriptor_buffer=True) and layout is not cache.get(desc)
        a, b = np.arange(n, dtype=np.float32), np.full(n, 0.5, np.float32)
        srcs = [Buffer(ctx, a, usage=BUFFERS), Buffer(ctx, b, usage=BUFFERS)]
        dsts = [Buffer(ctx, n * 4, usage=BUFFERS) for _ in range(3)]
        params = Buffer(ctx, np.array([n, 3, 0, 0], np.uint32), usage=BUFFERS)
        pipe = BufferPipeline(ctx, layout, stage)
        for count, refused in ((9, "9"), (2.0, "2.0"), (True, "True")):  # past the bound; not an integer
            with pytest.raises(LayoutError, match=rf"set 1 binding 1 \(.*\): variable_counts\[1\] must be 0..8 \(its "
                                                  rf"bound\), not {refused}"):
                DescriptorBuffer(ctx, layout, variable_counts={1: count})
        with DescriptorBuffer(ctx, layout, variable_counts={1: np.int64(3)}) as db:  # numpy's integers too
            assert sorted(db.placed) == [0, 1]
            for index, placed in db.placed.items():
                assert placed.offset % db.alignment == 0
                size, _ = _queried(ctx, layout.set_layouts[index], 0)
                for binding, offset in placed.bindings.items():
                    assert offset == _queried(ctx, layout.set_layouts[index], binding)[1]
            var = db.placed[1]
            assert var.size == var.bindings[1] + 3 * db.descriptor_size(layoutgen.DescriptorType.STORAGE_BUFFER)
            with pytest.raises(LayoutError, match="past its 3"):
                db.write(1, dsts=[*dsts, dsts[0]])  # the variable count, not the bound, is the length
            db.write(1, srcs={1: srcs[1]})
            db.write(1, {"srcs": {0: srcs[0]}, "dsts": dsts})
            db.write(0, params=(params, 0, 16))

            pipe.run(db, layout, 2)
            for k, dst in enumerate(dsts):
                assert np.allclose(dst.read(np.float32), a + b * (k + 1))
        pipe.close()
        _clean(ctx)


def test_sets_in_two_descriptor_buffers_bound_together(glsl: Any, vulkan_device: bool) -> None:
    """A layout's sets in two DescriptorBuffers (``sets=[0]``, ``sets=[1]``), bound by one
    bind_descriptor_buffers(), each buffer at its own binding index. Bound one after the other
    (each ``bind()`` binds its buffer at index 0), the second unbinds the first and its set's
    offset: nothing offered another way."""
    from layoutgen.vk import bind_descriptor_buffers

    stage = layoutgen.reflect(glsl("gather.comp", GATHER))
    desc = layoutgen.merge([stage], bindless_max=8)
    n = 16
    with _context([stage], desc) as ctx, LayoutCache(ctx) as cache:
        layout = cache.get(desc, descriptor_buffer=True)
        a, b = np.arange(n, dtype=np.float32), np.full(n, 0.25, np.float32)
        srcs = [Buffer(ctx, a, usage=BUFFERS), Buffer(ctx, b, usage=BUFFERS)]
        dsts = [Buffer(ctx, n * 4, usage=BUFFERS) for _ in range(2)]
        params = Buffer(ctx, np.array([n, 2, 0, 0], np.uint32), usage=BUFFERS)
        pipe = BufferPipeline(ctx, layout, stage)
        with DescriptorBuffer(ctx, layout, sets=[0]) as first, \
                DescriptorBuffer(ctx, layout, sets=[1], variable_counts={1: 2}) as second, \
                DescriptorBuffer(ctx, layout, variable_counts={1: 2}) as whole:
            first.write(0, params=params)
            second.write(1, srcs=srcs, dsts=dsts)

            def record(cmd: Any) -> None:
                lib.vkCmdBindPipeline(cmd, lib.VK_PIPELINE_BIND_POINT_COMPUTE, pipe.handle)
                bind_descriptor_buffers(cmd, layout, [first, second])
                lib.vkCmdDispatch(cmd, 1, 1, 1)

            ctx.submit(record)
            for k, dst in enumerate(dsts):
                assert np.allclose(dst.read(np.float32), a + b * (k + 1))
            for given, refused in (
                    ([first, whole], r"set 0 is held by DescriptorBuffer 0 of those bound and by DescriptorBuffer 1 "
                                     r"of those bound: a set is bound from one buffer"),
                    (first, r"bind_descriptor_buffers\(\) takes a list of DescriptorBuffers, not <"),
                    ([], r"takes a list of DescriptorBuffers, not \[\]"),
                    ([first, 5], r"takes a list of DescriptorBuffers, not \[<")):
                with pytest.raises(LayoutError, match=refused):
                    ctx.submit(lambda cmd, given=given: bind_descriptor_buffers(cmd, layout, given))  # type: ignore
            with pytest.raises(LayoutError, match=r"bind_descriptor_buffers\(\) needs a PipelineLayout"):
                ctx.submit(lambda cmd: bind_descriptor_buffers(cmd, "layout", [first]))  # type: ignore[arg-type]
            unwritten = DescriptorBuffer(ctx, layout, sets=[0])
            with pytest.raises(LayoutError, match=r"set 0 of DescriptorBuffer 1 of those bound is bound with bindings "
                                                  r"never written: .*bind_descriptor_buffers\(\.\.\., unwritten="):
                ctx.submit(lambda cmd: bind_descriptor_buffers(cmd, layout, [second, unwritten]))
            for call in (lambda cmd: unwritten.bind(cmd, layout, unwritten="warn"),
                         lambda cmd: bind_descriptor_buffers(cmd, layout, [unwritten], unwritten="warn")):
                with pytest.warns(LayoutgenWarning, match="never written") as caught:
                    ctx.submit(call)
                assert caught[0].filename == __file__, "the warning names the line that bound"
            unwritten.close()
            whole.close()
            with pytest.raises(ClosedError):
                ctx.submit(lambda cmd: bind_descriptor_buffers(cmd, layout, [second, whole]))
            with pytest.raises(ClosedError):  # closed is said first, as before
                ctx.submit(lambda cmd: whole.bind(cmd, layout, unwritten="bogus"))  # type: ignore[arg-type]
        pipe.close()
        _clean(ctx)


def test_misuses_are_refused_before_any_vulkan_call(scale: tuple[Any, ...]) -> None:
    ctx, stage, desc, layout = scale
    data = Buffer(ctx, 64, usage=BUFFERS)
    with LayoutCache(ctx) as cache:
        with pytest.raises(LayoutError, match="descriptor_buffer=True"):
            DescriptorBuffer(ctx, cache.get(desc))  # a layout for descriptor sets
    with pytest.raises(LayoutError, match="sets 0..0"):
        DescriptorBuffer(ctx, layout, sets=[1])
    db = DescriptorBuffer(ctx, layout)
    with pytest.raises(NotFoundError, match="nothing"):
        db.write(0, nothing=data)
    with pytest.raises(LayoutError, match="not in this descriptor buffer"):
        db.write(2, data=data)
    with pytest.raises(LayoutError, match="expects a VkBuffer"):
        db.write(0, data=Sampler(ctx))
    with pytest.raises(LayoutError, match="device_address"):
        db.write(0, data=Buffer(ctx, 64, usage="storage"))
    with pytest.raises(LayoutError, match="size is unknown"):
        db.write(0, data=data.handle)  # a raw VkBuffer: no size to make a range of
    with pytest.raises(LayoutError, match="never written: .*params"):
        ctx.submit(lambda cmd: db.bind(cmd, layout))
    with pytest.warns(LayoutgenWarning):
        db.write(0, data=data)
        pipe = BufferPipeline(ctx, layout, stage)
        ctx.submit(lambda cmd: db.bind(cmd, layout, unwritten="warn"))
        pipe.close()
    db.close()
    with pytest.raises(ClosedError):
        db.write(0, data=data)
    with pytest.raises(ClosedError):
        ctx.submit(lambda cmd: db.bind(cmd, layout))


def test_dynamic_buffers_and_devices_without_the_feature(glsl: Any, vulkan_device: bool) -> None:
    stage = layoutgen.reflect(glsl("scale.comp", SCALE))
    desc = layoutgen.merge([stage])
    with DeviceContext() as ctx, LayoutCache(ctx) as cache:
        with pytest.raises(VulkanError, match="descriptorBuffer feature"):
            DescriptorBuffer(ctx, cache.get(desc, descriptor_buffer=True))
        with pytest.raises(VulkanError, match="bufferDeviceAddress"):
            Buffer(ctx, 16, usage=BUFFERS)
        dynamic = layoutgen.merge([stage], dynamic="params")
        with pytest.raises(LayoutError, match="dynamic buffers"):
            cache.get(dynamic, descriptor_buffer=True)
        _clean(ctx)


SAMPLE = """#version 450
layout(local_size_x = 4, local_size_y = 4) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) uniform texture2D img;
layout(set = 0, binding = 2) buffer Out { vec4 v[]; } outs;
layout(set = 1, binding = 0) uniform sampler still;
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec2 uv = (vec2(p) + 0.5) / 4.0;
    outs.v[p.y * 4 + p.x] = textureLod(tex, uv, 0.0) + 2.0 * textureLod(sampler2D(img, still), uv, 0.0);
}
"""


#: Layers before this one (measured: 1.3.239) crash in vkCmdDispatch, with synchronization
#: validation on, where an embedded-sampler set is bound; without it they take the dispatch clean.
SYNC_KNOWS_EMBEDDED = (1, 4, 309)


@pytest.mark.parametrize("embedded", [True, False], ids=["embedded-set", "in-the-buffer"])
def test_images_samplers_and_immutable_samplers(glsl: Any, vulkan_device: bool, embedded: bool,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """The immutable sampler alone in set 1 makes an embedded-sampler set, bound by bind(); in
    set 0, beside other bindings, it is written into the buffer as the buffer is made."""
    from layoutgen.vk import Image

    if embedded and (layer_version() or (0, 0, 0)) < SYNC_KNOWS_EMBEDDED:
        monkeypatch.setenv("LAYOUTGEN_VALIDATION_FEATURES", "")  # the core checks still run

    source = SAMPLE if embedded else SAMPLE.replace("set = 1, binding = 0) uniform sampler still",
                                                    "set = 0, binding = 3) uniform sampler still")
    stage = layoutgen.reflect(glsl("sample.comp", source))
    pixels = np.random.default_rng(3).random((4, 4, 4), dtype=np.float32)
    with _context([stage], layoutgen.merge([stage])) as ctx, LayoutCache(ctx) as cache:
        sampler = Sampler(ctx, "nearest", "clamp_to_edge")
        desc = layoutgen.merge([stage], immutable_samplers={"still": sampler})
        layout = cache.get(desc, descriptor_buffer=True)
        flags = [int(s.flags) & int(SetLayoutFlag.EMBEDDED_IMMUTABLE_SAMPLERS_EXT) for s in layout.desc.set_layouts]
        assert [bool(f) for f in flags] == ([False, True] if embedded else [False])
        image = Image.from_numpy(ctx, pixels)
        out = Buffer(ctx, 16 * 16, usage=BUFFERS)
        pipe = BufferPipeline(ctx, layout, stage)
        with DescriptorBuffer(ctx, layout) as db:
            assert sorted(db.placed) == [0]  # an embedded-sampler set takes no room
            assert db.buffer.usage & const("VK_BUFFER_USAGE_SAMPLER_DESCRIPTOR_BUFFER_BIT_EXT")
            if embedded:
                with pytest.raises(LayoutError, match="embedded immutable samplers alone"):
                    DescriptorBuffer(ctx, layout, sets=[1])
            with pytest.raises(LayoutError, match="immutable samplers alone" if embedded else "immutable"):
                db.write(1 if embedded else 0, still=sampler)
            db.write(0, tex=(image.view, sampler), img=image.view, outs=out)

            pipe.run(db, layout, 1)
        pipe.close()
        assert np.allclose(out.read(np.float32).reshape(4, 4, 4), pixels * 3.0)
        _clean(ctx)


RAYGEN = """#version 460
#extension GL_EXT_ray_tracing : require
layout(set = 0, binding = 0) writeonly buffer Out { uint v[8]; } outbuf;
void main() { outbuf.v[gl_LaunchIDEXT.x] = gl_LaunchIDEXT.x * 10u + 1u; }
"""


def test_ray_tracing_pipeline_for_a_descriptor_buffer_layout(glsl: Any, vulkan_device: bool) -> None:
    """ray_tracing_pipeline() with a descriptor-buffer layout makes the pipeline with
    DESCRIPTOR_BUFFER_BIT_EXT, as compute and graphics pipelines are made (the layer refused
    it at the trace)."""
    from layoutgen.vk import ray_tracing_pipeline
    from layoutgen.vk.descriptor_data import device_address

    rgen = layoutgen.reflect(glsl("g.rgen", RAYGEN, target="vulkan1.2"))
    desc = layoutgen.merge([rgen])
    with _context([rgen], desc) as ctx, LayoutCache(ctx) as cache:
        layout = cache.get(desc, descriptor_buffer=True)
        out = Buffer(ctx, 32, usage=BUFFERS)
        with DescriptorBuffer(ctx, layout) as db, ray_tracing_pipeline(ctx, layout, [rgen]) as pipe:
            db.write(0, outbuf=out)
            sbt = pipe.sbt
            table = Buffer(ctx, sbt.size + sbt.base_alignment,
                           usage=lib.VK_BUFFER_USAGE_SHADER_BINDING_TABLE_BIT_KHR | const(
                               "VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT"))
            base = device_address(ctx.device, table.handle)
            skew = -base % sbt.base_alignment  # the raygen region starts at a multiple of the base alignment
            table.write(sbt.pack(pipe.group_handles), skew)
            raygen = ffi.new("VkStridedDeviceAddressRegionKHR*", {
                "deviceAddress": base + skew + sbt.raygen.offset, "stride": sbt.raygen.stride, "size": sbt.raygen.size})
            empty = ffi.new("VkStridedDeviceAddressRegionKHR*")
            trace = ffi.cast("PFN_vkCmdTraceRaysKHR", lib.vkGetDeviceProcAddr(ctx.device, b"vkCmdTraceRaysKHR"))

            def record(cmd: Any) -> None:
                pipe.bind(cmd)
                db.bind(cmd, pipe)
                trace(cmd, raygen, empty, empty, empty, 8, 1, 1)

            ctx.submit(record)
        assert out.read(np.uint32).tolist() == [i * 10 + 1 for i in range(8)]
        _clean(ctx)
