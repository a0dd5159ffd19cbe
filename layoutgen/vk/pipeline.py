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

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, TypeAlias, Union

from ..errors import LayoutError
from ..layout.stages import Stage, StageSpec
from ..layout.vertex import VertexInputDesc
from ..layout.vertex import vertex_input as vertex_input_of
from ..reflect.vkenums import ShaderStage
from ..vkxml.vkenums import PipelineBindPoint, PrimitiveTopology
if TYPE_CHECKING:
    import numpy as np

from .binding import Handle, const, ffi, lib, raise_for_result
from .context import DeviceLike, split_device
from .create import vertex_input_info
from .raytracing import RayTracingPipeline, ShaderBindingTable, ray_tracing_pipeline
from .shaders import (LayoutArg, Modules, Pipeline, Specialization, StageInfo, destroy, layout_handle, load,
                      require_fit, shader_module, stage_array)

__all__ = ["PipelineBindPoint", "Pipeline", "PrimitiveTopology", "RayTracingPipeline", "ShaderBindingTable",
           "StageInfo", "compute_pipeline", "destroy", "graphics_pipeline", "mesh_pipeline", "ray_tracing_pipeline",
           "render_pass", "shader_module", "topology_of"]

#: The short names graphics_pipeline(topology=) takes beside the enum's own names.
_TOPOLOGY_SHORT = {
    "points": PrimitiveTopology.POINT_LIST, "lines": PrimitiveTopology.LINE_LIST,
    "line_strip": PrimitiveTopology.LINE_STRIP, "triangles": PrimitiveTopology.TRIANGLE_LIST,
    "triangle_strip": PrimitiveTopology.TRIANGLE_STRIP, "triangle_fan": PrimitiveTopology.TRIANGLE_FAN,
    "patches": PrimitiveTopology.PATCH_LIST,
}


def topology_of(value: PrimitiveTopology | str) -> PrimitiveTopology:
    """The PrimitiveTopology ``value`` names: a member, a short name ("points", "lines",
    "line_strip", "triangles", "triangle_strip", "triangle_fan", "patches"), a member's name in
    any case ("triangle_list", "LINE_LIST_WITH_ADJACENCY") or Vulkan's name
    ("VK_PRIMITIVE_TOPOLOGY_LINE_LIST"); a LayoutError for anything else."""
    if isinstance(value, PrimitiveTopology):
        return value
    if isinstance(value, str):
        name = value.upper().removeprefix("VK_PRIMITIVE_TOPOLOGY_")
        found = _TOPOLOGY_SHORT.get(value.lower())  # a member may be 0 (POINT_LIST): test for None
        if found is None:
            found = PrimitiveTopology.__members__.get(name)
        if found is not None:
            return found
    names = ", ".join(dict.fromkeys([*_TOPOLOGY_SHORT, *(m.lower() for m in PrimitiveTopology.__members__)]))
    raise LayoutError(f"topology={value!r} names no primitive topology: give a PrimitiveTopology, one of {names}, "
                      "or Vulkan's name (VK_PRIMITIVE_TOPOLOGY_...)")


#: A graphics pipeline's vertex input: a VertexInputDesc, or what :func:`layoutgen.vertex_input`
#: takes (the vertex buffers' numpy dtype, a list of dtypes or ``(dtype, "instance")`` pairs).
VertexInputSpec: TypeAlias = Union[VertexInputDesc, "np.dtype[np.generic]",
                                   Sequence[Union["np.dtype[np.generic]", tuple["np.dtype[np.generic]", str]]]]
#: Stages as graphics_pipeline() takes them: specs to load, or StageInfos over existing modules.
Stages: TypeAlias = Union[Sequence[StageSpec], Sequence[StageInfo]]


def _dev(device: DeviceLike) -> Handle:
    return split_device(device)[1]


