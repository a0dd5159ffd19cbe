"""The JSON form of pipeline layouts (schema ``layoutgen.layout/1``, what ``layoutgen layout
--json`` writes): the writer behind the model's ``to_dict`` methods and the reader behind
their ``from_dict``.

The reader checks every key and name: an unknown key, an unknown Vulkan name, a count that
is not an integer in Vulkan's range is a LayoutError saying where it is and listing what is
valid. Names take every Vulkan spelling (VK_SHADER_STAGE_ALL_GRAPHICS, the _KHR/_EXT
aliases), with or without the VK_..._ prefix and _BIT suffix.
"""
from __future__ import annotations

from enum import IntEnum, IntFlag
from typing import Any, TypeVar

from ..errors import LayoutError
from ..reflect.vkenums import DescriptorType, ShaderStage
from .model import BindingFlag, LayoutBinding, PipelineLayoutDesc, PushConstantRange, SetLayout, SetLayoutFlag, fill_gaps

SCHEMA = "layoutgen.layout/1"


# -- writing -----------------------------------------------------------------------------------

def write_binding(b: LayoutBinding) -> dict[str, Any]:
    """A binding's JSON object (its immutable samplers, handles, have no JSON form)."""
    return {"binding": b.binding, "descriptor_type": b.descriptor_type.vk_name,
            "descriptor_count": b.descriptor_count, "stage_flags": b.stage_flags.vk_names,
            "binding_flags": b.binding_flags.vk_names, "names": list(b.names)}


def write_set_layout(s: SetLayout) -> dict[str, Any]:
    """A set layout's JSON object."""
    return {"set": s.set, "flags": s.flags.vk_names, "bindings": [write_binding(b) for b in s.bindings]}


def write_push_range(r: PushConstantRange) -> dict[str, Any]:
    """A push-constant range's JSON object."""
    return {"stage_flags": r.stage_flags.vk_names, "offset": r.offset, "size": r.size}


def write_layout(desc: PipelineLayoutDesc) -> dict[str, Any]:
    """A pipeline layout's JSON object (the CLI adds the schema, and pool sizes where asked)."""
    return {"set_layouts": [write_set_layout(s) for s in desc.set_layouts],
            "push_constant_ranges": [write_push_range(r) for r in desc.push_constant_ranges]}


# -- reading -----------------------------------------------------------------------------------

# Every key and name is checked: an unknown key, an unknown Vulkan name, a count that is not an
# integer in Vulkan's range is a LayoutError saying where it is and listing what is valid.
# Names take every Vulkan spelling (VK_SHADER_STAGE_ALL_GRAPHICS, the _KHR/_EXT aliases), with
# or without the VK_..._ prefix and _BIT suffix.

UINT32_MAX = 0xFFFFFFFF
#: The stage masks Vulkan names that are not single bits.
_STAGE_MASKS = {"ALL": 0x7FFFFFFF, "ALL_GRAPHICS": 0x1F}
_LAYOUT_KEYS = ("schema", "set_layouts", "push_constant_ranges", "pool_sizes")
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
        binding=_uint(d["binding"], f"{where} binding"),
        descriptor_type=DescriptorType(_one(DescriptorType, d["descriptor_type"], "VK_DESCRIPTOR_TYPE_",
                                            f"{where} descriptor_type")),
        descriptor_count=_uint(d.get("descriptor_count", 1), f"{where} descriptor_count", 1),
        stage_flags=_flags(ShaderStage, d.get("stage_flags", []), "VK_SHADER_STAGE_", f"{where} stage_flags",
                           _STAGE_MASKS),
        binding_flags=_flags(BindingFlag, d.get("binding_flags", []), "VK_DESCRIPTOR_BINDING_",
                             f"{where} binding_flags"),
        names=tuple(names))


def read_set_layout(d: Any, where: str) -> SetLayout:
    d = _object(d, _SET_KEYS, where, ("set",))
    index = _uint(d["set"], f"{where} set")
    bindings = [read_binding(b, f"{where} (set {index}) binding #{k}")
                for k, b in enumerate(_list(d.get("bindings", []), f"{where} bindings"))]
    flags = _flags(SetLayoutFlag, d.get("flags", []), "VK_DESCRIPTOR_SET_LAYOUT_CREATE_", f"{where} flags")
    return SetLayout(set=index, bindings=tuple(sorted(bindings, key=lambda b: b.binding)), flags=flags)


def read_push_range(d: Any, where: str) -> PushConstantRange:
    d = _object(d, _RANGE_KEYS, where, _RANGE_KEYS)
    return PushConstantRange(
        stage_flags=_flags(ShaderStage, d["stage_flags"], "VK_SHADER_STAGE_", f"{where} stage_flags", _STAGE_MASKS),
        offset=_uint(d["offset"], f"{where} offset"), size=_uint(d["size"], f"{where} size"))


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
    return PipelineLayoutDesc(set_layouts=tuple(fill_gaps(sorted(sets, key=lambda s: s.set))),
                              push_constant_ranges=tuple(ranges))
