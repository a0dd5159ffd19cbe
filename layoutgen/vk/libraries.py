"""Graphics pipeline libraries (VK_EXT_graphics_pipeline_library): a graphics pipeline made in
four parts, each on its own, then linked; the layouts from the same reflection.

    parts = library_layouts(desc, {"pre_rasterization": [vert], "fragment": [frag]})
    with DeviceContext(features=for_layout(parts["fragment"]) | ...) as ctx, LayoutCache(ctx) as cache:
        libs = [graphics_pipeline_library(ctx, None, "vertex_input", [vert], vertex_input=vertices.dtype),
                graphics_pipeline_library(ctx, cache.get(parts["pre_rasterization"]), "pre_rasterization", [vert]),
                graphics_pipeline_library(ctx, cache.get(parts["fragment"]), "fragment", [frag]),
                graphics_pipeline_library(ctx, None, "fragment_output", [frag], color_formats=["R8G8B8A8_UNORM"])]
        pipe = link_pipeline(ctx, cache.get(link_layout(parts)), libs)   # binds, and binds sets, as any Pipeline

The parts take :func:`~.pipeline.graphics_pipeline`'s options, each those of its own state:
``vertex_input``, ``normalized`` and ``topology`` the vertex-input part (which reads its vertex
stage's inputs, and compiles nothing); rasterization (``cull_mode``, ``front_face``,
``polygon_mode``, ``line_width``, ``patch_control_points``) the pre-rasterization part;
depth and stencil tests the fragment part; ``blend`` and the color attachments the
fragment-output part (which reads its fragment stage's outputs, and compiles nothing);
``samples`` both fragment parts; ``dynamic_states`` and ``subpass`` each part. An option
given to a part whose state it is not is a LayoutError naming the part it belongs to. The
state structs are graphics_pipeline()'s own (:func:`~.pipeline.graphics_create_info`).
"""
from __future__ import annotations

import inspect
from collections.abc import Mapping, Sequence
from typing import Unpack

from ..errors import ClosedError, LayoutError, VulkanError, flag
from ..layout.libraries import PARTS, link_layout
from ..layout.model import PipelineLayoutFlag
from ..layout.stages import Stage, StageSpec
from ..reflect.vkenums import ShaderStage
from ..vkxml.vkenums import Format, PipelineBindPoint
from ..vkxml.vkstate import GraphicsPipelineLibraryFlag
from .binding import Handle, const, ffi, lib, raise_for_result, require_same_device
from .context import DeviceLike, split_device
from .create import PipelineLayout
from .graphics_state import GraphicsOptions, StateOptions, graphics_state, require_dynamic_rendering, state_struct
from .pipeline import VertexInputSpec, _checked_targets, _vertex_input, graphics_create_info
from .shaders import (PIPELINE_DESCRIPTOR_BUFFER, LayoutArg, Modules, Pipeline, Specialization, device_closed,
                      layout_flags, layout_handle, load, require_fit)

__all__ = ["PipelineLibrary", "graphics_pipeline_library", "link_pipeline"]

_P = GraphicsPipelineLibraryFlag
#: Each part of a graphics pipeline: Vulkan's flag of it, and the graphics_pipeline() options
#: that set its state (dynamic_states and subpass go with every part).
_PARTS: dict[str, tuple[GraphicsPipelineLibraryFlag, frozenset[str]]] = {
    "vertex_input": (_P.VERTEX_INPUT_INTERFACE_EXT, frozenset({"topology"})),
    "pre_rasterization": (_P.PRE_RASTERIZATION_SHADERS_EXT, frozenset({
        "cull_mode", "front_face", "polygon_mode", "line_width", "patch_control_points"})),
    "fragment": (_P.FRAGMENT_SHADER_EXT, frozenset({"depth_test", "depth_write", "depth_compare", "stencil", "samples",
                                                    "depth_format"})),
    "fragment_output": (_P.FRAGMENT_OUTPUT_INTERFACE_EXT, frozenset({
        "blend", "color_attachments", "color_formats", "depth_format", "samples"})),
}
_EVERY_PART = frozenset({"dynamic_states", "subpass"})
_STATE_OPTIONS = frozenset(inspect.signature(graphics_state).parameters)
#: The parts whose stages are compiled (the others read theirs only).
_SHADER_PARTS = ("pre_rasterization", "fragment")


