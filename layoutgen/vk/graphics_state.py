"""A graphics pipeline's fixed-function state from names: rasterization, depth and stencil
tests, blending, dynamic states, and the attachment formats of dynamic rendering.

:func:`graphics_state` resolves every option (see :func:`.options.option`) into a
:class:`GraphicsOptions` before any Vulkan call; :func:`fixed_states` and
:func:`rendering_info` build the create-info's structs from it; :func:`check_formats` asks the
device whether it can read each vertex format and render to each attachment format.
"""
from __future__ import annotations

import reprlib
from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NoReturn, TypeAlias, TypedDict, Union, cast

from ..errors import LayoutError, VulkanError, flag, integral
from ..memo import ByKey
from ..layout.vertex import VertexInputDesc
from ..vkxml.vkenums import Format, PrimitiveTopology
from ..vkxml.vkstate import (BlendFactor, BlendOp, CompareOp, CullMode, DynamicState, FrontFace,
                              GraphicsPipelineLibraryFlag, PolygonMode, StencilOp)
from .binding import Handle, bits, const, ffi
from .context import DeviceLike, split_device
from .images import format_features
from .options import option
from .renderpass import FormatArg, depth_format, has_depth, has_stencil

_F = BlendFactor
_P = GraphicsPipelineLibraryFlag
#: The four parts of a graphics pipeline (VK_EXT_graphics_pipeline_library's state subsets): a
#: whole pipeline sets the state of every part.
ALL_PARTS = (_P.VERTEX_INPUT_INTERFACE_EXT | _P.PRE_RASTERIZATION_SHADERS_EXT | _P.FRAGMENT_SHADER_EXT
             | _P.FRAGMENT_OUTPUT_INTERFACE_EXT)


class BlendPreset(StrEnum):
    """A color attachment's blending, by name (each member is its name: ``BlendPreset.ALPHA ==
    "alpha"``); ``BLENDS`` in this module gives its factors."""

    ALPHA = "alpha"
    ADDITIVE = "additive"
    PREMULTIPLIED = "premultiplied"


#: The blend presets: (source color, destination color, source alpha, destination alpha)
#: factors, each added (VK_BLEND_OP_ADD).
BLENDS: dict[BlendPreset, tuple[BlendFactor, BlendFactor, BlendFactor, BlendFactor]] = {
    BlendPreset.ALPHA: (_F.SRC_ALPHA, _F.ONE_MINUS_SRC_ALPHA, _F.ONE, _F.ONE_MINUS_SRC_ALPHA),
    BlendPreset.ADDITIVE: (_F.ONE, _F.ONE, _F.ONE, _F.ONE),
    BlendPreset.PREMULTIPLIED: (_F.ONE, _F.ONE_MINUS_SRC_ALPHA, _F.ONE, _F.ONE_MINUS_SRC_ALPHA),
}
#: A blend choice: None (off), a preset (a BlendPreset or its name), or one preset or None per
#: color attachment (a list, a tuple, any iterable with an order).
BlendArg: TypeAlias = Union[BlendPreset, str, None, Iterable[Union[BlendPreset, str, None]]]
#: A stencil test: the keys of :class:`StencilState` (compare, fail, pass, depth_fail, reference,
#: compare_mask, write_mask), values by name.
StencilArg: TypeAlias = Mapping[str, Union[str, int]]
#: The dynamic states a pipeline takes by name ("viewport", "line_width", "VK_DYNAMIC_STATE_...").
DynamicArg: TypeAlias = Sequence[Union[DynamicState, int, str]]


class StateOptions(TypedDict, total=False):
    """The fixed-function options of :func:`graphics_pipeline` (:func:`graphics_state`'s
    keywords), as :func:`mesh_pipeline` and :func:`graphics_pipeline_library` take them."""

    color_attachments: int | None
    color_formats: Sequence[FormatArg] | None
    depth_format: FormatArg | None
    samples: int
    topology: PrimitiveTopology | int | str | None
    patch_control_points: int
    subpass: int
    cull_mode: CullMode | int | str
    front_face: FrontFace | int | str
    polygon_mode: PolygonMode | int | str
    line_width: float
    depth_test: bool
    depth_write: bool | None
    depth_compare: CompareOp | int | str
    stencil: StencilArg | None
    blend: BlendArg
    dynamic_states: DynamicArg