def _create_compute(device: DeviceLike, layout: LayoutArg, stage: StageInfo) -> Handle:
    keep: list[Handle] = []
    info = ffi.new("VkComputePipelineCreateInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO")
    info.stage = stage_array([stage], keep)[0]
    info.layout = layout_handle(layout)
    out = ffi.new("VkPipeline*")
    raise_for_result(lib.vkCreateComputePipelines(_dev(device), ffi.NULL, 1, info, ffi.NULL, out), "vkCreateComputePipelines",
          split_device(device)[0])
    return out[0]


def compute_pipeline(device: DeviceLike, layout: LayoutArg, stage: StageSpec | StageInfo, *,
                     specialization: Specialization | None = None,
                     check_layout: bool = True) -> Pipeline:
    """A compute pipeline for ``stage`` (a path, bytes, a reflected module or ``(module,
    entry name)``; also a StageInfo over an existing shader module) with the PipelineLayout
    ``layout``. ``specialization``: {constant name or id: value}."""
    point = PipelineBindPoint.COMPUTE
    if isinstance(stage, StageInfo):
        return Pipeline(device, _create_compute(device, layout, stage), layout, point)
    shader = load(stage)
    if shader.stage != ShaderStage.COMPUTE:
        raise LayoutError(f"{shader.label} is not a compute shader: compute_pipeline() takes one")
    if check_layout:
        require_fit(layout, [shader], specialization=specialization)
    with Modules(device, [shader], specialization) as infos:
        return Pipeline(device, _create_compute(device, layout, infos[0]), layout, point)


#: Who uses a color attachment after the pass, by its final layout: (pipeline stages, accesses).
#: Any other final layout: every command, any access.
_USES_AFTER = {
    "VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL": (("TRANSFER",), ("TRANSFER_READ",)),
    "VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL": (("VERTEX_SHADER", "FRAGMENT_SHADER", "COMPUTE_SHADER"),
                                                 ("SHADER_READ",)),
    "VK_IMAGE_LAYOUT_PRESENT_SRC_KHR": (("BOTTOM_OF_PIPE",), ()),
    "VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL": (("COLOR_ATTACHMENT_OUTPUT",),
                                                 ("COLOR_ATTACHMENT_READ", "COLOR_ATTACHMENT_WRITE")),
}


def _bits(kind: str, names: Sequence[str]) -> int:
    out = 0
    for n in names:
        out |= const(f"VK_{kind}_{n}_BIT")
    return out


def _external_dependencies(final_layout: str, inputs: bool) -> Handle:
    """The pass's two external subpass dependencies. In: the color writes (and the layout
    transition of the clear) wait for the previous pass's writes and for the reads that the
    final layout implies (a frame reusing its target). Out: the final layout's users wait for
    the color writes and the transition to ``final_layout`` (the implicit dependency would
    make them visible to nothing)."""
    stages, access = _USES_AFTER.get(final_layout, (("ALL_COMMANDS",), ("MEMORY_READ", "MEMORY_WRITE")))
    deps = ffi.new("VkSubpassDependency[]", 2)
    color = _bits("PIPELINE_STAGE", ["COLOR_ATTACHMENT_OUTPUT"])
    writes = _bits("ACCESS", ["COLOR_ATTACHMENT_WRITE"])
    deps[0].srcSubpass, deps[0].dstSubpass = const("VK_SUBPASS_EXTERNAL"), 0
    deps[0].srcStageMask = color | _bits("PIPELINE_STAGE", [s for s in stages if s != "BOTTOM_OF_PIPE"])
    deps[0].srcAccessMask = writes
    deps[0].dstStageMask = color | (_bits("PIPELINE_STAGE", ["FRAGMENT_SHADER"]) if inputs else 0)
    deps[0].dstAccessMask = _bits("ACCESS", ["COLOR_ATTACHMENT_READ", "COLOR_ATTACHMENT_WRITE",
                                             *(["INPUT_ATTACHMENT_READ"] if inputs else [])])
    deps[1].srcSubpass, deps[1].dstSubpass = 0, const("VK_SUBPASS_EXTERNAL")
    deps[1].srcStageMask, deps[1].srcAccessMask = color, writes
    deps[1].dstStageMask = _bits("PIPELINE_STAGE", stages)
    deps[1].dstAccessMask = _bits("ACCESS", access)
    return deps


