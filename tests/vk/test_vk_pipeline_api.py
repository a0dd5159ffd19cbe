"""Pipelines from reflected stages: compute (by path, module or (module, entry)), specialization
by name or id checked before any Vulkan call, layouts checked against the stages, mesh
pipelines drawn, ray-tracing pipelines traced through their shader binding table."""
from __future__ import annotations

import numpy as np
import pytest
import vulkan as vk
from support.denv import env
from support.vkres import ALL_BUFFER_USAGE

import layoutgen
from layoutgen.errors import LayoutgenError, VulkanError
from layoutgen.vk import (DescriptorPool, DeviceContext, LayoutCache, PushConstants, ShaderBindingTable,
                          compute_pipeline, mesh_pipeline, ray_tracing_pipeline, render_pass)
from layoutgen.layout import resolve
from layoutgen.vk.binding import ffi, lib

SPEC = """#version 450
layout(local_size_x = 1) in;
layout(constant_id = 0) const int N = 1;
layout(constant_id = 1) const float GAIN = 1.0;
layout(constant_id = 2) const bool FLIP = false;
layout(constant_id = 7) const uint BIG = 0;
layout(set = 0, binding = 0) writeonly buffer Out { float v[4]; } outbuf;
void main() {
    outbuf.v[0] = float(N);
    outbuf.v[1] = GAIN;
    outbuf.v[2] = FLIP ? 1.0 : 0.0;
    outbuf.v[3] = float(BIG);
}
"""


def _run(e, path_or_stage, out, **kw) -> list[float]:
    with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path_or_stage, **kw) as pipe:
        dset = pool.allocate(e.layout)
        dset.write(outbuf=out)
        e.dispatch(pipe, [dset])
    return out.read(np.float32).tolist()


def test_compute_stage_as_path_module_or_entry(glsl, vulkan_device: bool) -> None:
    path = glsl("spec.comp", SPEC)
    with env([path]) as e:
        out = e.res.buffer(16)
        module = layoutgen.reflect(path)
        for stage in (path, str(path), module, (module, "main"), (path, "main"), path.read_bytes()):
            assert _run(e, stage, out) == [1.0, 1.0, 0.0, 0.0]
        with pytest.raises(LayoutgenError, match=r"no entry point 'other'; it has: main \(GLCompute\)"):
            compute_pipeline(e.ctx, e.layout, (module, "other"))
        e.quiet()


def test_specialization_by_name_and_id(glsl, vulkan_device: bool) -> None:
    path = glsl("spec.comp", SPEC)
    with env([path]) as e:
        out = e.res.buffer(16)
        assert _run(e, path, out, specialization={"N": 5, 1: 2.5, "FLIP": True, 7: 3_000_000_000}) == \
            [5.0, 2.5, 1.0, 3e9]


@pytest.mark.parametrize("values,pattern", [
    ({"N": 2.5}, r"specialization constant 0 \('N', 32-bit int\): 2.5 is not an integer"),
    ({"GAIN": "loud"}, r"specialization constant 1 \('GAIN', 32-bit float\) takes a number, not 'loud'"),
    ({"FLIP": 3}, r"specialization constant 2 \('FLIP', bool\) takes true or false, not 3"),
    ({"N": True}, r"specialization constant 0 \('N', 32-bit int\) takes a number, not True"),
    ({"BIG": -1}, r"specialization constant 7 \('BIG', 32-bit uint\): -1 is outside 0..4294967295"),
    ({"N": 2**31}, r"'N', 32-bit int\): 2147483648 is outside -2147483648..2147483647"),
    ({"GAIN": 1e39}, r"'GAIN', 32-bit float\): 1e\+39 is not a finite 32-bit float"),
    ({"RADIUS": 3}, r"no specialization constant 'RADIUS' in these stages; they have: 0 \(N\), 1 \(GAIN\), "
                    r"2 \(FLIP\), 7 \(BIG\)"),
    ({3: 1}, r"no specialization constant 3 in these stages"),
])
def test_specialization_misuse_is_refused_before_vulkan(values, pattern, glsl, vulkan_device: bool) -> None:
    path = glsl("spec.comp", SPEC)
    with env([path]) as e:
        with pytest.raises(LayoutgenError, match=pattern):
            compute_pipeline(e.ctx, e.layout, path, specialization=values)
        e.quiet()