class PipelineLibrary(Pipeline):
    """One part of a graphics pipeline, made by :func:`graphics_pipeline_library`: ``part``
    (its name), ``options`` (its resolved state), ``render_pass`` (None: dynamic rendering),
    ``retains`` (whether it keeps what link-time optimization needs), ``descriptor_buffer``
    (whether it was made for descriptor buffers) and, as a Pipeline, ``handle`` and ``layout``.
    It is not bound: :func:`link_pipeline` links it with the other parts. A context manager;
    ``close()`` destroys it."""

    def __init__(self, device: DeviceLike, handle: Handle, layout: LayoutArg | None, part: str,
                 options: GraphicsOptions, render_pass: Handle, retains: bool, descriptor_buffer: bool = False
                 ) -> None:
        super().__init__(device, handle, layout, PipelineBindPoint.GRAPHICS)
        self.part, self.options, self.render_pass, self.retains = part, options, render_pass, retains
        self.descriptor_buffer = descriptor_buffer

    def bind(self, cmd: Handle) -> None:
        """A LayoutError: a pipeline library is linked (link_pipeline()), not bound."""
        raise LayoutError(f"the {self.part!r} pipeline library cannot be bound: link it with the other parts "
                          "(link_pipeline()) and bind the linked pipeline")

    def __enter__(self) -> PipelineLibrary:
        return self


def _require_feature(device: DeviceLike) -> None:
    ctx = split_device(device)[0]
    if ctx is not None and "graphicsPipelineLibrary" not in ctx.features.features:
        raise VulkanError(f"graphics pipeline libraries need the graphicsPipelineLibrary feature (VK_EXT_graphics_"
                          f"pipeline_library), not enabled on {ctx.device_name}: make the context with "
                          "DeviceContext(features=['graphicsPipelineLibrary']) (for_layout() of a library layout "
                          "names it too)")


def _check_options(part: str, state: Mapping[str, object]) -> None:
    """A LayoutError for an option graphics_pipeline() does not take, or one of another part."""
    unknown = sorted(set(state) - _STATE_OPTIONS)
    if unknown:
        raise LayoutError(f"graphics_pipeline_library() has no option {', '.join(unknown)}; the state options are "
                          f"{', '.join(sorted(_STATE_OPTIONS))}")
    for name in sorted(set(state) - _PARTS[part][1] - _EVERY_PART):
        owners = [p for p, (_, names) in _PARTS.items() if name in names]
        raise LayoutError(f"{name}= is state of the {' and '.join(map(repr, owners))} part(s), not of {part!r}: give "
                          f"it to graphics_pipeline_library(..., {owners[0]!r}, ...)")


def _stages(part: str, stages: Sequence[StageSpec]) -> list[Stage]:
    shaders = [load(s) for s in stages]
    allowed = PARTS["fragment" if part == "fragment_output" else "pre_rasterization" if part == "vertex_input"
                    else part][0]
    for s in shaders:
        if not s.stage & allowed:
            raise LayoutError(f"the {part!r} part takes {', '.join(ShaderStage(allowed).vk_names)} stages, not "
                              f"{s.label}")
    if part in _SHADER_PARTS and not shaders:
        raise LayoutError(f"the {part!r} part compiles its stages: give them (stages=[...])")
    return shaders


