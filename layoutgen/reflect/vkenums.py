"""Vulkan's enumerations that reflection reports, with Vulkan's numbers, so that reflection
needs no Vulkan import. A test compares every value with the ``vulkan`` package's."""
from __future__ import annotations

from enum import IntEnum, IntFlag


class DescriptorType(IntEnum):
    """``VkDescriptorType``."""

    SAMPLER = 0
    COMBINED_IMAGE_SAMPLER = 1
    SAMPLED_IMAGE = 2
    STORAGE_IMAGE = 3
    UNIFORM_TEXEL_BUFFER = 4
    STORAGE_TEXEL_BUFFER = 5
    UNIFORM_BUFFER = 6
    STORAGE_BUFFER = 7
    UNIFORM_BUFFER_DYNAMIC = 8
    STORAGE_BUFFER_DYNAMIC = 9
    INPUT_ATTACHMENT = 10
    INLINE_UNIFORM_BLOCK = 1000138000
    ACCELERATION_STRUCTURE_KHR = 1000150000
    ACCELERATION_STRUCTURE_NV = 1000165000
    MUTABLE_EXT = 1000351000
    TENSOR_ARM = 1000460000

    @property
    def vk_name(self) -> str:
        return "VK_DESCRIPTOR_TYPE_" + self.name

    @classmethod
    def from_vk_name(cls, name: str) -> DescriptorType:
        return cls[name.removeprefix("VK_DESCRIPTOR_TYPE_")]


class ShaderStage(IntFlag):
    """``VkShaderStageFlagBits``."""

    VERTEX = 0x1
    TESSELLATION_CONTROL = 0x2
    TESSELLATION_EVALUATION = 0x4
    GEOMETRY = 0x8
    FRAGMENT = 0x10
    COMPUTE = 0x20
    TASK_EXT = 0x40
    MESH_EXT = 0x80
    RAYGEN_KHR = 0x100
    ANY_HIT_KHR = 0x200
    CLOSEST_HIT_KHR = 0x400
    MISS_KHR = 0x800
    INTERSECTION_KHR = 0x1000
    CALLABLE_KHR = 0x2000

    @property
    def vk_names(self) -> list[str]:
        """``["VK_SHADER_STAGE_VERTEX_BIT", ...]``, one per bit, lowest first
        (``["VK_SHADER_STAGE_ALL"]`` for Vulkan's every-stage mask)."""
        if int(self) == 0x7FFFFFFF:
            return ["VK_SHADER_STAGE_ALL"]
        return [f"VK_SHADER_STAGE_{s.name}_BIT" if not s.name.endswith(("_KHR", "_EXT"))
                else f"VK_SHADER_STAGE_{s.name[:-4]}_BIT{s.name[-4:]}"
                for s in ShaderStage if s & self]

    @classmethod
    def from_vk_names(cls, names: list[str] | str) -> ShaderStage:
        if isinstance(names, str):
            names = [names]
        out = cls(0)
        for name in names:
            key = name.removeprefix("VK_SHADER_STAGE_").replace("_BIT", "")
            out |= cls[key]
        return out


class Format(IntEnum):
    """The ``VkFormat`` values reflection reports: stage inputs and outputs, and the
    formats of storage images and texel buffers (``Image.vk_format``)."""

    UNDEFINED = 0
    R8_UNORM = 9
    R8_SNORM = 10
    R8_UINT = 13
    R8_SINT = 14
    R8G8_UNORM = 16
    R8G8_SNORM = 17
    R8G8_UINT = 20
    R8G8_SINT = 21
    R8G8B8_UINT = 27
    R8G8B8_SINT = 28
    R8G8B8A8_UNORM = 37
    R8G8B8A8_SNORM = 38
    R8G8B8A8_UINT = 41
    R8G8B8A8_SINT = 42
    A2B10G10R10_UNORM_PACK32 = 64
    A2B10G10R10_UINT_PACK32 = 68
    R16_UNORM = 70
    R16_SNORM = 71
    R16_UINT = 74
    R16_SINT = 75
    R16_SFLOAT = 76
    R16G16_UNORM = 77
    R16G16_SNORM = 78
    R16G16_UINT = 81
    R16G16_SINT = 82
    R16G16_SFLOAT = 83
    R16G16B16_UINT = 88
    R16G16B16_SINT = 89
    R16G16B16_SFLOAT = 90
    R16G16B16A16_UNORM = 91
    R16G16B16A16_SNORM = 92
    R16G16B16A16_UINT = 95
    R16G16B16A16_SINT = 96
    R16G16B16A16_SFLOAT = 97
    R32_UINT = 98
    R32_SINT = 99
    R32_SFLOAT = 100
    R32G32_UINT = 101
    R32G32_SINT = 102
    R32G32_SFLOAT = 103
    R32G32B32_UINT = 104
    R32G32B32_SINT = 105
    R32G32B32_SFLOAT = 106
    R32G32B32A32_UINT = 107
    R32G32B32A32_SINT = 108
    R32G32B32A32_SFLOAT = 109
    R64_UINT = 110
    R64_SINT = 111
    R64_SFLOAT = 112
    R64G64_UINT = 113
    R64G64_SINT = 114
    R64G64_SFLOAT = 115
    R64G64B64_UINT = 116
    R64G64B64_SINT = 117
    R64G64B64_SFLOAT = 118
    R64G64B64A64_UINT = 119
    R64G64B64A64_SINT = 120
    R64G64B64A64_SFLOAT = 121
    B10G11R11_UFLOAT_PACK32 = 122

    @property
    def vk_name(self) -> str:
        return "VK_FORMAT_" + self.name

    @classmethod
    def for_components(cls, kind: str, width: int, count: int) -> Format:
        """The format of ``count`` components of a scalar ``kind`` ('float', 'int', 'uint')."""
        return _COMPONENT_FORMATS.get((kind, width, count), cls.UNDEFINED)


def _component_formats() -> dict[tuple[str, int, int], Format]:
    out = {}
    for kind, suffix in (("float", "SFLOAT"), ("int", "SINT"), ("uint", "UINT")):
        for width in (8, 16, 32, 64):
            for count in (1, 2, 3, 4):
                name = "".join(f"{c}{width}" for c in "RGBA"[:count]) + "_" + suffix
                if name in Format.__members__:
                    out[(kind, width, count)] = Format[name]
    return out


_COMPONENT_FORMATS = _component_formats()


#: SPIR-V ImageFormat spelling -> VkFormat (for storage images and texel buffers).
IMAGE_FORMATS = {
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

#: SPIR-V ExecutionModel spelling -> Vulkan shader stage.
STAGES = {
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
