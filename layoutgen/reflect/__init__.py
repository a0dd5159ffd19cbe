"""Reflection: what each entry point of a SPIR-V module needs from a pipeline layout."""
from .api import reflect
from .model import (
    DescriptorBinding, DescriptorHeap, EntryPoint, ExecutionMode, ExecutionModel, HeapAccess, InterfaceVariable, Module,
    PushConstantBlock, SpecializationConstant)
from .spec import SpecComposite, SpecConst, SpecExpr, SpecLiteral, SpecOp
from .types import (
    Array, Block, BlockMember, Image, ImageDim, Matrix, Member, Opaque, OpaqueKind, SampledImage, Scalar, ScalarKind,
    SpecSize, Struct, Vector)
from .vkenums import DescriptorType, Format, ShaderStage

__all__ = [
    "Array", "Block", "BlockMember", "DescriptorBinding", "DescriptorHeap", "DescriptorType", "EntryPoint",
    "ExecutionMode", "ExecutionModel", "Format", "HeapAccess", "Image", "ImageDim", "InterfaceVariable", "Matrix",
    "Member", "Module", "Opaque", "OpaqueKind", "PushConstantBlock", "SampledImage", "Scalar", "ScalarKind",
    "ShaderStage", "SpecComposite", "SpecConst", "SpecExpr", "SpecLiteral", "SpecOp", "SpecSize",
    "SpecializationConstant", "Struct", "Vector", "reflect",
]
