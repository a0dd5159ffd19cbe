"""merge(), share(), pool_sizes() and policies: pure data, no device."""
from __future__ import annotations

import dataclasses

import pytest
from support.sources import FRAG_SSBO, FRAG_UBO, VERT_UBO

import layoutgen
from layoutgen import BindlessBoundError, LayoutConflictError, LayoutError, NotFoundError, merge, pool_sizes, share
from layoutgen.layout import (
    BindingFlag, LayoutBinding, PushConstantRange, SetLayout, SetLayoutFlag, read_layout, resolve)
from layoutgen.reflect import DescriptorType as DT
from layoutgen.reflect import ShaderStage as S

V = "#version 450\n"
#: A compute shader that uses set 1 binding 0 and push-constant bytes 16..32 (a vec4 at offset 16).
COMP = V + """layout(local_size_x = 1) in;
layout(set = 1, binding = 0) buffer Data { vec4 v[]; } data;
layout(push_constant) uniform Push { layout(offset = 16) vec4 tint; } push;
void main() { data.v[0] = push.tint; }
"""


@pytest.fixture
def pair(glsl):
    return glsl("a.vert", VERT_UBO), glsl("a.frag", FRAG_UBO)


def test_stage_flags_unite_and_counts_take_the_larger(pair) -> None:
    desc = merge(pair)
    assert [s.set for s in desc.set_layouts] == [0, 1, 2, 3]
    ubo = desc.set_layouts[0].binding(0)
    assert (ubo.descriptor_type, ubo.stage_flags) == (DT.UNIFORM_BUFFER, S.VERTEX | S.FRAGMENT)
    tex = desc.set_layouts[1].binding(2)
    assert tex.descriptor_count == 4 and tex.stage_flags == S.VERTEX | S.FRAGMENT
    assert desc.set_layouts[2].bindings == ()  # an empty set between used sets
    assert desc.set_layouts[3].binding(0).stage_flags == S.FRAGMENT


def test_push_constant_ranges_per_stage_and_merged(pair) -> None:
    per_stage = merge(pair)
    assert [(r.stage_flags, r.offset, r.size) for r in per_stage.push_constant_ranges] == [
        (S.VERTEX, 0, 64), (S.FRAGMENT, 64, 16)]
    merged = merge(pair, push_constants="merged")
    assert [(r.stage_flags, r.offset, r.size) for r in merged.push_constant_ranges] == [
        (S.VERTEX | S.FRAGMENT, 0, 80)]


@pytest.mark.parametrize("target", ["vulkan1.0", "vulkan1.3"])
def test_push_ranges_end_at_the_last_members_last_byte(target: str, corpus_by_id: dict) -> None:
    """A 68-byte block (a float after a mat4): one byte more or less in a range is wrong, and
    check() reports a range 4 bytes short."""
    from layoutgen import check
    from layoutgen.layout import PushConstantRange

    stages = [str(corpus_by_id[f"vf_component_block.{s}@{target}"].spv) for s in ("vert", "frag")]
    desc = merge(stages)
    assert [(r.stage_flags, r.offset, r.size) for r in desc.push_constant_ranges] == [
        (S.VERTEX, 0, 68), (S.FRAGMENT, 64, 4)]
    assert [(r.offset, r.size) for r in merge(stages, push_constants="merged").push_constant_ranges] == [(0, 68)]
    assert not [f for f in check(desc, stages) if f.severity == "error"]
    short = dataclasses.replace(desc, push_constant_ranges=(PushConstantRange(S.VERTEX, 0, 64),
                                                            desc.push_constant_ranges[1]))
    assert {f.kind for f in check(short, stages) if f.severity == "error"} == {"push-not-covered"}


def test_no_stage_is_in_two_ranges(corpus_by_id: dict) -> None:
    for name in ("vf_push", "vf_push_shared", "hlsl_push"):
        stages = [str(m.spv) for k, m in corpus_by_id.items() if m.source.pipeline == name and "1.0" in k]
        desc = merge(stages)
        seen = S(0)
        for r in desc.push_constant_ranges:
            assert not seen & r.stage_flags
            assert r.offset % 4 == 0 and r.size % 4 == 0
            seen |= r.stage_flags