_TOPOLOGY_SHORT = {
    "points": PrimitiveTopology.POINT_LIST, "lines": PrimitiveTopology.LINE_LIST,
    "triangles": PrimitiveTopology.TRIANGLE_LIST, "patches": PrimitiveTopology.PATCH_LIST,
}


def topology_of(value: PrimitiveTopology | int | str) -> PrimitiveTopology:
    """The PrimitiveTopology ``value`` names: a member, its number, a short name ("points",
    "lines", "triangles", "patches"), a member's name in any case ("line_strip",
    "TRIANGLE_LIST") or Vulkan's name ("VK_PRIMITIVE_TOPOLOGY_LINE_LIST"); a LayoutError for
    anything else."""
    return option(PrimitiveTopology, value, "topology", _TOPOLOGY_SHORT)


@dataclass(frozen=True, slots=True)
class StencilState:
    """One stencil test, used for front and back faces alike (VkStencilOpState)."""

    compare: CompareOp = CompareOp.ALWAYS
    fail: StencilOp = StencilOp.KEEP
    pass_: StencilOp = StencilOp.KEEP
    depth_fail: StencilOp = StencilOp.KEEP
    reference: int = 0
    compare_mask: int = 0xFF
    write_mask: int = 0xFF

    @classmethod
    def of(cls, value: StencilArg) -> StencilState:
        """The test a dict describes: ``compare`` (a CompareOp name, default "always"),
        ``fail``, ``pass``, ``depth_fail`` (StencilOp names, default "keep"), ``reference``,
        ``compare_mask``, ``write_mask`` (integers; masks default 0xFF); a LayoutError for
        another key or value."""
        if not isinstance(value, Mapping):
            raise LayoutError(f"stencil= is a dict of the test ({{'compare': 'equal', 'reference': 1}}), not "
                              f"{reprlib.repr(value)}")
        ops = {"fail", "pass", "depth_fail"}
        numbers = {"reference", "compare_mask", "write_mask"}
        unknown = set(value) - ops - numbers - {"compare"}
        if unknown:
            raise LayoutError(f"stencil= has no key {', '.join(map(repr, sorted(unknown)))}; it takes compare, fail, "
                              "pass, depth_fail, reference, compare_mask, write_mask")
        for k in numbers & set(value):
            v = value[k]
            number = integral(v)
            if number is None or not 0 <= number <= 0xFFFFFFFF:
                raise LayoutError(f"stencil[{k!r}] is a 32-bit unsigned integer, not {v!r}")
        return cls(option(CompareOp, value.get("compare", "always"), "stencil['compare']"),
                   *(option(StencilOp, value.get(k, "keep"), f"stencil[{k!r}]") for k in ("fail", "pass", "depth_fail")),
                   *(int(value.get(k, 0 if k == "reference" else 0xFF)) for k in ("reference", "compare_mask",
                                                                                   "write_mask")))


