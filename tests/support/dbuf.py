"""Test helpers for descriptor buffers: a compute pipeline made for them, and acceleration
structures (one triangle, its instance) built on a device with raw cffi structs."""
from __future__ import annotations

from typing import Any

import numpy as np
import vulkan as vk
from support.vkres import ALL_BUFFER_USAGE, Resources

from layoutgen.vk.binding import const, ffi, lib, raise_for_result
from layoutgen.vk.shaders import Modules, load, stage_array

#: A compute shader that scales and offsets ``count`` floats in place, its factors in a uniform
#: block: what the descriptor-buffer and shader-object programs dispatch.
SCALE = """#version 450
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) uniform Params { float scale; float bias; uint count; } params;
layout(set = 0, binding = 1) buffer Data { float values[]; } data;
void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i < params.count) data.values[i] = data.values[i] * params.scale + params.bias;
}
"""
#: A compute shader that shoots two rays from (0.25, 0.25, 0) at ``scene``, ahead (+z) and behind
#: (-z), and writes each hit's t (-1 for a miss): 1.0 and -1.0 against :meth:`Structures.triangle`.
QUERY = """#version 460
#extension GL_EXT_ray_query : require
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform accelerationStructureEXT scene;
layout(set = 0, binding = 1) writeonly buffer Out { float t[2]; } outbuf;
float shoot(vec3 dir) {
    rayQueryEXT q;
    rayQueryInitializeEXT(q, scene, gl_RayFlagsOpaqueEXT, 0xFF, vec3(0.25, 0.25, 0.0), 0.0, dir, 10.0);
    while (rayQueryProceedEXT(q)) {}
    if (rayQueryGetIntersectionTypeEXT(q, true) == gl_RayQueryCommittedIntersectionTriangleEXT)
        return rayQueryGetIntersectionTEXT(q, true);
    return -1.0;
}
void main() { outbuf.t[0] = shoot(vec3(0.0, 0.0, 1.0)); outbuf.t[1] = shoot(vec3(0.0, 0.0, -1.0)); }
"""
_BUILD_USAGE = (lib.VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR
                | lib.VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_STORAGE_BIT_KHR | ALL_BUFFER_USAGE)


def scale_params(scale: float, bias: float, count: int) -> bytes:
    """The bytes of :data:`SCALE`'s uniform block."""
    return np.array([scale, bias], np.float32).tobytes() + np.array([count], np.uint32).tobytes() + bytes(4)


def dispatch(ctx: Any, bound: Any, db: Any, groups: int, layout: Any = None) -> None:
    """Bind ``bound`` (a Pipeline, ShaderObjects or :class:`BufferPipeline`) and the descriptor
    buffer ``db`` with it (or with ``layout``), dispatch ``groups`` workgroups, and wait."""
    def record(cmd: Any) -> None:
        bound.bind(cmd)
        db.bind(cmd, bound if layout is None else layout)
        lib.vkCmdDispatch(cmd, groups, 1, 1)

    ctx.submit(record)


class BufferPipeline:
    """A compute pipeline made by hand with VK_PIPELINE_CREATE_DESCRIPTOR_BUFFER_BIT_EXT, as a
    layout of descriptor-buffer set layouts needs (compute_pipeline() sets the flag for such a
    layout as well), bound and dispatched by raw calls."""

    def __init__(self, ctx: Any, layout: Any, stage: Any) -> None:
        self.ctx = ctx
        keep: list[Any] = []
        with Modules(ctx, [load(stage)], None) as infos:
            info = ffi.new("VkComputePipelineCreateInfo*")
            info.sType = const("VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO")
            info.flags = const("VK_PIPELINE_CREATE_DESCRIPTOR_BUFFER_BIT_EXT")
            info.stage = stage_array(infos, keep)[0]
            info.layout = layout.handle
            out = ffi.new("VkPipeline*")
            raise_for_result(lib.vkCreateComputePipelines(ctx.device, ffi.NULL, 1, info, ffi.NULL, out),
                             "vkCreateComputePipelines", ctx)
        self.handle = out[0]

    def bind(self, cmd: Any) -> None:
        lib.vkCmdBindPipeline(cmd, lib.VK_PIPELINE_BIND_POINT_COMPUTE, self.handle)

    def run(self, db: Any, layout: Any, groups: int) -> None:
        """Bind the pipeline and ``db``, dispatch ``groups`` workgroups, and wait."""
        dispatch(self.ctx, self, db, groups, layout)

    def close(self) -> None:
        lib.vkDestroyPipeline(self.ctx.device, self.handle, ffi.NULL)


