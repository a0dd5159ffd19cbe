"""Shader modules and pipelines (compute, graphics, mesh, ray tracing) over generated layouts.

Enough to prove a layout against real pipeline creation and to draw the demo; every struct is
built with the binding's cffi and kept alive until the create call returns.
"""
from __future__ import annotations

import struct
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import VulkanError
from ..layout.vertex import VertexInputDesc
from ..reflect.model import SpecializationConstant
from ..reflect.vkenums import ShaderStage
from .binding import check, const, ffi, lib, split_device

_RT_STAGES = {ShaderStage.RAYGEN_KHR, ShaderStage.MISS_KHR, ShaderStage.CALLABLE_KHR}
_HIT_STAGES = {ShaderStage.CLOSEST_HIT_KHR, ShaderStage.ANY_HIT_KHR, ShaderStage.INTERSECTION_KHR}


def _dev(device: Any) -> Any:
    return split_device(device)[1]


def shader_module(device: Any, code: bytes) -> Any:
    info = ffi.new("VkShaderModuleCreateInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO")
    buf = ffi.new("uint32_t[]", len(code) // 4)
    ffi.memmove(buf, code, len(code) // 4 * 4)
    info.codeSize = len(code) // 4 * 4
    info.pCode = buf
    out = ffi.new("VkShaderModule*")
    check(lib.vkCreateShaderModule(_dev(device), info, ffi.NULL, out), "vkCreateShaderModule", split_device(device)[0])
    return out[0]


def destroy(device: Any, kind: str, handle: Any) -> None:
    """Destroy a handle of ``kind`` ('Pipeline', 'ShaderModule', 'RenderPass', ...)."""
    if handle is not None:
        getattr(lib, f"vkDestroy{kind}")(_dev(device), handle, ffi.NULL)


@dataclass
class StageInfo:
    """One shader stage of a pipeline: module handle, stage, entry name, specialization."""

    module: Any
    stage: ShaderStage
    entry: str = "main"
    specialization: Mapping[int, Any] | None = None
    constants: Sequence[SpecializationConstant] = ()


#: (kind, width) -> struct format of a specialization value (bool is a 32-bit VkBool32).
_SPEC_FORMATS = {("float", 16): "<e", ("float", 32): "<f", ("float", 64): "<d", ("int", 8): "<b", ("int", 16): "<h",
                 ("int", 32): "<i", ("int", 64): "<q", ("uint", 8): "<B", ("uint", 16): "<H", ("uint", 32): "<I",
                 ("uint", 64): "<Q", ("bool", 0): "<I"}


def _spec_info(values: Mapping[int, Any], constants: Sequence[SpecializationConstant], keep: list) -> Any:
    by_id = {c.id: c for c in constants}
    data = b""
    entries = ffi.new("VkSpecializationMapEntry[]", len(values))
    for i, (spec_id, value) in enumerate(sorted(values.items())):
        c = by_id.get(spec_id)
        kind, width = (c.type, c.width) if c else ("uint", 32)
        fmt = _SPEC_FORMATS.get((kind, width))
        if fmt is None:
            raise VulkanError(f"specialization constant {spec_id}: no packing for a {width}-bit {kind}")
        try:
            raw = struct.pack(fmt, bool(value) if kind == "bool" else float(value) if kind == "float" else int(value))
        except (struct.error, TypeError, ValueError) as exc:
            raise VulkanError(f"specialization constant {spec_id} ({width}-bit {kind}): {value!r} does not fit: "
                              f"{exc}") from None
        entries[i].constantID = spec_id
        entries[i].offset = len(data)
        entries[i].size = len(raw)
        data += raw
    blob = ffi.new("char[]", data or b"\0")
    info = ffi.new("VkSpecializationInfo*")
    info.mapEntryCount = len(values)
    info.pMapEntries = entries
    info.dataSize = len(data)
    info.pData = blob
    keep += [entries, blob, info]
    return info


def _stage_array(stages: Sequence[StageInfo], keep: list) -> Any:
    arr = ffi.new("VkPipelineShaderStageCreateInfo[]", len(stages))
    for i, s in enumerate(stages):
        name = ffi.new("char[]", s.entry.encode())
        keep.append(name)
        arr[i].sType = const("VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO")
        arr[i].stage = int(s.stage)
        arr[i].module = s.module
        arr[i].pName = name
        if s.specialization:
            arr[i].pSpecializationInfo = _spec_info(s.specialization, s.constants, keep)
    keep.append(arr)
    return arr


def compute_pipeline(device: Any, layout: Any, stage: StageInfo) -> Any:
    keep: list = []
    info = ffi.new("VkComputePipelineCreateInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO")
    info.stage = _stage_array([stage], keep)[0]
    info.layout = layout
    out = ffi.new("VkPipeline*")
    check(lib.vkCreateComputePipelines(_dev(device), ffi.NULL, 1, info, ffi.NULL, out), "vkCreateComputePipelines",
          split_device(device)[0])
    return out[0]


def render_pass(device: Any, colors: Sequence[int], inputs: Sequence[tuple[int, int]] = (),
                samples: int = 1, final_layout: str = "VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL") -> Any:
    """One subpass writing ``colors`` (location order) and reading ``inputs`` as input
    attachments (format, samples) at input_attachment_index 0, 1, ..."""
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
    out = ffi.new("VkRenderPass*")
    check(lib.vkCreateRenderPass(_dev(device), info, ffi.NULL, out), "vkCreateRenderPass", split_device(device)[0])
    return out[0]


def _vertex_input_state(v: VertexInputDesc | None, keep: list) -> Any:
    info = ffi.new("VkPipelineVertexInputStateCreateInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO")
    keep.append(info)
    if v is None:
        return info
    if v.bindings:
        binds = ffi.new("VkVertexInputBindingDescription[]", len(v.bindings))
        for i, b in enumerate(v.bindings):
            binds[i].binding = b.binding
            binds[i].stride = b.stride
            binds[i].inputRate = const("VK_VERTEX_INPUT_RATE_INSTANCE" if b.input_rate == "instance"
                                       else "VK_VERTEX_INPUT_RATE_VERTEX")
        info.vertexBindingDescriptionCount = len(v.bindings)
        info.pVertexBindingDescriptions = binds
        keep.append(binds)
    if v.attributes:
        attrs = ffi.new("VkVertexInputAttributeDescription[]", len(v.attributes))
        for i, a in enumerate(v.attributes):
            attrs[i].location = a.location
            attrs[i].binding = a.binding
            attrs[i].format = int(a.format)
            attrs[i].offset = a.offset
        info.vertexAttributeDescriptionCount = len(v.attributes)
        info.pVertexAttributeDescriptions = attrs
        keep.append(attrs)
    return info


def _state(cname: str, stype: str, keep: list, **fields: Any) -> Any:
    s = ffi.new(cname + "*")
    s.sType = const(stype)
    for k, v in fields.items():
        setattr(s, k, v)
    keep.append(s)
    return s


def graphics_pipeline(device: Any, layout: Any, stages: Sequence[StageInfo], render_pass_: Any, *,
                      vertex_input: VertexInputDesc | None = None, color_attachments: int = 1, samples: int = 1,
                      topology: str | None = None, patch_control_points: int = 3, subpass: int = 0) -> Any:
    """A graphics pipeline (vertex or mesh) with dynamic viewport and scissor."""
    keep: list = []
    flags = 0
    for s in stages:
        flags |= int(s.stage)
    mesh = bool(flags & int(ShaderStage.MESH_EXT))
    tess = bool(flags & int(ShaderStage.TESSELLATION_CONTROL))
    topo = topology or ("VK_PRIMITIVE_TOPOLOGY_PATCH_LIST" if tess else "VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST")
    dyn = ffi.new("VkDynamicState[]", [const("VK_DYNAMIC_STATE_VIEWPORT"), const("VK_DYNAMIC_STATE_SCISSOR")])
    blend = ffi.new("VkPipelineColorBlendAttachmentState[]", max(color_attachments, 1))
    for i in range(color_attachments):
        blend[i].colorWriteMask = 0xF
    keep += [dyn, blend]
    info = _state("VkGraphicsPipelineCreateInfo", "VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO", keep,
                  stageCount=len(stages), pStages=_stage_array(stages, keep), layout=layout,
                  renderPass=render_pass_, subpass=subpass)
    if not mesh:
        info.pVertexInputState = _vertex_input_state(vertex_input, keep)
        info.pInputAssemblyState = _state(
            "VkPipelineInputAssemblyStateCreateInfo", "VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO",
            keep, topology=const(topo))
    if tess:
        info.pTessellationState = _state(
            "VkPipelineTessellationStateCreateInfo", "VK_STRUCTURE_TYPE_PIPELINE_TESSELLATION_STATE_CREATE_INFO",
            keep, patchControlPoints=patch_control_points)
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
    out = ffi.new("VkPipeline*")
    check(lib.vkCreateGraphicsPipelines(_dev(device), ffi.NULL, 1, info, ffi.NULL, out), "vkCreateGraphicsPipelines",
          split_device(device)[0])
    return out[0]


def ray_tracing_pipeline(ctx: Any, layout: Any, stages: Sequence[StageInfo], max_recursion: int = 1) -> Any:
    """A ray-tracing pipeline: a general group per raygen, miss and callable shader; one
    triangles hit group of the closest-hit and any-hit shaders, or a procedural one when an
    intersection shader is present."""
    keep: list = []
    arr = _stage_array(stages, keep)
    unused = const("VK_SHADER_UNUSED_KHR") if hasattr(lib, "VK_SHADER_UNUSED_KHR") else 0xFFFFFFFF
    groups = []
    hit = {"closest": unused, "any": unused, "intersection": unused}
    for i, s in enumerate(stages):
        if s.stage in _RT_STAGES:
            groups.append(("VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR", i, unused, unused, unused))
        elif s.stage == ShaderStage.CLOSEST_HIT_KHR:
            hit["closest"] = i
        elif s.stage == ShaderStage.ANY_HIT_KHR:
            hit["any"] = i
        elif s.stage == ShaderStage.INTERSECTION_KHR:
            hit["intersection"] = i
        else:
            raise VulkanError(f"{s.stage.vk_names[0]} has no place in a ray-tracing pipeline")
    if any(v != unused for v in hit.values()):
        kind = ("VK_RAY_TRACING_SHADER_GROUP_TYPE_PROCEDURAL_HIT_GROUP_KHR" if hit["intersection"] != unused
                else "VK_RAY_TRACING_SHADER_GROUP_TYPE_TRIANGLES_HIT_GROUP_KHR")
        groups.append((kind, unused, hit["closest"], hit["any"], hit["intersection"]))
    garr = ffi.new("VkRayTracingShaderGroupCreateInfoKHR[]", len(groups))
    for i, (kind, general, closest, anyhit, isect) in enumerate(groups):
        g = garr[i]
        g.sType = const("VK_STRUCTURE_TYPE_RAY_TRACING_SHADER_GROUP_CREATE_INFO_KHR")
        g.type = const(kind)
        g.generalShader, g.closestHitShader, g.anyHitShader, g.intersectionShader = general, closest, anyhit, isect
    keep.append(garr)
    info = _state("VkRayTracingPipelineCreateInfoKHR", "VK_STRUCTURE_TYPE_RAY_TRACING_PIPELINE_CREATE_INFO_KHR", keep,
                  stageCount=len(stages), pStages=arr, groupCount=len(groups), pGroups=garr,
                  maxPipelineRayRecursionDepth=max_recursion, layout=layout)
    fn = ffi.cast("PFN_vkCreateRayTracingPipelinesKHR",
                  lib.vkGetDeviceProcAddr(ctx.device, b"vkCreateRayTracingPipelinesKHR"))
    out = ffi.new("VkPipeline*")
    check(fn(ctx.device, ffi.NULL, ffi.NULL, 1, info, ffi.NULL, out), "vkCreateRayTracingPipelinesKHR", ctx)
    return out[0]