def test_type_conflict_names_both_sides(glsl) -> None:
    vert = glsl("a.vert", VERT_UBO)
    frag = glsl("bad.frag", FRAG_SSBO)
    with pytest.raises(LayoutConflictError) as info:
        merge([vert, frag])
    msg = str(info.value)
    for part in ("set 0 binding 0", str(vert), str(frag), "'frame'", "'wrong'", "UNIFORM_BUFFER", "STORAGE_BUFFER",
                 "Vertex", "Fragment"):
        assert part in msg


def test_dynamic_policy(pair) -> None:
    desc = merge(pair, dynamic=["frame"])
    assert desc.set_layouts[0].binding(0).descriptor_type == DT.UNIFORM_BUFFER_DYNAMIC
    assert merge(pair, dynamic="3.0").set_layouts[3].binding(0).descriptor_type == DT.STORAGE_BUFFER_DYNAMIC
    with pytest.raises(LayoutError, match="only uniform and storage buffers can be dynamic"):
        merge(pair, dynamic=[(1, 2)])


def test_bindless_policy_and_missing_bound(corpus_by_id: dict) -> None:
    stages = [str(corpus_by_id[f"bindless.{s}@vulkan1.0"].spv) for s in ("vert", "frag")]
    with pytest.raises(BindlessBoundError, match="runtime-sized array"):
        merge(stages)
    desc = merge(stages, bindless_max=256)
    for s in desc.set_layouts:
        for b in s.bindings:
            if b.descriptor_count == 256:
                assert b.binding_flags & BindingFlag.PARTIALLY_BOUND
                assert s.flags & SetLayoutFlag.UPDATE_AFTER_BIND_POOL
                last = max(x.binding for x in s.bindings)
                assert bool(b.binding_flags & BindingFlag.VARIABLE_DESCRIPTOR_COUNT) == (b.binding == last)
    no_uab = merge(stages, bindless_max=8, update_after_bind=False)
    assert not any(s.flags for s in no_uab.set_layouts)


def test_bindless_flags_vulkan_allows(corpus_by_id: dict) -> None:
    stages = [str(corpus_by_id[f"bindless.{s}@vulkan1.0"].spv) for s in ("vert", "frag")]
    push = merge(stages, bindless_max=8, push_descriptor_sets=0).set_layouts[0].binding(0)
    assert push.binding_flags == BindingFlag.PARTIALLY_BOUND  # no VARIABLE nor UPDATE_AFTER_BIND in a push set
    dyn = merge(stages, bindless_max=8, dynamic="materials").set_layouts[1].binding(0)
    assert dyn.descriptor_type == DT.STORAGE_BUFFER_DYNAMIC and dyn.binding_flags == BindingFlag.PARTIALLY_BOUND


def test_spec_sized_arrays_follow_the_specialization(corpus_by_id: dict) -> None:
    stages = [str(corpus_by_id[f"spec_arrays.{s}@vulkan1.0"].spv) for s in ("vert", "frag")]
    assert merge(stages).set_layouts[0].binding(2).descriptor_count == 9
    assert merge(stages, specialization={3: 10}).set_layouts[0].binding(2).descriptor_count == 21


def test_pruning_modes(corpus_by_id: dict) -> None:
    new = str(corpus_by_id["comp_unused.comp@vulkan1.3"].spv)
    names = lambda d: sorted(n for s in d.set_layouts for b in s.bindings for n in b.names)  # noqa: E731
    assert names(merge([new])) == ["neverRead", "outBuf", "unusedBuffer", "unusedImage", "unusedTex"]
    assert names(merge([new], prune="accessed")) == ["outBuf"]
    old = str(corpus_by_id["comp_unused.comp@vulkan1.0"].spv)
    assert names(merge([old])) == ["outBuf"]
    assert len(names(merge([old], prune="none"))) == 5


