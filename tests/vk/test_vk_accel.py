"""An acceleration-structure descriptor written by name: a one-triangle BLAS and its TLAS built on
lavapipe, then ray queries in a compute shader that hit it and miss it."""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest
import vulkan as vk
from support.denv import env
from support.vkres import ALL_BUFFER_USAGE

from layoutgen.vk import DescriptorPool, compute_pipeline
from layoutgen.vk.binding import const, ffi, lib

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


class Builder:
    """Acceleration structures on a device, built with raw cffi structs."""

    def __init__(self, e: Any) -> None:
        self.e, self.dev = e, e.ctx.device
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
        storage = self.e.res.buffer(sizes.accelerationStructureSize, usage=_BUILD_USAGE, address=True)
        scratch = self.e.res.buffer(sizes.buildScratchSize + 256, usage=_BUILD_USAGE, address=True)
        create = ffi.new("VkAccelerationStructureCreateInfoKHR*")
        create.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_CREATE_INFO_KHR")
        create.buffer, create.size, create.type = storage.handle, sizes.accelerationStructureSize, info.type
        out = ffi.new("VkAccelerationStructureKHR*")
        assert self.fn("vkCreateAccelerationStructureKHR")(self.dev, create, ffi.NULL, out) == 0
        self.made.append(out[0])
        info.dstAccelerationStructure = out[0]
        info.scratchData.deviceAddress = -(-self.e.res.address(scratch) // 256) * 256
        ranges = ffi.new("VkAccelerationStructureBuildRangeInfoKHR[]", 1)
        ranges[0].primitiveCount = 1
        pointers = ffi.new("VkAccelerationStructureBuildRangeInfoKHR*[]", [ranges])
        self.e.res.submit(lambda cmd: self.fn("vkCmdBuildAccelerationStructuresKHR")(cmd, 1, info, pointers))
        return out[0]

    def address(self, structure: Any) -> int:
        info = ffi.new("VkAccelerationStructureDeviceAddressInfoKHR*")
        info.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_DEVICE_ADDRESS_INFO_KHR")
        info.accelerationStructure = structure
        return int(self.fn("vkGetAccelerationStructureDeviceAddressKHR")(self.dev, info))

    def triangle(self) -> Any:
        """A BLAS of one triangle in the plane z = 1 over x, y in [-1, 2]."""
        vertices = self.e.res.buffer(36, np.array([-1, -1, 1, 2, -1, 1, -1, 2, 1], np.float32), usage=_BUILD_USAGE,
                                     address=True)
        geom = ffi.new("VkAccelerationStructureGeometryKHR*")
        geom.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR")
        geom.geometryType = const("VK_GEOMETRY_TYPE_TRIANGLES_KHR")
        geom.flags = const("VK_GEOMETRY_OPAQUE_BIT_KHR")
        tri = geom.geometry.triangles
        tri.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_TRIANGLES_DATA_KHR")
        tri.vertexFormat, tri.vertexStride, tri.maxVertex = vk.VK_FORMAT_R32G32B32_SFLOAT, 12, 2
        tri.vertexData.deviceAddress = self.e.res.address(vertices)
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
        data = self.e.res.buffer(ffi.sizeof(inst[0]), bytes(ffi.buffer(inst)), usage=_BUILD_USAGE, address=True)
        geom = ffi.new("VkAccelerationStructureGeometryKHR*")
        geom.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR")
        geom.geometryType = const("VK_GEOMETRY_TYPE_INSTANCES_KHR")
        geom.geometry.instances.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_INSTANCES_DATA_KHR")
        geom.geometry.instances.data.deviceAddress = self.e.res.address(data)
        return self.build(geom, "TOP")

    def close(self) -> None:
        for s in reversed(self.made):
            self.fn("vkDestroyAccelerationStructureKHR")(self.dev, s, ffi.NULL)


def test_acceleration_structure_descriptor(glsl, vulkan_device: bool) -> None:
    path = glsl("query.comp", QUERY, target="vulkan1.2")
    with env([path]) as e:
        builder = Builder(e)
        try:
            tlas = builder.instance_of(builder.triangle())
            out = e.res.buffer(8)
            with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
                dset = pool.allocate(e.layout)
                with pytest.raises(Exception, match=r"set 0 binding 0 \(scene\), ACCELERATION_STRUCTURE_KHR expects a "
                                                    r"VkAccelerationStructureKHR, got a VkBuffer"):
                    dset.write(scene=out)
                e.quiet()
                dset.write(scene=tlas, outbuf=out)
                e.dispatch(pipe, [dset])
            assert out.read(np.float32).tolist() == [1.0, -1.0]
        finally:
            vk.vkDeviceWaitIdle(e.ctx.device)
            builder.close()
