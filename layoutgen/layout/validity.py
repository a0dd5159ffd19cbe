"""A layout's own validity, whatever the shaders: the rules vkCreate*Layout enforces."""
from __future__ import annotations

from collections.abc import Mapping

from ..reflect.vkenums import DescriptorType, ShaderStage
from .bindless import mutable_findings
from .findings import Finding, FindingKind, Findings, Severity
from ..memo import ByIdentity, ByKey
from .model import (UINT32_MAX, UPDATE_AFTER_BIND_TYPES, BindingFlag, LayoutBinding, PipelineLayoutDesc, SetLayout,
                    SetLayoutFlag)


def validity_findings(desc: PipelineLayoutDesc, limits: Mapping[str, int] | None = None) -> Findings:
    """What ``desc`` breaks of the rules layout creation enforces, whatever the shaders
    (``limits``: the device's, where given). Without limits, worked out once for a layout (a
    frozen description: merge() and the checks of each pipeline made with it ask the same)."""
    if limits:
        return new_validity_findings(desc, limits)
    found = _VALIDITY.get(desc)
    if found is None:
        found = _VALIDITY.put(tuple(new_validity_findings(desc)), desc)
    return Findings(found)


#: The findings of a layout without limits, by the layout.
_VALIDITY: ByIdentity[tuple[Finding, ...]] = ByIdentity(256)


def new_validity_findings(desc: PipelineLayoutDesc, limits: Mapping[str, int] | None = None) -> Findings:
    """:func:`validity_findings` worked out anew, and not kept: for a layout just made, which
    no one asked about yet (merge() asks of each one it makes)."""
    limits = limits or {}
    out = Findings()
    max_sets = limits.get("maxBoundDescriptorSets")
    if max_sets is not None and len(desc.set_layouts) > max_sets:
        out.append(Finding(Severity.ERROR, FindingKind.TOO_MANY_SETS,
                            f"the layout has {len(desc.set_layouts)} sets; the device binds at most {max_sets} "
                            "(maxBoundDescriptorSets)",
                            "VUID-VkPipelineLayoutCreateInfo-setLayoutCount-00286",
                            needs=str(len(desc.set_layouts)), has=str(max_sets)))
    if sum(1 for s in desc.set_layouts if int(s.flags) & _PUSH_SET) > 1:
        out.append(Finding(Severity.ERROR, FindingKind.TWO_PUSH_DESCRIPTOR_SETS,
                            "more than one set is a push-descriptor set",
                            "VUID-VkPipelineLayoutCreateInfo-pSetLayouts-00293"))
    for s in desc.set_layouts:
        out.extend(set_findings(s))
    out.extend(_push_range_findings(desc, limits.get("maxPushConstantsSize")))
    return out


_DYNAMIC = (DescriptorType.UNIFORM_BUFFER_DYNAMIC, DescriptorType.STORAGE_BUFFER_DYNAMIC)
# The flags the rules test, as ints: a binding's and a set's flags are tested as ints (IntFlag
# arithmetic makes a new flag object each time).
_VARIABLE = int(BindingFlag.VARIABLE_DESCRIPTOR_COUNT)
_UPDATE_AFTER_BIND = int(BindingFlag.UPDATE_AFTER_BIND)
_PUSH_SET = int(SetLayoutFlag.PUSH_DESCRIPTOR_KHR)
_MUTABLE = frozenset({DescriptorType.MUTABLE_EXT})  # updated after bind as the types of its list
_UPDATE_AFTER_BIND_POOL = int(SetLayoutFlag.UPDATE_AFTER_BIND_POOL)


#: Each set layout's findings, by its index and key: they read nothing else of it.
_SET_FINDINGS: ByKey[tuple[Finding, ...]] = ByKey(512)


def set_findings(s: SetLayout) -> tuple[Finding, ...]:
    """What the set layout ``s`` breaks of the rules of set layouts (worked out once for an
    index and key: every merge of stages that agree on a set asks the same)."""
    key = (s.set, s.key)
    found = _SET_FINDINGS.get(key)
    if found is None:
        found = _SET_FINDINGS.put(tuple(_set_findings(s)), key)
    return found


