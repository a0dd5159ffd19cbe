"""The JSON form of pipeline layouts (schema ``layoutgen.layout/1``, what ``layoutgen layout
--json`` writes): the document the command line writes, from the model's ``to_dict``, and the
reader of layouts (what ``to_dict`` writes, or a layout written by hand in that form).

The reader checks every key and name: an unknown key, an unknown Vulkan name, a count that
is not an integer in Vulkan's range is a LayoutError saying where it is and listing what is
valid. Names take every Vulkan spelling (VK_SHADER_STAGE_ALL_GRAPHICS, the _KHR/_EXT
aliases), with or without the VK_..._ prefix and _BIT suffix.
"""
from __future__ import annotations

import re
import reprlib
from collections.abc import Mapping
from enum import Enum, IntEnum, IntFlag
from typing import Any, TypeVar

from ..errors import LayoutError
from ..reflect.vkenums import DescriptorType, ShaderStage
from .model import (BindingFlag, LayoutBinding, NullSetLayout, PipelineLayoutDesc, PipelineLayoutFlag, check_set_index,
                    PushConstantRange, SetLayout, SetLayoutFlag, UINT32_MAX, fill_gaps)

SCHEMA = "layoutgen.layout/1"


# -- writing (each model class writes its own object: to_dict) ------------------------------------

def write_document(layouts: Mapping[str, PipelineLayoutDesc], pool_sets: int | None = None) -> dict[str, Any]:
    """The document ``layoutgen layout --json`` writes: a layout named "" alone, with the
    schema; otherwise each by its pipeline's name under "pipelines". With ``pool_sets`` each
    layout carries the pool sizes for that many sets of each of its set layouts."""
    from .share import pool_sizes

    docs = {name: {"schema": SCHEMA, **d.to_dict(),
                   **({"pool_sizes": pool_sizes(d, pool_sets).to_dict()} if pool_sets else {})}
            for name, d in layouts.items()}
    return docs[""] if "" in docs else {"schema": SCHEMA, "pipelines": docs}


# -- reading -----------------------------------------------------------------------------------

# Every key and name is checked: an unknown key, an unknown Vulkan name, a count that is not an
# integer in Vulkan's range is a LayoutError saying where it is and listing what is valid.
# Names take every Vulkan spelling (VK_SHADER_STAGE_ALL_GRAPHICS, the _KHR/_EXT aliases), with
# or without the VK_..._ prefix and _BIT suffix.

#: The stage masks Vulkan names that are not single bits.
_STAGE_MASKS: dict[str, int] = {"ALL": ShaderStage.ALL, "ALL_GRAPHICS": ShaderStage.ALL_GRAPHICS}
_LAYOUT_KEYS = ("schema", "set_layouts", "push_constant_ranges", "flags", "pool_sizes")
_SET_KEYS = ("set", "flags", "bindings", "null")
_BINDING_KEYS = ("binding", "descriptor_type", "descriptor_count", "stage_flags", "binding_flags", "names",
                 "mutable_types")
_RANGE_KEYS = ("stage_flags", "offset", "size")

E = TypeVar("E", IntEnum, IntFlag)


class _Shown(reprlib.Repr):
    """reprlib's cut-short repr, for an int too long for repr() (past 4,300 digits) as well."""

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 1000:
            return f"an integer of about {int(x.bit_length() * 0.30103)} digits"
        return super().repr_int(x, level)


#: Values as messages show them: a long string or number, a large list or object, cut short
#: (a document can make one value of megabytes, or share one among many places).
_SHOWN = _Shown()
_SHOWN.maxstring = _SHOWN.maxlong = _SHOWN.maxother = 100
_SHOWN_KEYS = 10
#: "_BIT" in a Vulkan flag's name, which the enums' members leave out: at the end, or before
#: the vendor's suffix (VK_SHADER_STAGE_RAYGEN_BIT_KHR is RAYGEN_KHR).
_BIT = re.compile(r"_BIT(?=(?:_[A-Z]+)?$)")


def _shown(value: Any) -> str:
    """``value``'s repr, cut short where it is long (see _SHOWN)."""
    return _SHOWN.repr(value)


def _object(d: Any, keys: tuple[str, ...], where: str, required: tuple[str, ...] = ()) -> dict[str, Any]:
    if not isinstance(d, dict):
        raise LayoutError(f"{where}: expected an object with keys {', '.join(keys)}, not {type(d).__name__}")
    unknown = sorted((k for k in d if k not in keys), key=repr)  # (JSON's keys are strings; a dict's may be anything)
    if unknown:
        more = f" and {len(unknown) - _SHOWN_KEYS} more" if len(unknown) > _SHOWN_KEYS else ""
        raise LayoutError(f"{where}: unknown key(s) {', '.join(map(_shown, unknown[:_SHOWN_KEYS]))}{more}; the keys are "
                          f"{', '.join(keys)}")
    missing = [k for k in required if k not in d]
    if missing:
        raise LayoutError(f"{where}: missing key(s) {', '.join(missing)}")
    return d


