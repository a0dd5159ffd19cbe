"""Vulkan's enumerations that reflection reports, with Vulkan's numbers, so that reflection
needs no Vulkan import.

The enums themselves are generated from the Vulkan registry (:mod:`layoutgen.spirv.vkenums`,
by ``tools/gen_vulkan.py``); this module gives them their helpers (Vulkan's names both ways,
the format of a vector) and adds what the registry does not say: the VkFormat of each SPIR-V
image format, and the shader stage of each SPIR-V execution model.
"""
from __future__ import annotations

from typing import Any

from ..spirv.vkenums import VK_NAMES, DescriptorType, Format, ShaderStage

__all__ = ["DescriptorType", "Format", "ShaderStage", "IMAGE_FORMATS", "STAGES"]

#: Enum name -> Vulkan's name (aliases too) -> member name.
_BY_VK_NAME = {enum: {vk: member for member, vk in names.items()} for enum, names in VK_NAMES.items()}


#: Enum -> value -> Vulkan's name of it, filled as values are asked for.
_NAME_CACHE: dict[type, dict[int, str]] = {DescriptorType: {}, Format: {}, ShaderStage: {}}
_NAMES_CACHE: dict[tuple[type, int], tuple[str, ...]] = {}


def _vk_name(self: Any) -> str:
    """Vulkan's name of this value, e.g. ``VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER``."""
    cache = _NAME_CACHE[type(self)]
    value = int(self)
    name = cache.get(value)
    if name is None:
        name = cache[value] = VK_NAMES[type(self).__name__][self.name]
    return name


def _from_vk_name(cls: Any, name: str) -> Any:
    """The member Vulkan calls ``name`` (its aliases too); KeyError for another name."""
    return cls[_BY_VK_NAME[cls.__name__][name]]


def _vk_names(self: Any) -> list[str]:
    """``["VK_SHADER_STAGE_VERTEX_BIT", ...]``: Vulkan's name of each bit, lowest first
    (``["VK_SHADER_STAGE_ALL"]`` for Vulkan's every-stage mask)."""
    value = int(self)
    found = _NAMES_CACHE.get((type(self), value))
    if found is None:
        names = VK_NAMES[type(self).__name__]
        if value == 0x7FFFFFFF and "ALL" in names:
            found = (names["ALL"],)
        else:
            found = tuple(names[bit.name] for bit in type(self) if bit & self)
        _NAMES_CACHE[type(self), value] = found
    return list(found)


def _from_vk_names(cls: Any, names: list[str] | str) -> Any:
    """The flags Vulkan's names (one, or a list) spell."""
    out = cls(0)
    for name in [names] if isinstance(names, str) else names:
        out |= _from_vk_name(cls, name)
    return out


for _enum in (DescriptorType, Format, ShaderStage):
    setattr(_enum, "vk_name", property(_vk_name))
    setattr(_enum, "from_vk_name", classmethod(_from_vk_name))
ShaderStage.vk_names = property(_vk_names)  # type: ignore[attr-defined]


def _str(self: Any) -> str:
    """The member's name (``UNIFORM_BUFFER``; ``VERTEX|FRAGMENT`` for several stages), not its number."""
    if isinstance(self, ShaderStage):
        return "|".join(bit.name for bit in ShaderStage if bit & self) if int(self) != 0x7FFFFFFF else "ALL"
    return str(self.name)


for _enum in (DescriptorType, Format, ShaderStage):
    _enum.__str__ = _str  # type: ignore[method-assign]
    _enum.__format__ = lambda self, spec: format(_str(self), spec)  # type: ignore[method-assign]
ShaderStage.from_vk_names = classmethod(_from_vk_names)  # type: ignore[attr-defined]


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


def format_for(kind: str, width: int, count: int) -> Format:
    """The format of ``count`` components of a scalar ``kind`` ('float', 'int', 'uint')."""
    return _COMPONENT_FORMATS.get((kind, width, count), Format.UNDEFINED)


def _for_components(cls: Any, kind: str, width: int, count: int) -> Format:
    """The format of ``count`` components of a scalar ``kind`` ('float', 'int', 'uint')."""
    return format_for(kind, width, count)


Format.for_components = classmethod(_for_components)  # type: ignore[attr-defined]


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
