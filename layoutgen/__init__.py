"""layoutgen: Vulkan descriptor-set and pipeline layouts from SPIR-V reflection.

    >>> import layoutgen
    >>> module = layoutgen.reflect("shaders/triangle.vert.spv")
    >>> [(b.set, b.binding, b.descriptor_type.vk_name) for b in module.entry_point("main").descriptor_bindings]
    [(0, 0, 'VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER')]
"""
from .errors import (BindlessBoundError, LayoutConflictError, LayoutError, LayoutgenError, LayoutLimitError,
                     NotFoundError, ReflectionError, SpirvFormatError, ValidationError, VulkanError)
from .compat import check
from .layout import (PipelineLayoutDesc, PoolSizes, PushConstantRange, SetLayout, VertexInputDesc, merge, pool_sizes,
                     share, vertex_input)
from .reflect import (Block, BlockMember, DescriptorBinding, DescriptorType, EntryPoint, Format, InterfaceVariable,
                      Module, PushConstantBlock, ShaderStage, SpecializationConstant, reflect)

__version__ = "0.1.0"

__all__ = [
    "BindlessBoundError", "Block", "BlockMember", "DescriptorBinding", "DescriptorType", "EntryPoint", "Format",
    "InterfaceVariable", "LayoutConflictError", "LayoutError", "LayoutLimitError", "LayoutgenError", "Module",
    "NotFoundError",
    "PushConstantBlock", "ReflectionError", "ShaderStage", "SpecializationConstant", "SpirvFormatError",
    "ValidationError", "VulkanError", "reflect", "check", "merge", "share", "pool_sizes", "vertex_input",
    "PipelineLayoutDesc", "PoolSizes", "PushConstantRange", "SetLayout", "VertexInputDesc",
]