def _uint(value: Any, where: str, low: int = 0, high: int = UINT32_MAX) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise LayoutError(f"{where} must be an integer in {low}..{high}, not {_shown(value)}")
    return value


def _list(value: Any, where: str) -> list[Any]:
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list):
        raise LayoutError(f"{where} must be a list, not {type(value).__name__}")
    return value


def _key(name: str, prefix: str) -> str:
    return _BIT.sub("", name.removeprefix(prefix), count=1)


def _one(cls: type[E], name: Any, prefix: str, where: str, extra: dict[str, int] | None = None) -> int:
    if isinstance(name, str):
        key = _key(name, prefix)
        if key in cls.__members__:
            return int(cls.__members__[key])
        if extra and key in extra:
            return extra[key]
    # Vulkan's names, each value's once (an alias is its first name's member; a mask of several
    # bits, as ALL_GRAPHICS, is listed too)
    kinds: type[Enum] = cls
    names = dict.fromkeys([*(_vk_name(m, prefix) for m in kinds.__members__.values()),
                           *(prefix + n for n in (extra or {}))])
    raise LayoutError(f"{where}: {_shown(name)} is not one of {', '.join(names)}")


def _vk_name(member: Enum, prefix: str) -> str:
    """Vulkan's name of ``member``: its own, or for a mask of several bits (ALL_GRAPHICS), the
    prefix and its name."""
    if isinstance(member, IntFlag) and int(member).bit_count() > 1:
        return f"{prefix}{member.name}"
    return str(getattr(member, "vk_name", f"{prefix}{member.name}"))


def _flags(cls: type[E], value: Any, prefix: str, where: str, extra: dict[str, int] | None = None) -> Any:
    out = 0
    for name in _list(value, where):
        out |= _one(cls, name, prefix, where, extra)
    return cls(out)


_POOL_KEYS = ("max_sets", "sizes", "inline_uniform_block_bindings", "update_after_bind", "mutable_types")


def _check_pool_sizes(d: Any) -> None:
    """A LayoutError where ``pool_sizes`` is not what :meth:`PoolSizes.to_dict` writes."""
    d = _object(d, _POOL_KEYS, "pool_sizes", ("max_sets", "sizes"))
    _uint(d["max_sets"], "pool_sizes max_sets")  # 0 where no set takes pool space (push descriptors alone)
    sizes = d["sizes"]
    if not isinstance(sizes, dict):
        raise LayoutError(f"pool_sizes sizes: expected an object of descriptor type: count, not {type(sizes).__name__}")
    for name, count in sizes.items():
        _one(DescriptorType, name, "VK_DESCRIPTOR_TYPE_", "pool_sizes sizes")
        _uint(count, f"pool_sizes sizes[{_shown(name)}]")
    _uint(d.get("inline_uniform_block_bindings", 0), "pool_sizes inline_uniform_block_bindings")
    if not isinstance(d.get("update_after_bind", False), bool):
        raise LayoutError(f"pool_sizes update_after_bind must be true or false, not {_shown(d['update_after_bind'])}")
    for k, entry in enumerate(_list(d.get("mutable_types", []), "pool_sizes mutable_types")):
        entry = _object(entry, ("types", "count"), f"pool_sizes mutable_types[{k}]", ("types", "count"))
        for t in _list(entry["types"], f"pool_sizes mutable_types[{k}] types"):
            _one(DescriptorType, t, "VK_DESCRIPTOR_TYPE_", f"pool_sizes mutable_types[{k}] types")
        _uint(entry["count"], f"pool_sizes mutable_types[{k}] count")