def _set_findings(s: SetLayout) -> list[Finding]:
    out = []
    numbers = [b.binding for b in s.bindings]
    for n in sorted({n for n in numbers if numbers.count(n) > 1}):
        out.append(Finding(Severity.ERROR, FindingKind.DUPLICATE_BINDING, f"set {s.set} declares binding {n} twice",
                            "VUID-VkDescriptorSetLayoutCreateInfo-binding-00279", set=s.set, binding=n))
    last = max(numbers, default=None)
    set_flags = int(s.flags)
    any_update_after_bind = any(int(b.binding_flags) & _UPDATE_AFTER_BIND for b in s.bindings)
    for b in s.bindings:
        flags = int(b.binding_flags)
        if flags & _VARIABLE and b.binding != last:
            out.append(Finding(Severity.ERROR, FindingKind.VARIABLE_COUNT_NOT_LAST,
                                f"set {s.set} binding {b.binding} has VARIABLE_DESCRIPTOR_COUNT but is not the "
                                "set's highest binding", "VUID-VkDescriptorSetLayoutBindingFlagsCreateInfo-pBindingFlags-03004",
                                set=s.set, binding=b.binding))
        where = f"set {s.set} binding {b.binding}"
        if set_flags & _PUSH_SET:
            out.extend(_push_set_findings(s, b, where))
        if set_flags & _PUSH_SET and flags & (_VARIABLE | _UPDATE_AFTER_BIND):
            out.append(Finding(Severity.ERROR, FindingKind.PUSH_SET_BINDING_FLAGS,
                               f"{where}: a push-descriptor set takes neither VARIABLE_DESCRIPTOR_COUNT nor "
                               "UPDATE_AFTER_BIND",
                               "VUID-VkDescriptorSetLayoutBindingFlagsCreateInfo-flags-03003",
                               set=s.set, binding=b.binding))
        if any_update_after_bind and b.descriptor_type in _DYNAMIC:
            out.append(Finding(Severity.ERROR, FindingKind.DYNAMIC_IN_UPDATE_AFTER_BIND_SET, f"{where}: a set with "
                               "an UPDATE_AFTER_BIND binding cannot hold dynamic buffers",
                               "VUID-VkDescriptorSetLayoutCreateInfo-descriptorType-03001",
                               set=s.set, binding=b.binding))
        if b.descriptor_type == DescriptorType.INLINE_UNIFORM_BLOCK and b.descriptor_count % 4:
            out.append(Finding(Severity.ERROR, FindingKind.INLINE_BLOCK_SIZE,
                               f"{where}: an inline uniform block's size ({b.descriptor_count} bytes, its descriptor "
                               "count) must be a multiple of 4",
                               "VUID-VkDescriptorSetLayoutBinding-descriptorType-02209",
                               set=s.set, binding=b.binding))
        if flags & _VARIABLE and b.descriptor_type in _DYNAMIC:
            out.append(Finding(Severity.ERROR, FindingKind.VARIABLE_COUNT_DYNAMIC,
                               f"{where}: a dynamic buffer cannot have a variable descriptor count",
                               "VUID-VkDescriptorSetLayoutBindingFlagsCreateInfo-pBindingFlags-03015",
                               set=s.set, binding=b.binding))
        out.extend(mutable_findings(s, b))
        if flags & _UPDATE_AFTER_BIND and b.descriptor_type not in UPDATE_AFTER_BIND_TYPES | _MUTABLE:
            out.append(Finding(Severity.ERROR, FindingKind.UPDATE_AFTER_BIND_TYPE,
                               f"{where}: {b.descriptor_type.name} cannot be updated after bind",
                               "VUID-VkDescriptorSetLayoutBindingFlagsCreateInfo-None-03011",
                               set=s.set, binding=b.binding))
        if flags & _UPDATE_AFTER_BIND and not set_flags & _UPDATE_AFTER_BIND_POOL:
            out.append(Finding(Severity.ERROR, FindingKind.UPDATE_AFTER_BIND_POOL,
                                f"set {s.set} binding {b.binding} is UPDATE_AFTER_BIND but the set lacks "
                                "UPDATE_AFTER_BIND_POOL", "VUID-VkDescriptorSetLayoutCreateInfo-flags-03000",
                                set=s.set, binding=b.binding))
    return out


