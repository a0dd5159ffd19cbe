"""Reflection: what each entry point of a SPIR-V module needs from a pipeline layout."""
from .build import reflect
from .model import (DescriptorBinding, EntryPoint, ExecutionMode, InterfaceVariable, Module, PushConstantBlock,
                    SpecializationConstant)
from .types import (Array, Block, BlockMember, Image, Matrix, Member, Opaque, SampledImage, Scalar, SpecSize,
                    Struct, Vector)
from .vkenums import DescriptorType, Format, ShaderStage

__all__ = [
    "Array", "Block", "BlockMember", "DescriptorBinding", "DescriptorType", "EntryPoint", "ExecutionMode",
    "Format", "Image", "InterfaceVariable", "Matrix", "Member", "Module", "Opaque", "PushConstantBlock",
    "SampledImage", "Scalar", "ShaderStage", "SpecSize", "SpecializationConstant", "Struct", "Vector", "reflect",
]