def graphics_pipeline_library(device: DeviceLike, layout: LayoutArg | None, part: str,
                              stages: Sequence[StageSpec] = (), render_pass: Handle = None, *,
                              vertex_input: VertexInputSpec | None = None, normalized: Sequence[str] = (),
                              specialization: Specialization | None = None, check_layout: bool = True,
                              link_time_optimization: bool = False, descriptor_buffer: bool | None = None,
                              **state: Unpack[StateOptions]) -> PipelineLibrary:
    """One part of a graphics pipeline as a pipeline library (VK_PIPELINE_CREATE_LIBRARY_BIT_KHR
    with VkGraphicsPipelineLibraryCreateInfoEXT), for :func:`link_pipeline`. ``part`` is
    "vertex_input", "pre_rasterization", "fragment" or "fragment_output".

    ``stages``: the pre-rasterization part's vertex, tessellation, geometry (or task and mesh)
    stages and the fragment part's fragment stage are compiled; the vertex-input part reads
    its vertex stage (``vertex_input`` is a dtype as graphics_pipeline() takes it, mapped to
    that stage's inputs; ``normalized`` as there), the fragment-output part its fragment stage
    (the color attachments and their default formats), and neither compiles them. ``layout``:
    the shader parts' PipelineLayout, one of :func:`layoutgen.library_layouts` (checked against
    the stages unless ``check_layout=False``); the other parts have none (None). ``render_pass``
    (None: dynamic rendering) goes to every part but the vertex-input one. ``specialization``
    as in graphics_pipeline(). ``link_time_optimization`` keeps what a link with link-time
    optimization needs (VK_PIPELINE_CREATE_RETAIN_LINK_TIME_OPTIMIZATION_INFO_BIT_EXT).
    ``descriptor_buffer``: whether the part is made for descriptor buffers
    (VK_PIPELINE_CREATE_DESCRIPTOR_BUFFER_BIT_EXT): the shader parts are where their layout is
    (``LayoutCache.get(desc, descriptor_buffer=True)``), and Vulkan links the parts only where
    all are or none is, so give ``descriptor_buffer=True`` to the vertex-input and
    fragment-output parts beside them.
    ``state``: graphics_pipeline()'s options of this part's state (see :mod:`.libraries`).

    Needs the graphicsPipelineLibrary feature (a VulkanError naming it otherwise); every
    misuse is a LayoutError before any Vulkan call."""
    if part not in _PARTS:
        raise LayoutError(f"part={part!r} is no part of a graphics pipeline: give one of {', '.join(_PARTS)}")
    _require_feature(device)
    _check_options(part, state)
    if part != "vertex_input" and (vertex_input is not None or normalized):
        raise LayoutError("vertex_input= and normalized= are the 'vertex_input' part's state")
    if part not in _SHADER_PARTS and (specialization is not None or not flag(check_layout, "check_layout")):
        raise LayoutError(f"the {part!r} part compiles no shader: specialization= and check_layout= are the shader "
                          "parts' (pre_rasterization, fragment)")
    if part == "vertex_input" and render_pass is not None:
        raise LayoutError("the 'vertex_input' part has no render pass: give render_pass= to the other parts")
    if part in _SHADER_PARTS and layout is None:
        raise LayoutError(f"the {part!r} part needs its pipeline layout (one of library_layouts())")
    opts = graphics_state(**state)
    part_flag = _PARTS[part][0]
    if part != "vertex_input" and render_pass is None:
        require_dynamic_rendering(device)
    shaders = _stages(part, stages)
    vi = _vertex_input(shaders, vertex_input, normalized) if part == "vertex_input" else None
    kinds = ShaderStage(0)
    for s in shaders:
        kinds |= s.stage
    colors: tuple[Format, ...] = ()
    if part.startswith("fragment"):
        opts, colors = _checked_targets(device, shaders, opts, render_pass, vi)
    buffers = _descriptor_buffer(part, layout, descriptor_buffer)
    flags = const("VK_PIPELINE_CREATE_LIBRARY_BIT_KHR") | (PIPELINE_DESCRIPTOR_BUFFER if buffers else 0)
    if link_time_optimization:
        flags |= const("VK_PIPELINE_CREATE_RETAIN_LINK_TIME_OPTIMIZATION_INFO_BIT_EXT")
    keep: list[Handle] = []
    if part not in _SHADER_PARTS:
        info = graphics_create_info([], None, render_pass, vi, opts, colors, keep, part_flag, kinds)
        return PipelineLibrary(device, _create(device, flags, part_flag, info, keep), None, part, opts, render_pass,
                               link_time_optimization, buffers)
    if flag(check_layout, "check_layout"):
        require_fit(layout, shaders, None, specialization)
    with Modules(device, shaders, specialization) as infos:
        info = graphics_create_info(infos, layout, render_pass, vi, opts, colors, keep, part_flag, kinds)
        handle = _create(device, flags, part_flag, info, keep)
    return PipelineLibrary(device, handle, layout, part, opts, render_pass, link_time_optimization, buffers)


