"""A global bindless layout: one set whose one binding is an array of mutable descriptors
(``VK_EXT_mutable_descriptor_type``), each written as any type of its list. Pure data.

    desc = bindless_layout(types=["storage_buffer", "sampled_image"], count=4096)
    check(desc, shaders)       # every binding a shader reads must be served by it

Shaders alias the one binding with an array of each kind they read
(``layout(set=0, binding=0) buffer B {...} bufs[]; layout(set=0, binding=0) uniform texture2D texs[];``),
indexed with ``nonuniformEXT`` where the index varies. The rules of the type list
(``VkMutableDescriptorTypeListEXT``) are here too, as findings :func:`validity_findings`
reports for any layout, and the comparison :func:`layoutgen.check` makes between a shader's
binding and a MUTABLE_EXT layout binding.
"""
from __future__ import annotations

from collections.abc import Iterable, Set
from typing import Any, Union

from ..errors import LayoutError, checked_count, flag, integral
from ..reflect.descriptor_model import DescriptorBinding
from ..reflect.vkenums import DescriptorType as DT
from ..reflect.vkenums import ShaderStage
from .findings import Finding, FindingKind, Severity
from .model import (UINT32_MAX, BindingFlag, LayoutBinding, PipelineLayoutDesc, SetLayout, SetLayoutFlag,
                    check_set_index, fill_gaps)

#: A descriptor type as :func:`bindless_layout` and ``write_mutable()`` take it: a DescriptorType,
#: its name in any case (``"storage_buffer"``) or Vulkan's (``"VK_DESCRIPTOR_TYPE_STORAGE_BUFFER"``).
TypeName = Union[DT, str]

#: Types a mutable type list must not hold: type -> the VUID of VkMutableDescriptorTypeListEXT.
FORBIDDEN = {
    DT.MUTABLE_EXT: "VUID-VkMutableDescriptorTypeListEXT-pDescriptorTypes-04600",
    DT.UNIFORM_BUFFER_DYNAMIC: "VUID-VkMutableDescriptorTypeListEXT-pDescriptorTypes-04601",
    DT.STORAGE_BUFFER_DYNAMIC: "VUID-VkMutableDescriptorTypeListEXT-pDescriptorTypes-04602",
    DT.INLINE_UNIFORM_BLOCK: "VUID-VkMutableDescriptorTypeListEXT-pDescriptorTypes-04603",
}
EMPTY_VUID = "VUID-VkMutableDescriptorTypeListEXT-descriptorTypeCount-04597"
DUPLICATE_VUID = "VUID-VkMutableDescriptorTypeListEXT-pDescriptorTypes-04598"
NOT_MUTABLE_VUID = "VUID-VkMutableDescriptorTypeListEXT-descriptorTypeCount-04599"
#: What the mutableDescriptorType feature guarantees: any combination of these types. Others
#: (samplers, combined image samplers, input attachments, acceleration structures) are the
#: device's to support, as vkGetDescriptorSetLayoutSupport tells.
GUARANTEED = frozenset({DT.SAMPLED_IMAGE, DT.STORAGE_IMAGE, DT.UNIFORM_TEXEL_BUFFER, DT.STORAGE_TEXEL_BUFFER,
                        DT.UNIFORM_BUFFER, DT.STORAGE_BUFFER})


def descriptor_type(value: TypeName, where: str = "descriptor type") -> DT:
    """``value`` as a DescriptorType; a LayoutError naming the types there are otherwise."""
    if isinstance(value, DT):
        return value
    if isinstance(value, str):
        key = value.upper().removeprefix("VK_DESCRIPTOR_TYPE_")
        if key in DT.__members__:
            return DT.__members__[key]
    names = ", ".join(n.lower() for n in DT.__members__)
    raise LayoutError(f"{where}: {value!r} is no descriptor type; give a DescriptorType or one of {names}")


def type_list_problems(types: Iterable[DT]) -> list[tuple[str, str]]:
    """(what is wrong, its VUID) for each rule a mutable type list breaks; empty where none."""
    types = list(types)
    if not types:
        return [("its mutable type list is empty", EMPTY_VUID)]
    out = [(f"its mutable type list holds {t.name}", FORBIDDEN[t]) for t in dict.fromkeys(types) if t in FORBIDDEN]
    twice = sorted({t.name for t in types if types.count(t) > 1})
    if twice:
        out.append((f"its mutable type list holds {', '.join(twice)} twice", DUPLICATE_VUID))
    return out


