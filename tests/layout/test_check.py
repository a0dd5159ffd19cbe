"""The compatibility checker, cross-checked against the Khronos validation layer.

Each case (stage sources, and a layout, second stage or vertex-input state that may not fit)
runs twice: through check(), and through real layout and pipeline creation on the device
with the validation layer (the messenger answers VK_TRUE on errors, so the driver never sees
an invalid pipeline). Every error and warning the layer reports must be among our findings
(matched by VUID or message id), and we must report no error where the layer reports none,
except where the layer is known to be silent and the mismatch is real: those cases are
marked ``layer_silent`` below, with the reason.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from support import vkutil
from support.vkutil import pipeline_with_layout, stage_features

from layoutgen import ValidationError, VulkanError, check, merge
from layoutgen.layout import LayoutBinding, PipelineLayoutDesc, PushConstantRange, SetLayout
from layoutgen.layout.model import BindingFlag, SetLayoutFlag
from layoutgen.layout.stages import resolve_all
from layoutgen.layout.vuids import layer_names
from layoutgen.layout.vertex import VertexAttribute, VertexBinding, VertexInputDesc
from layoutgen.reflect import DescriptorType as DT
from layoutgen.reflect import Format
from layoutgen.reflect import ShaderStage as S

V = "#version 450\n"
VERT = V + """layout(set = 0, binding = 0) uniform Frame { mat4 mvp; } frame;
layout(push_constant) uniform Push { mat4 model; } push;
layout(location = 0) in vec2 pos;
layout(location = 0) out vec4 color;
void main() { gl_Position = frame.mvp * push.model * vec4(pos, 0.0, 1.0); color = vec4(pos, 0.0, 1.0); }
"""
FRAG = V + """layout(set = 0, binding = 0) uniform Frame { mat4 mvp; } frame;
layout(set = 0, binding = 1) uniform sampler2D albedo;
layout(push_constant) uniform Push { layout(offset = 64) vec4 tint; vec4 fog; } push;
layout(location = 0) in vec4 color;
layout(location = 0) out vec4 outColor;
void main() { outColor = color * texture(albedo, color.xy) * push.tint + frame.mvp[0] + push.fog; }
"""
COMP = V + """layout(local_size_x = 8) in;
layout(set = 0, binding = 0) buffer Data { vec4 v[]; } data;
layout(set = 0, binding = 1, rgba8) uniform writeonly image2D target;
layout(set = 0, binding = 2) uniform samplerBuffer lut;
layout(set = 1, binding = 0) uniform sampler samp;
layout(set = 1, binding = 1) uniform texture2D tex;
layout(set = 1, binding = 2) uniform sampler2D many[4];
layout(push_constant) uniform Push { uint count; } push;
void main() {
    uint i = gl_GlobalInvocationID.x;
    vec4 c = texelFetch(lut, int(i)) + texture(sampler2D(tex, samp), vec2(0.5)) + texture(many[i % 4], vec2(0.5));
    data.v[i % push.count] = c;
    imageStore(target, ivec2(i, 0), c);
}
"""
SUBPASS_FRAG = V + """layout(input_attachment_index = 0, set = 0, binding = 0) uniform subpassInput gbuf;
layout(location = 0) out vec4 outColor;
void main() { outColor = subpassLoad(gbuf); }
"""
PLAIN_VERT = V + "void main() { gl_Position = vec4(0.0); }\n"


def io_vert(decl: str, body: str) -> str:
    return V + "layout(location = 0) in vec2 pos;\n" + decl + "\nvoid main() { gl_Position = vec4(pos, 0.0, 1.0); " \
        + body + " }\n"


def io_frag(decl: str, value: str) -> str:
    return V + decl + "\nlayout(location = 0) out vec4 outColor;\nvoid main() { outColor = " + value + "; }\n"


# -- layout edits -------------------------------------------------------------------------------

Edit = Callable[[PipelineLayoutDesc], PipelineLayoutDesc]


def _edit_binding(set_: int, binding: int, **changes) -> Edit:
    def edit(d: PipelineLayoutDesc) -> PipelineLayoutDesc:
        sets = list(d.set_layouts)
        s = sets[set_]
        sets[set_] = SetLayout(s.set, tuple(dataclasses.replace(b, **changes) if b.binding == binding else b
                                            for b in s.bindings), s.flags)
        return PipelineLayoutDesc(tuple(sets), d.push_constant_ranges)
    return edit


def _drop_binding(set_: int, binding: int) -> Edit:
    def edit(d: PipelineLayoutDesc) -> PipelineLayoutDesc:
        sets = list(d.set_layouts)
        s = sets[set_]
        sets[set_] = SetLayout(s.set, tuple(b for b in s.bindings if b.binding != binding), s.flags)
        return PipelineLayoutDesc(tuple(sets), d.push_constant_ranges)
    return edit


def _keep_sets(n: int) -> Edit:
    return lambda d: PipelineLayoutDesc(d.set_layouts[:n], d.push_constant_ranges)


def _ranges(*ranges: tuple) -> Edit:
    return lambda d: PipelineLayoutDesc(d.set_layouts, tuple(PushConstantRange(*r) for r in ranges))


def _add_binding(set_: int, b: LayoutBinding) -> Edit:
    def edit(d: PipelineLayoutDesc) -> PipelineLayoutDesc:
        sets = list(d.set_layouts)
        s = sets[set_]
        sets[set_] = SetLayout(s.set, (*s.bindings, b), s.flags)
        return PipelineLayoutDesc(tuple(sets), d.push_constant_ranges)
    return edit


def _set_flags(set_: int, flags) -> Edit:
    def edit(d: PipelineLayoutDesc) -> PipelineLayoutDesc:
        sets = list(d.set_layouts)
        sets[set_] = SetLayout(sets[set_].set, sets[set_].bindings, flags)
        return PipelineLayoutDesc(tuple(sets), d.push_constant_ranges)
    return edit


def _both(*edits: Edit) -> Edit:
    def edit(d: PipelineLayoutDesc) -> PipelineLayoutDesc:
        for e in edits:
            d = e(d)
        return d
    return edit


def _extra_sets(total: int) -> Edit:
    return lambda d: PipelineLayoutDesc(d.set_layouts + tuple(SetLayout(i) for i in range(len(d.set_layouts), total)),
                                        d.push_constant_ranges)


@dataclass
class Case:
    sources: list[tuple[str, str]]
    edit: Edit | None = None
    expect: tuple[str, ...] = ()  # finding kinds check() must give (errors or warnings)
    vertex_input: VertexInputDesc | None = None
    layer_silent: str = ""  # why the layer reports nothing although the mismatch is real
    policy: dict = field(default_factory=dict)
    features: tuple[str, ...] = ()  # device features the pipeline is made with, besides what it needs
    #: (layer version, why): layers older than it do not check the rule the case breaks
    checked_from: tuple[tuple[int, ...], str] | None = None
    #: (layer version, why): from it on, the layer no longer checks the rule the case breaks
    silent_from: tuple[tuple[int, ...], str] | None = None
    #: (layer version, why): layers older than it refuse what the current specification allows
    #: (ours is a warning there, the older layer's an error)
    stricter_before: tuple[tuple[int, ...], str] | None = None


BLOCK_MATCH = ((1, 4), "the layer 1.3.239 matched a block only with a block; the specification matches block "
                       "members and variables alike by location and type")


GRAPHICS = [("a.vert", VERT), ("a.frag", FRAG)]
COMPUTE = [("c.comp", COMP)]
VI = lambda *attrs: VertexInputDesc((VertexBinding(0, 32),), tuple(VertexAttribute(*a) for a in attrs))  # noqa: E731

CASES = {
    # bindings and sets
    "missing-set": Case(COMPUTE, _keep_sets(1), ("missing-set",)),
    "missing-binding": Case(COMPUTE, _drop_binding(0, 1), ("missing-binding",)),
    "no-sets-at-all": Case(GRAPHICS, _keep_sets(0), ("missing-set",)),
    "graphics-missing-binding": Case(GRAPHICS, _drop_binding(0, 1), ("missing-binding",)),
    "ubo-as-ssbo": Case(GRAPHICS, _edit_binding(0, 0, descriptor_type=DT.STORAGE_BUFFER), ("type-mismatch",)),
    "ssbo-as-ubo": Case(COMPUTE, _edit_binding(0, 0, descriptor_type=DT.UNIFORM_BUFFER), ("type-mismatch",)),
    "combined-as-sampled": Case(GRAPHICS, _edit_binding(0, 1, descriptor_type=DT.SAMPLED_IMAGE), ("type-mismatch",)),
    # A combined image sampler may back a separate image or sampler (spec: Shader Resource and
    # Descriptor Type Correspondence); the reverse is a mismatch.
    "sampled-image-from-combined": Case(COMPUTE, _edit_binding(1, 1, descriptor_type=DT.COMBINED_IMAGE_SAMPLER), ()),
    "sampler-from-combined": Case(COMPUTE, _edit_binding(1, 0, descriptor_type=DT.COMBINED_IMAGE_SAMPLER), ()),
    "sampler-as-sampled": Case(COMPUTE, _edit_binding(1, 0, descriptor_type=DT.SAMPLED_IMAGE), ("type-mismatch",)),
    "storage-image-as-sampled": Case(COMPUTE, _edit_binding(0, 1, descriptor_type=DT.SAMPLED_IMAGE),
                                     ("type-mismatch",)),
    "texel-uniform-as-storage": Case(COMPUTE, _edit_binding(0, 2, descriptor_type=DT.STORAGE_TEXEL_BUFFER),
                                     ("type-mismatch",)),
    "input-attachment-as-sampled": Case([("p.vert", PLAIN_VERT), ("s.frag", SUBPASS_FRAG)],
                                        _edit_binding(0, 0, descriptor_type=DT.SAMPLED_IMAGE), ("type-mismatch",)),
    "count-too-small": Case(COMPUTE, _edit_binding(1, 2, descriptor_count=2), ("count-too-small",)),
    "stage-missing-graphics": Case(GRAPHICS, _edit_binding(0, 1, stage_flags=S.VERTEX), ("stage-missing",)),
    "stage-missing-compute": Case(COMPUTE, _edit_binding(0, 0, stage_flags=S.VERTEX), ("stage-missing",)),
    # push constants
    "push-range-too-small": Case(GRAPHICS, _ranges((S.VERTEX, 0, 64), (S.FRAGMENT, 64, 16)), ("push-not-covered",)),
    "push-stage-missing": Case(GRAPHICS, _ranges((S.VERTEX, 0, 64)), ("push-stage-missing",)),
    "no-push-ranges": Case(COMPUTE, _ranges(), ("push-stage-missing",)),
    "push-wrong-stage": Case(COMPUTE, _ranges((S.VERTEX, 0, 4)), ("push-stage-missing",)),
    # compatible variations: no error from either side
    "dynamic-ubo": Case(GRAPHICS, None, (), policy={"dynamic": "frame"}),
    "dynamic-ssbo": Case(COMPUTE, None, (), policy={"dynamic": "data"}),
    "inline-uniform-block": Case(GRAPHICS, None, (), policy={"inline_uniform_blocks": "frame"}),
    "merged-push-range": Case(GRAPHICS, None, (), policy={"push_constants": "merged"}),
    "unused-extra-binding": Case(COMPUTE, _add_binding(0, LayoutBinding(7, DT.UNIFORM_BUFFER, 1, S.COMPUTE)),
                                 ("unused-binding",)),
    "larger-count": Case(COMPUTE, _edit_binding(1, 2, descriptor_count=9), ()),
    "extra-stage-flags": Case(COMPUTE, _edit_binding(0, 0, stage_flags=S.COMPUTE | S.VERTEX), ()),
    # the layout's own validity
    "duplicate-binding": Case(COMPUTE, _add_binding(0, LayoutBinding(1, DT.STORAGE_IMAGE, 1, S.COMPUTE)),
                              ("duplicate-binding",)),
    "push-offset-unaligned": Case(COMPUTE, _ranges((S.COMPUTE, 2, 4)), ("push-range-offset",)),
    "stage-in-two-ranges": Case(GRAPHICS, _ranges((S.VERTEX, 0, 64), (S.VERTEX | S.FRAGMENT, 64, 32)),
                                ("stage-in-two-ranges",)),
    "too-many-sets": Case(COMPUTE, _extra_sets(40), ("too-many-sets",)),
    "push-range-too-large": Case(COMPUTE, _ranges((S.COMPUTE, 0, 4096)), ("push-range-too-large",)),
    "variable-count-not-last": Case(COMPUTE, _edit_binding(1, 0, binding_flags=BindingFlag.VARIABLE_DESCRIPTOR_COUNT),
                                    ("variable-count-not-last",)),
    "push-set-variable-count": Case(COMPUTE, _both(
        _set_flags(1, SetLayoutFlag.PUSH_DESCRIPTOR_KHR),
        _edit_binding(1, 2, binding_flags=BindingFlag.VARIABLE_DESCRIPTOR_COUNT | BindingFlag.PARTIALLY_BOUND)),
        ("push-set-binding-flags",)),
    "update-after-bind-dynamic": Case(COMPUTE, _both(
        _set_flags(0, SetLayoutFlag.UPDATE_AFTER_BIND_POOL),
        _edit_binding(0, 0, descriptor_type=DT.STORAGE_BUFFER_DYNAMIC, binding_flags=BindingFlag.UPDATE_AFTER_BIND)),
        ("update-after-bind-type", "dynamic-in-update-after-bind-set")),
    # stage interfaces
    "vec3-to-vec4": Case([("i.vert", io_vert("layout(location = 0) out vec3 x;", "x = vec3(1.0);")),
                          ("i.frag", io_frag("layout(location = 0) in vec4 x;", "x"))], None, ("input-not-produced",)),
    "float-to-int": Case([("i.vert", io_vert("layout(location = 0) out float x;", "x = 1.0;")),
                          ("i.frag", io_frag("layout(location = 0) flat in int x;", "vec4(x)"))], None,
                         ("interface-type-mismatch",)),
    "int-to-uint": Case([("i.vert", io_vert("layout(location = 0) flat out int x;", "x = 1;")),
                         ("i.frag", io_frag("layout(location = 0) flat in uint x;", "vec4(x)"))], None,
                        ("interface-type-mismatch",),
                        silent_from=((1, 4), "the layer 1.4 compares numeric class and width, not signedness; "
                                             "interface matching asks for equivalent OpTypeInt declarations")),
    "float-to-double": Case([("i.vert", io_vert("layout(location = 0) out vec2 x;", "x = vec2(1.0);")),
                             ("i.frag", io_frag("layout(location = 0) flat in double x;", "vec4(x)"))], None,
                            ("interface-type-mismatch",)),
    "location-moved": Case([("i.vert", io_vert("layout(location = 1) out vec4 x;", "x = vec4(1.0);")),
                            ("i.frag", io_frag("layout(location = 0) in vec4 x;", "x"))], None,
                           ("input-not-produced", "output-not-consumed")),
    "vec4-to-vec3": Case([("i.vert", io_vert("layout(location = 0) out vec4 x;", "x = vec4(1.0);")),
                          ("i.frag", io_frag("layout(location = 0) in vec3 x;", "vec4(x, 1.0)"))], None,
                         ("output-not-consumed", "output-wider-than-input"),
                         checked_from=((1, 4), "the layer 1.3.239 does not check VUID-RuntimeSpirv-maintenance4-06817")),
    "vec4-to-vec3-maintenance4": Case([("i.vert", io_vert("layout(location = 0) out vec4 x;", "x = vec4(1.0);")),
                                       ("i.frag", io_frag("layout(location = 0) in vec3 x;", "vec4(x, 1.0)"))], None,
                                      ("output-not-consumed",), features=("maintenance4",)),
    "output-not-read": Case([("i.vert", io_vert("layout(location = 0) out vec4 x; layout(location = 3) out float y;",
                                                "x = vec4(1.0); y = 2.0;")),
                             ("i.frag", io_frag("layout(location = 0) in vec4 x;", "x"))], None,
                            ("output-not-consumed",)),
    "flat-vs-smooth": Case([("i.vert", io_vert("layout(location = 0) out vec4 x;", "x = vec4(1.0);")),
                            ("i.frag", io_frag("layout(location = 0) flat in vec4 x;", "x"))], None,
                           ("interpolation-mismatch",),
                           layer_silent="the layer does not compare interpolation decorations across stages"),
    "geometry-input-missing": Case([
        ("g.vert", io_vert("layout(location = 0) out vec4 a;", "a = vec4(1.0);")),
        ("g.geom", V + "layout(triangles) in; layout(triangle_strip, max_vertices = 3) out;\n"
         "layout(location = 0) in vec4 a[]; layout(location = 1) in vec4 b[];\n"
         "layout(location = 0) out vec4 o;\n"
         "void main() { for (int i = 0; i < 3; ++i) { o = a[i] + b[i]; gl_Position = vec4(0.0); EmitVertex(); } }\n"),
        ("g.frag", io_frag("layout(location = 0) in vec4 o;", "o"))], None, ("input-not-produced",)),
    "builtin-block-members-differ": Case([
        ("b.vert", V + "layout(location = 0) in vec2 pos;\nout gl_PerVertex { vec4 gl_Position; };\n"
         "void main() { gl_Position = vec4(pos, 0.0, 1.0); }\n"),
        ("b.geom", V + "layout(triangles) in; layout(triangle_strip, max_vertices = 3) out;\n"
         "in gl_PerVertex { vec4 gl_Position; float gl_PointSize; } gl_in[];\n"
         "void main() { for (int i = 0; i < 3; ++i) { gl_Position = gl_in[i].gl_Position * gl_in[i].gl_PointSize;"
         " EmitVertex(); } }\n"),
        ("b.frag", io_frag("", "vec4(1.0)"))], None, ("builtin-block-mismatch",)),
    "builtin-block-members-differ-by-name": Case([  # as many members, not the same: counted only, it passed
        ("n.vert", V + "layout(location = 0) in vec2 pos;\nout gl_PerVertex { vec4 gl_Position; float gl_PointSize; };\n"
         "void main() { gl_Position = vec4(pos, 0.0, 1.0); gl_PointSize = 1.0; }\n"),
        ("n.geom", V + "layout(triangles) in; layout(triangle_strip, max_vertices = 3) out;\n"
         "in gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[1]; } gl_in[];\n"
         "void main() { for (int i = 0; i < 3; ++i) { gl_Position = gl_in[i].gl_Position * gl_in[i].gl_ClipDistance[0];"
         " EmitVertex(); } }\n"),
        ("n.frag", io_frag("", "vec4(1.0)"))], None, ("builtin-block-mismatch",)),
    "patch-to-per-vertex": Case([  # the Patch decoration on one side only: it passed
        ("p.vert", V + "layout(location = 0) out vec4 vc;\nvoid main() { gl_Position = vec4(0.0); vc = vec4(1.0); }\n"),
        ("p.tesc", V + "layout(vertices = 3) out;\nlayout(location = 0) in vec4 vc[];\n"
         "layout(location = 0) out vec4 tc[];\nlayout(location = 1) patch out vec4 pp;\n"
         "void main() { tc[gl_InvocationID] = vc[gl_InvocationID]; pp = vec4(2.0);\n"
         " gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;\n"
         " gl_TessLevelOuter[0] = 1.0; gl_TessLevelOuter[1] = 1.0; gl_TessLevelOuter[2] = 1.0;"
         " gl_TessLevelInner[0] = 1.0; }\n"),
        ("p.tese", V + "layout(triangles) in;\nlayout(location = 0) in vec4 tc[];\nlayout(location = 1) in vec4 pp[];\n"
         "layout(location = 0) out vec4 c;\nvoid main() { c = tc[0] + pp[1]; gl_Position = gl_in[0].gl_Position; }\n"),
        ("p.frag", io_frag("layout(location = 0) in vec4 c;", "c"))], None, ("interface-type-mismatch",),
        features=("tessellationShader",),
        silent_from=((1, 4), "the layer 1.4.309 no longer compares the Patch decoration across stages")),
    "block-to-loose": Case([("i.vert", io_vert("layout(location = 0) out Blk { vec4 x; } o;", "o.x = vec4(1.0);")),
                            ("i.frag", io_frag("layout(location = 0) in vec4 x;", "x"))], None,
                           ("block-member-to-variable",), stricter_before=BLOCK_MATCH),
    "loose-to-block": Case([("i.vert", io_vert("layout(location = 0) out vec4 x;", "x = vec4(1.0);")),
                            ("i.frag", io_frag("layout(location = 0) in Blk { vec4 x; } i;", "i.x"))], None,
                           ("block-member-to-variable",), stricter_before=BLOCK_MATCH),
    "block-to-block": Case([("i.vert", io_vert("layout(location = 0) out Blk { vec4 x; vec2 y; } o;",
                                               "o.x = vec4(1.0); o.y = vec2(0.0);")),
                            ("i.frag", io_frag("layout(location = 0) in Blk { vec4 x; vec2 y; } i;", "i.x"))], None,
                           ()),
    # vertex input
    "duplicate-attribute-location": Case([("v.vert", io_vert("", ""))], None, ("duplicate-attribute-location",),
                                         vertex_input=VI((0, 0, Format.R32G32_SFLOAT, 0),
                                                         (0, 0, Format.R32_SFLOAT, 8))),
    "attribute-missing": Case([("v.vert", io_vert("layout(location = 1) in vec3 extra;",
                                                  "gl_Position.xyz += extra;"))], None, ("attribute-missing",),
                              vertex_input=VI((0, 0, Format.R32G32_SFLOAT, 0))),
    "attribute-int-for-float": Case([("v.vert", io_vert("", ""))], None, ("attribute-type-mismatch",),
                                    vertex_input=VI((0, 0, Format.R32G32_SINT, 0))),
    "attribute-not-consumed": Case([("v.vert", io_vert("", ""))], None, ("attribute-not-consumed",),
                                   vertex_input=VI((0, 0, Format.R32G32_SFLOAT, 0), (4, 0, Format.R32_SFLOAT, 8))),
    "attribute-scaled-for-int": Case([("v.vert", io_vert("layout(location = 1) in ivec2 count;",
                                                         "gl_Position.x += float(count.x);"))], None,
                                     ("attribute-type-mismatch",),  # a SCALED format feeds floats
                                     vertex_input=VI((0, 0, Format.R32G32_SFLOAT, 0), (1, 0, Format.R16G16_SSCALED, 8))),
    "attribute-binding-missing": Case([("v.vert", io_vert("", ""))], None, ("attribute-binding-missing",),
                                      vertex_input=VI((0, 3, Format.R32G32_SFLOAT, 0))),
    "attribute-fewer-components": Case([("v.vert", io_vert("", ""))], None, (),
                                       vertex_input=VI((0, 0, Format.R32_SFLOAT, 0))),
}


def _layer_run(ctx, desc: PipelineLayoutDesc, stages, vertex_input) -> list:
    """Create the layout and the pipeline; every problem the layer reported on the way."""
    from layoutgen.vk import create_pipeline_layout, pipeline

    try:
        made = create_pipeline_layout(ctx.device, desc)  # the raw device: no limit check, the layer decides
    except VulkanError:
        return ctx.take_problems()
    refused: list = []
    try:
        handle = pipeline_with_layout(ctx, made.handle, stages, vertex_input=vertex_input)
        pipeline.destroy(ctx, "Pipeline", handle)
    except ValidationError as exc:  # the layer refused the pipeline: its messages ride on the error
        refused = exc.messages
    finally:
        made.destroy(ctx.device)
    return refused + ctx.take_problems()


@pytest.mark.parametrize("name", sorted(CASES))
def test_checker_agrees_with_the_layer(name: str, glsl, vulkan_device: bool) -> None:
    from layoutgen.vk import DeviceContext, FeatureSet, for_layout

    case = CASES[name]
    stages = resolve_all([glsl(n, src) for n, src in case.sources])
    good = merge(stages, **case.policy)
    desc = case.edit(good) if case.edit else good
    features = (stage_features(stages, good) | for_layout(desc)
                | FeatureSet.of(["geometryShader", *case.features]))
    with DeviceContext(features=features) as ctx:
        findings = check(desc, stages, vertex_input=case.vertex_input, limits=ctx.limits,
                         features=ctx.features.features)
        layer = _layer_run(ctx, desc, stages, case.vertex_input)
    kinds = {f.kind for f in findings}
    # our findings name each rule's current VUID; the layer may use an older name (vuids.RENAMED)
    layer_version = vkutil.layer_version()
    ours_errors = {n for f in findings if f.severity == "error" and f.vuid for n in layer_names(f.vuid, layer_version)}
    ours_all = {n for f in findings if f.vuid for n in layer_names(f.vuid, layer_version)}
    layer_errors = {m.vuid for m in layer if m.severity == "error"}
    layer_warnings = {m.vuid for m in layer if m.severity == "warning"}
    report = "\n".join(["ours:", *map(str, findings), "layer:", *map(str, layer)])
    assert set(case.expect) <= kinds, report
    stricter_layer = case.stricter_before is not None and layer_version < case.stricter_before[0]
    assert layer_errors <= (ours_all if stricter_layer else ours_errors), report
    assert layer_warnings <= ours_all, report
    layer_blind = ((case.checked_from is not None and layer_version < case.checked_from[0])
                   or (case.silent_from is not None and layer_version >= case.silent_from[0]))
    if case.layer_silent:
        assert not layer, report
        assert findings, report
    elif not layer_errors and not layer_blind:
        assert not ours_errors, report
    if case.features:
        assert "output-wider-than-input" not in kinds, report


def test_every_corpus_layout_checks_clean(pipeline_modules: dict) -> None:
    """Every layout merge() makes for the corpus pipelines has no error finding."""
    from support.vkutil import corpus_stages

    policies = {"bindless": {"bindless_max": 64}, "comp_runtime_arrays": {"bindless_max": 16}}
    for (name, _target), modules in sorted(pipeline_modules.items()):
        stages = corpus_stages(modules)
        desc = merge(stages, **policies.get(name, {}))
        errors = [f for f in check(desc, stages) if f.severity == "error"]
        assert not errors, (name, [str(e) for e in errors])


def test_check_reads_the_users_own_vulkan_structs(glsl, vulkan_device: bool) -> None:
    import vulkan as vk

    stages = resolve_all([glsl("a.vert", VERT), glsl("a.frag", FRAG)])
    ubo = vk.VkDescriptorSetLayoutBinding(binding=0, descriptorType=vk.VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER,
                                          descriptorCount=1, stageFlags=vk.VK_SHADER_STAGE_VERTEX_BIT)
    tex = vk.VkDescriptorSetLayoutBinding(binding=1, descriptorType=vk.VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER,
                                          descriptorCount=1, stageFlags=vk.VK_SHADER_STAGE_FRAGMENT_BIT)
    set0 = vk.VkDescriptorSetLayoutCreateInfo(bindingCount=2, pBindings=[ubo, tex])
    push = vk.VkPushConstantRange(stageFlags=vk.VK_SHADER_STAGE_VERTEX_BIT | vk.VK_SHADER_STAGE_FRAGMENT_BIT,
                                  offset=0, size=96)
    pl = vk.VkPipelineLayoutCreateInfo(pushConstantRangeCount=1, pPushConstantRanges=[push])
    attr = vk.VkVertexInputAttributeDescription(location=0, binding=0, format=vk.VK_FORMAT_R32G32_SINT, offset=0)
    bind = vk.VkVertexInputBindingDescription(binding=0, stride=8, inputRate=vk.VK_VERTEX_INPUT_RATE_VERTEX)
    vis = vk.VkPipelineVertexInputStateCreateInfo(vertexBindingDescriptionCount=1, pVertexBindingDescriptions=[bind],
                                                  vertexAttributeDescriptionCount=1, pVertexAttributeDescriptions=[attr])
    findings = check(([set0], pl), stages, vertex_input=vis)
    errors = {(f.kind, f.set, f.binding) for f in findings if f.severity == "error"}
    assert errors == {("stage-missing", 0, 0), ("attribute-type-mismatch", None, None)}
    assert not [f for f in check(([set0], pl), stages[:1]) if f.severity == "error"]


def test_cli_check(glsl, tmp_path) -> None:
    import json
    import subprocess
    import sys

    vert, frag = glsl("a.vert", VERT), glsl("a.frag", FRAG)
    layout = tmp_path / "layout.json"
    layout.write_text(json.dumps(merge([vert, frag]).to_dict()))
    ok = subprocess.run([sys.executable, "-m", "layoutgen", "check", "--layout", str(layout), str(vert), str(frag)],
                        capture_output=True, text=True)
    assert ok.returncode == 0 and ok.stdout.startswith("compatible"), ok.stdout + ok.stderr
    broken = merge([vert]).to_dict()
    layout.write_text(json.dumps(broken))
    bad = subprocess.run([sys.executable, "-m", "layoutgen", "check", "--layout", str(layout), str(vert), str(frag),
                          "--json"], capture_output=True, text=True)
    assert bad.returncode == 1
    doc = json.loads(bad.stdout)
    assert doc["compatible"] is False
    assert {f["kind"] for f in doc["findings"] if f["severity"] == "error"} == {"missing-binding", "stage-missing",
                                                                             "push-stage-missing"}
    assert {f["kind"]: f["vuid"] for f in doc["findings"] if f["severity"] == "error"} == {
        "missing-binding": "VUID-VkGraphicsPipelineCreateInfo-layout-07988",
        "stage-missing": "VUID-VkGraphicsPipelineCreateInfo-layout-07988",
        "push-stage-missing": "VUID-VkGraphicsPipelineCreateInfo-layout-07987"}
    layout.write_text("[]")
    listed = subprocess.run([sys.executable, "-m", "layoutgen", "check", "--layout", str(layout), str(vert)],
                            capture_output=True, text=True)
    assert listed.returncode == 2 and "not an object" in listed.stderr
    layout.write_text("{not json")
    worse = subprocess.run([sys.executable, "-m", "layoutgen", "check", "--layout", str(layout), str(vert)],
                           capture_output=True, text=True)
    assert worse.returncode == 2 and worse.stderr.startswith("error: ")
