"""layoutgen: Vulkan descriptor-set and pipeline layouts from SPIR-V reflection.

    >>> import layoutgen
    >>> module = layoutgen.reflect("shaders/triangle.vert.spv")
    >>> [(b.set, b.binding, b.descriptor_type.vk_name) for b in module.entry_point("main").descriptor_bindings]
    [(0, 0, 'VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER')]

``reflect`` and the errors load with the package; reflection's model (``Module`` and the
rest) and Vulkan's enums (``DescriptorType``, ``Format``, ``ShaderStage``) with reflection's
engine or on first use; the layout half (``merge``, ``check`` and the rest) on first use, so
that a program that only reflects does not pay for it.
"""
from typing import TYPE_CHECKING

from .errors import (BindlessBoundError, ClosedError, DescriptorHeapDeviceError, DescriptorHeapError,
                     DescriptorHeapLayoutError, LayoutConflictError, LayoutError, LayoutgenError, LayoutLimitError,
                     MissingDependencyError, NotFoundError, ReflectionError, SpirvFormatError, ValidationError,
                     VulkanError)
from .reflect import reflect
from .later import first_use

if TYPE_CHECKING:
    from .reflect import (Block, BlockMember, DescriptorBinding, DescriptorHeap, EntryPoint, HeapAccess, InterfaceVariable,
                          Module, PushConstantBlock, Severity, SpecializationConstant)
    from .compat import check
    from .typed import codegen
    from .layout import (NullSetLayout, PipelineLayoutDesc, PoolSizes, PushConstantRange, SetLayout, VertexInputDesc,
                         bindless_layout, find_binding, find_block, library_layouts, link_layout, merge, pool_sizes, read_layout, share,
                         vertex_input)
    from .layout.findings import Finding, FindingKind, Findings, has_errors
    from .reflect.vkenums import DescriptorType, Format, ShaderStage

__version__ = "0.1.0"

#: The names loaded on first use, and the module each comes from.
_LATER = {
    **{name: "reflect" for name in ("Block", "BlockMember", "DescriptorBinding", "DescriptorHeap", "EntryPoint",
                                    "HeapAccess", "InterfaceVariable", "Module", "PushConstantBlock", "Severity",
                                    "SpecializationConstant")},
    "check": "compat", "Finding": "layout.findings", "FindingKind": "layout.findings", "Findings": "layout.findings",
    "has_errors": "layout.findings", "codegen": "typed",
    **{name: "reflect.vkenums" for name in ("DescriptorType", "Format", "ShaderStage")},
    **{name: "layout" for name in ("NullSetLayout", "PipelineLayoutDesc", "PoolSizes", "PushConstantRange", "SetLayout",
                                   "VertexInputDesc", "bindless_layout", "find_binding", "find_block", "library_layouts", "link_layout",
                                   "merge", "pool_sizes", "read_layout", "share", "vertex_input")},
}

__getattr__, __dir__ = first_use(__name__, _LATER, globals())


__all__ = [
    "BindlessBoundError", "Block", "BlockMember", "ClosedError", "DescriptorBinding", "DescriptorHeap",
    "DescriptorHeapDeviceError", "DescriptorHeapError", "DescriptorHeapLayoutError", "DescriptorType", "EntryPoint",
    "Finding", "FindingKind", "Findings", "Format", "HeapAccess", "InterfaceVariable", "LayoutConflictError",
    "LayoutError", "LayoutLimitError", "LayoutgenError", "MissingDependencyError", "Module", "NotFoundError",
    "NullSetLayout", "PipelineLayoutDesc", "PoolSizes", "PushConstantBlock", "PushConstantRange", "ReflectionError",
    "SetLayout", "Severity", "ShaderStage", "SpecializationConstant", "SpirvFormatError", "ValidationError",
    "VertexInputDesc", "VulkanError", "bindless_layout", "check", "find_binding", "find_block", "has_errors", "library_layouts",
    "link_layout", "merge", "pool_sizes", "read_layout", "reflect", "share", "vertex_input",
    "codegen",
]
