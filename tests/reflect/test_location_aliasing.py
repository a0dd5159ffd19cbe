"""Location aliasing: inputs (or outputs) of one stage that share a Location must agree on
numeric type and width (a Vulkan error at vertex inputs and fragment outputs, a GLSL-only
warning elsewhere) and on interpolation and auxiliary decorations (GLSL only). The modules
are built here word by word: glslang from 2025 refuses to compile such shaders."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from support.schema_check import errors
from support.spvasm import inst, module, to_bytes

from layoutgen import check, merge, reflect
from layoutgen.reflect import Format
from layoutgen.reflect import ShaderStage as S
from layoutgen.reflect.aliasing import location_issues
from layoutgen.reflect.interface_model import InterfaceVariable
from layoutgen.reflect.types import Scalar, Vector
from layoutgen.spirv.grammar import Decoration, ExecutionMode, ExecutionModel, Op, StorageClass

ROOT = Path(__file__).resolve().parents[2]
#: type name -> (scalar kind, width, component count)
TYPES = {"float": ("float", 32, 1), "vec2": ("float", 32, 2), "int": ("int", 32, 1), "uint": ("uint", 32, 1),
         "double": ("float", 64, 1), "dvec2": ("float", 64, 2), "dvec3": ("float", 64, 3)}
QUALS = {"flat": Decoration.Flat, "noperspective": Decoration.NoPerspective, "centroid": Decoration.Centroid,
         "sample": Decoration.Sample}


class _Builder:
    """A module of one entry point with the given interface variables (and block members)."""

    def __init__(self) -> None:
        self.next_id = 10
        self.types: dict[str, int] = {}
        self.head: list[list[int]] = []
        self.decos: list[list[int]] = []
        self.body: list[list[int]] = []

    def new(self) -> int:
        self.next_id += 1
        return self.next_id

    def scalar(self, kind: str, width: int) -> int:
        key = f"{kind}{width}"
        if key not in self.types:
            self.types[key] = self.new()
            self.body.append(inst(Op.OpTypeFloat, self.types[key], width) if kind == "float"
                             else inst(Op.OpTypeInt, self.types[key], width, int(kind == "int")))
        return self.types[key]

    def type(self, name: str) -> int:
        kind, width, count = TYPES[name]
        scalar = self.scalar(kind, width)
        if count == 1:
            return scalar
        if name not in self.types:
            self.types[name] = self.new()
            self.body.append(inst(Op.OpTypeVector, self.types[name], scalar, count))
        return self.types[name]

    def decorate(self, target: int, loc: int, comp: int, quals: tuple[str, ...], member: int | None = None) -> None:
        pre = (Op.OpDecorate, target) if member is None else (Op.OpMemberDecorate, target, member)
        self.decos.append(inst(*pre, Decoration.Location, loc))
        if comp:
            self.decos.append(inst(*pre, Decoration.Component, comp))
        self.decos.extend(inst(*pre, QUALS[q]) for q in quals)

    def variable(self, storage: str, name: str, type_id: int) -> int:
        sc = StorageClass.Input if storage == "in" else StorageClass.Output
        ptr, var = self.new(), self.new()
        self.body += [inst(Op.OpTypePointer, ptr, sc, type_id), inst(Op.OpVariable, ptr, var, sc)]
        self.head.append(inst(Op.OpName, var, name))
        return var

    def build(self, model: ExecutionModel, variables: list[tuple]) -> list[int]:
        ids = []
        for storage, name, spec in variables:
            if isinstance(spec, list):  # a block: [(member name, type, location, component, qualifiers)]
                block = self.new()
                self.body.append(inst(Op.OpTypeStruct, block, *(self.type(m[1]) for m in spec)))
                self.head.append(inst(Op.OpName, block, name.title()))
                self.decos.append(inst(Op.OpDecorate, block, Decoration.Block))
                for i, (mname, _t, loc, comp, quals) in enumerate(spec):
                    self.head.append(inst(Op.OpMemberName, block, i, mname))
                    self.decorate(block, loc, comp, quals, member=i)
                ids.append(self.variable(storage, name, block))
            else:
                type_name, loc, comp, quals = spec
                var = self.variable(storage, name, self.type(type_name))
                self.decorate(var, loc, comp, quals)
                ids.append(var)
        caps = [inst(Op.OpCapability, 1)] + ([inst(Op.OpCapability, 10)] if "float64" in self.types else [])
        modes = [inst(Op.OpExecutionMode, 1, ExecutionMode.OriginUpperLeft)] if model == ExecutionModel.Fragment else []
        return module(*caps, inst(Op.OpMemoryModel, 0, 1), inst(Op.OpEntryPoint, model, 1, "main", *ids), *modes,
                      *self.head, *self.decos, inst(Op.OpTypeVoid, 2), inst(Op.OpTypeFunction, 3, 2), *self.body,
                      inst(Op.OpFunction, 2, 1, 0, 3), inst(Op.OpLabel, 4), inst(Op.OpReturn), inst(Op.OpFunctionEnd),
                      bound=self.next_id + 1)


def build(model: ExecutionModel, *variables: tuple) -> list[int]:
    return _Builder().build(model, list(variables))


def issues(words: list[int]) -> list[tuple[str, str, str, int, str, str]]:
    ep = reflect(words).entry_points[0]
    return [(i.severity, i.kind, i.storage, i.location, i.first.name, i.second.name) for i in ep.location_issues]


V, F = ExecutionModel.Vertex, ExecutionModel.Fragment


def test_vertex_inputs_of_two_numeric_types_at_one_location_are_an_error() -> None:
    words = build(V, ("in", "pos", ("vec2", 0, 0, ())), ("in", "id", ("int", 0, 2, ())))
    [issue] = reflect(words).entry_points[0].location_issues
    assert (issue.severity, issue.kind, issue.vuid) == ("error", "location-alias-type",
                                                        "VUID-VkGraphicsPipelineCreateInfo-Input-08733")
    assert issue.differ == "numeric type"
    assert issue.message.startswith("inputs 'pos' (float32 smooth, components 0-1) and 'id' (int32 smooth, "
                                    "component 2) share location 0 but differ in numeric type: Vulkan asks")
    signed = build(V, ("in", "a", ("int", 3, 0, ())), ("in", "b", ("uint", 3, 1, ())))
    assert issues(signed) == [("error", "location-alias-type", "input", 3, "a", "b")]  # SINT or UINT: not both
    assert reflect(signed).entry_points[0].location_issues[0].differ == "signedness"


def test_vertex_inputs_32_and_64_bits_wide_at_one_location_are_an_error() -> None:
    narrow_first = build(V, ("in", "f", ("float", 1, 0, ())), ("in", "d", ("double", 1, 2, ())))
    [issue] = reflect(narrow_first).entry_points[0].location_issues
    assert (issue.severity, issue.differ, issue.vuid) == (
        "error", "bit width", "VUID-VkGraphicsPipelineCreateInfo-pVertexInputState-08930")
    wide_first = build(V, ("in", "d", ("double", 1, 0, ())), ("in", "f", ("float", 1, 2, ())))
    assert reflect(wide_first).entry_points[0].location_issues[0].vuid == (
        "VUID-VkGraphicsPipelineCreateInfo-pVertexInputState-08929")


def test_fragment_outputs_of_two_numeric_types_at_one_location_are_an_error() -> None:
    words = build(F, ("out", "color", ("vec2", 0, 0, ())), ("out", "index", ("int", 0, 3, ())))
    [issue] = reflect(words).entry_points[0].location_issues
    assert (issue.severity, issue.kind, issue.storage, issue.vuid) == ("error", "location-alias-type", "output", None)
    assert "Fragment Output Interface" in issue.rule


def test_between_stages_only_glsl_forbids_mixed_types_or_qualifiers() -> None:
    """Vertex outputs and fragment inputs may mix types and interpolation as far as Vulkan goes."""
    vert = build(V, ("out", "uv", ("vec2", 2, 0, ())), ("out", "depth", ("float", 2, 2, ("noperspective",))),
                 ("out", "layer", ("int", 2, 3, ("flat",))))
    assert issues(vert) == [("warning", "location-alias-qualifiers", "output", 2, "uv", "depth"),
                            ("warning", "location-alias-type", "output", 2, "uv", "layer"),
                            ("warning", "location-alias-qualifiers", "output", 2, "uv", "layer")]
    frag = build(F, ("in", "a", ("float", 4, 0, ("centroid",))), ("in", "b", ("float", 4, 1, ())),
                 ("in", "c", ("float", 5, 0, ("sample",))), ("in", "d", ("float", 5, 1, ("sample",))))
    assert issues(frag) == [("warning", "location-alias-qualifiers", "input", 4, "a", "b")]
    [issue] = reflect(frag).entry_points[0].location_issues
    assert "GLSL 4.60 section 4.4.1" in issue.rule and issue.first.qualifiers == "centroid"


def test_widths_across_two_locations_and_block_members() -> None:
    """A dvec3 takes location 6 and half of 7: a float beside it at 7 differs in width; block
    members alias as variables do, named by member."""
    words = build(V, ("out", "wide", ("dvec3", 6, 0, ())), ("out", "tail", ("float", 7, 2, ())),
                  ("out", "blk", [("x", "float", 9, 0, ()), ("n", "int", 9, 1, ("flat",))]))
    ep = reflect(words).entry_points[0]
    by_pair = {(i.first.name, i.second.name, i.kind): i for i in ep.location_issues}
    wide = by_pair[("wide", "tail", "location-alias-type")]
    assert (wide.location, wide.first.components, wide.second.components, wide.differ) == (7, (0, 1), (2,), "bit width")
    assert set(by_pair) == {("wide", "tail", "location-alias-type"), ("x", "n", "location-alias-type"),
                            ("x", "n", "location-alias-qualifiers")}


def _var(name: str, loc: int, comp: int, kind: str = "float", quals: tuple[str, ...] = ()) -> InterfaceVariable:
    return InterfaceVariable(name, loc, comp, Format.R32_SFLOAT, Scalar(kind, 32), 1, qualifiers=frozenset(quals))


def test_patch_and_per_vertex_locations_are_apart_and_one_issue_a_pair() -> None:
    per_vertex = _var("v", 0, 0)
    patch = _var("p", 0, 1, "int", ("patch",))
    assert location_issues(S.TESSELLATION_CONTROL, (), (per_vertex, patch)) == ()
    arr = InterfaceVariable("arr", 0, 0, Format.R32G32_SFLOAT, Vector(Scalar("float", 32), 2), 1)
    arr2 = InterfaceVariable("two", 0, 2, Format.R32G32_SINT, Vector(Scalar("int", 32), 2), 1)
    assert len(location_issues(S.GEOMETRY, (arr, arr2), ())) == 1


def test_aliasing_conforming_modules_have_no_issues() -> None:
    same = build(F, ("in", "uv", ("vec2", 0, 0, ("flat",))), ("in", "w", ("float", 0, 2, ("flat",))),
                 ("in", "i", ("int", 1, 0, ("flat",))), ("out", "o", ("vec2", 0, 0, ())), ("out", "p", ("vec2", 0, 2, ())))
    ep = reflect(same).entry_points[0]
    assert ep.location_issues == () and "location_issues" not in ep.to_dict()


def _modules(tmp_path: Path) -> tuple[Path, Path]:
    vert = tmp_path / "alias.vert.spv"
    vert.write_bytes(to_bytes(build(V, ("in", "pos", ("vec2", 0, 0, ())), ("in", "id", ("int", 0, 2, ())),
                                    ("out", "uv", ("vec2", 1, 0, ())), ("out", "layer", ("int", 1, 2, ("flat",))))))
    frag = tmp_path / "alias.frag.spv"
    frag.write_bytes(to_bytes(build(F, ("in", "uv", ("vec2", 1, 0, ())), ("in", "layer", ("int", 1, 2, ("flat",))),
                                    ("out", "color", ("vec2", 0, 0, ())), ("out", "index", ("int", 0, 2, ())))))
    return vert, frag


def test_check_reports_each_stage_s_aliases(tmp_path: Path) -> None:
    vert, frag = _modules(tmp_path)
    found = [f for f in check(merge([vert, frag]), [vert, frag]) if f.kind.startswith("location-alias")]
    assert [(f.severity, f.kind, f.stage) for f in found] == [
        ("error", "location-alias-type", S.VERTEX), ("error", "location-alias-type", S.FRAGMENT),
        ("warning", "location-alias-type", S.VERTEX), ("warning", "location-alias-qualifiers", S.VERTEX),
        ("warning", "location-alias-type", S.FRAGMENT), ("warning", "location-alias-qualifiers", S.FRAGMENT)]
    first = found[0]
    assert (first.vuid, first.file, first.needs, first.has) == (
        "VUID-VkGraphicsPipelineCreateInfo-Input-08733", str(vert), "float32 smooth", "int32 smooth")
    assert first.message.startswith(f"{vert} (Vertex 'main'): inputs 'pos' (float32 smooth, components 0-1)")
    assert not [f for f in check(merge([vert, frag]), [vert, frag], interface=False) if "alias" in f.kind]


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "layoutgen", *args], capture_output=True, text=True, cwd=ROOT)


def test_command_line_check_and_reflect_name_location_components_variables_and_rule(tmp_path: Path) -> None:
    vert, frag = _modules(tmp_path)
    layout = tmp_path / "layout.json"
    layout.write_text(_cli("layout", str(vert), str(frag), "--json").stdout)
    proc = _cli("check", "--layout", str(layout), str(vert), str(frag))
    assert proc.returncode == 1, proc.stderr
    assert ("inputs 'pos' (float32 smooth, components 0-1) and 'id' (int32 smooth, component 2) share location 0 "
            "but differ in numeric type") in proc.stdout
    assert "[VUID-VkGraphicsPipelineCreateInfo-Input-08733]" in proc.stdout
    assert "GLSL 4.60 section 4.4.1" in proc.stdout
    text = _cli("reflect", str(frag)).stdout
    assert "    location alias error: outputs 'color' (float32 smooth, components 0-1) and 'index'" in text
    doc = json.loads(_cli("reflect", "--json", str(vert), str(frag)).stdout)
    schema = json.loads((ROOT / "layoutgen" / "schemas" / "reflect.schema.json").read_text())
    assert not errors(doc, schema)
    [issue] = [i for i in doc["modules"][1]["entry_points"][0]["location_issues"] if i["severity"] == "error"]
    assert issue["variables"] == [
        {"name": "color", "components": [0, 1], "type": "float32", "qualifiers": "smooth"},
        {"name": "index", "components": [2], "type": "int32", "qualifiers": "smooth"}]
    assert (issue["kind"], issue["storage"], issue["location"], issue["vuid"]) == (
        "location-alias-type", "output", 0, None)


def test_the_corpus_follows_both_rules(corpus_modules: list) -> None:
    """The project's own shaders alias locations only as Vulkan and GLSL both allow."""
    broken = [(m.id, str(i)) for m in corpus_modules for ep in reflect(m.spv).entry_points for i in ep.location_issues]
    assert broken == []