def test_stage_and_layout_misuse(glsl, vulkan_device: bool) -> None:
    path = glsl("spec.comp", SPEC)
    other = glsl("other.comp", "#version 450\nlayout(local_size_x = 1) in;\n"
                               "layout(set = 0, binding = 3) buffer B { float x; } b;\nvoid main() { b.x = 1.0; }\n")
    vert = glsl("v.vert", "#version 450\nvoid main() { gl_Position = vec4(0.0); }\n")
    with env([path]) as e:
        with pytest.raises(LayoutgenError, match=r"(?s)the layout does not fit .*other.comp.*set 0 binding 3: .* uses "
                                                 r"'b' but set 0 has no binding 3"):
            compute_pipeline(e.ctx, e.layout, other)
        with pytest.raises(LayoutgenError, match=r"v.vert.* is not a compute shader"):
            compute_pipeline(e.ctx, e.layout, vert)
        e.quiet()


def test_a_module_reflected_from_bytes_makes_a_pipeline(glsl, vulkan_device: bool, tmp_path) -> None:
    """A module carries its code: one reflected from bytes, or from a file since removed,
    makes a pipeline (its file is not read again)."""
    path = glsl("spec.comp", SPEC)
    from_bytes = layoutgen.reflect(path.read_bytes())
    moved = tmp_path / "gone.comp.spv"
    moved.write_bytes(path.read_bytes())
    from_gone_file = layoutgen.reflect(moved)
    moved.unlink()
    with env([path]) as e:
        out = e.res.buffer(16)
        for stage in (from_bytes, (from_bytes, "main"), from_gone_file,
                      resolve(from_bytes)[0]):
            assert _run(e, stage, out, specialization={"N": 2}) == [2.0, 1.0, 0.0, 0.0]
        e.quiet()


MESH = """#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 1) in;
layout(triangles, max_vertices = 3, max_primitives = 1) out;
void main() {
    SetMeshOutputsEXT(3, 1);
    gl_MeshVerticesEXT[0].gl_Position = vec4(-1.0, -1.0, 0.0, 1.0);
    gl_MeshVerticesEXT[1].gl_Position = vec4(3.0, -1.0, 0.0, 1.0);
    gl_MeshVerticesEXT[2].gl_Position = vec4(-1.0, 3.0, 0.0, 1.0);
    gl_PrimitiveTriangleIndicesEXT[0] = uvec3(0, 1, 2);
}
"""
MESH_FRAG = """#version 450
layout(push_constant) uniform P { vec4 color; } p;
layout(location = 0) out vec4 out_color;
void main() { out_color = p.color; }
"""


def test_mesh_pipeline_draws(glsl, vulkan_device: bool) -> None:
    paths = [glsl("m.mesh", MESH, target="vulkan1.2"), glsl("m.frag", MESH_FRAG, target="vulkan1.2")]
    with env(paths) as e:
        push = PushConstants(e.desc, e.stages)
        push["color"] = (0.125, 0.25, 0.5, 1.0)
        rp = render_pass(e.ctx, [vk.VK_FORMAT_R32G32B32A32_SFLOAT], final_layout="VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL")
        draw = ffi.cast("PFN_vkCmdDrawMeshTasksEXT", lib.vkGetDeviceProcAddr(e.ctx.device, b"vkCmdDrawMeshTasksEXT"))
        try:
            with pytest.raises(LayoutgenError, match=r"vertex_input= is for a vertex stage"):
                mesh_pipeline(e.ctx, e.layout, paths, rp, vertex_input=np.dtype([("p", "<f4", 2)]))
            with mesh_pipeline(e.ctx, e.layout, paths, rp) as pipe:
                pixels = e.draw(pipe, rp, push, lambda cmd: draw(cmd, 1, 1, 1))
        finally:
            vk.vkDestroyRenderPass(e.ctx.device, rp, None)
        assert np.allclose(pixels, [0.125, 0.25, 0.5, 1.0])