def render_pass(device: DeviceLike, colors: Sequence[int], inputs: Sequence[tuple[int, int]] = (),
                samples: int = 1, final_layout: str = "VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL") -> Handle:
    """One subpass writing ``colors`` (location order) and reading ``inputs`` as input
    attachments (format, samples) at input_attachment_index 0, 1, ...

    The color attachments are cleared and end in ``final_layout``; the pass carries the external
    subpass dependencies that layout needs: after it, a copy (TRANSFER_SRC_OPTIMAL), a shader
    read (SHADER_READ_ONLY_OPTIMAL), presentation (PRESENT_SRC_KHR) or another pass
    (COLOR_ATTACHMENT_OPTIMAL; any other layout: any command) sees the pass's writes, with no
    barrier of its own; and the pass waits for those users of a previous frame before writing."""
    n = len(colors) + len(inputs)
    attachments = ffi.new("VkAttachmentDescription[]", max(n, 1))
    for i, (fmt, s) in enumerate([(c, samples) for c in colors] + list(inputs)):
        a = attachments[i]
        a.format = int(fmt)
        a.samples = s
        is_input = i >= len(colors)
        a.loadOp = const("VK_ATTACHMENT_LOAD_OP_LOAD" if is_input else "VK_ATTACHMENT_LOAD_OP_CLEAR")
        a.storeOp = const("VK_ATTACHMENT_STORE_OP_STORE")
        a.stencilLoadOp = const("VK_ATTACHMENT_LOAD_OP_DONT_CARE")
        a.stencilStoreOp = const("VK_ATTACHMENT_STORE_OP_DONT_CARE")
        layout = const("VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL" if is_input else final_layout)
        a.initialLayout = layout if is_input else const("VK_IMAGE_LAYOUT_UNDEFINED")
        a.finalLayout = layout
    color_refs = ffi.new("VkAttachmentReference[]", max(len(colors), 1))
    for i in range(len(colors)):
        color_refs[i].attachment = i
        color_refs[i].layout = const("VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL")
    input_refs = ffi.new("VkAttachmentReference[]", max(len(inputs), 1))
    for i in range(len(inputs)):
        input_refs[i].attachment = len(colors) + i
        input_refs[i].layout = const("VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL")
    sub = ffi.new("VkSubpassDescription*")
    sub.pipelineBindPoint = const("VK_PIPELINE_BIND_POINT_GRAPHICS")
    sub.colorAttachmentCount = len(colors)
    sub.pColorAttachments = color_refs if colors else ffi.NULL
    sub.inputAttachmentCount = len(inputs)
    sub.pInputAttachments = input_refs if inputs else ffi.NULL
    info = ffi.new("VkRenderPassCreateInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_RENDER_PASS_CREATE_INFO")
    info.attachmentCount = n
    info.pAttachments = attachments if n else ffi.NULL
    info.subpassCount = 1
    info.pSubpasses = sub
    deps = _external_dependencies(final_layout, bool(inputs))
    info.dependencyCount = 2
    info.pDependencies = deps
    out = ffi.new("VkRenderPass*")
    raise_for_result(lib.vkCreateRenderPass(_dev(device), info, ffi.NULL, out), "vkCreateRenderPass", split_device(device)[0])
    return out[0]



def _vertex_input_state(v: VertexInputDesc | None, keep: list[Handle]) -> Handle:
    made = vertex_input_info(v)
    keep.append(made)
    return made.info


def _state(cname: str, stype: str, keep: list[Handle], **fields: Handle | int | float) -> Handle:
    s = ffi.new(cname + "*")
    s.sType = const(stype)
    for k, v in fields.items():
        setattr(s, k, v)
    keep.append(s)
    return s


@dataclass(frozen=True, slots=True)
class _GraphicsOptions:
    """graphics_pipeline()'s fixed-function choices."""

    color_attachments: int
    samples: int
    topology: PrimitiveTopology | None
    patch_control_points: int
    subpass: int


