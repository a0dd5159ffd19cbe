"""The pipeline layouts of graphics pipeline libraries (VK_EXT_graphics_pipeline_library), from
one pipeline's layout: pure data, no Vulkan import.

    desc = merge(["tri.vert.spv", "tri.frag.spv"])
    parts = library_layouts(desc, {"pre_rasterization": ["tri.vert.spv"], "fragment": ["tri.frag.spv"]})
    link = link_layout(parts, desc)      # the union: the layout the linked pipeline is made with

Each library's layout is flagged INDEPENDENT_SETS_EXT and holds, at its index, every set a
binding of which its stages see (the whole set, as in ``desc``: a set two libraries use is
identically defined in both, as Vulkan requires), a NullSetLayout (VK_NULL_HANDLE) for a set
only the other library uses, and the empty set layout of a set no stage uses (a set may not be
null in both libraries). Push-constant ranges go whole to each library whose stages see one
of them: where two libraries both have ranges, Vulkan wants them identical.

:func:`link_layout` checks libraries' layouts against each other as vkCreateGraphicsPipelines
does when it links them, and gives their union; given the pipeline's whole layout, it names
what the union lacks or adds.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Union

from ..errors import LayoutError
from ..reflect.vkenums import ShaderStage
from ..vkxml.vkstate import GraphicsPipelineLibraryFlag
from .model import NullSetLayout, PipelineLayoutDesc, PipelineLayoutFlag, PushConstantRange, SetLayout
from .stages import StageSpec, _resolve_listed

_S = ShaderStage
_INDEPENDENT = PipelineLayoutFlag.INDEPENDENT_SETS_EXT
#: The parts of a graphics pipeline library that hold shaders, so take a pipeline layout: the
#: stages each may hold, and Vulkan's flag of the part.
PARTS: dict[str, tuple[ShaderStage, GraphicsPipelineLibraryFlag]] = {
    "pre_rasterization": (_S.VERTEX | _S.TESSELLATION_CONTROL | _S.TESSELLATION_EVALUATION | _S.GEOMETRY
                          | _S.TASK_EXT | _S.MESH_EXT, GraphicsPipelineLibraryFlag.PRE_RASTERIZATION_SHADERS_EXT),
    "fragment": (_S.FRAGMENT, GraphicsPipelineLibraryFlag.FRAGMENT_SHADER_EXT),
}
#: What a library's stages are given as: stage specs (paths, bytes, reflected modules, Stages,
#: ``(module, entry name)``), or the ShaderStage flags of its stages.
LibraryStages = Union[Iterable[StageSpec], StageSpec, ShaderStage]


def library_stages(part: str, stages: LibraryStages) -> ShaderStage:
    """The ShaderStage flags of ``stages`` given to the library ``part``; a LayoutError for an
    unknown part, or a stage the part cannot hold."""
    if part not in PARTS:
        hint = (" (it holds no shader, so its library takes no layout: VK_NULL_HANDLE)"
                if part in ("vertex_input", "fragment_output") else "")
        raise LayoutError(f"{part!r} is no part of a graphics pipeline library with shaders{hint}; the parts with a "
                          f"layout are {', '.join(PARTS)}")
    if isinstance(stages, ShaderStage):
        given, labels = stages, [n for n in stages.vk_names]
    else:
        resolved = _resolve_listed(stages)
        given, labels = ShaderStage(0), [s.label for s in resolved]
        for s in resolved:
            given |= s.stage
    allowed = PARTS[part][0]
    if given & ~allowed:
        wrong = ShaderStage(given & ~allowed)
        owner = next((p for p, (mask, _) in PARTS.items() if wrong & mask), None)
        where = f"; it belongs to the {owner!r} library" if owner else "; no graphics pipeline library holds it"
        raise LayoutError(f"the {part!r} library holds {', '.join(ShaderStage(allowed).vk_names)} shaders, and "
                          f"{', '.join(labels)} include {', '.join(wrong.vk_names)}{where}")
    if not given:
        raise LayoutError(f"the {part!r} library is given no stage")
    return given


def _uses(s: SetLayout, stages: ShaderStage) -> bool:
    return any(b.stage_flags & stages for b in s.bindings)


def library_layouts(desc: PipelineLayoutDesc, stages: Mapping[str, LibraryStages]) -> dict[str, PipelineLayoutDesc]:
    """The layout of each library of ``stages`` (``{"pre_rasterization": [vert, ...],
    "fragment": [frag]}``; a library's stages as :func:`layoutgen.merge` takes them, or their
    ShaderStage flags) for a pipeline whose whole layout is ``desc``, each flagged
    INDEPENDENT_SETS_EXT: the sets its stages see, whole; NullSetLayouts (VK_NULL_HANDLE) for
    the sets only other libraries see; the empty set layouts of ``desc`` as they are; every push
    range where its stages see one, none otherwise.

    A LayoutError for an unknown part, a stage in the wrong part, ``desc`` with null sets of its
    own, and where the libraries together do not make ``desc`` (:func:`link_layout` names the
    difference: a set or push range no library's stages see)."""
    if not isinstance(desc, PipelineLayoutDesc):
        raise LayoutError(f"library_layouts() takes the whole pipeline's PipelineLayoutDesc first (merge() makes "
                          f"one; read_layout() reads one from JSON), not {type(desc).__name__}")
    if not isinstance(stages, Mapping):
        raise LayoutError(f"library_layouts() takes the stages of each library as {{part: stages}} for the parts "
                          f"{', '.join(PARTS)}, not {type(stages).__name__}")
    if not stages:
        raise LayoutError(f"library_layouts() takes the stages of each library, {{part: stages}}, for the parts "
                          f"{', '.join(PARTS)}; none were given")
    nulls = [s.set for s in desc.set_layouts if isinstance(s, NullSetLayout)]
    if nulls:
        raise LayoutError(f"the layout given has null sets ({', '.join(map(str, nulls))}): give the whole pipeline's "
                          "layout (layoutgen.merge() of every stage), not a library's")
    masks = {part: library_stages(part, given) for part, given in stages.items()}
    out = {}
    for part, mask in masks.items():
        sets = tuple(s if _uses(s, mask) or not s.bindings else NullSetLayout(s.set) for s in desc.set_layouts)
        ranges = desc.push_constant_ranges if any(r.stage_flags & mask for r in desc.push_constant_ranges) else ()
        out[part] = PipelineLayoutDesc(sets, ranges, desc.flags | _INDEPENDENT)
    link_layout(out, desc)
    return out


def link_layout(layouts: Mapping[str, PipelineLayoutDesc] | Iterable[PipelineLayoutDesc],
                desc: PipelineLayoutDesc | None = None) -> PipelineLayoutDesc:
    """The union of graphics pipeline libraries' layouts, after checking them against each other
    as Vulkan does where they are linked (a LayoutError naming the rule and its VUID): either
    all are flagged INDEPENDENT_SETS_EXT or all are identical; a set is null in one library at
    most, and one two libraries both hold is identically defined in both; push ranges, where
    two libraries have some, are identical. The union keeps the flags: it is the layout to link
    the libraries with, and to bind their descriptor sets with. With ``desc`` (the pipeline's
    whole layout), a LayoutError naming each set or push range where the union differs from it.
    """
    if not isinstance(layouts, (Mapping, Iterable)) or isinstance(layouts, (str, bytes, PipelineLayoutDesc)):
        raise LayoutError(f"link_layout() takes the libraries' layouts, {{part: PipelineLayoutDesc}} or a list of "
                          f"them, not {type(layouts).__name__}")
    named = dict(layouts) if isinstance(layouts, Mapping) else {f"library {i}": d for i, d in enumerate(layouts)}
    odd = next((n for n, d in named.items() if not isinstance(d, PipelineLayoutDesc)), None)
    if odd is not None:
        raise LayoutError(f"link_layout(): the layout of {odd} is a {type(named[odd]).__name__}, not a "
                          "PipelineLayoutDesc (library_layouts() makes them; read_layout() reads one from JSON)")
    if desc is not None and not isinstance(desc, PipelineLayoutDesc):
        raise LayoutError(f"link_layout(desc=) is the whole pipeline's PipelineLayoutDesc, not {type(desc).__name__}")
    if not named:
        raise LayoutError("link_layout() takes the layouts of the libraries to link; none were given")
    items = list(named.items())
    flagged = [n for n, d in items if d.flags & _INDEPENDENT]
    if flagged and len(flagged) != len(items):
        plain = [n for n, _ in items if n not in flagged]
        raise LayoutError(f"the layouts of {', '.join(flagged)} are flagged INDEPENDENT_SETS_EXT and those of "
                          f"{', '.join(plain)} are not; flag all of them (library_layouts() does) "
                          "[VUID-VkGraphicsPipelineCreateInfo-pLibraries-06615]")
    union = _union(items)
    if desc is not None:
        _compare(union, desc)
    for i, (a, da) in enumerate(items):
        for b, db in items[i + 1:]:
            _check_pair(a, da, b, db, bool(flagged))
    return union


def _check_pair(a: str, da: PipelineLayoutDesc, b: str, db: PipelineLayoutDesc, independent: bool) -> None:
    if not independent and da.key != db.key:
        raise LayoutError(f"the layouts of {a} and {b} differ and are not flagged INDEPENDENT_SETS_EXT, so they must "
                          "be identical; make them with library_layouts() [VUID-VkGraphicsPipelineCreateInfo-"
                          "pLibraries-06613]")
    for index in range(max(len(da.set_layouts), len(db.set_layouts))):
        sa, sb = (_at(d, index) for d in (da, db))
        if sa is None and sb is None:
            raise LayoutError(f"set {index} is null (VK_NULL_HANDLE) in the layouts of both {a} and {b}; one of them "
                              "must hold it (an empty set layout where no stage uses it) "
                              "[VUID-VkGraphicsPipelineCreateInfo-pLibraries-06681]")
        if sa is not None and sb is not None and sa.key != sb.key:
            raise LayoutError(f"set {index} differs between the layouts of {a} ({_describe(sa)}) and {b} "
                              f"({_describe(sb)}); a set two libraries hold must be identically defined in both: make "
                              "their layouts with library_layouts() from one layout "
                              "[VUID-VkGraphicsPipelineCreateInfo-pLibraries-06679]")
    ra, rb = (tuple(sorted(_range_key(r) for r in d.push_constant_ranges)) for d in (da, db))
    if ra and rb and ra != rb:
        raise LayoutError(f"the push-constant ranges of {a} ({_ranges(da.push_constant_ranges)}) and {b} "
                          f"({_ranges(db.push_constant_ranges)}) differ; where both libraries have ranges they must be "
                          "identical [VUID-VkGraphicsPipelineCreateInfo-pLibraries-06621]")


def _at(d: PipelineLayoutDesc, index: int) -> SetLayout | None:
    """Set ``index`` of ``d``; None where it is null or past the end."""
    if index >= len(d.set_layouts) or isinstance(d.set_layouts[index], NullSetLayout):
        return None
    return d.set_layouts[index]


def _union(items: list[tuple[str, PipelineLayoutDesc]]) -> PipelineLayoutDesc:
    count = max(len(d.set_layouts) for _, d in items)
    sets = []
    for index in range(count):
        held = [s for _, d in items if (s := _at(d, index)) is not None]
        sets.append(held[0] if held else NullSetLayout(index))
    ranges: dict[tuple[int, int, int], PushConstantRange] = {}
    for _, d in items:
        for r in d.push_constant_ranges:
            ranges.setdefault(_range_key(r), r)
    flags = PipelineLayoutFlag(0)
    for _, d in items:
        flags |= d.flags
    return PipelineLayoutDesc(tuple(sets), tuple(sorted(ranges.values(), key=lambda r: (r.offset, r.size))), flags)


def _compare(union: PipelineLayoutDesc, desc: PipelineLayoutDesc) -> None:
    """A LayoutError naming each way ``union`` differs from ``desc`` (INDEPENDENT_SETS_EXT aside)."""
    found = []
    for index in range(max(len(union.set_layouts), len(desc.set_layouts))):
        mine, whole = _at(union, index), _at(desc, index)
        if mine is None and whole is not None:
            found.append(f"set {index} ({_describe(whole)}) is in no library's layout: no library's stages see it")
        elif whole is None and mine is not None:
            found.append(f"set {index} ({_describe(mine)}) is in a library's layout and not in the pipeline's")
        elif mine is not None and whole is not None and mine.key != whole.key:
            found.append(f"set {index} is {_describe(mine)} in the libraries' layouts and {_describe(whole)} in the "
                         "pipeline's")
    have = {_range_key(r) for r in union.push_constant_ranges}
    want = {_range_key(r) for r in desc.push_constant_ranges}
    found += [f"push-constant range {_ranges([r])} is in no library's layout: no library's stages see it"
              for r in desc.push_constant_ranges if _range_key(r) not in have]
    found += [f"push-constant range {_ranges([r])} is in a library's layout and not in the pipeline's"
              for r in union.push_constant_ranges if _range_key(r) not in want]
    if (union.flags | _INDEPENDENT) != (desc.flags | _INDEPENDENT):
        found.append(f"the flags differ: {union.flags.vk_names} in the libraries' layouts, {desc.flags.vk_names} in "
                     "the pipeline's")
    if found:
        raise LayoutError("the libraries' layouts together are not the pipeline's layout:\n  " + "\n  ".join(found)
                          + "\nGive every stage of the pipeline to a library (pre_rasterization: vertex, tessellation, "
                            "geometry, task, mesh; fragment: fragment)")


def _range_key(r: PushConstantRange) -> tuple[int, int, int]:
    return int(r.stage_flags), r.offset, r.size


def _ranges(ranges: Iterable[PushConstantRange]) -> str:
    return ", ".join(f"{'|'.join(r.stage_flags.vk_names)} bytes {r.offset}..{r.offset + r.size}" for r in ranges)


def _describe(s: SetLayout) -> str:
    """The set's flags and bindings, each of what its key holds that two sets can differ in (the
    immutable samplers by the objects they are)."""
    flags = f"flagged {'|'.join(s.flags.vk_names)}: " if s.flags else ""
    if not s.bindings:
        return flags + "empty"
    return flags + ", ".join(
        f"binding {b.binding} {b.descriptor_type.name} x{b.descriptor_count} {'|'.join(b.stage_flags.vk_names)}"
        + (f" ({', '.join(b.names)})" if b.names else "")
        + (f" {'|'.join(b.binding_flags.vk_names)}" if b.binding_flags else "")
        + (f" of {'/'.join(t.name for t in b.mutable_types)}" if b.mutable_types else "")
        + (f" with immutable samplers {list(b.immutable_samplers)!r}" if b.immutable_samplers else "")
        for b in s.bindings)


__all__ = ["PARTS", "LibraryStages", "library_layouts", "library_stages", "link_layout"]
