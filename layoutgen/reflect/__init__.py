"""Reflection: what each entry point of a SPIR-V module needs from a pipeline layout."""
from . import native

native.choose()  # the compiled engine where it is built and current, else the sources

from .api import reflect  # noqa: E402
from .model import (  # noqa: E402
    DescriptorBinding, DescriptorHeap, EntryPoint, ExecutionMode, HeapAccess, InterfaceVariable, Module,
    PushConstantBlock, SpecializationConstant)
from .types import (  # noqa: E402
    Array, Block, BlockMember, Image, Matrix, Member, Opaque, SampledImage, Scalar, SpecSize, Struct, Vector)
from .vkenums import DescriptorType, Format, ShaderStage  # noqa: E402

__all__ = [
    "Array", "Block", "BlockMember", "DescriptorBinding", "DescriptorHeap", "DescriptorType", "EntryPoint",
    "ExecutionMode", "Format", "HeapAccess", "Image", "InterfaceVariable", "Matrix", "Member", "Module", "Opaque", "PushConstantBlock",
    "SampledImage", "Scalar", "ShaderStage", "SpecSize", "SpecializationConstant", "Struct", "Vector", "reflect",
]