def _create_graphics(device: DeviceLike, layout: LayoutArg, stages: Sequence[StageInfo], render_pass_: Handle,
                     vertex_input: VertexInputDesc | None, opts: _GraphicsOptions) -> Handle:
    keep: list[Handle] = []
    flags = 0
    for s in stages:
        flags |= int(s.stage)
    info = _state("VkGraphicsPipelineCreateInfo", "VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO", keep,
                  stageCount=len(stages), pStages=stage_array(stages, keep), layout=layout_handle(layout),
                  renderPass=render_pass_, subpass=opts.subpass)
    tess = bool(flags & int(ShaderStage.TESSELLATION_CONTROL))
    if not flags & int(ShaderStage.MESH_EXT):
        topo = opts.topology or (PrimitiveTopology.PATCH_LIST if tess else PrimitiveTopology.TRIANGLE_LIST)
        info.pVertexInputState = _vertex_input_state(vertex_input, keep)
        info.pInputAssemblyState = _state(
            "VkPipelineInputAssemblyStateCreateInfo", "VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO",
            keep, topology=int(topo))
    if tess:
        info.pTessellationState = _state(
            "VkPipelineTessellationStateCreateInfo", "VK_STRUCTURE_TYPE_PIPELINE_TESSELLATION_STATE_CREATE_INFO",
            keep, patchControlPoints=opts.patch_control_points)
    _fixed_states(info, keep, opts.color_attachments, opts.samples)
    out = ffi.new("VkPipeline*")
    raise_for_result(lib.vkCreateGraphicsPipelines(_dev(device), ffi.NULL, 1, info, ffi.NULL, out), "vkCreateGraphicsPipelines",
          split_device(device)[0])
    return out[0]


def _fixed_states(info: Handle, keep: list[Handle], color_attachments: int, samples: int) -> None:
    """Viewport and scissor dynamic; filled polygons, no culling; blending off."""
    dyn = ffi.new("VkDynamicState[]", [const("VK_DYNAMIC_STATE_VIEWPORT"), const("VK_DYNAMIC_STATE_SCISSOR")])
    blend = ffi.new("VkPipelineColorBlendAttachmentState[]", max(color_attachments, 1))
    for i in range(color_attachments):
        blend[i].colorWriteMask = _bits("COLOR_COMPONENT", ["R", "G", "B", "A"])
    keep += [dyn, blend]
    info.pViewportState = _state("VkPipelineViewportStateCreateInfo",
                                 "VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO", keep,
                                 viewportCount=1, scissorCount=1)
    info.pRasterizationState = _state(
        "VkPipelineRasterizationStateCreateInfo", "VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO", keep,
        polygonMode=const("VK_POLYGON_MODE_FILL"), cullMode=0, frontFace=const("VK_FRONT_FACE_COUNTER_CLOCKWISE"),
        lineWidth=1.0)
    info.pMultisampleState = _state("VkPipelineMultisampleStateCreateInfo",
                                    "VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO", keep,
                                    rasterizationSamples=samples)
    info.pColorBlendState = _state("VkPipelineColorBlendStateCreateInfo",
                                   "VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO", keep,
                                   attachmentCount=color_attachments, pAttachments=blend)
    info.pDynamicState = _state("VkPipelineDynamicStateCreateInfo",
                                "VK_STRUCTURE_TYPE_PIPELINE_DYNAMIC_STATE_CREATE_INFO", keep,
                                dynamicStateCount=2, pDynamicStates=dyn)


def _vertex_input(shaders: Sequence[Stage], given: VertexInputSpec | None) -> VertexInputDesc | None:
    """The vertex-input state: ``given`` as is, or from vertex_input() and the vertex
    buffers' numpy dtype(s) in ``given`` (None: one tightly packed buffer)."""
    vert = next((s for s in shaders if s.stage == ShaderStage.VERTEX), None)
    if vert is None:
        if given is not None:
            raise LayoutError("vertex_input= is for a vertex stage, and these stages have none")
        return None
    if isinstance(given, VertexInputDesc):
        return given
    return vertex_input_of(vert.entry, given)


