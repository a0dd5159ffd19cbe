"""Pipeline-layout descriptions: pure data with Vulkan's numbers, no Vulkan import. Each
writes its JSON form (``to_dict``); ``json_form`` reads it back."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast

from ..errors import LayoutError, NotFoundError, checked_index
from ..reflect.vkenums import DescriptorType, ShaderStage
from ..vkxml.vkenums import DescriptorBindingFlag, DescriptorSetLayoutCreateFlag, PipelineLayoutCreateFlag


#: Descriptor types that may be updated after bind (each has its descriptorBinding*UpdateAfterBind
#: feature); dynamic buffers and input attachments may not (VUID-...BindingFlagsCreateInfo-None-03011).
UPDATE_AFTER_BIND_TYPES = frozenset({
    DescriptorType.SAMPLER, DescriptorType.COMBINED_IMAGE_SAMPLER, DescriptorType.SAMPLED_IMAGE,
    DescriptorType.STORAGE_IMAGE, DescriptorType.UNIFORM_TEXEL_BUFFER, DescriptorType.STORAGE_TEXEL_BUFFER,
    DescriptorType.UNIFORM_BUFFER, DescriptorType.STORAGE_BUFFER, DescriptorType.INLINE_UNIFORM_BLOCK,
    DescriptorType.ACCELERATION_STRUCTURE_KHR})


#: ``VkDescriptorBindingFlagBits`` and ``VkDescriptorSetLayoutCreateFlagBits``, as generated from
#: the Vulkan registry (the ``_EXT``/``_KHR`` names are aliases), with Vulkan's names of their bits.
BindingFlag = DescriptorBindingFlag
SetLayoutFlag = DescriptorSetLayoutCreateFlag
#: ``VkPipelineLayoutCreateFlagBits`` (INDEPENDENT_SETS_EXT: a graphics pipeline library's layout).
PipelineLayoutFlag = PipelineLayoutCreateFlag


@dataclass(frozen=True, slots=True)
class LayoutBinding:
    """One ``VkDescriptorSetLayoutBinding`` and where it came from. For an inline uniform
    block, ``descriptor_count`` is the block's size in bytes, as Vulkan wants.

    ``names`` are the variables' names (a block's type name where its variable has none);
    ``type_names`` the block type names of named variables, which name the binding too (in
    ``DescriptorSet.write()``, ``find_block()``, policy selectors) where no other binding has
    them. ``immutable_samplers`` holds one sampler per descriptor (opaque objects here: the
    Vulkan layer puts their handles in ``pImmutableSamplers``; handles have no JSON form, so
    ``to_dict`` leaves them out); ``block_size`` is the largest buffer block a stage declares
    at the binding (0 where none or unknown). Neither ``type_names`` nor ``block_size`` makes
    two bindings differ. ``mutable_types`` is a VK_DESCRIPTOR_TYPE_MUTABLE_EXT binding's
    ``VkMutableDescriptorTypeListEXT`` (the types each of its descriptors may be written as;
    empty for other bindings, and then not in the JSON form); see
    :func:`layoutgen.layout.bindless_layout`.
    """

    binding: int
    descriptor_type: DescriptorType
    descriptor_count: int
    stage_flags: ShaderStage
    binding_flags: BindingFlag = BindingFlag(0)
    names: tuple[str, ...] = ()
    immutable_samplers: tuple[Any, ...] = ()
    block_size: int = field(default=0, compare=False)
    type_names: tuple[str, ...] = field(default=(), compare=False)
    mutable_types: tuple[DescriptorType, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The binding as JSON-ready data (its immutable samplers, handles, have no JSON form)."""
        return {"binding": self.binding, "descriptor_type": self.descriptor_type.vk_name,
                "descriptor_count": self.descriptor_count, "stage_flags": self.stage_flags.vk_names,
                "binding_flags": self.binding_flags.vk_names, "names": list(self.names),
                **({"mutable_types": [t.vk_name for t in self.mutable_types]} if self.mutable_types else {})}


@dataclass(frozen=True, slots=True)
class SetLayout:
    """One ``VkDescriptorSetLayoutCreateInfo``: its set index, bindings (sorted) and flags."""

    #: The set index.
    set: int
    #: Its bindings, sorted by binding number.
    bindings: tuple[LayoutBinding, ...] = ()
    #: VkDescriptorSetLayoutCreateFlags (a SetLayoutFlag: PUSH_DESCRIPTOR_KHR, UPDATE_AFTER_BIND_POOL).
    flags: SetLayoutFlag = SetLayoutFlag(0)
    _key: tuple[Any, ...] | None = field(default=None, init=False, repr=False, compare=False)

    def binding(self, number: int) -> LayoutBinding:
        """The binding ``number``; a NotFoundError (a KeyError) where the set has none."""
        for b in self.bindings:
            if b.binding == number:
                return b
        raise NotFoundError(f"set {self.set} has no binding {number}")

    @property
    def key(self) -> tuple[Any, ...]:
        """What makes two set layouts identical (names aside); worked out on first use."""
        if self._key is None:
            key = (int(self.flags), tuple((b.binding, int(b.descriptor_type), b.descriptor_count, int(b.stage_flags),
                                           int(b.binding_flags), b.immutable_samplers, b.mutable_types)
                                          for b in self.bindings))
            object.__setattr__(self, "_key", key)
            return key
        return self._key

    def to_dict(self) -> dict[str, Any]:
        """The set layout as JSON-ready data (schema layoutgen.layout/1)."""
        return {"set": self.set, "flags": self.flags.vk_names, "bindings": [b.to_dict() for b in self.bindings]}


