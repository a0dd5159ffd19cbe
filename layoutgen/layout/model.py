"""Pipeline-layout descriptions: pure data with Vulkan's numbers, no Vulkan import."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntFlag
from typing import Any

from ..errors import LayoutError, NotFoundError
from ..reflect.vkenums import DescriptorType, ShaderStage


class BindingFlag(IntFlag):
    """``VkDescriptorBindingFlagBits``."""

    UPDATE_AFTER_BIND = 0x1
    UPDATE_UNUSED_WHILE_PENDING = 0x2
    PARTIALLY_BOUND = 0x4
    VARIABLE_DESCRIPTOR_COUNT = 0x8

    @property
    def vk_names(self) -> list[str]:
        return [f"VK_DESCRIPTOR_BINDING_{f.name}_BIT" for f in BindingFlag if f & self]


class SetLayoutFlag(IntFlag):
    """``VkDescriptorSetLayoutCreateFlagBits``."""

    PUSH_DESCRIPTOR_KHR = 0x1
    UPDATE_AFTER_BIND_POOL = 0x2

    @property
    def vk_names(self) -> list[str]:
        return [f"VK_DESCRIPTOR_SET_LAYOUT_CREATE_{f.name[:-4]}_BIT_KHR" if f.name.endswith("_KHR")
                else f"VK_DESCRIPTOR_SET_LAYOUT_CREATE_{f.name}_BIT" for f in SetLayoutFlag if f & self]


def _flags_from_names(cls: type[IntFlag], names: list[str], prefix: str) -> Any:
    out = cls(0)
    for name in names:
        key = name.removeprefix(prefix).replace("_BIT", "")
        out |= cls[key]
    return out


@dataclass(frozen=True, slots=True)
class LayoutBinding:
    """One ``VkDescriptorSetLayoutBinding`` and where it came from. For an inline uniform
    block, ``descriptor_count`` is the block's size in bytes, as Vulkan wants."""

    binding: int
    descriptor_type: DescriptorType
    descriptor_count: int
    stage_flags: ShaderStage
    binding_flags: BindingFlag = BindingFlag(0)
    names: tuple[str, ...] = ()

    def to_dict(self) -> dict:
        return {"binding": self.binding, "descriptor_type": self.descriptor_type.vk_name,
                "descriptor_count": self.descriptor_count, "stage_flags": self.stage_flags.vk_names,
                "binding_flags": self.binding_flags.vk_names, "names": list(self.names)}

    @classmethod
    def from_dict(cls, d: dict) -> LayoutBinding:
        return cls(int(d["binding"]), DescriptorType.from_vk_name(d["descriptor_type"]), int(d["descriptor_count"]),
                   ShaderStage.from_vk_names(d.get("stage_flags", [])),
                   _flags_from_names(BindingFlag, d.get("binding_flags", []), "VK_DESCRIPTOR_BINDING_"),
                   tuple(d.get("names", ())))


@dataclass(frozen=True, slots=True)
class SetLayout:
    """One ``VkDescriptorSetLayoutCreateInfo``: its set index, bindings (sorted) and flags."""

    set: int
    bindings: tuple[LayoutBinding, ...] = ()
    flags: SetLayoutFlag = SetLayoutFlag(0)

    def binding(self, number: int) -> LayoutBinding:
        for b in self.bindings:
            if b.binding == number:
                return b
        raise NotFoundError(f"set {self.set} has no binding {number}")

    @property
    def key(self) -> tuple:
        """What makes two set layouts identical (names aside)."""
        return (int(self.flags), tuple((b.binding, int(b.descriptor_type), b.descriptor_count, int(b.stage_flags),
                                        int(b.binding_flags)) for b in self.bindings))

    def to_dict(self) -> dict:
        return {"set": self.set, "flags": self.flags.vk_names, "bindings": [b.to_dict() for b in self.bindings]}

    @classmethod
    def from_dict(cls, d: dict) -> SetLayout:
        return cls(int(d["set"]), tuple(sorted((LayoutBinding.from_dict(b) for b in d.get("bindings", [])),
                                               key=lambda b: b.binding)),
                   _flags_from_names(SetLayoutFlag, d.get("flags", []), "VK_DESCRIPTOR_SET_LAYOUT_CREATE_"))


@dataclass(frozen=True, slots=True)
class PushConstantRange:
    stage_flags: ShaderStage
    offset: int
    size: int

    def to_dict(self) -> dict:
        return {"stage_flags": self.stage_flags.vk_names, "offset": self.offset, "size": self.size}

    @classmethod
    def from_dict(cls, d: dict) -> PushConstantRange:
        return cls(ShaderStage.from_vk_names(d["stage_flags"]), int(d["offset"]), int(d["size"]))


@dataclass(frozen=True, slots=True)
class PipelineLayoutDesc:
    """A pipeline layout: set layouts by position (set index = position) and push ranges."""

    set_layouts: tuple[SetLayout, ...]
    push_constant_ranges: tuple[PushConstantRange, ...] = ()
    key: tuple = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # The canonical key: equal for layouts Vulkan would treat as identical (names aside).
        key = (tuple(s.key for s in self.set_layouts),
               tuple(sorted((int(r.stage_flags), r.offset, r.size) for r in self.push_constant_ranges)))
        object.__setattr__(self, "key", key)

    @property
    def stages(self) -> ShaderStage:
        out = ShaderStage(0)
        for s in self.set_layouts:
            for b in s.bindings:
                out |= b.stage_flags
        for r in self.push_constant_ranges:
            out |= r.stage_flags
        return out

    def to_dict(self) -> dict:
        return {"set_layouts": [s.to_dict() for s in self.set_layouts],
                "push_constant_ranges": [r.to_dict() for r in self.push_constant_ranges]}

    @classmethod
    def from_dict(cls, d: dict) -> PipelineLayoutDesc:
        """Read what ``to_dict`` (and ``layoutgen layout --json``) writes."""
        try:
            sets = _fill_gaps(sorted((SetLayout.from_dict(s) for s in d.get("set_layouts", [])),
                                     key=lambda s: s.set))
            return cls(tuple(sets), tuple(PushConstantRange.from_dict(r) for r in d.get("push_constant_ranges", [])))
        except (KeyError, ValueError, TypeError, AttributeError) as exc:
            raise LayoutError(f"not a pipeline layout description: {type(exc).__name__}: {exc}") from None


#: More set layouts than any device binds (maxBoundDescriptorSets is 4 to 32 in practice).
MAX_SETS = 1024


def check_set_index(index: int, what: str = "set") -> int:
    if not 0 <= index < MAX_SETS:
        raise LayoutError(f"{what} {index} is outside 0..{MAX_SETS - 1}: no device binds that many sets")
    return index


def _fill_gaps(sets: list[SetLayout]) -> list[SetLayout]:
    for s in sets:
        check_set_index(s.set)
    by_index = {s.set: s for s in sets}
    if len(by_index) != len(sets):
        raise LayoutError("a set index appears twice in the layout description")
    top = max(by_index, default=-1)
    return [by_index.get(i, SetLayout(i)) for i in range(top + 1)]