def _color_count(shaders: Sequence[Stage]) -> int:
    frag = next((s for s in shaders if s.stage == ShaderStage.FRAGMENT), None)
    if frag is None:
        return 0
    return max((v.location + v.locations for v in frag.entry.outputs if v.location is not None), default=0)


def graphics_pipeline(device: DeviceLike, layout: LayoutArg, stages: Stages, render_pass: Handle, *,
                      vertex_input: VertexInputSpec | None = None, specialization: Specialization | None = None,
                      color_attachments: int | None = None, samples: int = 1,
                      topology: PrimitiveTopology | str | None = None,
                      patch_control_points: int = 3, subpass: int = 0, check_layout: bool = True) -> Pipeline:
    """A graphics pipeline (vertex, tessellation, geometry or mesh stages, and fragment)
    with dynamic viewport and scissor, for ``render_pass``.

    ``vertex_input``: the vertex buffers' numpy dtype, a list of dtypes or ``(dtype,
    "instance")`` pairs (see :func:`layoutgen.vertex_input`), or a VertexInputDesc; None
    means one tightly packed buffer. ``color_attachments`` defaults to the fragment stage's
    output locations. Stages may also be StageInfos over existing shader modules.
    ``topology``: a PrimitiveTopology or a name :func:`topology_of` knows ("lines",
    "triangle_list", "VK_PRIMITIVE_TOPOLOGY_LINE_LIST"); None: a triangle list (a patch list
    with tessellation).
    """
    opts = _GraphicsOptions(1 if color_attachments is None else color_attachments, samples,
                            None if topology is None else topology_of(topology), patch_control_points, subpass)
    point = PipelineBindPoint.GRAPHICS
    given = [s for s in stages if isinstance(s, StageInfo)]
    if given and len(given) == len(stages):
        if vertex_input is not None and not isinstance(vertex_input, VertexInputDesc):
            raise LayoutError("with StageInfos (no reflection to read), vertex_input= is a VertexInputDesc")
        return Pipeline(device, _create_graphics(device, layout, given, render_pass, vertex_input, opts), layout,
                        point)
    shaders = [load(s) for s in stages if not isinstance(s, StageInfo)]
    if len(shaders) != len(stages):
        raise LayoutError("graphics_pipeline() takes StageInfos or stages to load, not a mix of both")
    vi = _vertex_input(shaders, vertex_input)
    if check_layout:
        require_fit(layout, shaders, vi, specialization)
    if color_attachments is None:
        opts = replace(opts, color_attachments=_color_count(shaders))
    with Modules(device, shaders, specialization) as infos:
        return Pipeline(device, _create_graphics(device, layout, infos, render_pass, vi, opts), layout, point)


def mesh_pipeline(device: DeviceLike, layout: LayoutArg, stages: Sequence[StageSpec], render_pass: Handle, *,
                  vertex_input: VertexInputSpec | None = None, specialization: Specialization | None = None,
                  color_attachments: int | None = None, samples: int = 1,
                  topology: PrimitiveTopology | str | None = None, patch_control_points: int = 3, subpass: int = 0,
                  check_layout: bool = True) -> Pipeline:
    """A mesh-shading pipeline (an optional task stage, a mesh stage, a fragment stage):
    :func:`graphics_pipeline` with no vertex input."""
    shaders = [load(s) for s in stages]
    kinds = {s.stage for s in shaders}
    if ShaderStage.MESH_EXT not in kinds or kinds & {ShaderStage.VERTEX, ShaderStage.TESSELLATION_CONTROL,
                                                     ShaderStage.TESSELLATION_EVALUATION, ShaderStage.GEOMETRY}:
        raise LayoutError(f"a mesh pipeline has a mesh stage and no vertex stages: got "
                          f"{', '.join(s.label for s in shaders)}")
    return graphics_pipeline(device, layout, shaders, render_pass, vertex_input=vertex_input,
                             specialization=specialization, color_attachments=color_attachments, samples=samples,
                             topology=topology, patch_control_points=patch_control_points, subpass=subpass,
                             check_layout=check_layout)
