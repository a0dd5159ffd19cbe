"""Reflection behaviour on the corpus and on hand-built modules."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from conftest import need_tool
from support.spvasm import inst, module, to_bytes

import layoutgen
from layoutgen import DescriptorType as DT
from layoutgen import NotFoundError, ReflectionError, ShaderStage, SpirvFormatError, reflect
from layoutgen.spirv.grammar import Decoration, ExecutionMode, ExecutionModel, Op, StorageClass

ROOT = Path(__file__).resolve().parents[2]


def ep_of(corpus_by_id: dict, module_id: str):
    return reflect(corpus_by_id[module_id].spv).entry_points[0]


# -- pruning and static use ----------------------------------------------------------------

def test_unused_resources_pruned_before_1_4_and_listed_after(corpus_by_id: dict) -> None:
    old = ep_of(corpus_by_id, "comp_unused.comp@vulkan1.0")
    new = ep_of(corpus_by_id, "comp_unused.comp@vulkan1.3")
    assert [(b.name, b.accessed, b.in_interface) for b in old.descriptor_bindings] == [("outBuf", True, None)]
    assert {b.name: b.accessed for b in new.descriptor_bindings} == {
        "neverRead": False, "unusedTex": False, "unusedImage": False, "unusedBuffer": False, "outBuf": True}
    assert all(b.in_interface for b in new.descriptor_bindings)


@pytest.mark.parametrize("target", ["vulkan1.0", "vulkan1.3"])
def test_use_through_helpers_and_parameters_is_accessed(target: str, corpus_by_id: dict) -> None:
    ep = ep_of(corpus_by_id, f"comp_helper_usage.comp@{target}")
    assert {b.name: b.accessed for b in ep.descriptor_bindings} == {
        "colorTex": True, "depthTex": True, "stats": True, "outImage": True}


def test_multi_entry_module_describes_each_entry_apart(corpus_by_id: dict, tmp_path: Path) -> None:
    link = need_tool("spirv-link")
    out = tmp_path / "linked.spv"
    subprocess.run([link, str(corpus_by_id["vf_shared_ubo.vert@vulkan1.0"].spv),
                    str(corpus_by_id["vf_shared_ubo.frag@vulkan1.0"].spv), "-o", str(out)], check=True)
    m = reflect(out)
    assert [(ep.name, ep.stage) for ep in m.entry_points] == [
        ("main", ShaderStage.VERTEX), ("main", ShaderStage.FRAGMENT)]
    vert = m.entry_point("main", ShaderStage.VERTEX)
    frag = m.entry_point("main", "Fragment")
    assert [b.name for b in vert.descriptor_bindings] == ["scene"]
    assert [b.name for b in frag.descriptor_bindings] == ["scene", "albedo"]
    assert [v.name for v in vert.inputs] == ["inPos", "inUV"]
    assert [v.name for v in frag.inputs] == ["inUV"]
    with pytest.raises(ReflectionError, match="ambiguous"):
        m.entry_point("main")
    with pytest.raises(NotFoundError, match="no entry point 'nope'"):
        m.entry_point("nope")


# -- descriptor details ----------------------------------------------------------------------

def test_spec_sized_arrays_evaluate_for_any_specialization(corpus_by_id: dict) -> None:
    ep = ep_of(corpus_by_id, "spec_arrays.frag@vulkan1.0")
    layer = ep.binding(0, 1)
    extra = ep.binding(0, 2)
    assert (layer.count, extra.count) == (4, 9)  # N = 4, M = N * 2 + 1
    assert layer.count_for({3: 10}) == 10 and extra.count_for({3: 10}) == 21
    assert extra.spec_dims[0].spec_ids == (3,)


def test_hlsl_counter_buffers_are_linked(corpus_by_id: dict) -> None:
    ep = ep_of(corpus_by_id, "counter.comp.hlsl@vulkan1.0")
    counters = {b.name: b.counter for b in ep.descriptor_bindings}
    visible = ep.binding(0, 1)
    assert visible.counter is not None and ep.binding(*visible.counter).name == "visibleIndices@count"
    assert counters["allLights"] is None


def test_input_attachments_carry_their_index(corpus_by_id: dict) -> None:
    ep = ep_of(corpus_by_id, "vf_subpass.frag@vulkan1.0")
    assert [(b.descriptor_type, b.input_attachment_index) for b in ep.descriptor_bindings] == [
        (DT.INPUT_ATTACHMENT, 0), (DT.INPUT_ATTACHMENT, 1), (DT.INPUT_ATTACHMENT, 2)]
    assert ep.binding(0, 2).image.multisampled


def test_runtime_arrays_have_count_zero(corpus_by_id: dict) -> None:
    ep = ep_of(corpus_by_id, "bindless.frag@vulkan1.0")
    runtime = [b for b in ep.descriptor_bindings if b.runtime_sized]
    assert runtime and all(b.count == 0 for b in runtime)


def test_workgroup_size_from_local_size_id_and_spec_ids(corpus_by_id: dict) -> None:
    old = ep_of(corpus_by_id, "comp_spec_constants.comp@vulkan1.0")
    new = ep_of(corpus_by_id, "comp_spec_constants.comp@vulkan1.3")
    assert old.workgroup_size == new.workgroup_size == (1, 8, 1)
    assert old.workgroup_size_spec_ids == new.workgroup_size_spec_ids == (0, None, None)
    assert [m.name for m in new.execution_modes][0] == "LocalSizeId"


# -- block layout and numpy -------------------------------------------------------------------

def test_numpy_dtype_packs_std140_data(corpus_by_id: dict) -> None:
    ep = ep_of(corpus_by_id, "comp_std140_layout.comp@vulkan1.0")
    block = next(b.block for b in ep.descriptor_bindings if b.block and b.block.name == "Everything")
    data = np.zeros(1, block.numpy_dtype())
    data["m3"][0, :, :3] = np.arange(9).reshape(3, 3)  # three columns, each padded to 16 bytes
    raw = data.tobytes()
    m3 = block.member("m3")
    col1 = np.frombuffer(raw, "<f4", 3, m3.offset + m3.matrix_stride)
    assert list(col1) == [3.0, 4.0, 5.0]
    scalars = block.member("scalars")
    data["scalars"][0, :, 0] = [1, 2, 3]  # float[3] with std140's 16-byte stride
    assert np.frombuffer(data.tobytes(), "<f4", 1, scalars.offset + 2 * scalars.array_stride)[0] == 3.0


def test_a_buffer_reference_member_is_a_little_endian_uint64(glsl) -> None:
    comp = glsl("ref.comp", """#version 450
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 1) in;
layout(buffer_reference, std430) buffer Data { float x; };
layout(push_constant) uniform Push { Data data; uint n; } push;
void main() { push.data.x = float(push.n); }
""", target="vulkan1.2")
    (p,) = reflect(comp).entry_points[0].push_constants
    dt = p.block.numpy_dtype()
    assert dt["data"] == np.dtype("<u8") and dt.fields["data"][1] == 0
    assert dt["n"] == np.dtype("<u4") and dt.fields["n"][1] == 8


def test_a_padded_array_of_structs_keeps_the_struct_fields(glsl) -> None:
    frag = glsl("structs.frag", """#version 450
