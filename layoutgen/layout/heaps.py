"""Descriptor heaps in a pipeline: what a pipeline layout can and cannot describe for them.

A stage that reads a descriptor heap (SPV_EXT_descriptor_heap: the ``ResourceHeapEXT`` and
``SamplerHeapEXT`` built-ins) reads descriptors from memory the application binds by address,
indexed by values the shader computes. No descriptor set layout or push-constant range
describes that: a pipeline that reads a heap is created with VK_EXT_descriptor_heap's
descriptor-heap flag, which takes no set layouts, and any set-and-binding resources of its
shaders are then mapped onto the heaps (VkShaderDescriptorSetAndBindingMappingInfoEXT).
So merge() refuses such stages, naming each heap and what it reads, where it would otherwise
return a layout that leaves the heaps out.
"""
from __future__ import annotations

from collections.abc import Iterable

from ..errors import DescriptorHeapLayoutError
from ..reflect.descriptor_model import DescriptorHeap
from .stages import Stage


def _reads(h: DescriptorHeap) -> str:
    kinds = sorted({a.descriptor_type.name if a.descriptor_type is not None else a.type_name for a in h.accesses})
    what = ", ".join(kinds) if kinds else "no access in the entry point's call tree"
    return f"the {h.heap} heap ({h.builtin} {h.name!r}: {what})"


def refuse_heaps(stages: Iterable[Stage]) -> None:
    """A DescriptorHeapLayoutError where a stage reaches a descriptor heap."""
    stages = list(stages)
    found = [(s, h) for s in stages for h in s.entry.descriptor_heaps]
    if not found:
        return
    parts = []
    for s in dict.fromkeys(s for s, _h in found):
        heaps = [_reads(h) for t, h in found if t is s]
        parts.append(f"{s.label} reads descriptors through " + " and ".join(heaps))
    bindings = sum(len(s.entry.descriptor_bindings) for s in stages)
    pushes = sum(len(s.entry.push_constants) for s in stages)
    raise DescriptorHeapLayoutError(
        "; ".join(parts) + ". No pipeline layout describes a descriptor heap: a pipeline that reads one is "
        "created with VK_EXT_descriptor_heap's descriptor-heap flag (no set layouts), the heaps bound by address "
        "(vkCmdBindResourceHeapEXT, vkCmdBindSamplerHeapEXT) and its push data set with vkCmdPushDataEXT. A set "
        f"layout can describe only the stages' set-and-binding resources ({bindings} here) and push constants "
        f"({pushes} block(s) here), which such a pipeline maps onto the heaps instead "
        "(VkShaderDescriptorSetAndBindingMappingInfoEXT). layoutgen reflect lists each heap access.",
        [(s.label, h.heap) for s, h in found])