def test_inline_uniform_block_and_push_descriptor_policies(pair) -> None:
    desc = merge(pair, inline_uniform_blocks=["frame"], push_descriptor_sets=1)
    ubo = desc.set_layouts[0].binding(0)
    assert ubo.descriptor_type == DT.INLINE_UNIFORM_BLOCK and ubo.descriptor_count == 64
    assert desc.set_layouts[1].flags == SetLayoutFlag.PUSH_DESCRIPTOR_KHR
    with pytest.raises(LayoutError,
                       match=r"only one push-descriptor set.*\(VUID-VkPipelineLayoutCreateInfo-pSetLayouts-00293\)"):
        merge(pair, push_descriptor_sets=[0, 1])
    with pytest.raises(LayoutError, match="cannot hold dynamic buffers"):
        merge(pair, push_descriptor_sets=0, dynamic="frame")


def test_json_round_trip(pair) -> None:
    desc = merge(pair, dynamic="frame", push_constants="merged")
    back = read_layout(desc.to_dict())
    assert back == desc and back.key == desc.key


def test_share_makes_shared_sets_identical(pair, glsl, corpus_by_id: dict) -> None:
    comp = glsl("c.comp", """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform Frame { mat4 mvp; } frame;
layout(set = 0, binding = 1) buffer Stats { uint n; } stats;
void main() { stats.n = uint(frame.mvp[0][0]); }
""")
    layouts = share({"draw": list(pair), "cull": [comp]}, shared_sets=[0])
    draw, cull = layouts["draw"], layouts["cull"]
    assert draw.set_layouts[0].key == cull.set_layouts[0].key
    assert draw.set_layouts[0].binding(0).stage_flags == S.VERTEX | S.FRAGMENT | S.COMPUTE
    assert draw.set_layouts[0].binding(1).stage_flags == S.COMPUTE
    assert draw.push_constant_ranges == cull.push_constant_ranges
    assert len(cull.set_layouts) == 1 and len(draw.set_layouts) == 4
    bad = glsl("bad.frag", FRAG_SSBO)
    with pytest.raises(LayoutConflictError, match="shared set 0 binding 0"):
        share({"a": list(pair), "b": [bad]}, shared_sets=[0])


def test_pool_sizes(pair) -> None:
    desc = merge(pair)
    pools = pool_sizes(desc, sets=10)
    assert pools.max_sets == 40
    assert pools.sizes == {DT.COMBINED_IMAGE_SAMPLER: 40, DT.UNIFORM_BUFFER: 10, DT.STORAGE_BUFFER: 10}
    one = pool_sizes({desc.set_layouts[1]: 3})
    assert one.sizes == {DT.COMBINED_IMAGE_SAMPLER: 12} and one.max_sets == 3


def test_an_entry_point_is_chosen_by_its_name(glsl) -> None:
    comp = glsl("e.comp", COMP)
    [stage] = resolve((comp, "main"))
    assert stage.entry.name == "main"
    with pytest.raises(NotFoundError, match="'other'"):
        resolve((comp, "other"))


def test_shared_push_ranges_span_every_pipelines_bytes(glsl) -> None:
    """One pipeline pushes bytes 0..16 and another 64..80: with shared push constants both layouts
    get one compute range over 0..80, so they stay compatible."""
    low = glsl("low.comp", V + """layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer Data { vec4 v[]; } data;
layout(push_constant) uniform Push { vec4 a; } push;
void main() { data.v[0] = push.a; }
""")
    high = glsl("high.comp", V + """layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer Data { vec4 v[]; } data;
layout(push_constant) uniform Push { layout(offset = 64) vec4 b; } push;
void main() { data.v[0] = push.b; }
""")
    layouts = share({"low": [low], "high": [high]})
    for name in ("low", "high"):
        assert layouts[name].push_constant_ranges == (PushConstantRange(S.COMPUTE, 0, 80),), name
    alone = share({"low": [low], "high": [high]}, shared_push_constants=False)
    assert alone["high"].push_constant_ranges == (PushConstantRange(S.COMPUTE, 64, 16),)