class Structures:
    """Acceleration structures made on ``res``'s device (their buffers are ``res``'s);
    ``close()`` destroys them."""

    def __init__(self, res: Resources) -> None:
        self.res, self.dev = res, res.dev
        self.made: list[Any] = []

    def fn(self, name: str) -> Any:
        return ffi.cast(f"PFN_{name}", lib.vkGetDeviceProcAddr(self.dev, name.encode()))

    def build(self, geometry: Any, kind: str) -> Any:
        info = ffi.new("VkAccelerationStructureBuildGeometryInfoKHR*")
        info.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR")
        info.type = const(f"VK_ACCELERATION_STRUCTURE_TYPE_{kind}_LEVEL_KHR")
        info.mode = const("VK_BUILD_ACCELERATION_STRUCTURE_MODE_BUILD_KHR")
        info.geometryCount, info.pGeometries = 1, geometry
        sizes = ffi.new("VkAccelerationStructureBuildSizesInfoKHR*")
        sizes.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_SIZES_INFO_KHR")
        count = ffi.new("uint32_t[]", [1])
        self.fn("vkGetAccelerationStructureBuildSizesKHR")(
            self.dev, const("VK_ACCELERATION_STRUCTURE_BUILD_TYPE_DEVICE_KHR"), info, count, sizes)
        storage = self.res.buffer(sizes.accelerationStructureSize, usage=_BUILD_USAGE, address=True)
        scratch = self.res.buffer(sizes.buildScratchSize + 256, usage=_BUILD_USAGE, address=True)
        create = ffi.new("VkAccelerationStructureCreateInfoKHR*")
        create.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_CREATE_INFO_KHR")
        create.buffer, create.size, create.type = storage.handle, sizes.accelerationStructureSize, info.type
        out = ffi.new("VkAccelerationStructureKHR*")
        assert self.fn("vkCreateAccelerationStructureKHR")(self.dev, create, ffi.NULL, out) == 0
        self.made.append(out[0])
        info.dstAccelerationStructure = out[0]
        info.scratchData.deviceAddress = -(-self.res.address(scratch) // 256) * 256
        ranges = ffi.new("VkAccelerationStructureBuildRangeInfoKHR[]", 1)
        ranges[0].primitiveCount = 1
        pointers = ffi.new("VkAccelerationStructureBuildRangeInfoKHR*[]", [ranges])
        self.res.submit(lambda cmd: self.fn("vkCmdBuildAccelerationStructuresKHR")(cmd, 1, info, pointers))
        return out[0]

    def address(self, structure: Any) -> int:
        info = ffi.new("VkAccelerationStructureDeviceAddressInfoKHR*")
        info.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_DEVICE_ADDRESS_INFO_KHR")
        info.accelerationStructure = structure
        return int(self.fn("vkGetAccelerationStructureDeviceAddressKHR")(self.dev, info))

    def triangle(self) -> Any:
        """A BLAS of one triangle in the plane z = 1 over x, y in [-1, 2]."""
        vertices = self.res.buffer(36, np.array([-1, -1, 1, 2, -1, 1, -1, 2, 1], np.float32), usage=_BUILD_USAGE,
                                   address=True)
        geom = ffi.new("VkAccelerationStructureGeometryKHR*")
        geom.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR")
        geom.geometryType = const("VK_GEOMETRY_TYPE_TRIANGLES_KHR")
        geom.flags = const("VK_GEOMETRY_OPAQUE_BIT_KHR")
        tri = geom.geometry.triangles
        tri.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_TRIANGLES_DATA_KHR")
        tri.vertexFormat, tri.vertexStride, tri.maxVertex = vk.VK_FORMAT_R32G32B32_SFLOAT, 12, 2
        tri.vertexData.deviceAddress = self.res.address(vertices)
        tri.indexType = const("VK_INDEX_TYPE_NONE_KHR")
        return self.build(geom, "BOTTOM")

    def instance_of(self, blas: Any) -> Any:
        """A TLAS holding ``blas`` once, untransformed."""
        inst = ffi.new("VkAccelerationStructureInstanceKHR*")
        for row in range(3):
            inst.transform.matrix[row][row] = 1.0
        inst.mask = 0xFF
        inst.flags = const("VK_GEOMETRY_INSTANCE_TRIANGLE_FACING_CULL_DISABLE_BIT_KHR")
        inst.accelerationStructureReference = self.address(blas)
        data = self.res.buffer(ffi.sizeof(inst[0]), bytes(ffi.buffer(inst)), usage=_BUILD_USAGE, address=True)
        geom = ffi.new("VkAccelerationStructureGeometryKHR*")
        geom.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR")
        geom.geometryType = const("VK_GEOMETRY_TYPE_INSTANCES_KHR")
        geom.geometry.instances.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_INSTANCES_DATA_KHR")
        geom.geometry.instances.data.deviceAddress = self.res.address(data)
        return self.build(geom, "TOP")

    def close(self) -> None:
        vk.vkDeviceWaitIdle(self.dev)
        for s in reversed(self.made):
            self.fn("vkDestroyAccelerationStructureKHR")(self.dev, s, ffi.NULL)
        self.made.clear()
