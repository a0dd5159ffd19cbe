"""The fixed sets of things the model names: what a scalar holds, an image's Dim, the types
with no layout, the qualifiers of a variable or member, a descriptor heap's kind, the kinds of
location issue, how much a finding matters and the axes of a workgroup. Each is a ``str``
enum, equal to the text JSON and ``glsl()`` write. (The grammar's own sets that reflection
reports by name are generated: :mod:`.enumerants`.)"""
from __future__ import annotations

from enum import StrEnum

__all__ = ["Axis", "HeapKind", "ImageDim", "InterfaceStorage", "LocationIssueKind", "OpaqueKind", "Qualifier",
           "ScalarKind", "Severity"]


class ScalarKind(StrEnum):
    """What a scalar holds: a str, so ``ScalarKind.FLOAT == "float"`` and JSON writes the text."""

    FLOAT = "float"
    INT = "int"  #: signed
    UINT = "uint"
    BOOL = "bool"


class ImageDim(StrEnum):
    """``OpTypeImage``'s Dim as the grammar spells it (a str: ``ImageDim.D2 == "2D"``)."""

    D1 = "1D"
    D2 = "2D"
    D3 = "3D"
    CUBE = "Cube"
    RECT = "Rect"
    BUFFER = "Buffer"
    SUBPASS_DATA = "SubpassData"
    TILE_IMAGE_DATA_EXT = "TileImageDataEXT"


class OpaqueKind(StrEnum):
    """The types with no layout (a str: ``OpaqueKind.SAMPLER == "sampler"``); the text is
    what ``glsl()`` and JSON write."""

    SAMPLER = "sampler"
    POINTER = "pointer"  #: OpTypePointer or OpTypeUntypedPointerKHR
    ACCELERATION_STRUCTURE = "accelerationStructureEXT"
    RAY_QUERY = "rayQuery"
    VOID = "void"
    BUFFER = "buffer"  #: OpTypeBufferEXT (SPV_EXT_descriptor_heap)


class Qualifier(StrEnum):
    """An interpolation, storage or access decoration of a variable or block member (a str:
    ``Qualifier.FLAT == "flat"``); the text is the key JSON writes ``true`` under."""

    FLAT = "flat"
    NOPERSPECTIVE = "noperspective"
    CENTROID = "centroid"
    SAMPLE = "sample"
    PATCH = "patch"
    PER_PRIMITIVE = "per_primitive"  #: PerPrimitiveEXT (mesh shading)
    PER_VERTEX_KHR = "per_vertex_khr"  #: PerVertexKHR (fragment shader barycentrics)
    NON_WRITABLE = "non_writable"  #: a buffer-block member's NonWritable (readonly)
    NON_READABLE = "non_readable"  #: a buffer-block member's NonReadable (writeonly)


class HeapKind(StrEnum):
    """Which descriptor heap a variable is (SPV_EXT_descriptor_heap; a str:
    ``HeapKind.RESOURCE == "resource"``)."""

    RESOURCE = "resource"  #: BuiltIn ResourceHeapEXT: images, buffers, acceleration structures, tensors
    SAMPLER = "sampler"  #: BuiltIn SamplerHeapEXT

    @property
    def builtin(self) -> str:
        """The built-in that declares the heap: 'ResourceHeapEXT' or 'SamplerHeapEXT'."""
        return "ResourceHeapEXT" if self is HeapKind.RESOURCE else "SamplerHeapEXT"


class InterfaceStorage(StrEnum):
    """Which side of a stage's interface: its inputs or its outputs (a str:
    ``InterfaceStorage.INPUT == "input"``)."""

    INPUT = "input"
    OUTPUT = "output"


class LocationIssueKind(StrEnum):
    """The location-aliasing rule two variables sharing a Location break (a str, the name a
    check finding gives it: ``LocationIssueKind.TYPE == "location-alias-type"``)."""

    #: Their numeric type, signedness or bit width differ.
    TYPE = "location-alias-type"
    #: Their interpolation or auxiliary decorations differ.
    QUALIFIERS = "location-alias-qualifiers"


class Severity(StrEnum):
    """How much a finding matters (a str: ``Severity.ERROR == "error"``)."""

    #: Pipeline creation with this layout is invalid (the validation layer would refuse it).
    ERROR = "error"
    #: Legal, but most likely a mistake (an output no stage reads, blocks laid out differently).
    WARNING = "warning"
    #: Worth knowing (a binding no stage uses).
    INFO = "info"


class Axis(StrEnum):
    """An axis of a workgroup (a str: ``Axis.X == "x"``)."""

    X = "x"
    Y = "y"
    Z = "z"
