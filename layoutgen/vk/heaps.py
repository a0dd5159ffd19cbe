"""Modules that read descriptor heaps: layoutgen.vk cannot serve them, and says why.

A module that declares SPV_EXT_descriptor_heap's capability, or whose entry point reaches a
``ResourceHeapEXT``/``SamplerHeapEXT`` variable, runs only in a pipeline made for
VK_EXT_descriptor_heap, with heaps bound by address. layoutgen.vk makes descriptor sets and
pipeline layouts; the ``vulkan`` package it drives (1.3.275) has none of that extension's
structures or commands, and lavapipe (Mesa 25) does not offer it. So asking for such a module's
features, or a pipeline from it, is a DescriptorHeapDeviceError before any driver sees it.
"""
from __future__ import annotations

from collections.abc import Iterable

from ..errors import DescriptorHeapDeviceError
from ..reflect.model import Module

CAPABILITY = "DescriptorHeapEXT"


def heap_users(modules: Iterable[Module]) -> list[tuple[str, list[str]]]:
    """(module, the heaps it reads or the capability it declares) for each module that uses heaps."""
    out = []
    for m in modules:
        heaps = sorted({f"the {h.heap} heap ({h.builtin})" for ep in m.entry_points for h in ep.descriptor_heaps})
        if heaps or CAPABILITY in m.capabilities:
            out.append((m.file or "module", heaps or [f"capability {CAPABILITY}"]))
    return out


def refuse_heap_modules(modules: Iterable[Module]) -> None:
    """A DescriptorHeapDeviceError naming each module that reads a descriptor heap."""
    users = heap_users(modules)
    if not users:
        return
    which = "; ".join(f"{name} reads {' and '.join(heaps)}" for name, heaps in users)
    raise DescriptorHeapDeviceError(
        f"{which}: descriptor heaps (SPV_EXT_descriptor_heap) need a VK_EXT_descriptor_heap pipeline with heaps "
        "bound by address, which layoutgen.vk does not make (it makes descriptor sets and pipeline layouts); the "
        "vulkan package 1.3.275 has none of that extension's structures or commands, and lavapipe (Mesa 25) does "
        "not offer it. layoutgen.reflect() describes each heap access (EntryPoint.descriptor_heaps).",
        [(name, h) for name, heaps in users for h in heaps])