def bindless_layout(types: Iterable[TypeName], count: int, set: int = 0, stages: ShaderStage = ShaderStage.ALL, *,
                    update_after_bind: bool = True, variable_count: bool = False) -> PipelineLayoutDesc:
    """A pipeline layout whose set ``set`` (empty sets before it) holds one binding: binding 0,
    ``count`` descriptors of VK_DESCRIPTOR_TYPE_MUTABLE_EXT, each of which may be written as any
    of ``types`` (DescriptorTypes or their names, ``"storage_buffer"``), visible to ``stages``.

    The binding is PARTIALLY_BOUND (a shader reads only the descriptors written); with
    ``update_after_bind`` (the default) it is UPDATE_AFTER_BIND and the set
    UPDATE_AFTER_BIND_POOL, so descriptors may be written while the set is bound; with
    ``variable_count`` it is VARIABLE_DESCRIPTOR_COUNT, ``count`` its bound. A type list
    Vulkan refuses (empty, a type twice, MUTABLE_EXT, dynamic buffers, inline uniform blocks)
    is a LayoutError naming the VUID. :func:`layoutgen.vk.for_layout` tells the device
    features the layout needs; a DescriptorSet's ``write_mutable()`` writes it by index.
    """
    if isinstance(types, (str, bytes)) or not isinstance(types, Iterable):
        raise LayoutError(f"bindless_layout(): types is a list of descriptor types, not {types!r}")
    listed = tuple(descriptor_type(t, "bindless_layout() types") for t in types)
    problems = type_list_problems(listed)
    if problems:
        raise LayoutError("bindless_layout(): " + "; ".join(f"{p} [{v}]" for p, v in problems)
                          + f"; give a list of distinct types among {', '.join(sorted(t.name for t in GUARANTEED))}")
    count = checked_count(count, "bindless_layout(): count", 1, UINT32_MAX)
    set = check_set_index(set)
    stage_bits = integral(stages)
    if stage_bits is None or not isinstance(stages, ShaderStage) and not 0 < stage_bits <= int(ShaderStage.ALL):
        raise LayoutError(f"bindless_layout(): stages is a ShaderStage (or its mask), not {stages!r}")
    if not stage_bits:
        raise LayoutError("bindless_layout(): stages is empty: a binding no stage sees is no use")
    stages = ShaderStage(stage_bits)
    flags = BindingFlag.PARTIALLY_BOUND
    set_flags = SetLayoutFlag(0)
    if flag(update_after_bind, "update_after_bind"):
        flags |= BindingFlag.UPDATE_AFTER_BIND
        set_flags = SetLayoutFlag.UPDATE_AFTER_BIND_POOL
    if flag(variable_count, "variable_count"):
        flags |= BindingFlag.VARIABLE_DESCRIPTOR_COUNT
    binding = LayoutBinding(0, DT.MUTABLE_EXT, count, ShaderStage(stages), flags, mutable_types=listed)
    return PipelineLayoutDesc(tuple(fill_gaps([SetLayout(set, (binding,), set_flags)])))


def mutable_findings(s: SetLayout, b: LayoutBinding) -> list[Finding]:
    """What binding ``b`` of set ``s`` breaks of the rules of mutable descriptors: its type
    list, immutable samplers, a push-descriptor set; a warning for a listed type the
    mutableDescriptorType feature does not guarantee."""
    where = f"set {s.set} binding {b.binding}"
    at: dict[str, Any] = {"set": s.set, "binding": b.binding}
    if b.descriptor_type != DT.MUTABLE_EXT:
        if not b.mutable_types:
            return []
        return [Finding(Severity.ERROR, FindingKind.MUTABLE_TYPE_LIST, f"{where} is {b.descriptor_type.name}, not "
                        "MUTABLE_EXT, but has a mutable type list", NOT_MUTABLE_VUID, **at)]
    listed = ", ".join(t.name for t in b.mutable_types) or "nothing"
    out = [Finding(Severity.ERROR, FindingKind.MUTABLE_TYPE_LIST, f"{where} (MUTABLE_EXT): {what}", vuid, **at,
                   has=listed) for what, vuid in type_list_problems(b.mutable_types)]
    if b.immutable_samplers:
        out.append(Finding(Severity.ERROR, FindingKind.MUTABLE_BINDING, f"{where} is MUTABLE_EXT and has immutable "
                           "samplers", "VUID-VkDescriptorSetLayoutBinding-descriptorType-04605", **at))
    if s.flags & SetLayoutFlag.PUSH_DESCRIPTOR_KHR:
        out.append(Finding(Severity.ERROR, FindingKind.MUTABLE_BINDING, f"{where} is MUTABLE_EXT in a "
                           "push-descriptor set", "VUID-VkDescriptorSetLayoutCreateInfo-flags-04591", **at))
    extra = [t.name for t in dict.fromkeys(b.mutable_types) if t not in GUARANTEED and t not in FORBIDDEN]
    if extra:
        out.append(Finding(Severity.WARNING, FindingKind.MUTABLE_TYPE_SUPPORT,
                           f"{where} (MUTABLE_EXT) lists {', '.join(extra)}, which the mutableDescriptorType feature "
                           "does not guarantee: vkGetDescriptorSetLayoutSupport tells whether the device takes this "
                           "list", **at, has=listed))
    return out


def mutable_type_findings(lb: LayoutBinding, b: DescriptorBinding, accepted: Set[DT], where: str, who: str,
                          base: dict[str, Any]) -> list[Finding]:
    """An error where the MUTABLE_EXT layout binding ``lb`` cannot hold a descriptor of a type
    the shader binding ``b`` reads (``accepted``: the layout types that serve it); nothing
    where its list has one."""
    if accepted & set(lb.mutable_types):
        return []
    listed = ", ".join(t.name for t in lb.mutable_types) or "nothing"
    return [Finding(Severity.ERROR, FindingKind.TYPE_MISMATCH,
                    f"{where}: {who} as {b.descriptor_type.name} but the layout's MUTABLE_EXT binding lists only "
                    f"{listed}; add {b.descriptor_type.name} to its types (bindless_layout(types=...))",
                    **{**base, "vuid": None}, has=f"MUTABLE_EXT ({listed})")]
