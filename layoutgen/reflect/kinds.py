"""The fixed sets of things the type model names: what a scalar holds, an image's Dim, the
types with no layout. Each is a ``str`` enum, equal to the text JSON and ``glsl()`` write."""
from __future__ import annotations

from enum import StrEnum

__all__ = ["ImageDim", "OpaqueKind", "ScalarKind"]


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
