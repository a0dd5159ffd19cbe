"""Reflection: what each entry point of a SPIR-V module needs from a pipeline layout."""
from . import native

native.choose()  # the compiled engine where it is built and current, else the sources

from .api import reflect  # noqa: E402
from .model import (  # noqa: E402
    DescriptorBinding, DescriptorHeap, EntryPoint, ExecutionMode, ExecutionModel, HeapAccess, InterfaceVariable, Module,
    PushConstantBlock, SpecializationConstant)
from .spec import SpecComposite, SpecConst, SpecExpr, SpecLiteral, SpecOp  # noqa: E402
from .types import (  # noqa: E402
    Array, Block, BlockMember, Image, ImageDim, Matrix, Member, Opaque, OpaqueKind, SampledImage, Scalar, ScalarKind,
    SpecSize, Struct, Vector)
from .vkenums import DescriptorType, Format, ShaderStage  # noqa: E402

__all__ = [
    "Array", "Block", "BlockMember", "DescriptorBinding", "DescriptorHeap", "DescriptorType", "EntryPoint",
    "ExecutionMode", "ExecutionModel", "Format", "HeapAccess", "Image", "ImageDim", "InterfaceVariable", "Matrix",
    "Member", "Module", "Opaque", "OpaqueKind", "PushConstantBlock", "SampledImage", "Scalar", "ScalarKind",
    "ShaderStage", "SpecComposite", "SpecConst", "SpecExpr", "SpecLiteral", "SpecOp", "SpecSize",
    "SpecializationConstant", "Struct", "Vector", "reflect",
]