struct Light { vec3 dir; };
layout(set = 0, binding = 0, std140) uniform Lights { Light lights[3]; float gain; } u;
layout(location = 0) out vec4 color;
void main() { color = vec4(u.lights[2].dir * u.gain, 1.0); }
""")
    dt = reflect(frag).entry_points[0].binding(0, 0).block.numpy_dtype()
    lights = dt["lights"]
    assert lights.shape == (3,) and lights.base.itemsize == 16  # std140: a 12-byte struct on a 16-byte stride
    assert lights.base.names == ("dir",)
    assert lights.base["dir"] == np.dtype(("<f4", (3,))) and lights.base.fields["dir"][1] == 0
    assert dt.fields["gain"][1] == 48


def test_push_constant_range_is_exact(corpus_by_id: dict) -> None:
    vert = ep_of(corpus_by_id, "vf_push.vert@vulkan1.3").push_constants[0]
    frag = ep_of(corpus_by_id, "vf_push.frag@vulkan1.3").push_constants[0]
    assert (vert.offset, vert.size) == (0, 64)
    assert frag.offset == 64 and frag.offset + frag.size == frag.block.size


# -- interface ---------------------------------------------------------------------------------

def test_built_in_block_members_have_no_members_of_their_own(glsl) -> None:
    vert = glsl("pos.vert", """#version 450
