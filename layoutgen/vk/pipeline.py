"""Pipelines from reflected stages: compute, graphics, mesh (and ray tracing, in
:mod:`.raytracing`), over layouts layoutgen made.

    pipe = compute_pipeline(ctx, layout, "blur.comp.spv", specialization={"RADIUS": 4})
    pipe.bind(cmd)

A stage is a path, SPIR-V bytes, a reflected module or ``(module, entry name)``.
Specialization values go by constant name or id and are checked against the constants'
types; where ``layout`` is a PipelineLayout its description is checked against the stages
(and the vertex input) first. Each misuse is a LayoutgenError before any Vulkan call. Every
struct is built with the binding's cffi and kept alive until the create call returns.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, TypeAlias, TypeVar, Union, Unpack

from ..errors import LayoutError, LayoutgenError, flag
from ..memo import ByIdentity, ByKey
from ..layout.specialization import SpecValue
from ..layout.stages import Stage, StageSpec
from ..layout.vertex import VertexInputDesc
from ..layout.vertex import vertex_input as vertex_input_of
from ..reflect.vkenums import ShaderStage
from ..vkxml.vkenums import Format, PipelineBindPoint, PrimitiveTopology
from ..vkxml.vkstate import CompareOp, CullMode, FrontFace, GraphicsPipelineLibraryFlag, PolygonMode
if TYPE_CHECKING:
    import numpy as np

from .binding import Handle, const, ffi, lib, raise_for_result
from .context import DeviceContext, DeviceLike, split_device
from .create import CreateInfos, vertex_input_info
from .graphics_state import (ALL_PARTS, BlendArg, DynamicArg, GraphicsOptions, StateOptions, StencilArg, check_features,
                             check_formats, fixed_states, graphics_state, rendering_info, require_dynamic_rendering,
                             state_struct, topology_of)
from .raytracing import RayTracingPipeline, ShaderBindingTable, ray_tracing_pipeline
from .renderpass import FormatArg, check_attachments, check_samples, has_depth, has_stencil, render_pass
from .shaders import (LayoutArg, Modules, ModuleSet, Pipeline, Specialization, StageInfo, destroy, layout_flags,
                      layout_handle, load, require_fit, shader_module, split_specialization, stage_array)

__all__ = ["PipelineBindPoint", "Pipeline", "PrimitiveTopology", "RayTracingPipeline", "ShaderBindingTable",
           "StageInfo", "compute_pipeline", "compute_pipelines", "destroy", "graphics_pipeline", "graphics_pipelines",
           "mesh_pipeline", "ray_tracing_pipeline", "render_pass", "shader_module", "topology_of"]

#: A graphics pipeline's vertex input: a VertexInputDesc, or what :func:`layoutgen.vertex_input`
#: takes (the vertex buffers' numpy dtype, a list of dtypes or ``(dtype, "instance")`` pairs).
VertexInputSpec: TypeAlias = Union[VertexInputDesc, "np.dtype[np.generic]",
                                   Sequence[Union["np.dtype[np.generic]", tuple["np.dtype[np.generic]", str]]]]
#: Stages as graphics_pipeline() takes them: specs to load, or StageInfos over existing modules.
Stages: TypeAlias = Union[Sequence[StageSpec], Sequence[StageInfo]]


_T = TypeVar("_T")


def _dev(device: DeviceLike) -> Handle:
    return split_device(device)[1]


def _compute_info(stage: StageInfo, layout: LayoutArg, keep: list[Handle]) -> Handle:
    """The ``VkComputePipelineCreateInfo`` of ``stage`` and ``layout``, kept by ``keep``."""
    info = ffi.new("VkComputePipelineCreateInfo*")
    keep.append(info)
    info.sType = const("VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO")
    info.stage = stage_array([stage], keep)[0]
    info.layout = layout_handle(layout)
    info.flags = layout_flags(layout)
    return info


def _create_compute(device: DeviceLike, layout: LayoutArg, stage: StageInfo) -> Handle:
    keep: list[Handle] = []
    info = _compute_info(stage, layout, keep)
    out = ffi.new("VkPipeline*")
    raise_for_result(lib.vkCreateComputePipelines(_dev(device), ffi.NULL, 1, info, ffi.NULL, out),
                     "vkCreateComputePipelines", split_device(device)[0])
    return out[0]


def compute_pipeline(device: DeviceLike, layout: LayoutArg, stage: StageSpec | StageInfo, *,
                     specialization: Specialization | None = None,
                     check_layout: bool = True) -> Pipeline:
    """A compute pipeline for ``stage`` (a path, bytes, a reflected module or ``(module,
    entry name)``; also a StageInfo over an existing shader module) with the PipelineLayout
    ``layout``. ``specialization``: {constant name or id: value}. ``check_layout=False`` skips
    checking the layout against the stage (by default a LayoutError lists every way it does not
    fit it)."""
    point = PipelineBindPoint.COMPUTE
    layout_handle(layout, device)  # a closed or foreign layout is refused before the stage is read
    if isinstance(stage, StageInfo):
        return Pipeline(device, _create_compute(device, layout, stage), layout, point)
    shader = _compute_shader(device, layout, stage, specialization, check_layout, "compute_pipeline()")
    with Modules(device, [shader], specialization) as infos:
        return Pipeline(device, _create_compute(device, layout, infos[0]), layout, point)


def _compute_shader(device: DeviceLike, layout: LayoutArg, stage: StageSpec, specialization: Specialization | None,
                    check_layout: bool, caller: str) -> Stage:
    """The compute stage ``stage`` names, checked (see :func:`compute_pipeline`); ``caller``
    names the function in the message for a stage of another kind."""
    shader = load(stage)
    if shader.stage != ShaderStage.COMPUTE:
        raise LayoutError(f"{shader.label} is not a compute shader: {caller} takes compute shaders")
    if flag(check_layout, "check_layout"):
        require_fit(layout, [shader], specialization=specialization)
    _check_workgroup(device, shader, specialization)
    return shader


def compute_pipelines(device: DeviceLike, pipelines: Iterable[tuple[LayoutArg, StageSpec | StageInfo]], *,
                      specialization: Specialization | None = None, check_layout: bool = True) -> list[Pipeline]:
    """Compute pipelines, one for each ``(layout, stage)`` of ``pipelines``, in order, created
    by one ``vkCreateComputePipelines`` call: each is what :func:`compute_pipeline` makes of
    ``(device, layout, stage)``, with ``specialization`` and ``check_layout`` for every one,
    and is checked as it checks one. As :func:`graphics_pipelines`: every pipeline is checked
    before any Vulkan call (an error carries a note naming it), a reflected module several
    use becomes one VkShaderModule, and where Vulkan fails those created are destroyed."""
    plans: list[tuple[LayoutArg, StageInfo | Stage, dict[int, SpecValue]]] = []
    if not isinstance(pipelines, Iterable) or isinstance(pipelines, (str, bytes)):
        raise LayoutError(f"compute_pipelines() takes (layout, stage) pairs, not {type(pipelines).__name__}")
    for i, item in enumerate(pipelines):
        with _noted(i, "compute_pipelines()"):
            layout, stage = _pair(item, "compute_pipelines()", "stage")
            layout_handle(layout, device)
            if isinstance(stage, StageInfo):
                plans.append((layout, stage, {}))
            else:
                shader = _compute_shader(device, layout, stage, specialization, check_layout, "compute_pipelines()")
                plans.append((layout, shader, split_specialization(specialization, [shader])[0]))
    if not plans:
        return []
    keep: list[Handle] = []
    created = ffi.new("VkPipeline[]", len(plans))
    with ModuleSet(device) as modules:
        infos = ffi.new("VkComputePipelineCreateInfo[]", len(plans))
        for i, (layout, stage, values) in enumerate(plans):
            info = stage if isinstance(stage, StageInfo) else modules.stage_infos([stage], [values])[0]
            infos[i] = _compute_info(info, layout, keep)[0]
        result = lib.vkCreateComputePipelines(_dev(device), ffi.NULL, len(plans), infos, ffi.NULL, created)
    return _created(device, result, "vkCreateComputePipelines", created, [layout for layout, _, _ in plans],
                    PipelineBindPoint.COMPUTE)


@contextmanager
def _noted(index: int, caller: str) -> Iterator[None]:
    """A LayoutgenError raised within, about the pipeline at ``index`` of ``caller``'s list,
    with a note naming it."""
    try:
        yield
    except LayoutgenError as exc:
        exc.add_note(f"in pipelines[{index}] of {caller}")
        raise


def _pair(item: tuple[LayoutArg, _T], caller: str, second: str) -> tuple[LayoutArg, _T]:
    """One of ``caller``'s pipelines, checked to be a (layout, ``second``) pair: a LayoutError
    for anything else."""
    if not isinstance(item, tuple) or len(item) != 2:
        raise LayoutError(f"each of {caller}' pipelines is a (layout, {second}) pair, not {item!r}")
    return item


def _created(device: DeviceLike, result: int, what: str, created: Handle, layouts: list[LayoutArg],
             point: PipelineBindPoint) -> list[Pipeline]:
    """The Pipelines one create call of ``len(layouts)`` made; where it failed, the VulkanError,
    those it did make destroyed (Vulkan leaves the others VK_NULL_HANDLE)."""
    if result < 0:
        for i in range(len(layouts)):
            if created[i] != ffi.NULL:
                lib.vkDestroyPipeline(_dev(device), created[i], ffi.NULL)
    raise_for_result(result, what, split_device(device)[0])
    return [Pipeline(device, created[i], layout, point) for i, layout in enumerate(layouts)]


def _check_workgroup(device: DeviceLike, shader: Stage, specialization: Specialization | None) -> None:
    """A LayoutError where the shader's workgroup size, as specialized, has a dimension of 0
    (SPIR-V's rule), or is over the device's maxComputeWorkGroupSize or
    maxComputeWorkGroupInvocations (a DeviceContext's; a bare VkDevice is not asked)."""
    ctx = split_device(device)[0]
    ep = shader.entry
    if ep.workgroup_size is None:
        return
    values = split_specialization(specialization, [shader])[0]
    ids = ep.workgroup_size_spec_ids or (None, None, None)
    size = [int(values.get(i, n)) if i is not None else n for n, i in zip(ep.workgroup_size, ids)]
    shown = " x ".join(map(str, size)) + (" (as specialized)" if any(i in values for i in ids) else "")
    if 0 in size:
        raise LayoutError(f"{shader.label}: workgroup size {shown} has no invocation: each dimension is at least 1")
    if ctx is None:
        return
    most = _max_workgroup_size(ctx)
    if any(n > m for n, m in zip(size, most)):
        raise LayoutError(f"{shader.label}: workgroup size {shown} is over maxComputeWorkGroupSize "
                          f"{' x '.join(map(str, most))} of {ctx.device_name}; make local_size_x/y/z (or the "
                          "specialization constants that set them) smaller")
    invocations = size[0] * size[1] * size[2]
    limit = ctx.limits.get("maxComputeWorkGroupInvocations")
    if limit is not None and invocations > limit:
        raise LayoutError(f"{shader.label}: workgroup size {shown} is {invocations} invocations, over "
                          f"maxComputeWorkGroupInvocations {limit} of {ctx.device_name}; make the workgroup smaller")


def _max_workgroup_size(ctx: DeviceContext) -> tuple[int, int, int]:
    props = ffi.new("VkPhysicalDeviceProperties*")
    lib.vkGetPhysicalDeviceProperties(ctx.physical_device, props)
    x, y, z = props.limits.maxComputeWorkGroupSize
    return int(x), int(y), int(z)


#: The vertex-input and input-assembly structs made for a VertexInputDesc (None: no vertex
#: input) and for a topology: frozen descriptions, whose structs Vulkan only reads.
_VERTEX_INPUT_STATES: ByIdentity[CreateInfos] = ByIdentity(256)
_INPUT_ASSEMBLY: dict[int, list[Handle]] = {}


def _vertex_input_state(v: VertexInputDesc | None, keep: list[Handle]) -> Handle:
    made = _VERTEX_INPUT_STATES.get(v)
    if made is None:
        made = _VERTEX_INPUT_STATES.put(vertex_input_info(v), v)
    keep.append(made)
    return made.info


def _input_assembly(topology: PrimitiveTopology, keep: list[Handle]) -> Handle:
    made = _INPUT_ASSEMBLY.get(int(topology))
    if made is None:
        made = _INPUT_ASSEMBLY[int(topology)] = []
        state_struct("VkPipelineInputAssemblyStateCreateInfo",
                     "VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO", made, topology=int(topology))
    keep.append(made)
    return made[0]


_P = GraphicsPipelineLibraryFlag


def graphics_create_info(stages: Sequence[StageInfo], layout: LayoutArg | None, render_pass_: Handle,
                         vertex_input: VertexInputDesc | None, opts: GraphicsOptions, colors: Sequence[Format],
                         keep: list[Handle], parts: GraphicsPipelineLibraryFlag = ALL_PARTS,
                         kinds: ShaderStage | None = None) -> Handle:
    """The ``VkGraphicsPipelineCreateInfo`` of ``stages`` and the state of ``parts`` (every
    part: a whole pipeline; a pipeline library: its own), kept by ``keep``. ``kinds``: the
    pipeline's stages, where they are not all in ``stages`` (a library's), which choose the
    default topology and whether there is vertex input; ``layout`` None is VK_NULL_HANDLE (the
    vertex-input and fragment-output parts have none). Its state is copied from the one made
    for the same vertex input, options, formats, parts and stages (see :func:`_state`)."""
    flags = int(kinds) if kinds is not None else 0
    for s in stages:
        flags |= int(s.stage)
    state = _state(vertex_input, opts, colors, parts, flags, render_pass_ is None)
    keep.append(state)
    info = ffi.new("VkGraphicsPipelineCreateInfo*", state[0][0])
    keep.append(info)
    info.stageCount = len(stages)
    if stages:
        info.pStages = stage_array(stages, keep)
    if layout is not None:
        info.layout = layout_handle(layout)
        info.flags |= layout_flags(layout)
    if render_pass_ is not None:
        if not (isinstance(render_pass_, ffi.CData) and ffi.typeof(render_pass_).cname == "struct VkRenderPass_T *"):
            raise LayoutError(f"a render pass is a VkRenderPass (render_pass() makes one), or None for dynamic "
                              f"rendering, not {type(render_pass_).__name__}")
        info.renderPass = render_pass_
    return info


#: A create-info holding every state struct of a pipeline (the stages, layout and render pass
#: left out), with the structs it points to, by the vertex input and options it was made for,
#: then by (color formats, parts, stages, dynamic rendering): frozen descriptions, whose structs
#: Vulkan only reads, so each pipeline of the same state copies the one create-info.
_STATES: ByIdentity[dict[tuple[tuple[Format, ...], int, int, bool], list[Handle]]] = ByIdentity(256)


def _state(vertex_input: VertexInputDesc | None, opts: GraphicsOptions, colors: Sequence[Format],
           parts: GraphicsPipelineLibraryFlag, flags: int, dynamic: bool) -> list[Handle]:
    """The create-info of the state (first) and what it points to, made once (see :data:`_STATES`)."""
    made = _STATES.get(vertex_input, opts)
    if made is None:
        made = _STATES.put({}, vertex_input, opts)
    key = (tuple(colors), int(parts), flags, dynamic)
    found = made.get(key)
    if found is None:
        found = made[key] = []
        _state_info(vertex_input, opts, colors, parts, flags, dynamic, found)
    return found


def _state_info(vertex_input: VertexInputDesc | None, opts: GraphicsOptions, colors: Sequence[Format],
                parts: GraphicsPipelineLibraryFlag, flags: int, dynamic: bool, keep: list[Handle]) -> None:
    """The create-info of the state of ``parts`` (put first in ``keep``, with what it points to)."""
    info = state_struct("VkGraphicsPipelineCreateInfo", "VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO", keep,
                        subpass=opts.subpass)
    if dynamic and parts & ~_P.VERTEX_INPUT_INTERFACE_EXT:
        info.pNext = rendering_info(colors, opts.depth_format, keep)
    tess = bool(flags & int(ShaderStage.TESSELLATION_CONTROL))
    if not flags & int(ShaderStage.MESH_EXT) and parts & _P.VERTEX_INPUT_INTERFACE_EXT:
        topo = opts.topology or (PrimitiveTopology.PATCH_LIST if tess else PrimitiveTopology.TRIANGLE_LIST)
        info.pVertexInputState = _vertex_input_state(vertex_input, keep)
        info.pInputAssemblyState = _input_assembly(topo, keep)
    if tess and parts & _P.PRE_RASTERIZATION_SHADERS_EXT:
        info.pTessellationState = state_struct(
            "VkPipelineTessellationStateCreateInfo", "VK_STRUCTURE_TYPE_PIPELINE_TESSELLATION_STATE_CREATE_INFO",
            keep, patchControlPoints=opts.patch_control_points)
    fixed_states(info, keep, opts, opts.color_attachments or 0, parts)


def _create_graphics(device: DeviceLike, layout: LayoutArg, stages: Sequence[StageInfo], render_pass_: Handle,
                     vertex_input: VertexInputDesc | None, opts: GraphicsOptions, colors: Sequence[Format]) -> Handle:
    keep: list[Handle] = []
    info = graphics_create_info(stages, layout, render_pass_, vertex_input, opts, colors, keep)
    out = ffi.new("VkPipeline*")
    raise_for_result(lib.vkCreateGraphicsPipelines(_dev(device), ffi.NULL, 1, info, ffi.NULL, out),
                     "vkCreateGraphicsPipelines", split_device(device)[0])
    return out[0]


def _default_format(fmt: Format) -> Format:
    """The dynamic-rendering color format a fragment output of ``fmt`` writes by default."""
    name = str(fmt.name)
    if name.endswith(("SINT", "UINT")):
        return Format["R32G32B32A32_" + name[-4:]]
    return Format.B8G8R8A8_UNORM


def _default_formats(shaders: Sequence[Stage], count: int) -> tuple[Format, ...]:
    frag = next((s for s in shaders if s.stage == ShaderStage.FRAGMENT), None)
    by_location: dict[int, Format] = {}
    for v in frag.entry.outputs if frag is not None else ():
        for k in range(v.locations if v.location is not None else 0):
            by_location[(v.location or 0) + k] = _default_format(Format(v.format))
    if frag is None:
        return (Format.B8G8R8A8_UNORM,) * count
    return tuple(by_location.get(i, Format.UNDEFINED) for i in range(count))


def _targets(shaders: Sequence[Stage], opts: GraphicsOptions, render_pass_: Handle
             ) -> tuple[GraphicsOptions, tuple[Format, ...]]:
    """``opts`` with its color attachment count settled, and the color formats of dynamic
    rendering (none with a render pass)."""
    count = opts.color_attachments
    if count is None:
        count = _color_count(shaders) if shaders else len(opts.color_formats or (0,))
    if render_pass_ is not None:
        if opts.color_formats is not None or opts.depth_format is not None:
            raise LayoutError("color_formats= and depth_format= are for dynamic rendering (render_pass=None); a render "
                              "pass has its attachments' formats")
        return _with_count(opts, count), ()
    if opts.subpass:
        raise LayoutError(f"subpass={opts.subpass}: dynamic rendering (render_pass=None) has no subpasses")
    colors = opts.color_formats if opts.color_formats is not None else _default_formats(shaders, count)
    if opts.color_attachments is not None and opts.color_attachments != len(colors):
        raise LayoutError(f"color_attachments={opts.color_attachments} but color_formats= gives {len(colors)} formats")
    depth = opts.depth_format
    if (opts.depth_test or opts.depth_write) and (depth is None or not has_depth(depth)):
        raise LayoutError("depth_test=True (or depth_write) renders into a depth attachment, and depth_format= "
                          f"names {'none' if depth is None else depth.vk_name + ', which has no depth aspect'}: "
                          "give depth_format='D32_SFLOAT' (or another depth format)")
    if opts.stencil is not None and (depth is None or not has_stencil(depth)):
        raise LayoutError("stencil= tests a stencil attachment: give depth_format= a format with stencil, e.g. "
                          "'D24_UNORM_S8_UINT' or 'D32_SFLOAT_S8_UINT'")
    return replace(opts, color_attachments=len(colors)), tuple(colors)


#: GraphicsOptions with their color attachment count settled, by (options, count).
_SETTLED: ByKey[GraphicsOptions] = ByKey(64)


def _with_count(opts: GraphicsOptions, count: int) -> GraphicsOptions:
    """``opts`` with ``count`` color attachments (frozen: one object serves every pipeline)."""
    if opts.color_attachments == count:
        return opts
    found = _SETTLED.get((opts, count))
    if found is None:
        found = _SETTLED.put(replace(opts, color_attachments=count), (opts, count))
    return found


def _vertex_input(shaders: Sequence[Stage], given: VertexInputSpec | None, normalized: Sequence[str]
                  ) -> VertexInputDesc | None:
    """The vertex-input state: ``given`` as is, or from vertex_input() and the vertex
    buffers' numpy dtype(s) in ``given`` (None: one tightly packed buffer)."""
    vert = next((s for s in shaders if s.stage == ShaderStage.VERTEX), None)
    if vert is None:
        if given is not None or normalized:
            what = "vertex_input=" if given is not None else "normalized="
            raise LayoutError(f"{what} is for a vertex stage, and these stages have none")
        return None
    if isinstance(given, VertexInputDesc):
        if normalized:
            raise LayoutError("normalized= applies to the vertex buffers' dtype; a VertexInputDesc has its formats")
        return given
    if given is None and not normalized:  # the default: worked out once for an entry point
        found = _DEFAULT_VERTEX_INPUT.get(vert.entry)
        if found is None:
            found = _DEFAULT_VERTEX_INPUT.put(vertex_input_of(vert.entry), vert.entry)
        return found
    return vertex_input_of(vert.entry, given, normalized=normalized)


#: The vertex-input state of one tightly packed buffer, by the vertex entry point it feeds.
_DEFAULT_VERTEX_INPUT: ByIdentity[VertexInputDesc] = ByIdentity(256)


def _color_count(shaders: Sequence[Stage]) -> int:
    frag = next((s for s in shaders if s.stage == ShaderStage.FRAGMENT), None)
    if frag is None:
        return 0
    return max((v.location + v.locations for v in frag.entry.outputs if v.location is not None), default=0)


def graphics_pipeline(device: DeviceLike, layout: LayoutArg, stages: Stages, render_pass: Handle = None, *,
                      vertex_input: VertexInputSpec | None = None, normalized: Sequence[str] = (),
                      specialization: Specialization | None = None, color_attachments: int | None = None,
                      color_formats: Sequence[FormatArg] | None = None, depth_format: FormatArg | None = None,
                      samples: int = 1, topology: PrimitiveTopology | int | str | None = None,
                      depth_test: bool = False, depth_write: bool | None = None,
                      depth_compare: CompareOp | int | str = "less", stencil: StencilArg | None = None,
                      cull_mode: CullMode | int | str = "none", front_face: FrontFace | int | str = "counter_clockwise",
                      polygon_mode: PolygonMode | int | str = "fill", line_width: float = 1.0, blend: BlendArg = None,
                      dynamic_states: DynamicArg = ("viewport", "scissor"), patch_control_points: int = 3,
                      subpass: int = 0, check_layout: bool = True) -> Pipeline:
    """A graphics pipeline (vertex, tessellation, geometry or mesh stages, and fragment) for
    ``render_pass`` (its ``subpass``), or, with ``render_pass=None``, for dynamic rendering
    (``vkCmdBeginRendering``; needs the dynamicRendering feature) into ``color_formats``
    (default: one per fragment output location, B8G8R8A8_UNORM for a float output,
    R32G32B32A32_SINT/UINT for an integer one, UNDEFINED for a location left unused) and
    ``depth_format`` (default none; a depth and/or stencil format).

    Every enum option takes Vulkan's short name in lower case, Vulkan's full name, the enum
    member or its number; an unknown name is a LayoutError listing the choices. Defaults:

    - ``topology``: None is "triangle_list" ("patch_list" with tessellation); also "points",
      "lines", "triangles", "patches", "line_strip", "VK_PRIMITIVE_TOPOLOGY_LINE_LIST"...
    - ``cull_mode`` "none" ("front", "back", "front_and_back"), ``front_face``
      "counter_clockwise" ("clockwise"), ``polygon_mode`` "fill" ("line", "point"),
      ``line_width`` 1.0, ``samples`` 1.
    - ``depth_test`` False; ``depth_write`` None follows ``depth_test``; ``depth_compare``
      "less" ("less_or_equal", "greater", "always"...). The depth-stencil state is always
      given, so a render pass with a depth attachment takes the pipeline either way.
    - ``stencil`` None (off), or a dict for both faces: ``compare`` (default "always"),
      ``fail``, ``pass``, ``depth_fail`` (stencil ops, default "keep"), ``reference`` (0),
      ``compare_mask`` and ``write_mask`` (0xFF).
    - ``blend`` None (off); "alpha" (src_alpha, one_minus_src_alpha), "additive" (one, one)
      or "premultiplied" (one, one_minus_src_alpha), or the BlendPreset of that name, for
      every color attachment; or a list of those (None: off), one per color attachment.
    - ``dynamic_states`` ("viewport", "scissor"); more by name ("line_width", "depth_bias",
      "cull_mode"...); the viewport and scissor are always dynamic.
    - ``color_attachments``: with a render pass, the fragment stage's output locations.

    ``vertex_input``: the vertex buffers' numpy dtype, a list of dtypes or ``(dtype,
    "instance")`` pairs (see :func:`layoutgen.vertex_input`), or a VertexInputDesc; None
    means one tightly packed buffer. ``normalized``: fields (or inputs) of 8- or 16-bit
    integers that float inputs read as UNORM/SNORM. Each vertex format, and each format of
    dynamic rendering, is checked against the device's format features (a DeviceContext's).
    Stages may also be StageInfos over existing shader modules. ``specialization``: {constant
    name or id: value}. ``patch_control_points``: a tessellation pipeline's patch size (3).
    ``check_layout=False`` skips checking the layout against the stages (by default a
    LayoutError lists every way it does not fit them).
    """
    opts = graphics_state(
        color_attachments=color_attachments, color_formats=color_formats, depth_format=depth_format,
        samples=samples, topology=topology, patch_control_points=patch_control_points, subpass=subpass,
        cull_mode=cull_mode, front_face=front_face, polygon_mode=polygon_mode, line_width=line_width,
        depth_test=depth_test, depth_write=depth_write, depth_compare=depth_compare, stencil=stencil, blend=blend,
        dynamic_states=dynamic_states)
    if isinstance(stages, ffi.CData) or isinstance(render_pass, (list, tuple)):
        raise LayoutError("graphics_pipeline(device, layout, stages, render_pass): the stages (a list) come third, "
                          "the render pass (a VkRenderPass, or None) fourth; a handle came where the stages go, or a "
                          "list where the render pass goes")
    if render_pass is None:
        require_dynamic_rendering(device)
    plan = _plan(device, layout, stages, render_pass, vertex_input, normalized, specialization, opts, check_layout)
    with ModuleSet(device) as modules:
        infos = plan.given or modules.stage_infos(plan.shaders, plan.values)
        handle = _create_graphics(device, layout, infos, render_pass, plan.vertex_input, plan.opts, plan.colors)
    return Pipeline(device, handle, layout, PipelineBindPoint.GRAPHICS)


@dataclass(frozen=True, slots=True)
class _Plan:
    """What a graphics pipeline is created from, every check done: its stages (StageInfos
    given, or reflected stages with their specialization values by spec id), vertex input,
    options with the color attachment count settled, and dynamic rendering's color formats."""

    given: list[StageInfo]
    shaders: list[Stage]
    values: list[dict[int, SpecValue]]
    vertex_input: VertexInputDesc | None
    opts: GraphicsOptions
    colors: tuple[Format, ...]


def _plan(device: DeviceLike, layout: LayoutArg, stages: Stages, render_pass: Handle,
          vertex_input: VertexInputSpec | None, normalized: Sequence[str], specialization: Specialization | None,
          opts: GraphicsOptions, check_layout: bool) -> _Plan:
    """Every check of a graphics pipeline (see :func:`graphics_pipeline`), before any Vulkan
    call, and what it is then created from."""
    layout_handle(layout, device)  # a closed or foreign layout is refused before any shader module is made
    given = [s for s in stages if isinstance(s, StageInfo)]
    if given and len(given) == len(stages):
        if (vertex_input is not None and not isinstance(vertex_input, VertexInputDesc)) or normalized:
            raise LayoutError("with StageInfos (no reflection to read), vertex_input= is a VertexInputDesc, and "
                              "normalized= has no dtype to apply to")
        vi = vertex_input if isinstance(vertex_input, VertexInputDesc) else None
        opts, colors = _checked_targets(device, [], opts, render_pass, vi)
        return _Plan(given, [], [], vi, opts, colors)
    shaders = [load(s) for s in stages if not isinstance(s, StageInfo)]
    if len(shaders) != len(stages):
        raise LayoutError("graphics_pipeline() takes StageInfos or stages to load, not a mix of both")
    vi = _vertex_input(shaders, vertex_input, normalized)
    if flag(check_layout, "check_layout"):
        require_fit(layout, shaders, vi, specialization)
    opts, colors = _checked_targets(device, shaders, opts, render_pass, vi)
    return _Plan([], shaders, split_specialization(specialization, shaders), vi, opts, colors)


def graphics_pipelines(device: DeviceLike, pipelines: Iterable[tuple[LayoutArg, Stages]], render_pass: Handle = None,
                       *, vertex_input: VertexInputSpec | None = None, normalized: Sequence[str] = (),
                       specialization: Specialization | None = None, check_layout: bool = True,
                       **state: Unpack[StateOptions]) -> list[Pipeline]:
    """Graphics pipelines of the same options, one for each ``(layout, stages)`` of
    ``pipelines``, in order, created by one ``vkCreateGraphicsPipelines`` call: what a
    program that sets up many pipelines at start-up wants. Each pipeline is what
    :func:`graphics_pipeline` makes of ``(device, layout, stages, render_pass)`` and these
    keywords, and is checked as it checks one: ``vertex_input``, ``normalized``,
    ``specialization`` and ``check_layout`` mean what they mean there, for every pipeline, and
    ``state`` takes its fixed-function options (cull_mode, blend, depth_test, ...).

    Every pipeline is checked before any Vulkan call; a LayoutgenError about one carries a
    note naming it (``pipelines[3]``). A reflected module several of them use (the same
    Module: one reflected once, or a path or bytes whose module the reflection cache holds, up
    to 256 KiB) becomes one VkShaderModule, destroyed once the pipelines are created. Where Vulkan
    fails, the pipelines it did create are destroyed before the VulkanError is raised."""
    if not isinstance(pipelines, Iterable) or isinstance(pipelines, (str, bytes)):
        raise LayoutError(f"graphics_pipelines() takes (layout, stages) pairs, not {type(pipelines).__name__}")
    opts = graphics_state(**state)
    if render_pass is None:
        require_dynamic_rendering(device)
    plans: list[tuple[LayoutArg, _Plan]] = []
    for i, item in enumerate(pipelines):
        with _noted(i, "graphics_pipelines()"):
            layout, stages = _pair(item, "graphics_pipelines()", "stages")
            plans.append((layout, _plan(device, layout, stages, render_pass, vertex_input, normalized,
                                        specialization, opts, check_layout)))
    if not plans:
        return []
    keep: list[Handle] = []
    created = ffi.new("VkPipeline[]", len(plans))
    with ModuleSet(device) as modules:
        infos = ffi.new("VkGraphicsPipelineCreateInfo[]", len(plans))
        for i, (layout, plan) in enumerate(plans):
            stage_infos = plan.given or modules.stage_infos(plan.shaders, plan.values)
            infos[i] = graphics_create_info(stage_infos, layout, render_pass, plan.vertex_input, plan.opts,
                                            plan.colors, keep)[0]
        result = lib.vkCreateGraphicsPipelines(_dev(device), ffi.NULL, len(plans), infos, ffi.NULL, created)
    return _created(device, result, "vkCreateGraphicsPipelines", created, [layout for layout, _ in plans],
                    PipelineBindPoint.GRAPHICS)


def _checked_targets(device: DeviceLike, shaders: Sequence[Stage], opts: GraphicsOptions, render_pass_: Handle,
                     vi: VertexInputDesc | None) -> tuple[GraphicsOptions, tuple[Format, ...]]:
    opts, colors = _targets(shaders, opts, render_pass_)
    blended = [b is not None for b in opts.blend_of(opts.color_attachments or 0)]
    check_formats(device, vi, colors, opts.depth_format, blended)
    if render_pass_ is None:  # (a render pass's attachments say their own sample counts)
        check_samples(device, opts.samples, any(c != Format.UNDEFINED for c in colors), opts.depth_format)
    check_attachments(device, max(opts.color_attachments or 0, len(colors)))
    check_features(device, opts)
    if (shaders and opts.topology is PrimitiveTopology.PATCH_LIST
            and not any(s.stage & ShaderStage.TESSELLATION_CONTROL for s in shaders)):
        raise LayoutError("topology='patch_list' feeds tessellation stages, and these stages have none: give "
                          "another topology, or the tessellation stages")
    return opts, colors


def mesh_pipeline(device: DeviceLike, layout: LayoutArg, stages: Sequence[StageSpec], render_pass: Handle = None, *,
                  vertex_input: VertexInputSpec | None = None, specialization: Specialization | None = None,
                  check_layout: bool = True, **state: Unpack[StateOptions]) -> Pipeline:
    """A mesh-shading pipeline (an optional task stage, a mesh stage, a fragment stage):
    :func:`graphics_pipeline` with no vertex input; ``state`` takes graphics_pipeline()'s
    fixed-function options (color_attachments, color_formats, depth_test, blend, ...), and
    ``vertex_input``, ``specialization`` and ``check_layout`` mean what they mean there (a
    mesh pipeline has no vertex input: ``vertex_input=`` is refused)."""
    layout_handle(layout, device)  # a closed or foreign layout is refused before the stages are read
    shaders = [load(s) for s in stages]
    kinds = {s.stage for s in shaders}
    if ShaderStage.MESH_EXT not in kinds or kinds & {ShaderStage.VERTEX, ShaderStage.TESSELLATION_CONTROL,
                                                     ShaderStage.TESSELLATION_EVALUATION, ShaderStage.GEOMETRY}:
        raise LayoutError(f"a mesh pipeline has a mesh stage and no vertex stages: got "
                          f"{', '.join(s.label for s in shaders)}")
    return graphics_pipeline(device, layout, shaders, render_pass, vertex_input=vertex_input,
                             specialization=specialization, check_layout=check_layout, **state)