def test_push_descriptor_sets_need_no_pool_and_no_update_after_bind() -> None:
    push_set = SetLayout(0, (LayoutBinding(0, DT.UNIFORM_BUFFER, 1, S.COMPUTE),), SetLayoutFlag.PUSH_DESCRIPTOR_KHR)
    pools = pool_sizes([push_set], sets=4)
    assert (pools.max_sets, pools.sizes, pools.update_after_bind) == (0, {}, False)
    assert pools.to_dict()["update_after_bind"] is False
    assert pool_sizes([]).to_dict()["update_after_bind"] is False


def test_modules_with_several_entry_points_and_bad_policies(pair) -> None:
    with pytest.raises(LayoutError, match="unknown policy"):
        merge(pair, dynamics="frame")
    with pytest.raises(LayoutError, match="push_constants must be"):
        merge(pair, push_constants="some")
    with pytest.raises(LayoutError, match="two VK_SHADER_STAGE_VERTEX_BIT stages"):
        merge([pair[0], pair[0]])


@pytest.mark.parametrize("policy", [
    {"dynamic": 5}, {"dynamic": [("a", "b")]}, {"push_descriptor_sets": "0"}, {"push_descriptor_sets": [-1]},
    {"bindless_max": "8"}, {"bindless_max": 2.5}, {"bindless_max": 0}, {"bindless_max": {"textures": 0}},
    {"specialization": {3: "abc"}}, {"specialization": [1, 2]},
])
def test_bad_policies_are_layout_errors(policy: dict, pair) -> None:
    with pytest.raises(LayoutError):
        merge(pair, **policy)


def test_a_tuple_of_names_is_a_list_of_names(pair) -> None:
    desc = merge(pair, dynamic=("frame", "outs"))
    assert desc.set_layouts[0].binding(0).descriptor_type == DT.UNIFORM_BUFFER_DYNAMIC
    assert desc.set_layouts[3].binding(0).descriptor_type == DT.STORAGE_BUFFER_DYNAMIC


def test_specialization_must_leave_arrays_non_empty(corpus_by_id: dict) -> None:
    stages = [str(corpus_by_id[f"spec_arrays.{s}@vulkan1.0"].spv) for s in ("vert", "frag")]
    with pytest.raises(LayoutError, match=r"set 0 binding 0 \('ubo'\) in .*spec_arrays.vert.*, specialized with "
                                          r"\{3: 0\}: an array of vec4 would be 0 long; an array has at least one"):
        merge(stages, specialization={3: 0})  # the block's array, in the vertex stage
    # check() refuses it as merge() does (it said "compatible")
    with pytest.raises(LayoutError, match=r"set 0 binding 0 \('ubo'\) in .*spec_arrays.vert.*, specialized with "
                                          r"\{3: 0\}: an array of vec4 would be 0 long"):
        layoutgen.check(merge(stages), stages, specialization={3: 0})
    for n in (0, -3):  # the descriptor array, in the fragment stage (a signed constant may go negative)
        with pytest.raises(LayoutError, match=rf"array size {n}; it must be at least 1"):
            merge(stages[1:], specialization={3: n})
    vert = layoutgen.reflect(stages[0])
    block = vert.declared_bindings[0].block
    assert block is not None and block.specialized({3: 2}).size == 32
    with pytest.raises(layoutgen.ReflectionError, match=r"an array of vec4 would be -5 long"):
        block.specialized({3: -5})  # was a block of -80 bytes


def test_specialization_values_that_are_not_numbers_are_refused(glsl) -> None:
    comp = glsl("s.comp", COMP)
    with pytest.raises(LayoutError, match="specialization must map"):
        merge([comp], specialization={"n": "four"})


