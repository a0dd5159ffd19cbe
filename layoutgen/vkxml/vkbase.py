"""What every generated Vulkan enum can do: Vulkan's own names both ways, and ``str()`` as the
member's name rather than its number.

The generated module (:mod:`layoutgen.vkxml.vkenums`) defines each enum as a subclass of
:class:`VkEnum`, :class:`VkFlag` or :class:`VkFormat`. Vulkan's names come from the
``VK_NAMES`` table of the module that defines the enum.
"""
from __future__ import annotations

import sys
from enum import IntEnum, IntFlag
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from typing import Self

#: Enum class -> member name -> Vulkan's name (aliases too), and the reverse.
_VK: dict[type, dict[str, str]] = {}
_BY_VK: dict[type, dict[str, str]] = {}
#: Enum class -> value -> Vulkan's name of it, filled as values are asked for (to_dict() asks
#: for many).
_ONE: dict[type, dict[int, str]] = {}
_NONE: dict[int, str] = {}
#: (format enum, kind, width, count) -> the format for_components() found.
_FORMATS: dict[tuple[type, str, int, int], VkEnum] = {}
#: (enum class, value) -> Vulkan's names of its bits, filled as values are asked for.
_BITS: dict[tuple[type, int], tuple[str, ...]] = {}
#: Vulkan's every-stage mask (``VK_SHADER_STAGE_ALL``), named as itself rather than as bits.
_ALL = 0x7FFFFFFF


def _vk(cls: type) -> dict[str, str]:
    found = _VK.get(cls)
    if found is None:
        found = _VK[cls] = vars(sys.modules[cls.__module__])["VK_NAMES"][cls.__name__]
    return found


def _by_vk(cls: type) -> dict[str, str]:
    found = _BY_VK.get(cls)
    if found is None:
        found = _BY_VK[cls] = {vk: member for member, vk in _vk(cls).items()}
    return found


class VkEnum(IntEnum):
    """A Vulkan enumeration with Vulkan's numbers and names."""

    def __str__(self) -> str:
        return str(self.name)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    @property
    def vk_name(self) -> str:
        """Vulkan's name of this value, e.g. ``VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER``."""
        found = _ONE.get(type(self), _NONE).get(self._value_)
        if found is None:
            found = _ONE.setdefault(type(self), {})[self._value_] = _vk(type(self))[str(self.name)]
        return found

    @classmethod
    def from_vk_name(cls, name: str) -> Self:
        """The member Vulkan calls ``name`` (its aliases too); KeyError for another name."""
        return cls[_by_vk(cls)[name]]


class VkFormat(VkEnum):
    """``VkFormat``, and the format of a vector of scalars."""

    @classmethod
    def for_components(cls, kind: str, width: int, count: int) -> Self:
        """The format of ``count`` ``width``-bit components of a ``kind`` ('float', 'int', 'uint').

        E.g. ``R32G32B32_SFLOAT``; ``UNDEFINED`` where Vulkan has none."""
        key = (cls, kind, width, count)
        found = _FORMATS.get(key)
        if found is None:
            suffix = {"float": "SFLOAT", "int": "SINT", "uint": "UINT"}.get(kind)
            name = "".join(f"{c}{width}" for c in "RGBA"[:count]) + "_" + suffix if suffix and 1 <= count <= 4 else ""
            found = _FORMATS[key] = cls[name] if name in cls.__members__ else cls["UNDEFINED"]
        return cast("Self", found)


class VkFlag(IntFlag):
    """A Vulkan flag-bits enumeration with Vulkan's numbers and names."""

    def __str__(self) -> str:
        """The member's name; the bits' names joined by ``|`` for several (``VERTEX|FRAGMENT``)."""
        if int(self) == _ALL and "ALL" in type(self).__members__:
            return "ALL"
        return "|".join(str(bit.name) for bit in type(self) if bit & self)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    @property
    def vk_name(self) -> str:
        """Vulkan's name of this single bit, e.g. ``VK_SHADER_STAGE_VERTEX_BIT``.

        ValueError for several bits: :attr:`vk_names` names each."""
        names = self.vk_names
        if len(names) != 1:
            raise ValueError(f"{self!s} is not one bit; vk_names gives Vulkan's name of each")
        return names[0]

    @property
    def vk_names(self) -> list[str]:
        """Vulkan's name of each bit, lowest first.

        ``["VK_SHADER_STAGE_ALL"]`` for Vulkan's every-stage mask."""
        cls = type(self)
        value = int(self)
        found = _BITS.get((cls, value))
        if found is None:
            names = _vk(cls)
            if value == _ALL and "ALL" in names:
                found = (names["ALL"],)
            else:
                found = tuple(names[str(bit.name)] for bit in cls if bit & self)
            _BITS[cls, value] = found
        return list(found)

    @classmethod
    def from_vk_name(cls, name: str) -> Self:
        """The bit Vulkan calls ``name`` (its aliases too); KeyError for another name."""
        return cls[_by_vk(cls)[name]]

    @classmethod
    def from_vk_names(cls, names: list[str] | str) -> Self:
        """The flags Vulkan's names (one, or a list) spell; KeyError for a name it has not."""
        out = cls(0)
        for name in [names] if isinstance(names, str) else names:
            out |= cls.from_vk_name(name)
        return out