def _descriptor_buffer(part: str, layout: LayoutArg | None, given: bool | None) -> bool:
    """Whether the part is made for descriptor buffers: as its layout is, where it has a
    PipelineLayout (a shader part has one), else as ``given`` (False by default)."""
    if given is not None:
        flag(given, "descriptor_buffer")
    if not isinstance(layout, PipelineLayout):
        return bool(given)
    made = bool(layout_flags(layout))
    if given is not None and given != made:
        raise LayoutError(f"descriptor_buffer={given} but the {part!r} part's layout is made for "
                          f"{'descriptor buffers' if made else 'descriptor sets'}: a part is made as its layout is "
                          "(LayoutCache.get(desc, descriptor_buffer=True) makes one for descriptor buffers)")
    return made


def _create(device: DeviceLike, flags: int, part: GraphicsPipelineLibraryFlag, info: Handle, keep: list[Handle]
            ) -> Handle:
    """vkCreateGraphicsPipelines for ``info`` with ``flags`` and, chained first, the
    VkGraphicsPipelineLibraryCreateInfoEXT of ``part``."""
    info.flags = flags
    chained = state_struct("VkGraphicsPipelineLibraryCreateInfoEXT",
                           "VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_LIBRARY_CREATE_INFO_EXT", keep, flags=int(part))
    chained.pNext, info.pNext = info.pNext, chained
    out = ffi.new("VkPipeline*")
    ctx, dev = split_device(device)
    raise_for_result(lib.vkCreateGraphicsPipelines(dev, ffi.NULL, 1, info, ffi.NULL, out), "vkCreateGraphicsPipelines",
                     ctx)
    return out[0]


def _check_libraries(libraries: Sequence[PipelineLibrary], link_time_optimization: bool) -> dict[str, PipelineLibrary]:
    by_part: dict[str, PipelineLibrary] = {}
    for item in libraries:
        if not isinstance(item, PipelineLibrary):
            raise LayoutError(f"link_pipeline() links PipelineLibrary objects (graphics_pipeline_library()), not "
                              f"{type(item).__name__}")
        if item.handle is None or device_closed(item.device):
            raise ClosedError(f"the {item.part!r} pipeline library" if item.handle is None else
                              "the DeviceContext a pipeline library was made on")
        if item.part in by_part:
            raise LayoutError(f"two {item.part!r} pipeline libraries: a pipeline links one of each part")
        by_part[item.part] = item
    missing = [p for p in _PARTS if p not in by_part]
    if missing:
        raise LayoutError(f"a linked pipeline needs every part, and {', '.join(map(repr, missing))} "
                          "is missing: make it with graphics_pipeline_library()")
    if link_time_optimization:
        plain = [p for p, item in by_part.items() if not item.retains]
        if plain:
            raise LayoutError(f"link_time_optimization=True links libraries made with link_time_optimization=True, "
                              f"and the {', '.join(map(repr, plain))} one(s) were not: make them again with it")
    passes = {None if item.render_pass is None else int(ffi.cast("uintptr_t", item.render_pass))
              for p, item in by_part.items() if p != "vertex_input"}
    if len(passes) > 1:
        raise LayoutError("the libraries were made for different render passes (or some for dynamic rendering): "
                          "give every part but vertex_input the same render_pass=")
    if by_part["fragment"].options.samples != by_part["fragment_output"].options.samples:
        raise LayoutError(f"the fragment part was made with samples={by_part['fragment'].options.samples} and the "
                          f"fragment_output part with samples={by_part['fragment_output'].options.samples}: give both "
                          "the same [VUID-VkGraphicsPipelineCreateInfo-pLibraries-06635]")
    return by_part


def _check_link_layout(layout: LayoutArg, by_part: dict[str, PipelineLibrary], lto: bool) -> None:
    """Where the layouts are PipelineLayouts: a LayoutError if ``layout`` is not the union of the
    shader parts' layouts (flagged INDEPENDENT_SETS_EXT, unless linked with link-time optimization)."""
    if not isinstance(layout, PipelineLayout):
        return
    descs = {p: by_part[p].layout.desc for p in _SHADER_PARTS if isinstance(by_part[p].layout, PipelineLayout)}
    if len(descs) != len(_SHADER_PARTS):
        return
    union = link_layout(descs, layout.desc)
    independent = PipelineLayoutFlag.INDEPENDENT_SETS_EXT
    if not lto and (union.flags & independent) and not (layout.desc.flags & independent):
        raise LayoutError("the libraries' layouts are flagged INDEPENDENT_SETS_EXT and the link layout is not: link "
                          "with link_layout() of the libraries' layouts (LayoutCache.get(link_layout(parts))), or with "
                          "link_time_optimization=True [VUID-VkGraphicsPipelineCreateInfo-flags-06730]")