def test_a_specialization_key_no_stage_has_lists_none(glsl) -> None:
    comp = glsl("n.comp", COMP)
    with pytest.raises(LayoutError, match=r"no specialization constant 'n' in these stages; they have: none$"):
        merge([comp], specialization={"n": 4})


def test_set_indices_are_bounded(glsl) -> None:
    from support.spvasm import from_bytes, to_bytes

    from layoutgen.spirv import load
    from layoutgen.spirv.grammar import Decoration, Op

    words = from_bytes(glsl("far.comp", "#version 450\nlayout(local_size_x = 1) in;\n"
                            "layout(set = 3, binding = 0) buffer B { uint x; } b;\nvoid main() { b.x = 1u; }\n")
                       .read_bytes())
    for _i, start, op, _wc in load(words).instructions():  # glslc refuses huge set numbers: patch one in
        if op == Op.OpDecorate and words[start + 2] == Decoration.DescriptorSet:
            words[start + 3] = 5000000
    with pytest.raises(LayoutError, match="no device binds that many sets"):
        merge([to_bytes(words)])
    for bad in ({"set_layouts": [{"set": -1}]}, {"set_layouts": [{"set": 4000000000}]},
                {"set_layouts": [{"set": 0, "bindings": [{"binding": 0, "descriptor_type": 6,
                                                          "descriptor_count": 1}]}]}, {"set_layouts": "x"}):
        with pytest.raises(LayoutError):
            read_layout(bad)


@pytest.mark.parametrize("policy,message", [
    ({"dynamic": ["fram"]}, r"dynamic: 'fram' names no binding of these stages; they have: 0.0 \(frame, Frame\)"),
    ({"dynamic": ["0.7"]}, "dynamic: 0.7 names no binding"),
    ({"inline_uniform_blocks": ["Fram"]}, "inline_uniform_blocks: 'Fram' names no binding"),
    ({"bindless_max": {"textures": 8}}, "bindless_max: 'textures' names no binding"),
    ({"push_descriptor_sets": 9}, "push_descriptor_sets: set 9 holds no binding of these stages; the sets in use "
                                  "are 0, 1, 3"),
    ({"push_descriptor_sets": 2}, "set 2 holds no binding"),
])
def test_a_selector_that_selects_nothing_is_an_error(policy: dict, message: str, pair) -> None:
    with pytest.raises(LayoutError, match=message):
        merge(pair, **policy)


def test_policies_vulkan_forbids_together_are_errors(pair, glsl) -> None:
    with pytest.raises(LayoutError, match="selected both as a dynamic buffer and as an inline uniform block"):
        merge(pair, inline_uniform_blocks=["frame"], dynamic=["frame"])
    with pytest.raises(LayoutError, match="push-descriptor set cannot hold inline uniform blocks.*flags-02208"):
        merge(pair, inline_uniform_blocks=["frame"], push_descriptor_sets=0)
    with pytest.raises(LayoutError, match="push-descriptor set cannot hold dynamic buffers.*flags-00280"):
        merge(pair, dynamic=["frame"], push_descriptor_sets=0)
    # A dynamic buffer beside a bindless array that is updated after bind: one set, two rules.
    frag = glsl("uab.frag", """#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(set = 0, binding = 0) uniform U { uint index; } u;
layout(set = 0, binding = 1) uniform sampler2D textures[];
layout(location = 0) out vec4 color;
void main() { color = texture(textures[nonuniformEXT(u.index)], vec2(0.0)); }
""")
    with pytest.raises(LayoutError,
                       match="an UPDATE_AFTER_BIND binding cannot hold dynamic buffers.*descriptorType-03001"):
        merge([frag], bindless_max=64, dynamic=["u"])
    assert merge([frag], bindless_max=64, dynamic=["u"], update_after_bind=False)


def _layout_json(**binding) -> dict:
    b = {"binding": 0, "descriptor_type": "VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER", "stage_flags": ["VK_SHADER_STAGE_VERTEX_BIT"]}
    b.update(binding)
    return {"set_layouts": [{"set": 0, "bindings": [b]}]}


