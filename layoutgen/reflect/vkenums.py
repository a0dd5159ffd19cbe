"""Vulkan's enumerations that reflection reports, with Vulkan's numbers, so that reflection
needs no Vulkan import.

The enums themselves are generated from the Vulkan registry (:mod:`layoutgen.vkxml.vkenums`,
by ``tools/gen_vulkan.py``, with the helpers of :mod:`layoutgen.vkxml.vkbase`: Vulkan's names
both ways, the format of a vector); this module adds what the registry does not say: the
VkFormat of each SPIR-V image format, and the shader stage of each SPIR-V execution model.
"""
from __future__ import annotations

from ..vkxml.vkenums import DescriptorType, Format, ShaderStage

__all__ = ["DescriptorType", "Format", "ShaderStage", "IMAGE_FORMATS", "STAGES"]


def format_for(kind: str, width: int, count: int) -> Format:
    """The format of ``count`` components of a scalar ``kind`` ('float', 'int', 'uint')."""
    return Format.for_components(kind, width, count)


#: SPIR-V image format, as the grammar spells it (an ImageFormat member finds its format too: it is
#: that str) -> VkFormat, for storage images and texel buffers; every format but Unknown (a test
#: holds the keys to ImageFormat). Spellings, not the members, so that Vulkan's enums load without
#: the grammar's.
IMAGE_FORMATS: dict[str, Format] = {
    "Rgba32f": Format.R32G32B32A32_SFLOAT, "Rgba16f": Format.R16G16B16A16_SFLOAT,
    "R32f": Format.R32_SFLOAT, "Rgba8": Format.R8G8B8A8_UNORM, "Rgba8Snorm": Format.R8G8B8A8_SNORM,
    "Rg32f": Format.R32G32_SFLOAT, "Rg16f": Format.R16G16_SFLOAT,
    "R11fG11fB10f": Format.B10G11R11_UFLOAT_PACK32, "R16f": Format.R16_SFLOAT,
    "Rgba16": Format.R16G16B16A16_UNORM, "Rgb10A2": Format.A2B10G10R10_UNORM_PACK32,
    "Rg16": Format.R16G16_UNORM, "Rg8": Format.R8G8_UNORM, "R16": Format.R16_UNORM, "R8": Format.R8_UNORM,
    "Rgba16Snorm": Format.R16G16B16A16_SNORM, "Rg16Snorm": Format.R16G16_SNORM,
    "Rg8Snorm": Format.R8G8_SNORM, "R16Snorm": Format.R16_SNORM, "R8Snorm": Format.R8_SNORM,
    "Rgba32i": Format.R32G32B32A32_SINT, "Rgba16i": Format.R16G16B16A16_SINT,
    "Rgba8i": Format.R8G8B8A8_SINT, "R32i": Format.R32_SINT, "Rg32i": Format.R32G32_SINT,
    "Rg16i": Format.R16G16_SINT, "Rg8i": Format.R8G8_SINT, "R16i": Format.R16_SINT, "R8i": Format.R8_SINT,
    "Rgba32ui": Format.R32G32B32A32_UINT, "Rgba16ui": Format.R16G16B16A16_UINT,
    "Rgba8ui": Format.R8G8B8A8_UINT, "R32ui": Format.R32_UINT, "Rgb10a2ui": Format.A2B10G10R10_UINT_PACK32,
    "Rg32ui": Format.R32G32_UINT, "Rg16ui": Format.R16G16_UINT, "Rg8ui": Format.R8G8_UINT,
    "R16ui": Format.R16_UINT, "R8ui": Format.R8_UINT, "R64ui": Format.R64_UINT, "R64i": Format.R64_SINT,
}

#: SPIR-V execution model, as IMAGE_FORMATS keys its formats -> Vulkan shader stage; every model but
#: Kernel, which Vulkan does not run (a test holds the keys to ExecutionModel).
STAGES: dict[str, ShaderStage] = {
    "Vertex": ShaderStage.VERTEX,
    "TessellationControl": ShaderStage.TESSELLATION_CONTROL,
    "TessellationEvaluation": ShaderStage.TESSELLATION_EVALUATION,
    "Geometry": ShaderStage.GEOMETRY,
    "Fragment": ShaderStage.FRAGMENT,
    "GLCompute": ShaderStage.COMPUTE,
    "TaskNV": ShaderStage.TASK_EXT, "TaskEXT": ShaderStage.TASK_EXT,
    "MeshNV": ShaderStage.MESH_EXT, "MeshEXT": ShaderStage.MESH_EXT,
    "RayGenerationKHR": ShaderStage.RAYGEN_KHR,
    "IntersectionKHR": ShaderStage.INTERSECTION_KHR,
    "AnyHitKHR": ShaderStage.ANY_HIT_KHR,
    "ClosestHitKHR": ShaderStage.CLOSEST_HIT_KHR,
    "MissKHR": ShaderStage.MISS_KHR,
    "CallableKHR": ShaderStage.CALLABLE_KHR,
}