def _linked_descriptor_buffer(layout: LayoutArg, by_part: dict[str, PipelineLibrary]) -> bool:
    """Whether the parts were made for descriptor buffers: all of them or none (a LayoutError
    naming them otherwise, VUID-VkPipelineLibraryCreateInfoKHR-pLibraries-08096), as the link
    layout is, where it is a PipelineLayout."""
    made = {part: library.descriptor_buffer for part, library in by_part.items()}
    if len(set(made.values())) > 1:
        with_ = [p for p, b in made.items() if b]
        without = [p for p, b in made.items() if not b]
        shaders = {made[p] for p in _SHADER_PARTS if p in made}
        if len(shaders) > 1:
            hint = ("make both shader parts' layouts alike: LayoutCache.get(part, descriptor_buffer=True) for each, "
                    "or for neither")
        else:
            wanted = shaders.pop() if shaders else True
            odd = [p for p, b in made.items() if b != wanted]
            hint = f"give graphics_pipeline_library(..., descriptor_buffer={wanted}) to the {' and '.join(odd)} part(s)"
        raise LayoutError(f"the {', '.join(map(repr, with_))} part(s) were made for descriptor buffers and the "
                          f"{', '.join(map(repr, without))} part(s) not: Vulkan links parts made all for descriptor "
                          f"buffers or none; {hint} [VUID-VkPipelineLibraryCreateInfoKHR-pLibraries-08096]")
    buffers = any(made.values())
    if isinstance(layout, PipelineLayout) and bool(layout_flags(layout)) != buffers:
        raise LayoutError(f"the libraries were made for {'descriptor buffers' if buffers else 'descriptor sets'} and "
                          f"the link layout for {'descriptor sets' if buffers else 'descriptor buffers'}: link with a "
                          "layout made as theirs were (LayoutCache.get(link_layout(parts), descriptor_buffer="
                          f"{buffers}))")
    return buffers


def link_pipeline(device: DeviceLike, layout: LayoutArg, libraries: Sequence[PipelineLibrary],
                  link_time_optimization: bool = False) -> Pipeline:
    """The graphics pipeline linked from one pipeline library of each part
    (VkPipelineLibraryCreateInfoKHR), with ``layout``: the union of the shader parts' layouts,
    :func:`layoutgen.link_layout` of them (bind descriptor sets and push constants with the
    returned Pipeline, as with any). ``link_time_optimization`` links with
    VK_PIPELINE_CREATE_LINK_TIME_OPTIMIZATION_BIT_EXT (the libraries made with
    ``link_time_optimization=True``).

    A LayoutError, before any Vulkan call, for a part missing or twice, libraries made for
    different render passes or sample counts, a link layout that is not the union of the
    libraries' layouts (naming the difference), and libraries that kept nothing for link-time
    optimization where it is asked for."""
    _require_feature(device)
    by_part = _check_libraries(libraries, link_time_optimization)
    for part, library in by_part.items():
        require_same_device(device, library.device, f"the {part} library")
    buffers = _linked_descriptor_buffer(layout, by_part)
    _check_link_layout(layout, by_part, link_time_optimization)
    keep: list[Handle] = []
    handles = ffi.new("VkPipeline[]", [item.handle for item in by_part.values()])
    chained = state_struct("VkPipelineLibraryCreateInfoKHR", "VK_STRUCTURE_TYPE_PIPELINE_LIBRARY_CREATE_INFO_KHR", keep,
                           libraryCount=len(by_part), pLibraries=handles)
    flags = const("VK_PIPELINE_CREATE_LINK_TIME_OPTIMIZATION_BIT_EXT") if link_time_optimization else 0
    flags |= PIPELINE_DESCRIPTOR_BUFFER if buffers else 0
    info = state_struct("VkGraphicsPipelineCreateInfo", "VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO", keep,
                        flags=flags, layout=layout_handle(layout, device), pNext=chained)
    out = ffi.new("VkPipeline*")
    ctx, dev = split_device(device)
    raise_for_result(lib.vkCreateGraphicsPipelines(dev, ffi.NULL, 1, info, ffi.NULL, out), "vkCreateGraphicsPipelines",
                     ctx)
    return Pipeline(device, out[0], layout, PipelineBindPoint.GRAPHICS)
