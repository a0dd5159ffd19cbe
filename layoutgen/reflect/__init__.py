"""Reflection: what each entry point of a SPIR-V module needs from a pipeline layout.

Only ``reflect()`` loads with the package. The model (:mod:`.model`, :mod:`.types`,
:mod:`.descriptor_model`, :mod:`.interface_model`, :mod:`.kinds`) and the enums it holds load
with reflection's engine, on the first ``reflect()``, or on first use of their names here:
Vulkan's (DescriptorType, Format, ShaderStage, :mod:`.vkenums`), the grammar's spellings
reflection reports (ExecutionModel, ExecutionModeName, BuiltIn, Capability, SourceLanguage,
ImageFormat, SpecOperation, :mod:`.enumerants`) and the specialization expressions
(:mod:`.spec`). Python builds each dataclass and enum member as its module runs, the model's 26
classes and the enums' 900-odd members taking longer than the rest of the package takes to
load, which a program that has not reflected yet does not need.
"""
from typing import TYPE_CHECKING

from ..later import first_use
from .api import reflect

if TYPE_CHECKING:
    from .descriptor_model import DescriptorBinding, DescriptorHeap, HeapAccess, PushConstantBlock
    from .interface_model import InterfaceVariable
    from .kinds import Axis, HeapKind, InterfaceStorage, LocationIssueKind, Qualifier, Severity
    from .model import EntryPoint, ExecutionMode, Module, SpecializationConstant
    from .types import (
        Array, Block, BlockMember, Image, ImageDim, Matrix, Member, Opaque, OpaqueKind, SampledImage, Scalar, ScalarKind,
        SpecSize, Struct, Vector)
    from .enumerants import (BuiltIn, Capability, ExecutionModeName, ExecutionModel, ImageFormat, SourceLanguage,
                             SpecOperation)
    from .spec import SpecComposite, SpecConst, SpecExpr, SpecLiteral, SpecOp
    from .vkenums import DescriptorType, Format, ShaderStage

#: The names loaded on first use, and the module each comes from.
_LATER = {
    **{name: "descriptor_model" for name in ("DescriptorBinding", "DescriptorHeap", "HeapAccess", "PushConstantBlock")},
    "InterfaceVariable": "interface_model",
    **{name: "kinds" for name in ("Axis", "HeapKind", "InterfaceStorage", "LocationIssueKind", "Qualifier", "Severity")},
    **{name: "model" for name in ("EntryPoint", "ExecutionMode", "Module", "SpecializationConstant")},
    **{name: "types" for name in ("Array", "Block", "BlockMember", "Image", "ImageDim", "Matrix", "Member", "Opaque",
                                  "OpaqueKind", "SampledImage", "Scalar", "ScalarKind", "SpecSize", "Struct", "Vector")},
    **{name: "enumerants" for name in ("BuiltIn", "Capability", "ExecutionModeName", "ExecutionModel", "ImageFormat",
                                       "SourceLanguage", "SpecOperation")},
    **{name: "spec" for name in ("SpecComposite", "SpecConst", "SpecExpr", "SpecLiteral", "SpecOp")},
    **{name: "vkenums" for name in ("DescriptorType", "Format", "ShaderStage")},
}

__getattr__, __dir__ = first_use(__name__, _LATER, globals())

__all__ = [
    "Array", "Axis", "Block", "BlockMember", "BuiltIn", "Capability", "DescriptorBinding", "DescriptorHeap",
    "DescriptorType", "EntryPoint", "ExecutionMode", "ExecutionModeName", "ExecutionModel", "Format", "HeapAccess",
    "HeapKind", "Image", "ImageDim", "ImageFormat", "InterfaceStorage", "InterfaceVariable", "LocationIssueKind",
    "Matrix", "Member", "Module", "Opaque", "OpaqueKind", "PushConstantBlock", "Qualifier", "SampledImage", "Scalar",
    "ScalarKind", "Severity", "ShaderStage", "SourceLanguage", "SpecComposite", "SpecConst", "SpecExpr",
    "SpecLiteral", "SpecOp", "SpecOperation", "SpecSize", "SpecializationConstant", "Struct", "Vector", "reflect",
]
