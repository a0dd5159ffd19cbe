"""Vulkan enum options by name: one resolver for every choice a pipeline or render pass takes.

    option(CompareOp, "less_or_equal", "depth_compare")   # CompareOp.LESS_OR_EQUAL
    option(Format, "r8g8b8a8_unorm", "color_formats")     # Format.R8G8B8A8_UNORM
    option(PrimitiveTopology, "VK_PRIMITIVE_TOPOLOGY_LINE_LIST", "topology")

A value is a member of the enum, its number, its name in any case (Vulkan's short name:
``"back"``, ``"line_list"``) or Vulkan's full name (``"VK_CULL_MODE_BACK_BIT"``); a caller
may add short names of its own (``"lines"`` for a topology). Anything else is a LayoutError
listing the choices.
"""
from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from enum import IntEnum, IntFlag
from typing import Any, TypeVar, Union, cast

from ..errors import LayoutError, integral

E = TypeVar("E", bound=Union[IntEnum, IntFlag])

#: Buffer usage by short name (a Buffer's usage=, and what a descriptor needs of it): the
#: VkBufferUsageFlagBits each names.
BUFFER_USAGES = {"vertex": "VERTEX_BUFFER", "index": "INDEX_BUFFER", "uniform": "UNIFORM_BUFFER",
                 "storage": "STORAGE_BUFFER", "transfer_src": "TRANSFER_SRC", "transfer_dst": "TRANSFER_DST",
                 "indirect": "INDIRECT_BUFFER", "uniform_texel": "UNIFORM_TEXEL_BUFFER",
                 "storage_texel": "STORAGE_TEXEL_BUFFER", "device_address": "SHADER_DEVICE_ADDRESS"}
#: Image usage by short name (an Image's usage=, likewise): the VkImageUsageFlagBits each
#: names ("depth": a depth/stencil attachment).
IMAGE_USAGES = {"sampled": "SAMPLED", "storage": "STORAGE", "color": "COLOR_ATTACHMENT",
                "depth": "DEPTH_STENCIL_ATTACHMENT", "transfer_src": "TRANSFER_SRC", "transfer_dst": "TRANSFER_DST",
                "input": "INPUT_ATTACHMENT"}


def option(enum_cls: type[E], value: E | int | str, what: str, short: Mapping[str, E] | None = None) -> E:
    """The member of ``enum_cls`` that ``value`` names for the option ``what``: a member, its
    number, a name of ``short`` (lower case), a member's name in any case or Vulkan's name of
    it; a LayoutError naming ``what`` and listing the choices for anything else."""
    if isinstance(value, enum_cls):
        return value
    number = integral(value)
    if number is not None:
        every = 0
        for m in enum_cls:
            every |= int(m)
        if not issubclass(enum_cls, IntFlag) or number & ~every == 0:
            try:
                return enum_cls(number)
            except ValueError:
                pass
    elif isinstance(value, str):
        found = _by_name(enum_cls, value, short or {})
        if found is not None:
            return found
    noun = re.sub(r"(?<!^)(?=[A-Z])", " ", enum_cls.__name__).lower()
    raise LayoutError(f"{what}={value!r} names no {noun}: give one of {choices(enum_cls, short)}, Vulkan's name "
                      f"({_prefix(enum_cls)}...), a member of {enum_cls.__name__} or its number")


def _by_name(enum_cls: type[E], value: str, short: Mapping[str, E]) -> E | None:
    found = short.get(value.lower())  # a member may be 0 (POINT_LIST, CullMode.NONE): test for None
    if found is not None:
        return found
    member = enum_cls.__members__.get(value.upper())
    if member is not None:
        return cast(E, member)
    try:
        return cast(E, getattr(enum_cls, "from_vk_name")(value.upper()))
    except KeyError:
        return None


def choices(enum_cls: type[E], short: Mapping[str, E] | None = None) -> str:
    """The names an option of ``enum_cls`` takes, lower case, comma-separated: ``short``'s,
    then each member's (a flag's zero and multi-bit members too; aliases left out)."""
    names = [*(short or {}), *(k.lower() for k, m in enum_cls.__members__.items() if m.name == k)]
    return ", ".join(dict.fromkeys(names))


def _prefix(enum_cls: type[E]) -> str:
    """What Vulkan's names of the members start with: ``VK_PRIMITIVE_TOPOLOGY_``."""
    names = [str(getattr(m, "vk_name")) for m in cast("Iterable[Any]", enum_cls)]
    common = os.path.commonprefix(names) if len(names) > 1 else names[0][:-len(next(iter(enum_cls.__members__)))]
    return common[:common.rfind("_") + 1]
