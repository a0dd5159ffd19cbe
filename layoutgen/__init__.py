"""layoutgen: Vulkan descriptor-set and pipeline layouts from SPIR-V reflection.

    >>> import layoutgen
    >>> module = layoutgen.reflect("shaders/triangle.vert.spv")
    >>> [(b.set, b.binding, b.descriptor_type.vk_name) for b in module.entry_point("main").descriptor_bindings]
    [(0, 0, 'VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER')]
"""
from .errors import (BindlessBoundError, LayoutConflictError, LayoutError, LayoutgenError, LayoutLimitError,
                     MissingDependencyError, NotFoundError, ReflectionError, SpirvFormatError, ValidationError,
                     VulkanError)
from .compat import check
from .layout import (PipelineLayoutDesc, PoolSizes, PushConstantRange, SetLayout, VertexInputDesc, find_binding,
                     find_block, merge, pool_sizes, share, vertex_input)
from .layout.findings import Finding, Findings, Severity, has_errors
from .reflect import (Block, BlockMember, DescriptorBinding, DescriptorType, EntryPoint, Format, InterfaceVariable,
                      Module, PushConstantBlock, ShaderStage, SpecializationConstant, reflect)

__version__ = "0.1.0"

__all__ = [
    "BindlessBoundError", "Block", "BlockMember", "DescriptorBinding", "DescriptorType", "EntryPoint", "Finding",
    "Findings", "Format", "InterfaceVariable", "LayoutConflictError", "LayoutError", "LayoutLimitError",
    "LayoutgenError", "MissingDependencyError", "Module", "NotFoundError", "PipelineLayoutDesc", "PoolSizes",
    "PushConstantBlock", "PushConstantRange", "ReflectionError", "SetLayout", "Severity", "ShaderStage",
    "SpecializationConstant", "SpirvFormatError", "ValidationError", "VertexInputDesc", "VulkanError", "check",
    "find_binding", "find_block", "has_errors", "merge", "pool_sizes", "reflect", "share", "vertex_input",
]
