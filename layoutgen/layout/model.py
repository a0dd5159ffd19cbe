"""Pipeline-layout descriptions: pure data with Vulkan's numbers, no Vulkan import."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum, IntFlag
from typing import Any, TypeVar

from ..errors import LayoutError, NotFoundError
from ..reflect.vkenums import DescriptorType, ShaderStage
from ..vkxml.vkenums import DescriptorBindingFlag, DescriptorSetLayoutCreateFlag


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


@dataclass(frozen=True, slots=True)
class LayoutBinding:
    """One ``VkDescriptorSetLayoutBinding`` and where it came from. For an inline uniform
    block, ``descriptor_count`` is the block's size in bytes, as Vulkan wants.

    ``immutable_samplers`` holds one sampler per descriptor (opaque objects here: the
    Vulkan layer puts their handles in ``pImmutableSamplers``; handles have no JSON form, so
    ``to_dict`` leaves them out); ``block_size`` is the largest buffer block a stage declares
    at the binding (0 where none or unknown).
    """

    binding: int
    descriptor_type: DescriptorType
    descriptor_count: int
    stage_flags: ShaderStage
    binding_flags: BindingFlag = BindingFlag(0)
    names: tuple[str, ...] = ()
    immutable_samplers: tuple[Any, ...] = ()
    block_size: int = field(default=0, compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {"binding": self.binding, "descriptor_type": self.descriptor_type.vk_name,
                "descriptor_count": self.descriptor_count, "stage_flags": self.stage_flags.vk_names,
                "binding_flags": self.binding_flags.vk_names, "names": list(self.names)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> LayoutBinding:
        return read_binding(d, "binding")


@dataclass(frozen=True, slots=True)
class SetLayout:
    """One ``VkDescriptorSetLayoutCreateInfo``: its set index, bindings (sorted) and flags."""

    set: int
    bindings: tuple[LayoutBinding, ...] = ()
    flags: SetLayoutFlag = SetLayoutFlag(0)

    def binding(self, number: int) -> LayoutBinding:
        """The binding ``number``; a NotFoundError (a KeyError) where the set has none."""
        for b in self.bindings:
            if b.binding == number:
                return b
        raise NotFoundError(f"set {self.set} has no binding {number}")

    @property
    def key(self) -> tuple[Any, ...]:
        """What makes two set layouts identical (names aside)."""
        return (int(self.flags), tuple((b.binding, int(b.descriptor_type), b.descriptor_count, int(b.stage_flags),
                                        int(b.binding_flags), b.immutable_samplers) for b in self.bindings))

    def to_dict(self) -> dict[str, Any]:
        """The set layout as JSON-ready data (schema layoutgen.layout/1)."""
        return {"set": self.set, "flags": self.flags.vk_names, "bindings": [b.to_dict() for b in self.bindings]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SetLayout:
        """A set layout from its JSON object, every key and name checked."""
        return read_set_layout(d, "set layout")


@dataclass(frozen=True, slots=True)
class PushConstantRange:
    """One ``VkPushConstantRange``: the stages that see the bytes ``offset`` .. ``offset + size``."""
    stage_flags: ShaderStage
    offset: int
    size: int

    def to_dict(self) -> dict[str, Any]:
        """The range as JSON-ready data."""
        return {"stage_flags": self.stage_flags.vk_names, "offset": self.offset, "size": self.size}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PushConstantRange:
        """A range from its JSON object, every key and name checked."""
        return read_push_range(d, "push-constant range")


@dataclass(frozen=True, slots=True)
class PipelineLayoutDesc:
    """A pipeline layout: set layouts by position (set index = position) and push ranges."""

    set_layouts: tuple[SetLayout, ...]
    push_constant_ranges: tuple[PushConstantRange, ...] = ()
    key: tuple[Any, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # The canonical key: equal for layouts Vulkan would treat as identical (names aside).
        key = (tuple(s.key for s in self.set_layouts),
               tuple(sorted((int(r.stage_flags), r.offset, r.size) for r in self.push_constant_ranges)))
        object.__setattr__(self, "key", key)

    @property
    def stages(self) -> ShaderStage:
        """Every stage a binding or a push-constant range of the layout is visible to."""
        out = ShaderStage(0)
        for s in self.set_layouts:
            for b in s.bindings:
                out |= b.stage_flags
        for r in self.push_constant_ranges:
            out |= r.stage_flags
        return out

    def to_dict(self) -> dict[str, Any]:
        """The layout as JSON-ready data (what ``layoutgen layout --json`` writes, schema aside)."""
        return {"set_layouts": [s.to_dict() for s in self.set_layouts],
                "push_constant_ranges": [r.to_dict() for r in self.push_constant_ranges]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PipelineLayoutDesc:
        """Read what ``to_dict`` (and ``layoutgen layout --json``) writes, or a layout written by
        hand in that form: every key and name checked."""
        return read_layout(d)


#: More set layouts than any device binds (maxBoundDescriptorSets is 4 to 32 in practice).
MAX_SETS = 1024


def check_set_index(index: int, what: str = "set") -> int:
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
    return [by_index.get(i, SetLayout(i)) for i in range(top + 1)]


# -- reading the JSON form (``layoutgen layout --json``, or a layout written by hand) ----------
#
# Every key and name is checked: an unknown key, an unknown Vulkan name, a count that is not an
# integer in Vulkan's range is a LayoutError saying where it is and listing what is valid.
# Names take every Vulkan spelling (VK_SHADER_STAGE_ALL_GRAPHICS, the _KHR/_EXT aliases), with
# or without the VK_..._ prefix and _BIT suffix.

UINT32_MAX = 0xFFFFFFFF
#: The stage masks Vulkan names that are not single bits.
_STAGE_MASKS = {"ALL": 0x7FFFFFFF, "ALL_GRAPHICS": 0x1F}
_LAYOUT_KEYS = ("schema", "set_layouts", "push_constant_ranges", "pool_sizes")
SCHEMA = "layoutgen.layout/1"
_SET_KEYS = ("set", "flags", "bindings")
_BINDING_KEYS = ("binding", "descriptor_type", "descriptor_count", "stage_flags", "binding_flags", "names")
_RANGE_KEYS = ("stage_flags", "offset", "size")

E = TypeVar("E", IntEnum, IntFlag)


def _object(d: Any, keys: tuple[str, ...], where: str, required: tuple[str, ...] = ()) -> dict[str, Any]:
    if not isinstance(d, dict):
        raise LayoutError(f"{where}: expected an object with keys {', '.join(keys)}, not {type(d).__name__}")
    unknown = sorted(k for k in d if k not in keys)
    if unknown:
        raise LayoutError(f"{where}: unknown key(s) {', '.join(map(repr, unknown))}; the keys are {', '.join(keys)}")
    missing = [k for k in required if k not in d]
    if missing:
        raise LayoutError(f"{where}: missing key(s) {', '.join(missing)}")
    return d


def _uint(value: Any, where: str, low: int = 0, high: int = UINT32_MAX) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise LayoutError(f"{where} must be an integer in {low}..{high}, not {value!r}")
    return value


def _list(value: Any, where: str) -> list[Any]:
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list):
        raise LayoutError(f"{where} must be a list, not {type(value).__name__}")
    return value


def _key(name: str, prefix: str) -> str:
    return name.removeprefix(prefix).replace("_BIT", "")


def _one(cls: type[E], name: Any, prefix: str, where: str, extra: dict[str, int] | None = None) -> int:
    if isinstance(name, str):
        key = _key(name, prefix)
        if key in cls.__members__:
            return int(cls.__members__[key])
        if extra and key in extra:
            return extra[key]
    names = [prefix + n for n in cls.__members__] + [prefix + n for n in (extra or {})]
    raise LayoutError(f"{where}: {name!r} is not one of {', '.join(names)}")


def _flags(cls: type[E], value: Any, prefix: str, where: str, extra: dict[str, int] | None = None) -> Any:
    out = 0
    for name in _list(value, where):
        out |= _one(cls, name, prefix, where, extra)
    return cls(out)


def read_binding(d: Any, where: str) -> LayoutBinding:
    d = _object(d, _BINDING_KEYS, where, ("binding", "descriptor_type"))
    names = _list(d.get("names", []), f"{where} names")
    if not all(isinstance(n, str) for n in names):
        raise LayoutError(f"{where} names must be strings")
    return LayoutBinding(
        _uint(d["binding"], f"{where} binding"),
        DescriptorType(_one(DescriptorType, d["descriptor_type"], "VK_DESCRIPTOR_TYPE_", f"{where} descriptor_type")),
        _uint(d.get("descriptor_count", 1), f"{where} descriptor_count", 1),
        _flags(ShaderStage, d.get("stage_flags", []), "VK_SHADER_STAGE_", f"{where} stage_flags", _STAGE_MASKS),
        _flags(BindingFlag, d.get("binding_flags", []), "VK_DESCRIPTOR_BINDING_", f"{where} binding_flags"),
        tuple(names))


def read_set_layout(d: Any, where: str) -> SetLayout:
    d = _object(d, _SET_KEYS, where, ("set",))
    index = _uint(d["set"], f"{where} set")
    bindings = [read_binding(b, f"{where} (set {index}) binding #{k}")
                for k, b in enumerate(_list(d.get("bindings", []), f"{where} bindings"))]
    flags = _flags(SetLayoutFlag, d.get("flags", []), "VK_DESCRIPTOR_SET_LAYOUT_CREATE_", f"{where} flags")
    return SetLayout(index, tuple(sorted(bindings, key=lambda b: b.binding)), flags)


def read_push_range(d: Any, where: str) -> PushConstantRange:
    d = _object(d, _RANGE_KEYS, where, _RANGE_KEYS)
    return PushConstantRange(
        _flags(ShaderStage, d["stage_flags"], "VK_SHADER_STAGE_", f"{where} stage_flags", _STAGE_MASKS),
        _uint(d["offset"], f"{where} offset"), _uint(d["size"], f"{where} size"))


def read_layout(d: Any) -> PipelineLayoutDesc:
    """A PipelineLayoutDesc from its JSON object."""
    if isinstance(d, dict) and "pipelines" in d:
        raise LayoutError(f"a document of several pipelines ({', '.join(map(str, d['pipelines']))}): give one "
                          "pipeline's layout")
    d = _object(d, _LAYOUT_KEYS, "pipeline layout")
    if d.get("schema", SCHEMA) != SCHEMA:
        raise LayoutError(f"pipeline layout: schema {d['schema']!r} is not {SCHEMA!r}")
    sets = [read_set_layout(s, f"set_layouts[{k}]") for k, s in enumerate(_list(d.get("set_layouts", []),
                                                                          "set_layouts"))]
    ranges = [read_push_range(r, f"push_constant_ranges[{k}]")
              for k, r in enumerate(_list(d.get("push_constant_ranges", []), "push_constant_ranges"))]
    return PipelineLayoutDesc(tuple(fill_gaps(sorted(sets, key=lambda s: s.set))), tuple(ranges))
