"""Shader objects (VK_EXT_shader_object): a layout's stages drawn and dispatched with no VkPipeline.

    with DeviceContext(features=["shaderObject", "dynamicRendering"]) as ctx:
        objects = shader_objects(ctx, layout, ["tri.vert.spv", "tri.frag.spv"])   # linked VkShaderEXTs
        def draw(cmd):
            with rendering(cmd, colors=[target]) as extent:
                objects.bind(cmd)                        # unused graphics stages bound to VK_NULL_HANDLE
                objects.set_state(cmd, extent, vertex_input=vertices.dtype, cull_mode="back")
                dset.bind(cmd, objects.layout)
                lib.vkCmdDraw(cmd, 3, 1, 0, 0)

Each stage becomes one VkShaderEXT with the layout's set layouts and push ranges (the layout is
checked against the stages first, as a pipeline's is); stages of one graphics chain (vertex,
tessellation, geometry, fragment; or task, mesh, fragment) are linked. Specialization goes by
constant name or id. :meth:`ShaderObjects.set_state` sets every piece of dynamic state a draw
with shader objects needs, from :func:`~.pipeline.graphics_pipeline`'s option names.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..errors import ClosedError, LayoutError, flag
from ..layout.specialization import SpecValue
from ..layout.stages import Stage, StageSpec
from ..layout.vertex import VertexInputDesc
from ..reflect.vkenums import ShaderStage
from ..vkxml.vkenums import PipelineBindPoint, PrimitiveTopology
from ..vkxml.vkstate import BlendFactor, CompareOp, CullMode, FrontFace, PolygonMode
from .binding import Handle, bits, const, device_function, ffi, lib, raise_for_result
from .context import DeviceContext, open_context
from .create import PipelineLayout
from .graphics_state import (BlendArg, GraphicsOptions, StencilArg, check_features, check_formats,
                             graphics_state)
from .pipeline import VertexInputSpec, _check_workgroup, _color_count, _vertex_input
from .renderpass import check_attachments
from .shaders import (Specialization, StageInfo, _constants, code_words, load, require_fit, split_specialization,
                      stage_array)

#: A VkSampleMask word with every sample on.
_EVERY_SAMPLE = 0xFFFFFFFF
#: The color and alpha blend factors of an attachment that does not blend: the source as it is.
_NO_BLEND = (BlendFactor.ONE, BlendFactor.ZERO, BlendFactor.ONE, BlendFactor.ZERO)

__all__ = ["ShaderObjects", "shader_objects"]

_S = ShaderStage
#: The graphics chains, in order: stages of one chain are linked.
_CHAINS = ((_S.VERTEX, _S.TESSELLATION_CONTROL, _S.TESSELLATION_EVALUATION, _S.GEOMETRY, _S.FRAGMENT),
           (_S.TASK_EXT, _S.MESH_EXT, _S.FRAGMENT))
#: Stages bound to VK_NULL_HANDLE where unused, and the feature a device needs for the mesh ones.
_GRAPHICS = (_S.VERTEX, _S.TESSELLATION_CONTROL, _S.TESSELLATION_EVALUATION, _S.GEOMETRY, _S.FRAGMENT)
_MESH = ((_S.TASK_EXT, "taskShader"), (_S.MESH_EXT, "meshShader"))
#: The commands set_state() calls that VK_EXT_shader_object (or VK_EXT_extended_dynamic_state3) provides.
_EXT_COMMANDS = ("vkCmdSetVertexInputEXT", "vkCmdSetPolygonModeEXT", "vkCmdSetRasterizationSamplesEXT",
                 "vkCmdSetSampleMaskEXT", "vkCmdSetAlphaToCoverageEnableEXT", "vkCmdSetAlphaToOneEnableEXT",
                 "vkCmdSetLogicOpEnableEXT", "vkCmdSetColorBlendEnableEXT", "vkCmdSetColorBlendEquationEXT",
                 "vkCmdSetColorWriteMaskEXT", "vkCmdSetDepthClampEnableEXT", "vkCmdSetPatchControlPointsEXT",
                 "vkCmdSetTessellationDomainOriginEXT")
_LINES = {PrimitiveTopology.LINE_LIST, PrimitiveTopology.LINE_STRIP, PrimitiveTopology.LINE_LIST_WITH_ADJACENCY,
          PrimitiveTopology.LINE_STRIP_WITH_ADJACENCY}


def _proc(ctx: DeviceContext, name: str) -> Any:
    return device_function(ctx.device, (name,), f"PFN_{name}", f"enable the shaderObject feature on "
                           f"{ctx.device_name} (DeviceContext(features=['shaderObject']))")


def _ordered(shaders: list[Stage]) -> list[Stage]:
    """The stages in chain order; a LayoutError for stages that form no chain."""
    kinds = [s.stage for s in shaders]
    if len(set(kinds)) != len(kinds):
        raise LayoutError(f"shader_objects() takes one shader a stage, got {', '.join(s.label for s in shaders)}")
    if _S.COMPUTE in kinds:
        if len(kinds) > 1:
            raise LayoutError("shader_objects() makes a compute shader or a graphics chain, not both: got "
                              f"{', '.join(s.label for s in shaders)}")
        return shaders
    chain = next((c for c in _CHAINS if set(kinds) <= set(c)), None)
    if chain is None or not kinds:
        raise LayoutError(f"these stages form no graphics chain (vertex, tessellation, geometry, fragment; or task, "
                          f"mesh, fragment): {', '.join(s.label for s in shaders) or 'none'}")
    if (_S.TESSELLATION_CONTROL in kinds) != (_S.TESSELLATION_EVALUATION in kinds):
        raise LayoutError("tessellation takes both a tessellation control and a tessellation evaluation shader")
    return sorted(shaders, key=lambda s: chain.index(s.stage))


class ShaderObjects:
    """The VkShaderEXTs made by :func:`shader_objects`: ``handles`` by stage, ``layout`` (the
    PipelineLayout they were made with: bind descriptor sets and push constants to it),
    ``bind_point`` (graphics or compute) and ``stages`` (the reflected stages, in chain order).
    A context manager; ``close()`` destroys the shaders."""

    def __init__(self, ctx: DeviceContext, layout: PipelineLayout, stages: list[Stage],
                 handles: dict[ShaderStage, Handle]) -> None:
        self._ctx, self.layout, self.stages, self.handles = ctx, layout, stages, handles
        compute = _S.COMPUTE in handles
        self.bind_point = PipelineBindPoint.COMPUTE if compute else PipelineBindPoint.GRAPHICS
        features = ctx.features.features
        bound = [_S.COMPUTE] if compute else [*_GRAPHICS, *(s for s, f in _MESH if f in features)]
        self._stages = ffi.new("VkShaderStageFlagBits[]", [int(s) for s in bound])
        self._bound = ffi.new("VkShaderEXT[]", [handles.get(s, ffi.NULL) for s in bound])
        self._bind = _proc(ctx, "vkCmdBindShadersEXT")
        self._destroy = _proc(ctx, "vkDestroyShaderEXT")
        self._ext = {name: _proc(ctx, name) for name in _EXT_COMMANDS} if not compute else {}

    def _live(self) -> None:
        if not self.handles or self._ctx.device is None:
            raise ClosedError("these shader objects")

    def bind(self, cmd: Handle) -> None:
        """vkCmdBindShadersEXT: each stage's shader, and VK_NULL_HANDLE for every graphics stage
        (task and mesh too, where the device enabled them) that these shaders leave unused."""
        self._live()
        self._bind(cmd, len(self._stages), self._stages, self._bound)

    def set_state(self, cmd: Handle, extent: tuple[int, int], *, vertex_input: VertexInputSpec | None = None,
                  normalized: Sequence[str] = (), color_attachments: int | None = None, samples: int = 1,
                  topology: PrimitiveTopology | int | str | None = None, depth_test: bool = False,
                  depth_write: bool | None = None, depth_compare: CompareOp | int | str = "less",
                  stencil: StencilArg | None = None, cull_mode: CullMode | int | str = "none",
                  front_face: FrontFace | int | str = "counter_clockwise",
                  polygon_mode: PolygonMode | int | str = "fill", line_width: float = 1.0, blend: BlendArg = None,
                  patch_control_points: int = 3) -> None:
        """Record every piece of dynamic state a draw with these shaders needs: viewport and
        scissor over ``extent`` (width, height), vertex input (from the vertex stage's inputs
        and ``vertex_input``, the vertex buffers' numpy dtype(s) or a VertexInputDesc, as
        :func:`~.pipeline.graphics_pipeline` takes it), topology, rasterization, multisampling,
        depth, stencil and blending; ``normalized`` as graphics_pipeline() takes it. The other
        options are graphics_pipeline()'s, by the same names and defaults: ``samples``,
        ``topology``, ``depth_test``, ``depth_write``, ``depth_compare``, ``stencil``,
        ``cull_mode``, ``front_face``, ``polygon_mode``, ``line_width``, ``blend``,
        ``patch_control_points``; ``color_attachments`` defaults to the fragment stage's output
        locations. Where the device enabled alphaToOne, depthClamp, logicOp or depthBounds,
        each is set off."""
        self._live()
        if self.bind_point != PipelineBindPoint.GRAPHICS:
            raise LayoutError("set_state() sets the state of a draw, and these shader objects are a compute shader")
        opts = graphics_state(color_attachments=color_attachments, samples=samples, topology=topology,
                              patch_control_points=patch_control_points, cull_mode=cull_mode, front_face=front_face,
                              polygon_mode=polygon_mode, line_width=line_width, depth_test=depth_test,
                              depth_write=depth_write, depth_compare=depth_compare, stencil=stencil, blend=blend)
        vi = _vertex_input(self.stages, vertex_input, normalized)
        check_formats(self._ctx, vi)
        count = opts.color_attachments if opts.color_attachments is not None else _color_count(self.stages)
        check_attachments(self._ctx, count)
        check_features(self._ctx, opts)
        _viewport(cmd, extent)
        lib.vkCmdSetRasterizerDiscardEnable(cmd, 0)
        self._geometry(cmd, opts, vi)
        self._rasterization(cmd, opts)
        _depth_stencil(cmd, opts)
        self._blend(cmd, opts, count)

    def _geometry(self, cmd: Handle, opts: GraphicsOptions, vi: VertexInputDesc | None) -> None:
        """Vertex input, topology and tessellation state, where the stages have them."""
        kinds = set(self.handles)
        tess = _S.TESSELLATION_CONTROL in kinds
        if _S.VERTEX in kinds:
            binds, attrs = _vertex_structs(vi)
            self._ext["vkCmdSetVertexInputEXT"](cmd, len(binds), binds, len(attrs), attrs)
            topology = opts.topology or (PrimitiveTopology.PATCH_LIST if tess else PrimitiveTopology.TRIANGLE_LIST)
            lib.vkCmdSetPrimitiveTopology(cmd, int(topology))
            lib.vkCmdSetPrimitiveRestartEnable(cmd, 0)
            if topology in _LINES or opts.polygon_mode == PolygonMode.LINE:
                lib.vkCmdSetLineWidth(cmd, opts.line_width)
        elif opts.polygon_mode == PolygonMode.LINE:
            lib.vkCmdSetLineWidth(cmd, opts.line_width)
        if tess:
            self._ext["vkCmdSetPatchControlPointsEXT"](cmd, opts.patch_control_points)
            self._ext["vkCmdSetTessellationDomainOriginEXT"](cmd, const("VK_TESSELLATION_DOMAIN_ORIGIN_UPPER_LEFT"))

    def _rasterization(self, cmd: Handle, opts: GraphicsOptions) -> None:
        features = self._ctx.features.features
        ext = self._ext
        ext["vkCmdSetPolygonModeEXT"](cmd, int(opts.polygon_mode))
        lib.vkCmdSetCullMode(cmd, int(opts.cull_mode))
        lib.vkCmdSetFrontFace(cmd, int(opts.front_face))
        lib.vkCmdSetDepthBiasEnable(cmd, 0)
        ext["vkCmdSetRasterizationSamplesEXT"](cmd, opts.samples)
        mask = ffi.new("VkSampleMask[]", [_EVERY_SAMPLE] * max(1, opts.samples // 32))
        ext["vkCmdSetSampleMaskEXT"](cmd, opts.samples, mask)
        ext["vkCmdSetAlphaToCoverageEnableEXT"](cmd, 0)
        if "alphaToOne" in features:
            ext["vkCmdSetAlphaToOneEnableEXT"](cmd, 0)
        if "depthClamp" in features:
            ext["vkCmdSetDepthClampEnableEXT"](cmd, 0)
        if "logicOp" in features:
            ext["vkCmdSetLogicOpEnableEXT"](cmd, 0)
        if "depthBounds" in features:
            lib.vkCmdSetDepthBoundsTestEnable(cmd, 0)

    def _blend(self, cmd: Handle, opts: GraphicsOptions, count: int) -> None:
        if count < 1:
            return
        factors = opts.blend_of(count)
        enables = ffi.new("VkBool32[]", [int(f is not None) for f in factors])
        self._ext["vkCmdSetColorBlendEnableEXT"](cmd, 0, count, enables)
        masks = ffi.new("VkColorComponentFlags[]", [bits("COLOR_COMPONENT", "R", "G", "B", "A")] * count)
        self._ext["vkCmdSetColorWriteMaskEXT"](cmd, 0, count, masks)
        equations = ffi.new("VkColorBlendEquationEXT[]", count)
        add = const("VK_BLEND_OP_ADD")
        for e, f in zip(equations, factors):
            src, dst, src_alpha, dst_alpha = (int(x) for x in (f if f is not None else _NO_BLEND))
            e.srcColorBlendFactor, e.dstColorBlendFactor, e.colorBlendOp = src, dst, add
            e.srcAlphaBlendFactor, e.dstAlphaBlendFactor, e.alphaBlendOp = src_alpha, dst_alpha, add
        self._ext["vkCmdSetColorBlendEquationEXT"](cmd, 0, count, equations)

    def close(self) -> None:
        """Destroy the shaders (again: nothing)."""
        if self.handles and self._ctx.device is not None:
            for h in self.handles.values():
                self._destroy(self._ctx.device, h, ffi.NULL)
        self.handles = {}

    @property
    def closed(self) -> bool:
        """Whether they were destroyed."""
        return not self.handles

    def __enter__(self) -> ShaderObjects:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _viewport(cmd: Handle, extent: tuple[int, int]) -> None:
    if (not isinstance(extent, (tuple, list)) or len(extent) != 2
            or not all(isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in extent)):
        raise LayoutError(f"set_state() takes the render area's extent as (width, height), not {extent!r} "
                          "(rendering() yields it)")
    width, height = extent
    viewport = ffi.new("VkViewport*")
    viewport.width, viewport.height, viewport.maxDepth = float(width), float(height), 1.0
    lib.vkCmdSetViewportWithCount(cmd, 1, viewport)
    scissor = ffi.new("VkRect2D*")
    scissor.extent.width, scissor.extent.height = width, height
    lib.vkCmdSetScissorWithCount(cmd, 1, scissor)


def _depth_stencil(cmd: Handle, opts: GraphicsOptions) -> None:
    lib.vkCmdSetDepthTestEnable(cmd, int(opts.depth_test))
    lib.vkCmdSetDepthWriteEnable(cmd, int(opts.depth_write))
    lib.vkCmdSetDepthCompareOp(cmd, int(opts.depth_compare if opts.depth_test else CompareOp.ALWAYS))
    lib.vkCmdSetStencilTestEnable(cmd, int(opts.stencil is not None))
    s = opts.stencil
    if s is not None:
        both = const("VK_STENCIL_FACE_FRONT_AND_BACK")
        lib.vkCmdSetStencilOp(cmd, both, int(s.fail), int(s.pass_), int(s.depth_fail), int(s.compare))
        lib.vkCmdSetStencilCompareMask(cmd, both, s.compare_mask)
        lib.vkCmdSetStencilWriteMask(cmd, both, s.write_mask)
        lib.vkCmdSetStencilReference(cmd, both, s.reference)


def _vertex_structs(vi: VertexInputDesc | None) -> tuple[Handle, Handle]:
    """VkVertexInputBindingDescription2EXT and VkVertexInputAttributeDescription2EXT arrays."""
    bindings = vi.bindings if vi is not None else ()
    attributes = vi.attributes if vi is not None else ()
    binds = ffi.new("VkVertexInputBindingDescription2EXT[]", len(bindings))
    for e, b in zip(binds, bindings):
        e.sType = const("VK_STRUCTURE_TYPE_VERTEX_INPUT_BINDING_DESCRIPTION_2_EXT")
        e.binding, e.stride, e.divisor = b.binding, b.stride, 1
        e.inputRate = const(f"VK_VERTEX_INPUT_RATE_{b.input_rate.name}")
    attrs = ffi.new("VkVertexInputAttributeDescription2EXT[]", len(attributes))
    for e, a in zip(attrs, attributes):
        e.sType = const("VK_STRUCTURE_TYPE_VERTEX_INPUT_ATTRIBUTE_DESCRIPTION_2_EXT")
        e.location, e.binding, e.format, e.offset = a.location, a.binding, int(a.format), a.offset
    return binds, attrs


def shader_objects(ctx: DeviceContext, layout: PipelineLayout, stages: Sequence[StageSpec], *,
                   specialization: Specialization | None = None, check_layout: bool = True) -> ShaderObjects:
    """One VkShaderEXT a stage of ``stages`` (paths, bytes, reflected modules or ``(module,
    entry name)``: a compute shader, or graphics stages that form a chain, linked with
    VK_SHADER_CREATE_LINK_STAGE_BIT_EXT where there are several), with the set layouts and push
    ranges of ``layout`` (a PipelineLayout, checked against the stages as a pipeline's is).
    ``specialization``: {constant name or id: value}, checked against the constants' types;
    ``check_layout=False`` skips the layout's check against the stages. Needs the shaderObject
    feature: ``DeviceContext(features=["shaderObject"])``."""
    ctx = open_context(ctx, "shader_objects()", "shaderObject")
    if not isinstance(layout, PipelineLayout):
        raise LayoutError("shader_objects() needs a PipelineLayout (LayoutCache.get(), create_pipeline_layout()), "
                          f"not {type(layout).__name__}")
    if layout.handle is None:
        raise ClosedError("the pipeline layout shader_objects() was given", "destroyed")
    shaders = _ordered([load(s) for s in stages])
    if flag(check_layout, "check_layout"):
        require_fit(layout, shaders, specialization=specialization)
    if shaders[0].stage == _S.COMPUTE:
        _check_workgroup(ctx, shaders[0], specialization)
    values = split_specialization(specialization, shaders)
    handles = _create(ctx, layout, shaders, values)
    return ShaderObjects(ctx, layout, shaders, handles)


def _create(ctx: DeviceContext, layout: PipelineLayout, shaders: list[Stage], values: list[dict[int, SpecValue]]
            ) -> dict[ShaderStage, Handle]:
    keep: list[Handle] = []
    # The pipeline stage structs hold each entry point's name and specialization, kept by ``keep``.
    made = stage_array([StageInfo(ffi.NULL, s.stage, s.entry.name, v, _constants(s))
                        for s, v in zip(shaders, values)], keep)
    link = const("VK_SHADER_CREATE_LINK_STAGE_BIT_EXT") if len(shaders) > 1 else 0
    infos = ffi.new("VkShaderCreateInfoEXT[]", len(shaders))
    sets = ffi.new("VkDescriptorSetLayout[]", layout.set_layouts or 1)
    ranges = layout.desc.push_constant_ranges
    push = ffi.new("VkPushConstantRange[]", max(len(ranges), 1))
    for e, r in zip(push, ranges):
        e.stageFlags, e.offset, e.size = int(r.stage_flags), r.offset, r.size
    for i, (info, s) in enumerate(zip(infos, shaders)):
        words, size = code_words(s.module.code)
        keep.append(words)
        info.sType = const("VK_STRUCTURE_TYPE_SHADER_CREATE_INFO_EXT")
        info.flags = link
        info.stage = int(s.stage)
        info.nextStage = int(shaders[i + 1].stage) if i + 1 < len(shaders) else 0
        info.codeType = const("VK_SHADER_CODE_TYPE_SPIRV_EXT")
        info.codeSize, info.pCode = size, words
        info.pName = made[i].pName
        info.setLayoutCount, info.pSetLayouts = len(layout.set_layouts), sets
        info.pushConstantRangeCount, info.pPushConstantRanges = len(ranges), push
        info.pSpecializationInfo = made[i].pSpecializationInfo
    out = ffi.new("VkShaderEXT[]", len(shaders))
    create = _proc(ctx, "vkCreateShadersEXT")
    raise_for_result(create(ctx.device, len(shaders), infos, ffi.NULL, out), "vkCreateShadersEXT", ctx)
    return {s.stage: out[i] for i, s in enumerate(shaders)}