@pytest.mark.parametrize("kind", ["location-alias-type", "location-alias-qualifiers"])
def test_kinds_are_documented_in_the_schema(kind: str) -> None:
    schema = json.loads((ROOT / "layoutgen" / "schemas" / "reflect.schema.json").read_text())
    assert kind in schema["$defs"]["location_issue"]["properties"]["kind"]["enum"]


@pytest.mark.parametrize("spec,message", [
    (("double", 0, 1, ()), r"'?d'? \(double\): Component 1: a 64-bit scalar or vector starts at component 0 or 2 "
                           r"\(VUID-StandaloneSpirv-Component-04923\)"),
    (("vec2", 0, 3, ()), r"d \(vec2\): Component 3: its 2 32-bit components from there go past a location's 4 "
                         r"\(VUID-StandaloneSpirv-Component-04921\)"),
    (("double", 0, 2, ()), None),  # 32-bit components 2 and 3: fits
    (("dvec2", 0, 2, ()), r"its 4 32-bit components from there go past a location's 4 .*04922"),
    (("dvec2", 0, 1, ()), "starts at component 0 or 2"),
    (("dvec3", 0, 2, ()), "a 64-bit vector of more than two components takes no Component decoration"),
])
def test_a_component_decoration_vulkan_forbids_is_refused_at_it(spec: tuple, message: str | None) -> None:
    """Laid out as spilling into the next location, each passed reflection and the checks; the
    layer refuses the module when it is made."""
    from layoutgen.errors import SpirvFormatError

    words = build(V, ("out", "d", spec))
    if message is None:
        assert reflect(words).entry_points[0].outputs[0].component == spec[2]
        return
    with pytest.raises(SpirvFormatError, match=r"\(OpDecorate\) at byte offset .*" + message):
        reflect(words)


def test_a_block_member_s_component_vulkan_forbids_is_refused_too() -> None:
    from layoutgen.errors import SpirvFormatError

    words = build(V, ("out", "blk", [("x", "vec2", 0, 3, ())]))
    with pytest.raises(SpirvFormatError, match=r"\(OpVariable\) at byte offset .*blk member x \(vec2\): Component 3: its "
                                               r"2 32-bit components from there go past a location's 4"):
        reflect(words)
    fits = build(V, ("out", "blk", [("x", "vec2", 0, 2, ()), ("y", "float", 1, 0, ())]))
    assert [m.component for m in reflect(fits).entry_points[0].outputs[0].members] == [2, 0]