@dataclass(frozen=True, slots=True)
class GraphicsOptions:
    """graphics_pipeline()'s fixed-function choices, every name resolved."""

    color_attachments: int | None = None
    samples: int = 1
    topology: PrimitiveTopology | None = None
    patch_control_points: int = 3
    subpass: int = 0
    cull_mode: CullMode = CullMode.NONE
    front_face: FrontFace = FrontFace.COUNTER_CLOCKWISE
    polygon_mode: PolygonMode = PolygonMode.FILL
    line_width: float = 1.0
    depth_test: bool = False
    depth_write: bool = False
    depth_compare: CompareOp = CompareOp.LESS
    stencil: StencilState | None = None
    #: One preset for every color attachment, or one preset or None (off) per attachment.
    blend: tuple[BlendPreset | None, ...] | BlendPreset | None = None
    dynamic_states: tuple[DynamicState, ...] = (DynamicState.VIEWPORT, DynamicState.SCISSOR)
    #: Dynamic rendering only: the color formats (None: from the fragment outputs) and the
    #: depth/stencil format.
    color_formats: tuple[Format, ...] | None = None
    depth_format: Format | None = None

    def blend_of(self, count: int) -> list[tuple[BlendFactor, ...] | None]:
        """The blend factors (or None: off) of each of ``count`` color attachments."""
        names = [self.blend] * count if self.blend is None or isinstance(self.blend, str) else list(self.blend)
        if len(names) != count:
            raise LayoutError(f"blend= lists {len(names)} attachment state(s), but the pipeline has {count} color "
                              "attachment(s): give one name or None per attachment")
        return [None if n is None else BLENDS[n] for n in names]


def _blend(value: BlendArg) -> tuple[BlendPreset | None, ...] | BlendPreset | None:
    """``value`` as presets; a LayoutError naming the choices for a value that is none (bytes,
    a set or a mapping, which have no names in order, included)."""
    if value is None or isinstance(value, str):
        return _preset(value)
    if isinstance(value, (bytes, bytearray, memoryview, AbstractSet, Mapping)) or not isinstance(value, Iterable):
        _refuse_blend(value)
    return tuple(_preset(n) for n in value)


def _preset(name: object) -> BlendPreset | None:
    if name is None:
        return None
    if not (isinstance(name, str) and name in BLENDS):
        _refuse_blend(name)
    return BlendPreset(name)


def _refuse_blend(value: object) -> NoReturn:
    raise LayoutError(f"blend={value!r} is no blend preset: give None (off), {', '.join(BLENDS)}, or a list of "
                      "those (None for off) per color attachment")


def _dynamic(states: DynamicArg) -> tuple[DynamicState, ...]:
    if isinstance(states, str):
        raise LayoutError(f"dynamic_states={states!r} is a list of names, e.g. ('viewport', 'scissor')")
    found = tuple(dict.fromkeys(option(DynamicState, s, "dynamic_states") for s in states))
    for need in ("VIEWPORT", "SCISSOR"):
        if DynamicState[need] not in found and DynamicState[need + "_WITH_COUNT"] not in found:
            raise LayoutError(f"dynamic_states={states!r} lacks {need.lower()!r}: the pipeline sets no fixed viewport "
                              f"or scissor, so both are dynamic ({need.lower()!r} or {need.lower() + '_with_count'!r})")
    return found


def _samples(samples: int) -> int:
    count = integral(samples)
    if count not in (1, 2, 4, 8, 16, 32, 64):
        raise LayoutError(f"samples={samples!r}: a sample count is 1, 2, 4, 8, 16, 32 or 64")
    return samples if count is None else count


def _attachments(value: int | None) -> int | None:
    """``color_attachments=``: None (the fragment stage's outputs) or a count of at least 0."""
    count = None if value is None else integral(value)
    if value is not None and (count is None or count < 0):
        raise LayoutError(f"color_attachments={reprlib.repr(value)}: give a number of color attachments (at least 0)")
    return count


def _formats(value: object) -> Sequence[FormatArg]:
    """``color_formats=``: formats (a list, or any ordered iterable), one a color attachment."""
    if isinstance(value, Iterable) and not isinstance(value, (str, bytes, AbstractSet, Mapping)):
        return tuple(value)
    raise LayoutError(f"color_formats is a list of formats, one a color attachment (['r8g8b8a8_unorm']), not "
                      f"{reprlib.repr(value)}")


def _line_width(value: object) -> float:
    """``line_width=``: a number over 0 (Python's, or numpy's), as a float."""
    kind = getattr(getattr(value, "dtype", None), "kind", None) if type(value).__module__ == "numpy" else None
    if kind in ("i", "u", "f"):
        value = float(cast(Any, value))  # numpy's numbers (a long double too), as Python's
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        number = float(value) if abs(value) < 2 ** 64 else float("inf")  # (a float of a larger int may overflow)
        if 0 < number < float("inf"):
            return number
    raise LayoutError(f"line_width={reprlib.repr(value)}: a line width is a number over 0 (1.0 without the wideLines "
                      "feature)")