RGEN = """#version 460
#extension GL_EXT_ray_tracing : require
layout(set = 0, binding = 0) writeonly buffer Out { uint v[8]; } outbuf;
void main() { outbuf.v[gl_LaunchIDEXT.x] = gl_LaunchIDEXT.x * 10u + 1u; }
"""
RMISS = """#version 460
#extension GL_EXT_ray_tracing : require
layout(location = 0) rayPayloadInEXT vec4 payload;
void main() { payload = vec4(0.0); }
"""
RCHIT = """#version 460
#extension GL_EXT_ray_tracing : require
layout(location = 0) rayPayloadInEXT vec4 payload;
void main() { payload = vec4(1.0); }
"""


def test_ray_tracing_without_the_extension_is_a_clear_error(glsl, vulkan_device: bool) -> None:
    rgen = glsl("g.rgen", RGEN, target="vulkan1.2")
    desc = layoutgen.merge([rgen])
    with DeviceContext() as ctx, LayoutCache(ctx) as cache:
        layout = cache.get(desc)
        for stages in ([rgen], [layoutgen.vk.pipeline.StageInfo(None, layoutgen.ShaderStage.RAYGEN_KHR)]):
            with pytest.raises(VulkanError, match=r"ray_tracing_pipeline\(\) needs VK_KHR_ray_tracing_pipeline and its "
                                                  r"rayTracingPipeline feature enabled on .*: create the context with "
                                                  r"DeviceContext\(features=\['rayTracingPipeline'\]\)"):
                ray_tracing_pipeline(ctx, layout, stages)
        assert not ctx.take_messages()


def test_vertex_input_info_gives_each_input_rate_its_vulkan_value() -> None:
    from layoutgen.layout import InputRate, VertexBinding, VertexInputDesc
    from layoutgen.vk import vertex_input_info
    from layoutgen.vk.convert import vertex_input_from_info

    desc = VertexInputDesc((VertexBinding(0, 16), VertexBinding(1, 64, InputRate.INSTANCE)), ())
    made = vertex_input_info(desc)
    assert [made.info.pVertexBindingDescriptions[i].inputRate for i in range(2)] == [
        vk.VK_VERTEX_INPUT_RATE_VERTEX, vk.VK_VERTEX_INPUT_RATE_INSTANCE]
    assert vertex_input_from_info(made.info) == desc


def test_shader_binding_table_plan() -> None:
    sbt = ShaderBindingTable.plan(["raygen", "miss", "miss", "hit"], 32, 16, 64)
    assert (sbt.raygen.offset, sbt.raygen.stride, sbt.raygen.size) == (0, 64, 64)
    assert (sbt.miss.offset, sbt.miss.stride, sbt.miss.size, sbt.miss.count) == (64, 32, 64, 2)
    assert (sbt.hit.offset, sbt.hit.stride, sbt.hit.size) == (128, 32, 64)
    assert (sbt.callable.count, sbt.callable.size, sbt.size) == (0, 0, 192)
    table = sbt.pack(bytes(range(4)) * 8 + bytes([9]) * 32 + bytes([8]) * 32 + bytes([7]) * 32)
    assert table[64:96] == bytes([9]) * 32 and table[96:128] == bytes([8]) * 32 and table[128:160] == bytes([7]) * 32
    with pytest.raises(LayoutgenError, match=r"4 group\(s\) have 128 bytes of handles, got 3"):
        sbt.pack(b"abc")


def test_each_raygen_shader_has_a_region_whose_size_is_its_stride() -> None:
    """VUID-vkCmdTraceRaysKHR-size-04023: the raygen region's size equals its stride, so a table of
    two raygen shaders gives one region per shader (-pRayGenShaderBindingTable-03682: each at a
    multiple of the base alignment); sbt.raygen stays the first."""
    sbt = ShaderBindingTable.plan(["raygen", "miss", "raygen", "hit"], 32, 32, 64)
    assert len(sbt.raygen_regions) == 2 and sbt.raygen == sbt.raygen_regions[0] == sbt.raygen_region(0)
    for region in sbt.raygen_regions:
        assert region.size == region.stride == 64 and region.count == 1 and region.offset % 64 == 0
    assert [r.offset for r in sbt.raygen_regions] == [0, 64]
    assert sbt.raygen_region(np.int64(1)) == sbt.raygen_regions[1]
    assert (sbt.miss.offset, sbt.hit.offset, sbt.size) == (128, 192, 256)
    table = sbt.pack(bytes([1]) * 32 + bytes([2]) * 32 + bytes([3]) * 32 + bytes([4]) * 32)
    assert table[0:32] == bytes([1]) * 32 and table[64:96] == bytes([3]) * 32  # group order: raygen, miss, raygen
    assert table[128:160] == bytes([2]) * 32 and table[192:224] == bytes([4]) * 32
    with pytest.raises(layoutgen.errors.NotFoundError, match=r"raygen_region\(2\): the table has 2 raygen"):
        sbt.raygen_region(2)
    with pytest.raises(LayoutgenError, match="must be an integer, not 1.0"):
        sbt.raygen_region(1.0)
    none = ShaderBindingTable.plan(["miss"], 32, 32, 64)
    assert none.raygen_regions == () and (none.raygen.size, none.raygen.count) == (0, 0)