@dataclass(frozen=True, slots=True)
class NullSetLayout(SetLayout):
    """A set a graphics pipeline library's layout leaves to another library: VK_NULL_HANDLE in
    its ``pSetLayouts`` (which needs the graphicsPipelineLibrary feature). ``set`` is its index;
    ``bindings`` and ``flags`` are empty. It differs from an empty set layout, and reads
    ``{"set": N, "null": true}`` in JSON. :func:`layoutgen.layout.library_layouts` puts these
    where a library uses no set."""

    def __post_init__(self) -> None:
        if self.bindings or self.flags:
            raise LayoutError(f"set {self.set} is a null set layout (VK_NULL_HANDLE), which has no bindings and no "
                              "flags; give a SetLayout for a set with bindings")

    @property
    def key(self) -> tuple[Any, ...]:
        """Unlike any set layout's key: a null set is no empty set."""
        return ("null",)

    def to_dict(self) -> dict[str, Any]:
        """The null set as JSON-ready data."""
        return {"set": self.set, "null": True}


@dataclass(frozen=True, slots=True)
class PushConstantRange:
    """One ``VkPushConstantRange``: the stages that see the bytes ``offset`` .. ``offset + size``."""
    #: The stages that read the range (a ShaderStage).
    stage_flags: ShaderStage
    offset: int
    #: Its size in bytes.
    size: int

    def to_dict(self) -> dict[str, Any]:
        """The range as JSON-ready data."""
        return {"stage_flags": self.stage_flags.vk_names, "offset": self.offset, "size": self.size}


@dataclass(frozen=True, slots=True)
class PipelineLayoutDesc:
    """A pipeline layout: set layouts by position (set index = position), push ranges and flags."""

    #: The set layouts, set i at position i (empty ones where a set is unused; a NullSetLayout
    #: where a pipeline library's layout leaves the set to another library).
    set_layouts: tuple[SetLayout, ...]
    #: The push-constant ranges, in offset order.
    push_constant_ranges: tuple[PushConstantRange, ...] = ()
    #: VkPipelineLayoutCreateFlags (a PipelineLayoutFlag: INDEPENDENT_SETS_EXT for the layouts of
    #: graphics pipeline libraries); in the JSON form only where not 0.
    flags: PipelineLayoutFlag = PipelineLayoutFlag(0)
    #: What makes two layouts identical for Vulkan (names aside): equal for equal layouts.
    key: tuple[Any, ...] = field(init=False, repr=False, compare=False)
    _stages: ShaderStage | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # The canonical key: equal for layouts Vulkan would treat as identical (names aside).
        ranges = tuple(sorted((int(r.stage_flags), r.offset, r.size) for r in self.push_constant_ranges))
        key: tuple[Any, ...] = (tuple(s.key for s in self.set_layouts), ranges)
        if self.flags:
            key += (int(self.flags),)
        object.__setattr__(self, "key", key)

    @property
    def stages(self) -> ShaderStage:
        """Every stage a binding or a push-constant range of the layout is visible to."""
        if self._stages is None:
            flags = 0
            for s in self.set_layouts:
                for b in s.bindings:
                    flags |= b.stage_flags
            for r in self.push_constant_ranges:
                flags |= r.stage_flags
            object.__setattr__(self, "_stages", ShaderStage(flags))
        return cast(ShaderStage, self._stages)

    def to_dict(self) -> dict[str, Any]:
        """The layout as JSON-ready data (what ``layoutgen layout --json`` writes, schema aside;
        :func:`layoutgen.layout.read_layout` reads it back)."""
        return {"set_layouts": [s.to_dict() for s in self.set_layouts],
                "push_constant_ranges": [r.to_dict() for r in self.push_constant_ranges],
                **({"flags": self.flags.vk_names} if self.flags else {})}


#: Push-constant ranges and inline uniform blocks are sized and placed in multiples of 4 bytes.
WORD = 4


#: More set layouts than any device binds (maxBoundDescriptorSets is 4 to 32 in practice).
MAX_SETS = 1024
#: The largest value of a Vulkan uint32_t field (a descriptor count, a binding number).
UINT32_MAX = 2**32 - 1


def check_set_index(index: object, what: str = "set") -> int:
    """``index`` as a set index, 0..MAX_SETS-1 (an int, numpy's too); a LayoutError naming
    ``what`` for anything else."""
    index = checked_index(index, what)
    if not 0 <= index < MAX_SETS:
        raise LayoutError(f"{what} {index} is outside 0..{MAX_SETS - 1}: no device binds that many sets")
    return index


def fill_gaps(sets: list[SetLayout]) -> list[SetLayout]:
    """Set layouts 0..top, an empty one where none is given; a set index twice is an error."""
    for s in sets:
        check_set_index(s.set)
    by_index = {s.set: s for s in sets}
    if len(by_index) != len(sets):
        raise LayoutError("a set index appears twice in the layout description")
    top = max(by_index, default=-1)
    return [by_index.get(i, SetLayout(set=i)) for i in range(top + 1)]
