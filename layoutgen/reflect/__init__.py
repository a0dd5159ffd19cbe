"""Reflection: what each entry point of a SPIR-V module needs from a pipeline layout.

The str enums of the grammar's spellings that reflection reports (:mod:`.enumerants`:
ExecutionModel, ExecutionModeName, BuiltIn, Capability, SourceLanguage, ImageFormat) load with reflection's
engine, on the first ``reflect()``, or on first use of their names here: their 560-odd members
take about as long to build as the rest of the package takes to load, which a program that
never reflects should not pay.
"""
from typing import TYPE_CHECKING, Any

from .api import reflect
from .descriptor_model import DescriptorBinding, DescriptorHeap, HeapAccess, PushConstantBlock
from .interface_model import InterfaceVariable
from .kinds import Axis, HeapKind, InterfaceStorage, LocationIssueKind, Qualifier, Severity
from .model import EntryPoint, ExecutionMode, Module, SpecializationConstant
from .spec import SpecComposite, SpecConst, SpecExpr, SpecLiteral, SpecOp
from .types import (
    Array, Block, BlockMember, Image, ImageDim, Matrix, Member, Opaque, OpaqueKind, SampledImage, Scalar, ScalarKind,
    SpecSize, Struct, Vector)
from .vkenums import DescriptorType, Format, ShaderStage

if TYPE_CHECKING:
    from .enumerants import BuiltIn, Capability, ExecutionModeName, ExecutionModel, ImageFormat, SourceLanguage

_ENUMERANTS = ("BuiltIn", "Capability", "ExecutionModeName", "ExecutionModel", "ImageFormat", "SourceLanguage")


def __getattr__(name: str) -> Any:
    if name not in _ENUMERANTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from . import enumerants

    value = getattr(enumerants, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_ENUMERANTS})

__all__ = [
    "Array", "Axis", "Block", "BlockMember", "BuiltIn", "Capability", "DescriptorBinding", "DescriptorHeap",
    "DescriptorType", "EntryPoint", "ExecutionMode", "ExecutionModeName", "ExecutionModel", "Format", "HeapAccess",
    "HeapKind", "Image", "ImageDim", "ImageFormat", "InterfaceStorage", "InterfaceVariable", "LocationIssueKind",
    "Matrix", "Member", "Module", "Opaque", "OpaqueKind", "PushConstantBlock", "Qualifier", "SampledImage", "Scalar",
    "ScalarKind", "Severity", "ShaderStage", "SourceLanguage", "SpecComposite", "SpecConst", "SpecExpr",
    "SpecLiteral", "SpecOp", "SpecSize", "SpecializationConstant", "Struct", "Vector", "reflect",
]