@pytest.mark.parametrize("doc,message", [
    (_layout_json(descriptor_count=1e40), r"descriptor_count must be an integer in 0..4294967295, not 1e\+40"),
    (_layout_json(descriptor_count=0.5), "descriptor_count must be an integer in 0..4294967295, not 0.5"),
    (_layout_json(descriptor_count=-1), "descriptor_count must be an integer"),
    (_layout_json(descriptor_count=True), "descriptor_count must be an integer"),
    (_layout_json(descriptor_count=1 << 32), "descriptor_count must be an integer"),
    (_layout_json(descriptor_type="SSBO"), "'SSBO' is not one of VK_DESCRIPTOR_TYPE_SAMPLER, "),
    (_layout_json(stage_flags=["VK_SHADER_STAGE_VERTICES_BIT"]), "'VK_SHADER_STAGE_VERTICES_BIT' is not one of"),
    (_layout_json(count=2), r"unknown key\(s\) 'count'; the keys are binding, descriptor_type, descriptor_count"),
    ({"sets": []}, r"pipeline layout: unknown key\(s\) 'sets'; the keys are schema, set_layouts"),
    ({"set_layouts": [{"bindings": []}]}, r"set_layouts\[0\]: missing key\(s\) set"),
    ([], "expected an object"),
])
def test_a_written_layout_is_checked_key_by_key(doc, message: str) -> None:
    with pytest.raises(LayoutError, match=message):
        read_layout(doc)


def test_a_written_layout_takes_every_vulkan_spelling() -> None:
    desc = read_layout(_layout_json(stage_flags="VK_SHADER_STAGE_ALL_GRAPHICS"))
    b = desc.set_layouts[0].binding(0)
    assert b.descriptor_count == 1 and b.stage_flags == S.VERTEX | S.TESSELLATION_CONTROL | \
        S.TESSELLATION_EVALUATION | S.GEOMETRY | S.FRAGMENT
    every = read_layout(_layout_json(stage_flags=["VK_SHADER_STAGE_ALL"], descriptor_type="STORAGE_BUFFER",
                                                      binding_flags=["VK_DESCRIPTOR_BINDING_PARTIALLY_BOUND_BIT_EXT"]))
    b = every.set_layouts[0].binding(0)
    assert int(b.stage_flags) == 0x7FFFFFFF and b.stage_flags & S.COMPUTE and b.descriptor_type == DT.STORAGE_BUFFER
    assert b.binding_flags == BindingFlag.PARTIALLY_BOUND
    flagged = read_layout({"set_layouts": [{"set": 0, "flags": [
        "VK_DESCRIPTOR_SET_LAYOUT_CREATE_PUSH_DESCRIPTOR_BIT", "VK_DESCRIPTOR_SET_LAYOUT_CREATE_UPDATE_AFTER_BIND_POOL_BIT_EXT"]}]})
    assert flagged.set_layouts[0].flags == SetLayoutFlag.PUSH_DESCRIPTOR_KHR | SetLayoutFlag.UPDATE_AFTER_BIND_POOL
    assert read_layout(every.to_dict()) == every
    aliased = read_layout(_layout_json(descriptor_type="VK_DESCRIPTOR_TYPE_INLINE_UNIFORM_BLOCK_EXT",
                                                        descriptor_count=16,
                                                        stage_flags=["VK_SHADER_STAGE_RAYGEN_BIT_NV"]))
    b = aliased.set_layouts[0].binding(0)
    assert (b.descriptor_type, b.descriptor_count, b.stage_flags) == (DT.INLINE_UNIFORM_BLOCK, 16, S.RAYGEN_KHR)