#: What a push-descriptor set cannot hold: descriptor type -> (what, VUID).
_NOT_IN_PUSH_SETS = {
    DescriptorType.UNIFORM_BUFFER_DYNAMIC: ("dynamic buffers", "VUID-VkDescriptorSetLayoutCreateInfo-flags-00280"),
    DescriptorType.STORAGE_BUFFER_DYNAMIC: ("dynamic buffers", "VUID-VkDescriptorSetLayoutCreateInfo-flags-00280"),
    DescriptorType.INLINE_UNIFORM_BLOCK: ("inline uniform blocks", "VUID-VkDescriptorSetLayoutCreateInfo-flags-02208"),
}


def _push_set_findings(s: SetLayout, b: LayoutBinding, where: str) -> list[Finding]:
    """What a binding of the push-descriptor set ``s`` may not be."""
    out = []
    if b.descriptor_type in _NOT_IN_PUSH_SETS:
        what, vuid = _NOT_IN_PUSH_SETS[b.descriptor_type]
        out.append(Finding(Severity.ERROR, FindingKind.PUSH_SET_DESCRIPTOR_TYPE,
                           f"{where}: a push-descriptor set cannot hold {what}",
                           vuid, set=s.set, binding=b.binding))
    if int(s.flags) & _UPDATE_AFTER_BIND_POOL and b is s.bindings[0]:
        out.append(Finding(Severity.ERROR, FindingKind.PUSH_SET_UPDATE_AFTER_BIND,
                           f"set {s.set} is both a push-descriptor set and UPDATE_AFTER_BIND_POOL",
                           "VUID-VkDescriptorSetLayoutCreateInfo-flags-04590", set=s.set))
    return out


def _push_range_findings(desc: PipelineLayoutDesc, max_size: int | None) -> list[Finding]:
    out = []
    seen = 0
    for r in desc.push_constant_ranges:
        span = f"push-constant range {r.offset}..{r.offset + r.size}"
        if not int(r.stage_flags):
            out.append(Finding(Severity.ERROR, FindingKind.PUSH_RANGE_NO_STAGES, f"{span} names no stage",
                                "VUID-VkPushConstantRange-stageFlags-requiredbitmask"))
        if r.offset % 4:
            out.append(Finding(Severity.ERROR, FindingKind.PUSH_RANGE_OFFSET, f"{span}: offset is not a multiple of 4",
                                "VUID-VkPushConstantRange-offset-00295"))
        if r.size == 0 or r.size % 4:
            out.append(Finding(Severity.ERROR, FindingKind.PUSH_RANGE_SIZE,
                                f"{span}: size must be a non-zero multiple of 4",
                                "VUID-VkPushConstantRange-size-00297" if r.size else
                                "VUID-VkPushConstantRange-size-00296"))
        if max_size is not None and r.offset + r.size > max_size:
            out.append(Finding(Severity.ERROR, FindingKind.PUSH_RANGE_TOO_LARGE,
                                f"{span} ends past maxPushConstantsSize ({max_size})",
                                "VUID-VkPushConstantRange-size-00298", needs=str(r.offset + r.size), has=str(max_size)))
        elif r.offset + r.size > UINT32_MAX:  # whatever the device: its limit is a uint32_t
            out.append(Finding(Severity.ERROR, FindingKind.PUSH_RANGE_TOO_LARGE,
                                f"{span} ends past {UINT32_MAX}, which no device's maxPushConstantsSize (a uint32_t) "
                                "reaches", "VUID-VkPushConstantRange-size-00298", needs=str(r.offset + r.size),
                                has=str(UINT32_MAX)))
        if int(r.stage_flags) & seen:
            both = ShaderStage(int(r.stage_flags) & seen)
            out.append(Finding(Severity.ERROR, FindingKind.STAGE_IN_TWO_RANGES,
                                f"{', '.join(both.vk_names)} appear in two push-constant ranges",
                                "VUID-VkPipelineLayoutCreateInfo-pPushConstantRanges-00292"))
        seen |= int(r.stage_flags)
    return out
