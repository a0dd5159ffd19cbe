"""Vulkan's enumerations that reflection reports, with Vulkan's numbers, so that reflection
needs no Vulkan import.

The enums themselves are generated from the Vulkan registry (:mod:`layoutgen.vkxml.vkenums`,
by ``tools/gen_vulkan.py``, with the helpers of :mod:`layoutgen.vkxml.vkbase`: Vulkan's names
both ways, the format of a vector); this module adds what the registry does not say: the
VkFormat of each SPIR-V image format, and the shader stage of each SPIR-V execution model.
"""
from __future__ import annotations

from ..vkxml.vkenums import DescriptorType, Format, ShaderStage
from .enumerants import ExecutionModel, ImageFormat

_F, _M = ImageFormat, ExecutionModel

__all__ = ["DescriptorType", "Format", "ShaderStage", "IMAGE_FORMATS", "STAGES"]


def format_for(kind: str, width: int, count: int) -> Format:
    """The format of ``count`` components of a scalar ``kind`` ('float', 'int', 'uint')."""
    return Format.for_components(kind, width, count)


#: SPIR-V image format -> VkFormat (for storage images and texel buffers; every format but Unknown).
#: Keyed by the ImageFormat members, which are their spellings: a str the grammar spells finds its format too.
IMAGE_FORMATS: dict[str, Format] = {
    _F.RGBA32F: Format.R32G32B32A32_SFLOAT, _F.RGBA16F: Format.R16G16B16A16_SFLOAT,
    _F.R32F: Format.R32_SFLOAT, _F.RGBA8: Format.R8G8B8A8_UNORM, _F.RGBA8_SNORM: Format.R8G8B8A8_SNORM,
    _F.RG32F: Format.R32G32_SFLOAT, _F.RG16F: Format.R16G16_SFLOAT,
    _F.R11F_G11F_B10F: Format.B10G11R11_UFLOAT_PACK32, _F.R16F: Format.R16_SFLOAT,
    _F.RGBA16: Format.R16G16B16A16_UNORM, _F.RGB10_A2: Format.A2B10G10R10_UNORM_PACK32,
    _F.RG16: Format.R16G16_UNORM, _F.RG8: Format.R8G8_UNORM, _F.R16: Format.R16_UNORM, _F.R8: Format.R8_UNORM,
    _F.RGBA16_SNORM: Format.R16G16B16A16_SNORM, _F.RG16_SNORM: Format.R16G16_SNORM,
    _F.RG8_SNORM: Format.R8G8_SNORM, _F.R16_SNORM: Format.R16_SNORM, _F.R8_SNORM: Format.R8_SNORM,
    _F.RGBA32I: Format.R32G32B32A32_SINT, _F.RGBA16I: Format.R16G16B16A16_SINT,
    _F.RGBA8I: Format.R8G8B8A8_SINT, _F.R32I: Format.R32_SINT, _F.RG32I: Format.R32G32_SINT,
    _F.RG16I: Format.R16G16_SINT, _F.RG8I: Format.R8G8_SINT, _F.R16I: Format.R16_SINT, _F.R8I: Format.R8_SINT,
    _F.RGBA32UI: Format.R32G32B32A32_UINT, _F.RGBA16UI: Format.R16G16B16A16_UINT,
    _F.RGBA8UI: Format.R8G8B8A8_UINT, _F.R32UI: Format.R32_UINT, _F.RGB10A2UI: Format.A2B10G10R10_UINT_PACK32,
    _F.RG32UI: Format.R32G32_UINT, _F.RG16UI: Format.R16G16_UINT, _F.RG8UI: Format.R8G8_UINT,
    _F.R16UI: Format.R16_UINT, _F.R8UI: Format.R8_UINT, _F.R64UI: Format.R64_UINT, _F.R64I: Format.R64_SINT,
}

#: SPIR-V execution model -> Vulkan shader stage (every model but Kernel, which Vulkan does not run),
#: keyed by the ExecutionModel members, as IMAGE_FORMATS is.
STAGES: dict[str, ShaderStage] = {
    _M.VERTEX: ShaderStage.VERTEX,
    _M.TESSELLATION_CONTROL: ShaderStage.TESSELLATION_CONTROL,
    _M.TESSELLATION_EVALUATION: ShaderStage.TESSELLATION_EVALUATION,
    _M.GEOMETRY: ShaderStage.GEOMETRY,
    _M.FRAGMENT: ShaderStage.FRAGMENT,
    _M.GL_COMPUTE: ShaderStage.COMPUTE,
    _M.TASK_NV: ShaderStage.TASK_EXT, _M.TASK_EXT: ShaderStage.TASK_EXT,
    _M.MESH_NV: ShaderStage.MESH_EXT, _M.MESH_EXT: ShaderStage.MESH_EXT,
    _M.RAY_GENERATION_KHR: ShaderStage.RAYGEN_KHR,
    _M.INTERSECTION_KHR: ShaderStage.INTERSECTION_KHR,
    _M.ANY_HIT_KHR: ShaderStage.ANY_HIT_KHR,
    _M.CLOSEST_HIT_KHR: ShaderStage.CLOSEST_HIT_KHR,
    _M.MISS_KHR: ShaderStage.MISS_KHR,
    _M.CALLABLE_KHR: ShaderStage.CALLABLE_KHR,
}