layout(location = 0) in vec4 pos;
void main() { gl_Position = pos; gl_PointSize = 1.0; }
""")
    ep = reflect(vert).entry_points[0]
    builtins = {v.builtin: v for v in ep.builtin_outputs}
    assert {"Position", "PointSize"} <= set(builtins)
    for v in builtins.values():
        assert v.members == () and v.block == "gl_PerVertex" and v.location is None


def test_vertex_inputs_count_locations(corpus_by_id: dict) -> None:
    ep = ep_of(corpus_by_id, "vf_vertex_inputs.vert@vulkan1.0")
    by_name = {v.name: v for v in ep.inputs}
    assert by_name["inInstanceModel"].locations == 4  # mat4
    assert by_name["inInstanceModel"].format.name == "R32G32B32A32_SFLOAT"
    assert by_name["inWeights"].locations == 2  # vec4[2]
    assert [v.builtin for v in ep.builtin_outputs] == ["Position", "PointSize", "ClipDistance", "CullDistance"]
    wide = {v.name: v for v in ep_of(corpus_by_id, "vertex_inputs64.vert@vulkan1.0").inputs}
    assert wide["inPos64"].locations == 2 and wide["inPos64"].format.name == "R64G64B64_SFLOAT"
    assert wide["inOrigin64"].locations == 2 and wide["inBasis64"].locations == 2


def test_tessellation_strips_the_per_vertex_array(corpus_by_id: dict) -> None:
    ep = ep_of(corpus_by_id, "tess.tesc@vulkan1.0")
    assert all(v.per_vertex for v in ep.inputs)
    patch = [v for v in ep.outputs if v.patch]
    assert patch and not patch[0].per_vertex
    assert ep.inputs[0].type.glsl() == "vec3"


def test_interpolation_qualifiers(corpus_by_id: dict) -> None:
    ep = ep_of(corpus_by_id, "vf_io_block.frag@vulkan1.0")
    quals = {v.name: v.qualifiers for v in ep.inputs}
    assert any("flat" in q for q in quals.values())
    assert any("centroid" in q for q in quals.values())
    assert any("sample" in q for q in quals.values())
    assert any("noperspective" in q for q in quals.values())


# -- hand-built modules: what compilers rarely emit ---------------------------------------------

def _ubo_module(use_group: bool) -> list[int]:
    f32, vec4, st, ptr, var, group, fn_t, void, fn, label = range(1, 11)
    decorate = (
        [inst(Op.OpDecorationGroup, group), inst(Op.OpDecorate, group, Decoration.DescriptorSet, 2),
         inst(Op.OpDecorate, group, Decoration.Binding, 5), inst(Op.OpGroupDecorate, group, var)]
        if use_group else
        [inst(Op.OpDecorate, var, Decoration.DescriptorSet, 2), inst(Op.OpDecorate, var, Decoration.Binding, 5)])
    return module(
        inst(Op.OpCapability, 1),
        inst(Op.OpMemoryModel, 0, 1),
        inst(Op.OpEntryPoint, ExecutionModel.GLCompute, fn, "main"),
        inst(Op.OpExecutionMode, fn, ExecutionMode.LocalSize, 4, 2, 1),
        inst(Op.OpName, var, "params"),
        *decorate,
        inst(Op.OpDecorate, st, Decoration.Block),
        inst(Op.OpMemberDecorate, st, 0, Decoration.Offset, 0),
        inst(Op.OpTypeFloat, f32, 32),
        inst(Op.OpTypeVector, vec4, f32, 4),
        inst(Op.OpTypeStruct, st, vec4),
        inst(Op.OpTypePointer, ptr, StorageClass.Uniform, st),
        inst(Op.OpVariable, ptr, var, StorageClass.Uniform),
        inst(Op.OpTypeVoid, void),
        inst(Op.OpTypeFunction, fn_t, void),
        inst(Op.OpFunction, void, fn, 0, fn_t),
        inst(Op.OpLabel, label),
        inst(Op.OpReturn),
        inst(Op.OpFunctionEnd),
        bound=20)


@pytest.mark.parametrize("use_group", [False, True])
def test_decoration_groups_apply_to_their_targets(use_group: bool) -> None:
    m = reflect(_ubo_module(use_group))
    b = m.declared_bindings[0]
    assert (b.set, b.binding, b.descriptor_type, b.name, b.accessed) == (2, 5, DT.UNIFORM_BUFFER, "params", False)
    assert m.entry_points[0].workgroup_size == (4, 2, 1)
    assert m.entry_points[0].descriptor_bindings == ()  # SPIR-V 1.0 and never used


def test_big_endian_module_reflects_the_same() -> None:
    words = _ubo_module(False)
    assert reflect(to_bytes(words, big_endian=True)).to_dict() == reflect(to_bytes(words)).to_dict()


def test_reflect_rejects_bad_modules_with_location() -> None:
    words = _ubo_module(False)
    words[-2] = int(Op.OpReturn)  # OpReturn with a word count of 0
    with pytest.raises(SpirvFormatError, match="word count is 0"):
        reflect(words, file="bad.spv")
    words = _ubo_module(False)
    # The variable's type names an id nothing defines.
    at = next(i for i in range(5, len(words)) if words[i] == ((4 << 16) | Op.OpVariable))
    words[at + 1] = 19
    with pytest.raises(SpirvFormatError, match=r"bad.spv: instruction \d+ \(OpVariable\).*%19 is used but never defined"):
        reflect(words, file="bad.spv")


# -- command line and import cost -----------------------------------------------------------------

def test_cli_reflect_json_and_bad_files(tmp_path: Path) -> None:
    bad = tmp_path / "bad.spv"
    bad.write_bytes(b"\x03\x02\x23\x07" + b"\0" * 3)
    good = ROOT / "shaders" / "triangle.vert.spv"
    proc = subprocess.run([sys.executable, "-m", "layoutgen", "reflect", "--json", str(bad), str(good)],
                          capture_output=True, text=True)
    assert proc.returncode == 2
    assert proc.stderr.startswith(f"error: {bad}: ") and "Traceback" not in proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["schema"] == "layoutgen.reflect/2"
    assert doc["modules"][0]["file"] == str(bad) and "error" in doc["modules"][0]
    ep = doc["modules"][1]["entry_points"][0]
    assert doc["modules"][1]["spirv_version"] == "1.0"
    assert ep["stage"] == "VK_SHADER_STAGE_VERTEX_BIT" and ep["execution_model"] == "Vertex"
    assert ep["descriptor_bindings"][0]["descriptor_type"] == "VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER"
    assert ep["push_constants"][0]["size"] == 4
    assert [v["format"] for v in ep["inputs"]] == ["VK_FORMAT_R32G32_SFLOAT", "VK_FORMAT_R32G32B32_SFLOAT"]


def test_cli_reflect_table() -> None:
    out = subprocess.run([sys.executable, "-m", "layoutgen", "reflect", str(ROOT / "shaders" / "triangle.frag.spv")],
                         capture_output=True, text=True, check=True).stdout
    assert "entry point 'main' (Fragment, VK_SHADER_STAGE_FRAGMENT_BIT)" in out
    assert "UNIFORM_BUFFER" in out and "R32G32B32A32_SFLOAT" in out


def test_import_loads_neither_vulkan_nor_numpy() -> None:
    code = "import sys, layoutgen; layoutgen.reflect('shaders/triangle.vert.spv'); " \
           "print('vulkan' in sys.modules, 'numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_the_engine_the_model_and_the_grammars_name_enums_load_with_the_first_reflect() -> None:
    """``import layoutgen`` loads none of them; the first reflect() loads them all; a model
    class named before any reflect() loads the enums its fields name (so that its annotations
    resolve) but not the engine."""
    loaded = ("print(*[m in sys.modules for m in ('layoutgen.reflect.model', 'layoutgen.reflect.enumerants', "
              "'layoutgen.reflect.build')])\n")
    code = ("import sys, layoutgen\n" + loaded + "layoutgen.reflect('shaders/triangle.vert.spv')\n" + loaded
            + "from layoutgen.reflect import BuiltIn, Capability, ExecutionModeName, ExecutionModel, SourceLanguage\n"
            "e = sys.modules['layoutgen.reflect.enumerants']\n"
            "print(BuiltIn is e.BuiltIn and ExecutionModel is e.ExecutionModel)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False", "False", "True", "True", "True", "True"]
    code = "import sys, layoutgen\nfrom layoutgen.reflect import ExecutionMode\n" + loaded
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "True", "False"]


def test_public_api_names() -> None:
    assert [n for n in layoutgen.__all__ if not hasattr(layoutgen, n)] == []
    errors = {n for n in layoutgen.__all__ if n.endswith("Error")}
    assert errors == {"BindlessBoundError", "ClosedError", "DescriptorHeapDeviceError", "DescriptorHeapError",
                      "DescriptorHeapLayoutError", "LayoutConflictError", "LayoutError", "LayoutLimitError",
                      "LayoutgenError", "MissingDependencyError", "NotFoundError", "ReflectionError",
                      "SpirvFormatError", "ValidationError", "VulkanError"}
    assert all(issubclass(getattr(layoutgen, n), layoutgen.LayoutgenError) for n in errors)
    with pytest.raises(layoutgen.SpirvFormatError, match="magic"):
        layoutgen.reflect(b"\x00" * 20)


def test_block_members_keep_their_own_qualifiers(corpus_by_id: dict) -> None:
    ep = ep_of(corpus_by_id, "vf_io_block.frag@vulkan1.0")
    block = next(v for v in ep.inputs if v.members)
    member = next(m for m in block.members if m.name == "id")
    assert member.flat and member.location == 5


def test_readonly_and_writeonly_buffers(corpus_by_id: dict) -> None:
    ep = ep_of(corpus_by_id, "comp_basic.comp@vulkan1.0")
    flags = {(b.non_writable, b.non_readable) for b in ep.descriptor_bindings if b.block is not None}
    assert (True, False) in flags and (False, True) in flags


def test_lookups_that_find_nothing_are_layoutgen_errors(corpus_by_id: dict) -> None:
    from layoutgen import NotFoundError

    ep = ep_of(corpus_by_id, "vf_shared_ubo.frag@vulkan1.0")
    with pytest.raises(NotFoundError, match="uses no set 7 binding 0"):
        ep.binding(7, 0)
    with pytest.raises(KeyError):  # also a KeyError, as a lookup should be
        ep.binding(7, 0)
    with pytest.raises(NotFoundError, match="has no member 'nope'"):
        ep.binding(0, 0).block.member("nope")


@pytest.mark.parametrize("target", ["vulkan1.0", "vulkan1.3"])
def test_block_members_keep_their_component(target: str, corpus_by_id: dict) -> None:
    for stage, key in (("vert", "outputs"), ("frag", "inputs")):
        ep = ep_of(corpus_by_id, f"vf_component_block.{stage}@{target}")
        block = next(v for v in getattr(ep, key) if v.members)
        assert [(m.name, m.location, m.component, m.flat) for m in block.members] == [
            ("uv", 0, 0, False), ("fade", 0, 2, False), ("layer", 2, 3, True), ("normal", 1, 1, False)]


def test_a_module_without_entry_points_says_it_has_none() -> None:
    m = reflect(module(inst(Op.OpCapability, 5), inst(Op.OpMemoryModel, 0, 1)), file="lib.spv")  # Linkage
    assert m.entry_points == ()
    with pytest.raises(NotFoundError, match=r"^lib.spv: no entry point 'main'; it has: none$") as info:
        m.entry_point("main")
    assert isinstance(info.value, KeyError) and not isinstance(info.value, ReflectionError)


def test_a_module_without_entry_points_is_no_stage() -> None:
    from layoutgen.layout.stages import resolve

    m = reflect(module(inst(Op.OpCapability, 5), inst(Op.OpMemoryModel, 0, 1)), file="lib.spv")  # Linkage
    with pytest.raises(NotFoundError, match=r"^lib.spv: the module has no entry point$"):
        resolve(m)


def test_a_file_name_that_is_no_str_is_refused() -> None:
    """reflect(data, file=3) made 3 the module's file, in every message after."""
    from layoutgen.errors import LayoutError

    data = (Path(__file__).resolve().parents[2] / "shaders" / "triangle.vert.spv").read_bytes()
    with pytest.raises(LayoutError, match=r"reflect\(file=\) names the module in messages: a str, not int"):
        layoutgen.reflect(data, file=3)  # type: ignore[arg-type]
    assert layoutgen.reflect(data, file="mine.spv").file == "mine.spv"