def graphics_state(*, color_attachments: int | None = None, color_formats: Sequence[FormatArg] | None = None,
                   depth_format: FormatArg | None = None, samples: int = 1,
                   topology: PrimitiveTopology | int | str | None = None, patch_control_points: int = 3,
                   subpass: int = 0, cull_mode: CullMode | int | str = "none",
                   front_face: FrontFace | int | str = "counter_clockwise",
                   polygon_mode: PolygonMode | int | str = "fill", line_width: float = 1.0, depth_test: bool = False,
                   depth_write: bool | None = None, depth_compare: CompareOp | int | str = "less",
                   stencil: StencilArg | None = None, blend: BlendArg = None,
                   dynamic_states: DynamicArg = ("viewport", "scissor")) -> GraphicsOptions:
    """Every option of :func:`graphics_pipeline` resolved by name (a LayoutError listing the
    choices for a name Vulkan has not); ``depth_write`` None follows ``depth_test``. Options
    given as plain values (names, numbers, enum members, tuples or lists of them) are resolved
    once: the same values, of the same types, give the same (frozen) GraphicsOptions."""
    args = (color_attachments, color_formats, depth_format, samples, topology, patch_control_points, subpass,
            cull_mode, front_face, polygon_mode, line_width, depth_test, depth_write, depth_compare, stencil, blend,
            dynamic_states)
    key = _plain_args(args)
    found = _RESOLVED.get(key) if key is not None else None
    if found is None:
        found = _resolve(*args)
        if key is not None:
            _RESOLVED.put(found, key)
    return found


#: GraphicsOptions by the plain values they were resolved from (see :func:`_plain`).
_RESOLVED: ByKey[GraphicsOptions] = ByKey(256)
#: Plain scalars: these and their subclasses (enum members, bool) are keyed with their type.
_PLAIN_TYPES = (str, int, float, type(None))
#: The exact types of plain scalars, told apart without a call (the common arguments).
_SCALARS = frozenset({str, int, float, bool, type(None)})


def _plain_args(args: tuple[object, ...]) -> tuple[object, ...] | None:
    """:func:`_plain` of each argument, or None where one is not plain."""
    key: list[object] = []
    for v in args:
        t = type(v)
        if t in _SCALARS:
            key += (t, v)
            continue
        part = _plain(v)
        if part is None:
            return None
        key.append(part)
    return tuple(key)


def _plain(value: object) -> tuple[object, ...] | None:
    """``value`` as a key that tells apart what resolves differently: each value with its type
    (1, 1.0 and True are equal, yet not the same option), tuples and lists element by element;
    None for anything else (a dict, a numpy number...), which is resolved each time."""
    if isinstance(value, (tuple, list)):
        parts = []
        for v in value:
            part = _plain(v)
            if part is None:
                return None
            parts.append(part)
        return (type(value), *parts)
    if isinstance(value, _PLAIN_TYPES):
        return (type(value), value)
    return None


def _resolve(color_attachments: int | None, color_formats: Sequence[FormatArg] | None, depth_format: FormatArg | None,
             samples: int, topology: PrimitiveTopology | int | str | None, patch_control_points: int, subpass: int,
             cull_mode: CullMode | int | str, front_face: FrontFace | int | str, polygon_mode: PolygonMode | int | str,
             line_width: float, depth_test: bool, depth_write: bool | None, depth_compare: CompareOp | int | str,
             stencil: StencilArg | None, blend: BlendArg, dynamic_states: DynamicArg) -> GraphicsOptions:
    return GraphicsOptions(
        _attachments(color_attachments), _samples(samples), None if topology is None else topology_of(topology),
        patch_control_points, subpass, option(CullMode, cull_mode, "cull_mode"),
        option(FrontFace, front_face, "front_face"), option(PolygonMode, polygon_mode, "polygon_mode"),
        _line_width(line_width), flag(depth_test, "depth_test"),
        flag(depth_test if depth_write is None else depth_write, "depth_write"),
        option(CompareOp, depth_compare, "depth_compare"), None if stencil is None else StencilState.of(stencil),
        _blend(blend), _dynamic(dynamic_states),
        None if color_formats is None else tuple(option(Format, f, "color_formats") for f in _formats(color_formats)),
        None if depth_format is None else depth_format_of(depth_format))


