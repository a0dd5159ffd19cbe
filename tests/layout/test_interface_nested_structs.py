"""Stage interfaces through structs: a member of a nested struct, or of an array of structs,
is matched component by component as a plain variable is.

The spec's "Location Assignment" gives each struct member the locations after the previous
member's, and "Interface Matching" wants the same numeric type on both sides at each
location (VUID-RuntimeSpirv-OpEntryPoint-07754; the layer 1.3.239 calls it
UNASSIGNED-CoreValidation-Shader-InterfaceTypeMismatch): a float member read as an int one is
an error however deep in a struct it sits."""
from __future__ import annotations

import pytest
from support.vkutil import layer_version

from layoutgen import check, merge
from layoutgen.layout.findings import FindingKind

VERT = """#version 450
struct Inner { float a; {b} b; };
struct Outer { Inner inner; float c; };
layout(location = 0) out Outer s;
layout(location = 3) out Inner arr[2];
void main() {
    s.inner.a = 1.0; s.inner.b = {b}(0); s.c = 2.0;
    arr[0].a = 0.0; arr[0].b = {b}(0); arr[1].a = 0.0; arr[1].b = {b}({one});
    gl_Position = vec4(0.0, 0.0, 0.0, 1.0);
}
"""
FRAG = """#version 450
struct Inner { float a; {b} b; };
struct Outer { Inner inner; float c; };
layout(location = 0) flat in Outer s;
layout(location = 3) flat in Inner arr[2];
layout(location = 0) out vec4 color;
void main() { color = vec4(s.inner.a + float(s.inner.b.x) + s.c + float(arr[1].b.y)); }
"""


def _source(text: str, b: str) -> str:
    return text.replace("{b}", b).replace("{one}", "1" if b.startswith(("i", "u")) else "1.0")


@pytest.mark.parametrize("where", ["nested", "array"])
def test_a_float_member_read_as_int_is_a_type_mismatch(glsl, where: str) -> None:
    vert = glsl("s.vert", _source(VERT, "vec2"))
    frag_text = _source(FRAG, "vec2")
    if where == "nested":
        frag_text = frag_text.replace("struct Inner { float a; vec2 b; };\nstruct Outer { Inner inner;",
                                      "struct Inner { float a; vec2 b; };\nstruct InnerI { float a; ivec2 b; };\n"
                                      "struct Outer { InnerI inner;")
    else:
        frag_text = frag_text.replace("layout(location = 3) flat in Inner arr[2];",
                                      "struct InnerI { float a; ivec2 b; };\nlayout(location = 3) flat in InnerI arr[2];")
    frag = glsl("s.frag", frag_text)
    errors = check(merge([vert, frag]), [vert, frag]).errors
    assert [f.kind for f in errors] == [FindingKind.INTERFACE_TYPE_MISMATCH], errors
    assert errors[0].message.startswith("location 1.0" if where == "nested" else "location 4.0")


def test_matching_structs_are_clean(glsl) -> None:
    stages = [glsl("s.vert", _source(VERT, "vec2")), glsl("s.frag", _source(FRAG, "vec2"))]
    assert not check(merge(stages), stages).errors


#: The 1.4 layer (Debian 13's 1.4.309) does not compare the members of structs between stages;
#: 1.3.239 does, as the rule (VUID-RuntimeSpirv-OpEntryPoint-07754) says for every component.
_NO_MEMBER_CHECK = (layer_version() or (0,)) >= (1, 4)


@pytest.mark.parametrize("b", ["vec2", pytest.param("ivec2", marks=pytest.mark.xfail(
    _NO_MEMBER_CHECK, strict=True, reason="the 1.4.309 layer does not compare struct members between stages"))])
def test_the_layer_agrees(glsl, b: str, vulkan_device: bool) -> None:
    from support.vkutil import build_pipeline, stage_features

    from layoutgen import ValidationError
    from layoutgen.layout import vuids
    from layoutgen.layout.stages import resolve_all
    from layoutgen.vk import DeviceContext, LayoutCache, pipeline

    frag_text = _source(FRAG, "vec2").replace("struct Outer { Inner inner;",
                                              f"struct InnerB {{ float a; {b} b; }};\nstruct Outer {{ InnerB inner;")
    stages = resolve_all([glsl("s.vert", _source(VERT, "vec2")), glsl("s.frag", frag_text)])
    desc = merge(stages)
    ours = {f.vuid for f in check(desc, stages).errors}
    with DeviceContext(features=stage_features(stages, desc)) as ctx, LayoutCache(ctx) as cache:
        try:
            pipeline.destroy(ctx, "Pipeline", build_pipeline(ctx, cache, stages, desc))
            theirs = {m.vuid for m in ctx.take_problems()}
        except ValidationError as exc:
            theirs = {m.vuid for m in exc.messages if m.is_problem}
            ctx.take_problems()
    expected = vuids.layer_names(vuids.INTERFACE_TYPE_MISMATCH, layer_version()) if b == "ivec2" else set()
    assert bool(ours) == bool(theirs) == (b == "ivec2")
    assert theirs <= set(expected) | {vuids.INTERFACE_TYPE_MISMATCH}, theirs