def read_binding(d: Any, where: str = "binding") -> LayoutBinding:
    """A LayoutBinding from its JSON object, every key and name checked."""
    d = _object(d, _BINDING_KEYS, where, ("binding", "descriptor_type"))
    names = _list(d.get("names", []), f"{where} names")
    if not all(isinstance(n, str) for n in names):
        raise LayoutError(f"{where} names must be strings")
    return LayoutBinding(
        binding=_uint(d["binding"], f"{where} binding"),
        descriptor_type=DescriptorType(_one(DescriptorType, d["descriptor_type"], "VK_DESCRIPTOR_TYPE_",
                                            f"{where} descriptor_type")),
        descriptor_count=_uint(d.get("descriptor_count", 1), f"{where} descriptor_count"),
        stage_flags=_flags(ShaderStage, d.get("stage_flags", []), "VK_SHADER_STAGE_", f"{where} stage_flags",
                           _STAGE_MASKS),
        binding_flags=_flags(BindingFlag, d.get("binding_flags", []), "VK_DESCRIPTOR_BINDING_",
                             f"{where} binding_flags"),
        names=tuple(names), mutable_types=_mutable_types(d.get("mutable_types", []), where))


def _mutable_types(value: Any, where: str) -> tuple[DescriptorType, ...]:
    """A MUTABLE_EXT binding's type list (VkMutableDescriptorTypeListEXT), each name checked."""
    return tuple(DescriptorType(_one(DescriptorType, t, "VK_DESCRIPTOR_TYPE_", f"{where} mutable_types"))
                 for t in _list(value, f"{where} mutable_types"))


def read_set_layout(d: Any, where: str = "set layout") -> SetLayout:
    """A SetLayout from its JSON object, every key and name checked."""
    d = _object(d, _SET_KEYS, where, ("set",))
    index = check_set_index(_uint(d["set"], f"{where} set"), f"{where} set")
    null = d.get("null", False)
    if not isinstance(null, bool):
        raise LayoutError(f"{where} null must be true or false, not {_shown(null)}")
    if null:
        if "bindings" in d and d["bindings"] != [] or "flags" in d and d["flags"] != []:
            raise LayoutError(f"{where} (set {index}) is null (VK_NULL_HANDLE) and has bindings or flags; a null set "
                              "has neither: drop \"null\" or them")
        return NullSetLayout(set=index)
    bindings = [read_binding(b, f"{where} (set {index}) binding #{k}")
                for k, b in enumerate(_list(d.get("bindings", []), f"{where} bindings"))]
    flags = _flags(SetLayoutFlag, d.get("flags", []), "VK_DESCRIPTOR_SET_LAYOUT_CREATE_", f"{where} flags")
    return SetLayout(set=index, bindings=tuple(sorted(bindings, key=lambda b: b.binding)), flags=flags)


def read_push_range(d: Any, where: str = "push-constant range") -> PushConstantRange:
    """A PushConstantRange from its JSON object, every key and name checked."""
    d = _object(d, _RANGE_KEYS, where, _RANGE_KEYS)
    return PushConstantRange(
        stage_flags=_flags(ShaderStage, d["stage_flags"], "VK_SHADER_STAGE_", f"{where} stage_flags", _STAGE_MASKS),
        offset=_uint(d["offset"], f"{where} offset"), size=_uint(d["size"], f"{where} size"))


def read_layout(d: Any) -> PipelineLayoutDesc:
    """A PipelineLayoutDesc from its JSON object (what ``PipelineLayoutDesc.to_dict`` and
    ``layoutgen layout --json`` write, or a layout written by hand in that form), every key and
    name checked: a LayoutError says where and what is valid."""
    if isinstance(d, dict) and "pipelines" in d:
        pipelines = d["pipelines"]
        names = (", ".join(_shown(p) for p in list(pipelines)[:_SHOWN_KEYS]) if isinstance(pipelines, (dict, list))
                 else _shown(pipelines))
        raise LayoutError(f"a document of several pipelines ({names}): give one pipeline's layout")
    d = _object(d, _LAYOUT_KEYS, "pipeline layout")
    if d.get("schema", SCHEMA) != SCHEMA:
        raise LayoutError(f"pipeline layout: schema {_shown(d['schema'])} is not {SCHEMA!r}")
    sets = [read_set_layout(s, f"set_layouts[{k}]") for k, s in enumerate(_list(d.get("set_layouts", []),
                                                                          "set_layouts"))]
    ranges = [read_push_range(r, f"push_constant_ranges[{k}]")
              for k, r in enumerate(_list(d.get("push_constant_ranges", []), "push_constant_ranges"))]
    flags = _flags(PipelineLayoutFlag, d.get("flags", []), "VK_PIPELINE_LAYOUT_CREATE_", "pipeline layout flags")
    if "pool_sizes" in d:  # what `layoutgen layout --pool-sizes` wrote: read for its form, not kept
        _check_pool_sizes(d["pool_sizes"])
    return PipelineLayoutDesc(set_layouts=tuple(fill_gaps(sorted(sets, key=lambda s: s.set))),
                              push_constant_ranges=tuple(ranges), flags=flags)