def depth_format_of(value: FormatArg) -> Format:
    """The depth/stencil format of dynamic rendering ``value`` names."""
    return depth_format(value, "depth_format")


def state_struct(cname: str, stype: str, keep: list[Handle], **fields: Handle | int | float) -> Handle:
    """A new ``cname`` struct with sType ``stype`` and ``fields`` set, kept by ``keep``."""
    s = ffi.new(cname + "*")
    s.sType = const(stype)
    for k, v in fields.items():
        setattr(s, k, v)
    keep.append(s)
    return s


def _stencil_face(face: Handle, s: StencilState) -> None:
    face.failOp, face.passOp, face.depthFailOp = int(s.fail), int(s.pass_), int(s.depth_fail)
    face.compareOp, face.reference = int(s.compare), s.reference
    face.compareMask, face.writeMask = s.compare_mask, s.write_mask


def _depth_stencil(o: GraphicsOptions, keep: list[Handle]) -> Handle:
    ds = state_struct("VkPipelineDepthStencilStateCreateInfo", "VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO",
                keep, depthTestEnable=int(o.depth_test), depthWriteEnable=int(o.depth_write),
                depthCompareOp=int(o.depth_compare if o.depth_test else CompareOp.ALWAYS),
                stencilTestEnable=int(o.stencil is not None), minDepthBounds=0.0, maxDepthBounds=1.0)
    if o.stencil is not None:
        _stencil_face(ds.front, o.stencil)
        _stencil_face(ds.back, o.stencil)
    return ds


def _blend_state(o: GraphicsOptions, count: int, keep: list[Handle]) -> Handle:
    arr = ffi.new("VkPipelineColorBlendAttachmentState[]", max(count, 1))
    keep.append(arr)
    for i, factors in enumerate(o.blend_of(count)):
        arr[i].colorWriteMask = bits("COLOR_COMPONENT", "R", "G", "B", "A")
        if factors is not None:
            arr[i].blendEnable = 1
            (arr[i].srcColorBlendFactor, arr[i].dstColorBlendFactor, arr[i].srcAlphaBlendFactor,
             arr[i].dstAlphaBlendFactor) = map(int, factors)
            arr[i].colorBlendOp = arr[i].alphaBlendOp = int(BlendOp.ADD)
    return state_struct("VkPipelineColorBlendStateCreateInfo", "VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO",
                  keep, attachmentCount=count, pAttachments=arr)


#: The create-info fields :func:`fixed_states` sets.
_FIXED_FIELDS = ("pDynamicState", "pViewportState", "pRasterizationState", "pMultisampleState", "pDepthStencilState",
                 "pColorBlendState")
#: The fixed-function structs made for (options, color attachments, parts): (field, struct)
#: pairs, and what holds them. Vulkan only reads them during a create call, so every pipeline
#: of the same state shares them.
_FIXED: ByKey[tuple[tuple[tuple[str, Handle], ...], list[Handle]]] = ByKey(64)