def test_group_kinds_are_a_str_enum_in_region_order() -> None:
    """The table's group kinds are GroupKinds, in the order of the regions; their text still plans a table."""
    from layoutgen.reflect import ShaderStage as S
    from layoutgen.vk.raytracing import GroupKind, _groups
    from layoutgen.vk.shaders import StageInfo

    assert list(GroupKind) == ["raygen", "miss", "hit", "callable"]
    by_text = ShaderBindingTable.plan(["raygen", "miss", "miss", "hit"], 32, 16, 64)
    by_member = ShaderBindingTable.plan([GroupKind.RAYGEN, GroupKind.MISS, GroupKind.MISS, GroupKind.HIT], 32, 16, 64)
    assert by_text == by_member and all(type(g) is GroupKind for g in by_text.groups)
    with pytest.raises(ValueError, match="'anyhit' is not a valid GroupKind"):
        ShaderBindingTable.plan(["raygen", "anyhit"], 32, 16, 64)
    stages = [StageInfo(None, s) for s in (S.RAYGEN_KHR, S.CLOSEST_HIT_KHR, S.MISS_KHR, S.CALLABLE_KHR)]
    assert [g[0] for g in _groups(stages)] == [GroupKind.RAYGEN, GroupKind.MISS, GroupKind.CALLABLE, GroupKind.HIT]


def _region(address: int, r) -> object:
    region = ffi.new("VkStridedDeviceAddressRegionKHR*")
    if r.count:
        region.deviceAddress, region.stride, region.size = address + r.offset, r.stride, r.size
    return region


def test_ray_tracing_pipeline_traces_through_its_table(glsl, vulkan_device: bool) -> None:
    paths = [glsl(n, src, target="vulkan1.2") for n, src in (("g.rgen", RGEN), ("m.rmiss", RMISS),
                                                             ("h.rchit", RCHIT))]
    with env(paths) as e:
        out = e.res.buffer(32)
        with DescriptorPool(e.ctx, e.desc) as pool, ray_tracing_pipeline(e.ctx, e.layout, paths) as pipe:
            assert pipe.sbt.groups == ("raygen", "miss", "hit")
            assert len(pipe.group_handles) == 3 * pipe.sbt.handle_size
            usage = ALL_BUFFER_USAGE | lib.VK_BUFFER_USAGE_SHADER_BINDING_TABLE_BIT_KHR
            table = e.res.buffer(pipe.sbt.size + pipe.sbt.base_alignment, usage=usage, address=True)
            base = e.res.address(table)
            skew = -base % pipe.sbt.base_alignment  # regions start at multiples of the base alignment
            table.write(pipe.sbt.pack(pipe.group_handles), offset=skew)
            dset = pool.allocate(e.layout)
            dset.write(outbuf=out)
            trace = ffi.cast("PFN_vkCmdTraceRaysKHR", lib.vkGetDeviceProcAddr(e.ctx.device, b"vkCmdTraceRaysKHR"))
            cmd = e.res.command_buffer()
            pipe.bind(cmd)
            dset.bind(cmd, pipe)
            regions = [_region(base + skew, getattr(pipe.sbt, k)) for k in ("raygen", "miss", "hit", "callable")]
            trace(cmd, *regions, 8, 1, 1)
            e.res.finish(cmd)
        assert out.read(np.uint32).tolist() == [i * 10 + 1 for i in range(8)]
