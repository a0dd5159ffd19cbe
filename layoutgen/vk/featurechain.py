"""Feature-struct chains laid out from the registry's table, so that any feature struct of
vk.xml can be queried and enabled, whether or not the ``vulkan`` binding knows it.

Every feature struct is ``VkStructureType sType; void* pNext;`` followed by VkBool32
members (the generator checks that); ``VkPhysicalDeviceFeatures2`` holds the 1.0
``VkPhysicalDeviceFeatures`` members at the same place.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..vkxml.vkregistry import FEATURE_STRUCTS, PROPERTY_STRUCTS
from .binding import Handle, const, ffi, lib

CORE = "VkPhysicalDeviceFeatures"
_HEADER = 16  # sType, padding, pNext
_BOOL = 4


class Chain:
    """A VkPhysicalDeviceFeatures2 with the named structs chained behind it; it owns their
    memory, so keep it alive as long as a Vulkan call may read the chain."""

    def __init__(self, structs: Iterable[str]) -> None:
        self.order = [CORE, *sorted(set(structs) - {CORE})]
        self.buffers: dict[str, Handle] = {}
        prev = None
        for name in self.order:
            stype, _provided, members, _extends, _core = FEATURE_STRUCTS[name]
            buf = ffi.new("char[]", _HEADER + _BOOL * len(members) + 8)
            ffi.cast("int32_t*", buf)[0] = stype if name != CORE else const(
                "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2")
            if prev is not None:
                ffi.cast("void**", prev + 8)[0] = buf
            self.buffers[name] = prev = buf

    @property
    def head(self) -> Handle:
        """The chain as a ``VkPhysicalDeviceFeatures2*``."""
        return ffi.cast("VkPhysicalDeviceFeatures2*", self.buffers[CORE])

    def _slot(self, struct: str, member: str) -> Handle:
        index = FEATURE_STRUCTS[struct][2].index(member)
        return ffi.cast("uint32_t*", self.buffers[struct] + _HEADER + _BOOL * index)

    def get(self, struct: str, member: str) -> bool:
        return bool(self._slot(struct, member)[0])

    def set(self, struct: str, member: str) -> None:
        self._slot(struct, member)[0] = 1


def query(physical_device: Handle, structs: Iterable[str]) -> dict[str, dict[str, bool]]:
    """What the device supports: struct -> member -> bool, for ``structs`` (and the 1.0 struct)."""
    chain = Chain(structs)
    lib.vkGetPhysicalDeviceFeatures2(physical_device, chain.head)
    return {s: {m: chain.get(s, m) for m in FEATURE_STRUCTS[s][2]} for s in chain.order}


def enable(features: Mapping[str, Iterable[str]]) -> Chain:
    """A chain with ``features`` (struct -> members) set, for VkDeviceCreateInfo.pNext."""
    chain = Chain(features)
    for struct, members in features.items():
        for m in members:
            chain.set(struct, m)
    return chain


def properties(physical_device: Handle, struct: str, stype: int) -> Handle:
    """The property struct ``struct`` (of structure type ``stype``) of the device, filled by
    vkGetPhysicalDeviceProperties2 with it chained alone."""
    props = ffi.new(struct + "*")
    props.sType = stype
    head = ffi.new("VkPhysicalDeviceProperties2*")
    head.sType = const("VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2")
    head.pNext = props
    lib.vkGetPhysicalDeviceProperties2(physical_device, head)
    return props


def query_property(physical_device: Handle, struct: str, member: str) -> int | None:
    """One member of a property struct the SPIR-V table names (None if the binding lacks it)."""
    try:
        ffi.typeof(struct)
    except ffi.error:
        return None
    return int(getattr(properties(physical_device, struct, PROPERTY_STRUCTS[struct]), member))