def fixed_states(info: Handle, keep: list[Handle], o: GraphicsOptions, colors: int,
                 parts: GraphicsPipelineLibraryFlag = ALL_PARTS) -> None:
    """Viewport, rasterization, multisample, depth-stencil, blend and dynamic state of ``o``
    for ``colors`` color attachments, set on the create-info ``info`` (kept by ``keep``).
    ``parts``: the parts of a graphics pipeline whose state to set (every part by default; a
    pipeline library sets its own): viewport and rasterization are pre-rasterization state,
    depth-stencil fragment shader state, multisample both fragment parts', blend fragment
    output state; the dynamic states go with every part. The structs are made once for each
    (``o``, ``colors``, ``parts``)."""
    key = (o, colors, int(parts))
    made = _FIXED.get(key)
    if made is None:
        scratch = ffi.new("VkGraphicsPipelineCreateInfo*")
        held: list[Handle] = []
        _fixed_states(scratch, held, o, colors, parts)
        set_ = tuple((name, getattr(scratch, name)) for name in _FIXED_FIELDS if getattr(scratch, name) != ffi.NULL)
        made = _FIXED.put((set_, held), key)
    for name, struct in made[0]:
        setattr(info, name, struct)
    keep.append(made[1])


def _fixed_states(info: Handle, keep: list[Handle], o: GraphicsOptions, colors: int,
                  parts: GraphicsPipelineLibraryFlag) -> None:
    dyn = ffi.new("VkDynamicState[]", [int(s) for s in o.dynamic_states])
    keep.append(dyn)
    info.pDynamicState = state_struct("VkPipelineDynamicStateCreateInfo",
                                      "VK_STRUCTURE_TYPE_PIPELINE_DYNAMIC_STATE_CREATE_INFO", keep,
                                      dynamicStateCount=len(o.dynamic_states), pDynamicStates=dyn)
    if parts & _P.PRE_RASTERIZATION_SHADERS_EXT:
        _pre_rasterization(info, keep, o)
    if parts & (_P.FRAGMENT_SHADER_EXT | _P.FRAGMENT_OUTPUT_INTERFACE_EXT):
        info.pMultisampleState = state_struct("VkPipelineMultisampleStateCreateInfo",
                                              "VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO", keep,
                                              rasterizationSamples=o.samples)
    if parts & _P.FRAGMENT_SHADER_EXT:
        info.pDepthStencilState = _depth_stencil(o, keep)
    if parts & _P.FRAGMENT_OUTPUT_INTERFACE_EXT:
        info.pColorBlendState = _blend_state(o, colors, keep)


def _pre_rasterization(info: Handle, keep: list[Handle], o: GraphicsOptions) -> None:
    counted = {DynamicState.VIEWPORT_WITH_COUNT, DynamicState.SCISSOR_WITH_COUNT} & set(o.dynamic_states)
    info.pViewportState = state_struct(
        "VkPipelineViewportStateCreateInfo", "VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO", keep,
        viewportCount=0 if DynamicState.VIEWPORT_WITH_COUNT in counted else 1,
        scissorCount=0 if DynamicState.SCISSOR_WITH_COUNT in counted else 1)
    info.pRasterizationState = state_struct(
        "VkPipelineRasterizationStateCreateInfo", "VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO", keep,
        polygonMode=int(o.polygon_mode), cullMode=int(o.cull_mode), frontFace=int(o.front_face),
        lineWidth=o.line_width)


def rendering_info(colors: Sequence[Format], depth: Format | None, keep: list[Handle]) -> Handle:
    """``VkPipelineRenderingCreateInfo`` (Vulkan 1.3) for dynamic rendering into ``colors``
    (UNDEFINED: a location left unused) and ``depth`` (its depth and stencil aspects)."""
    fmts = ffi.new("VkFormat[]", [int(f) for f in colors] or [0])
    keep.append(fmts)
    none = int(Format.UNDEFINED)
    return state_struct("VkPipelineRenderingCreateInfo", "VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO", keep,
                  colorAttachmentCount=len(colors), pColorAttachmentFormats=fmts if colors else ffi.NULL,
                  depthAttachmentFormat=int(depth) if depth is not None and has_depth(depth) else none,
                  stencilAttachmentFormat=int(depth) if depth is not None and has_stencil(depth) else none)