def test_a_binding_takes_the_largest_count_any_stage_needs(glsl) -> None:
    v = "#version 450\nlayout(set = 0, binding = 0) uniform sampler2D t[{n}];\n"
    vert = glsl("c.vert", v.format(n=4) + "void main() { gl_Position = texture(t[3], vec2(0.0)); }")
    frag = glsl("c.frag", v.format(n=2) + "layout(location = 0) out vec4 o;\nvoid main() { o = texture(t[1], "
                                          "vec2(0.0)); }")
    for order in ([vert, frag], [frag, vert]):
        assert merge(order).set_layouts[0].binding(0).descriptor_count == 4


def test_a_merged_range_that_starts_late_spans_only_its_bytes(corpus_by_id: dict) -> None:
    frag = str(corpus_by_id["vf_push.frag@vulkan1.0"].spv)
    assert [(r.stage_flags, r.offset, r.size) for r in merge([frag], push_constants="merged").push_constant_ranges] \
        == [(S.FRAGMENT, 64, 20)]


TWO_PUSH_BLOCKS = """
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %a %b
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %A Block
OpMemberDecorate %A 0 Offset 16
OpDecorate %B Block
OpMemberDecorate %B 0 Offset 40
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%A = OpTypeStruct %uint
%B = OpTypeStruct %uint
%pa = OpTypePointer PushConstant %A
%pb = OpTypePointer PushConstant %B
%pu = OpTypePointer PushConstant %uint
%a = OpVariable %pa PushConstant
%b = OpVariable %pb PushConstant
%zero = OpConstant %uint 0
%main = OpFunction %void None %fn
%l = OpLabel
%p = OpAccessChain %pu %a %zero
%x = OpLoad %uint %p
OpReturn
OpFunctionEnd
"""


def test_a_stage_listing_two_push_blocks_spans_both_unless_pruned(spirv_as) -> None:
    """Vulkan forbids listing two push-constant blocks (VUID-StandaloneSpirv-OpVariable-06673),
    but such a module still gets a range over both, or over the used one when pruned."""
    path = spirv_as("two_push", TWO_PUSH_BLOCKS, target="vulkan1.3", validate=False)
    assert [(r.offset, r.size) for r in merge([path], prune="none").push_constant_ranges] == [(16, 28)]
    assert [(r.offset, r.size) for r in merge([path], prune="accessed").push_constant_ranges] == [(16, 4)]


def test_a_bad_block_mismatch_mode_is_named(pair) -> None:
    with pytest.raises(LayoutError, match=r"block_mismatch must be one of .*, not 'sometimes'"):
        merge(pair, block_mismatch="sometimes")


def test_ray_tracing_stages_repeat_but_others_do_not(corpus_by_id: dict) -> None:
    rgen, miss = (str(corpus_by_id[f"rt.{s}@vulkan1.2"].spv) for s in ("rgen", "rmiss"))
    vert = str(corpus_by_id["vf_push.vert@vulkan1.0"].spv)
    assert merge([rgen, miss, miss]).set_layouts  # several miss shaders in one pipeline
    with pytest.raises(LayoutError, match="two VK_SHADER_STAGE_VERTEX_BIT stages in one pipeline"):
        merge([rgen, vert, vert])


def test_a_file_is_reflected_again_only_when_its_bytes_change(glsl, tmp_path) -> None:
    ubo, ssbo = glsl("ubo.frag", FRAG_UBO).read_bytes(), glsl("ssbo.frag", FRAG_SSBO).read_bytes()
    path = tmp_path / "stage.frag.spv"
    path.write_bytes(ubo)
    first = resolve(path)[0].module
    assert resolve(str(path))[0].module is first  # the same bytes: reflected once for merge, check and pipelines
    assert merge([path]).set_layouts[0].bindings[0].descriptor_type == DT.UNIFORM_BUFFER
    path.write_bytes(ssbo)  # the file changed: its new bytes are reflected
    assert merge([path]).set_layouts[0].bindings[0].descriptor_type == DT.STORAGE_BUFFER
    assert resolve(ubo)[0].module is not first  # bytes with no path: another module, named otherwise
    assert first.file == str(path) and resolve(ubo)[0].module.file is None
