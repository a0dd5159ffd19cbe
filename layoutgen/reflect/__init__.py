"""Reflection: what each entry point of a SPIR-V module needs from a pipeline layout."""
from .api import reflect
from .descriptor_model import DescriptorBinding, DescriptorHeap, HeapAccess, PushConstantBlock
from .interface_model import InterfaceVariable
from .kinds import HeapKind, InterfaceStorage, LocationIssueKind, Qualifier, Severity
from .model import EntryPoint, ExecutionMode, ExecutionModel, Module, SpecializationConstant
from .spec import SpecComposite, SpecConst, SpecExpr, SpecLiteral, SpecOp
from .types import (
    Array, Block, BlockMember, Image, ImageDim, Matrix, Member, Opaque, OpaqueKind, SampledImage, Scalar, ScalarKind,
    SpecSize, Struct, Vector)
from .vkenums import DescriptorType, Format, ShaderStage

__all__ = [
    "Array", "Block", "BlockMember", "DescriptorBinding", "DescriptorHeap", "DescriptorType", "EntryPoint",
    "ExecutionMode", "ExecutionModel", "Format", "HeapAccess", "HeapKind", "Image", "ImageDim", "InterfaceStorage",
    "InterfaceVariable", "LocationIssueKind", "Matrix", "Member", "Module",
    "Opaque", "OpaqueKind", "PushConstantBlock", "Qualifier", "SampledImage", "Scalar", "ScalarKind", "Severity",
    "ShaderStage", "SpecComposite", "SpecConst", "SpecExpr", "SpecLiteral", "SpecOp", "SpecSize",
    "SpecializationConstant", "Struct", "Vector", "reflect",
]