def require_dynamic_rendering(device: DeviceLike) -> None:
    """A VulkanError where ``device`` is a DeviceContext without the dynamicRendering feature
    (a bare VkDevice is taken on trust)."""
    ctx = split_device(device)[0]
    if ctx is not None and "dynamicRendering" not in ctx.features.features:
        raise VulkanError(f"graphics_pipeline(render_pass=None) renders dynamically, which needs the dynamicRendering "
                          f"feature enabled on {ctx.device_name}: create the context with "
                          "DeviceContext(features=['dynamicRendering']), or give a render pass")


_VERTEX_BUFFER_BIT = const("VK_FORMAT_FEATURE_VERTEX_BUFFER_BIT")


def check_formats(device: DeviceLike, vertex: VertexInputDesc | None, colors: Sequence[Format] = (),
                  depth: Format | None = None, blended: Sequence[bool] = ()) -> None:
    """A LayoutError for a vertex attribute whose format the device cannot read from a vertex
    buffer, or (dynamic rendering) an attachment format it cannot render to or blend; only on
    a DeviceContext (a bare VkDevice has no physical device to ask)."""
    ctx = split_device(device)[0]
    if ctx is None:
        return
    for a in vertex.attributes if vertex is not None else ():
        if not format_features(ctx.physical_device, a.format)[0] & _VERTEX_BUFFER_BIT:
            name = getattr(a.format, "vk_name", f"format {a.format}")
            raise LayoutError(f"vertex attribute {a.name!r} (location {a.location}): the device cannot read {name} "
                              "from a vertex buffer (no VK_FORMAT_FEATURE_VERTEX_BUFFER_BIT); give its field another "
                              "numpy type (e.g. 32-bit, or 4 components)")
    wanted: list[tuple[Format, str, str]] = [(f, "COLOR_ATTACHMENT" + ("_BLEND" if b else ""), "color_formats") for f, b in
              zip(colors, list(blended) + [False] * len(colors)) if f != Format.UNDEFINED]
    wanted += [(depth, "DEPTH_STENCIL_ATTACHMENT", "depth_format")] if depth is not None else []
    for fmt, feature, what in wanted:
        if not format_features(ctx.physical_device, fmt)[1] & const(f"VK_FORMAT_FEATURE_{feature}_BIT"):
            raise LayoutError(f"{what}: the device cannot use {fmt.vk_name} so (no VK_FORMAT_FEATURE_{feature}_BIT "
                              "with optimal tiling); give another format" + (", or no blend" if "BLEND" in feature
                                                                             else ""))


def check_features(device: DeviceLike, opts: GraphicsOptions) -> None:
    """A LayoutError for a fixed-function choice that needs a device feature the context did
    not enable: a line width other than 1.0 (not dynamic) without wideLines, a polygon mode
    other than fill without fillModeNonSolid, a topology with adjacency without
    geometryShader. Only on a DeviceContext."""
    ctx = split_device(device)[0]
    if ctx is None:
        return
    features = ctx.features.features
    if (opts.line_width != 1.0 and DynamicState.LINE_WIDTH not in opts.dynamic_states
            and "wideLines" not in features):
        raise LayoutError(f"line_width={opts.line_width}: a width other than 1.0 needs the wideLines feature "
                          "(DeviceContext(features=['wideLines'])), or make it dynamic (dynamic_states=[..., "
                          "'line_width'])")
    if opts.polygon_mode in (PolygonMode.LINE, PolygonMode.POINT) and "fillModeNonSolid" not in features:
        raise LayoutError(f"polygon_mode={opts.polygon_mode.name.lower()!r} needs the fillModeNonSolid feature "
                          "(DeviceContext(features=['fillModeNonSolid']))")
    if (opts.topology is not None and opts.topology.name.endswith("_WITH_ADJACENCY")
            and "geometryShader" not in features):
        raise LayoutError(f"topology={opts.topology.name.lower()!r} needs the geometryShader feature "
                          "(DeviceContext(features=['geometryShader']))")


__all__ = ["ALL_PARTS", "BLENDS", "BlendPreset", "GraphicsOptions", "StencilState", "check_features", "check_formats",
           "fixed_states", "graphics_state", "rendering_info", "require_dynamic_rendering", "state_struct",
           "topology_of"]
