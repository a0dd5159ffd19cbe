"""The block-layout checks (reflect.block_rules) against spirv-val, differentially: random
blocks with random offsets and strides, each in a uniform, storage or push-constant block; the
newest spirv-val accepts the module with no flag, with --uniform-buffer-standard-layout and with
--scalar-block-layout exactly when layoutgen says the block follows those rules. Then blocks at
the rules' edges (a vector straddling a 16-byte boundary by one byte, arrays of matrices, the
padding after an array or a struct, an array of structs whose later element breaks the rules),
whose weakest rules spirv-val accepts are the ones reflect() says the module needs."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from conftest import need_newest_tool
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import layoutgen
from layoutgen.reflect.block_rules import RELAXED, SCALAR, UNIFORM_STD430, Layout
from layoutgen.reflect.contents import index_contents
from layoutgen.reflect.requirements import _block_roots
from layoutgen.spirv.binary import load

SCALARS = {"half": (16, "OpTypeFloat 16", 2), "float": (32, "OpTypeFloat 32", 4), "double": (64, "OpTypeFloat 64", 8)}


def _align(n: int, a: int) -> int:
    return (n + a - 1) // a * a


@st.composite
def _type(draw, depth: int = 0):
    """(key, size, scalar size, natural alignment) of a random block member type."""
    kind = draw(st.sampled_from(["scalar", "vector", "matrix", "array", "struct"] if depth < 2 else
                                ["scalar", "vector"]))
    scalar = draw(st.sampled_from(sorted(SCALARS)))
    s = SCALARS[scalar][2]
    if kind == "scalar":
        return ("scalar", scalar), s, s, s
    if kind == "vector":
        n = draw(st.integers(2, 4))
        return ("vector", scalar, n), n * s, s, s * (4 if n == 3 else n)
    if kind == "matrix":
        cols, rows, row_major = draw(st.integers(2, 4)), draw(st.integers(2, 4)), draw(st.booleans())
        inner, outer = (cols, rows) if row_major else (rows, cols)
        stride = draw(st.sampled_from(sorted({inner * 4, _align(inner * 4, 8), 16})))
        return ("matrix", cols, rows, stride, row_major), outer * stride, 4, 4 * (4 if inner == 3 else inner)
    if kind == "array":
        key, size, sc, al = draw(_type(depth + 1))
        stride = draw(st.sampled_from(sorted({size, _align(size, al), _align(size, 16), size + sc})))
        length = draw(st.integers(1, 3))
        return ("array", key, length, stride), length * stride, sc, al
    members, end = draw(_members(depth + 1))
    return ("struct", tuple(members)), end, max(m[3] for m in members), max(m[4] for m in members)


@st.composite
def _members(draw, depth: int = 0):
    """[(key, offset, size, scalar size, alignment)] laid out at random, and where they end."""
    out, cursor = [], 0
    for _ in range(draw(st.integers(1, 4))):
        key, size, sc, al = draw(_type(depth))
        step = draw(st.sampled_from([sc, al, 16, 2]))
        offset = _align(cursor, step) + draw(st.sampled_from([0, 0, 0, sc, 4]))
        out.append((key, offset, size, sc, al))
        cursor = offset + size
    return out, cursor


class _Asm:
    """SPIR-V assembly for one block at set 0 binding 0 (or a push-constant block)."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.decos: list[str] = []
        self.cache: dict = {}
        self.n = 0

    def _new(self, text: str) -> str:
        self.n += 1
        self.lines.append(f"%t{self.n} = {text}")
        return f"%t{self.n}"

    def type(self, key) -> str:
        unique = key[:3] if key[0] == "matrix" else key  # one declaration per scalar, vector or matrix
        if key[0] in ("scalar", "vector", "matrix") and unique in self.cache:
            return self.cache[unique]
        if key[0] == "scalar":
            out = self._new(SCALARS[key[1]][1])
        elif key[0] == "vector":
            out = self._new(f"OpTypeVector {self.type(('scalar', key[1]))} {key[2]}")
        elif key[0] == "matrix":
            out = self._new(f"OpTypeMatrix {self.type(('vector', 'float', key[2]))} {key[1]}")
        elif key[0] == "array":
            element = self.type(key[1])
            out = self._new(f"OpTypeArray {element} {self._length(key[2])}")
            self.decos.append(f"OpDecorate {out} ArrayStride {key[3]}")
        else:
            return self.struct(key[1])
        self.cache[unique] = out
        return out

    def _length(self, n: int) -> str:
        if ("uint",) not in self.cache:
            self.cache[("uint",)] = self._new("OpTypeInt 32 0")
        return self._new(f"OpConstant {self.cache[('uint',)]} {n}")

    def struct(self, members: list) -> str:
        ids = [self.type(m[0]) for m in members]
        out = self._new("OpTypeStruct " + " ".join(ids))
        for i, (key, offset, *_rest) in enumerate(members):
            self.decos.append(f"OpMemberDecorate {out} {i} Offset {offset}")
            inner = key
            while inner[0] == "array":
                inner = inner[1]
            if inner[0] == "matrix":
                major = "RowMajor" if inner[4] else "ColMajor"
                self.decos += [f"OpMemberDecorate {out} {i} {major}", f"OpMemberDecorate {out} {i} MatrixStride "
                               f"{inner[3]}"]
        return out

    def module(self, members: list, storage: str) -> str:
        block = self.struct(members)
        ptr = self._new(f"OpTypePointer {storage} {block}")
        binding = [] if storage == "PushConstant" else ["OpDecorate %var DescriptorSet 0",
                                                        "OpDecorate %var Binding 0"]
        return "\n".join([
            "OpCapability Shader", "OpCapability Float16", "OpCapability Float64",
            "OpCapability StorageBuffer16BitAccess", "OpCapability UniformAndStorageBuffer16BitAccess",
            "OpCapability StoragePushConstant16", "OpMemoryModel Logical GLSL450",
            'OpEntryPoint GLCompute %main "main" %var', "OpExecutionMode %main LocalSize 1 1 1",
            f"OpDecorate {block} Block", *binding, *self.decos, *self.lines,
            f"%var = OpVariable {ptr} {storage}", "%void = OpTypeVoid", "%fn = OpTypeFunction %void",
            "%main = OpFunction %void None %fn", "%entry = OpLabel", "OpReturn", "OpFunctionEnd", ""])


FLAGS = {RELAXED: [], UNIFORM_STD430: ["--uniform-buffer-standard-layout"], SCALAR: ["--scalar-block-layout"]}


@pytest.fixture(scope="module")
def tools() -> tuple[str, str]:
    return need_newest_tool("spirv-as"), need_newest_tool("spirv-val")


_MAT2 = ("matrix", 2, 2, 8, False)  # mat2, column-major, MatrixStride 8
_VEC4 = ("vector", "float", 4)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
# spirv-val sizes a struct's last member without its RowMajor/MatrixStride (it looks them up under the
# member's type, not the struct), so a matrix ending a struct counts for 0 bytes: a member may follow
# the struct inside the matrix (uniform-std430 here) ...
@example(layout=([(("struct", ((("vector", "double", 2), 0), (("scalar", "double"), 16), (_MAT2, 24))), 0),
                  (("scalar", "double"), 40)], 48), storage="Uniform")
# ... a row-major one too, ...
@example(layout=([(("struct", ((_VEC4, 0), (("matrix", 2, 2, 8, True), 16))), 0), (("scalar", "float"), 16)], 20),
         storage="StorageBuffer")
# ... or an array of matrices, ...
@example(layout=([(("struct", ((_VEC4, 0), (("array", _MAT2, 3, 16), 16))), 0), (("scalar", "float"), 48)], 52),
         storage="StorageBuffer")
# ... and an array of such structs may have a stride under the struct's true size.
@example(layout=([(("array", ("struct", ((("scalar", "float"), 0), (_MAT2, 8))), 2, 16), 0)], 32),
         storage="StorageBuffer")
# An ArrayStride of 0 breaks every rule set.
@example(layout=([(("array", ("scalar", "float"), 2, 0), 0)], 8), storage="PushConstant")
@given(layout=_members(), storage=st.sampled_from(["Uniform", "StorageBuffer", "PushConstant"]))
def test_layout_rules_agree_with_spirv_val(layout, storage: str, tools, tmp_path: Path) -> None:
    spirv_as, spirv_val = tools
    members, _end = layout
    asm, spv = tmp_path / "block.spvasm", tmp_path / "block.spv"
    asm.write_text(_Asm().module(members, storage))
    subprocess.run([spirv_as, "--target-env", "vulkan1.3", "-o", str(spv), str(asm)], check=True)
    ix = index_contents(load(str(spv)), lambda _ix: False)
    ((sid, uniform),) = _block_roots(ix)
    for rules, flags in FLAGS.items():
        ours = Layout(ix).check(sid, rules, uniform) is None
        theirs = subprocess.run([spirv_val, "--target-env", "vulkan1.3", *flags, str(spv)],
                                capture_output=True, text=True)
        assert ours == (theirs.returncode == 0), (rules, storage, members, theirs.stderr)


# -- blocks at the rules' edges ----------------------------------------------------------------

def _block_module(spirv_as, name: str, storage: str, decorations: str, types: str, capabilities: str = "") -> Path:
    text = f"""OpCapability Shader
{capabilities}
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %buf
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 0
OpDecorate %B Block
{decorations}
%void = OpTypeVoid
%fn = OpTypeFunction %void
%f32 = OpTypeFloat 32
%u32 = OpTypeInt 32 0
{types}
%ptr = OpTypePointer {storage} %B
%buf = OpVariable %ptr {storage}
%main = OpFunction %void None %fn
%l = OpLabel
OpReturn
OpFunctionEnd
"""
    return spirv_as(name, text, validate=False)


def _weakest_rules_spirv_val_accepts(path: Path) -> str:
    validator = need_newest_tool("spirv-val")
    for rules in (RELAXED, UNIFORM_STD430, SCALAR):
        proc = subprocess.run([validator, "--target-env", "vulkan1.3", *FLAGS[rules], str(path)],
                              capture_output=True, text=True)
        if proc.returncode == 0:
            return rules
    pytest.fail(f"spirv-val refuses {path.name} under every rule set")


BYTE_VECTOR = """%u8 = OpTypeInt 8 0
%v = OpTypeVector %u8 2
%B = OpTypeStruct %u8 %v"""


@pytest.mark.parametrize(("offset", "rules"), [(14, RELAXED), (15, SCALAR)])
def test_a_byte_vector_straddling_16_bytes(spirv_as, offset: int, rules: str) -> None:
    """A u8vec2 at 14 takes bytes 14-15; at 15 it takes bytes 15-16 and so crosses a 16-byte
    boundary, which the relaxed rules forbid and the scalar rules allow."""
    path = _block_module(spirv_as, f"straddle{offset}", "StorageBuffer",
                         f"OpMemberDecorate %B 0 Offset 0\nOpMemberDecorate %B 1 Offset {offset}", BYTE_VECTOR,
                         "OpCapability Int8\nOpCapability StorageBuffer8BitAccess")
    assert _weakest_rules_spirv_val_accepts(path) == rules
    assert layoutgen.reflect(path).requirements.block_layout == rules


def test_an_array_of_matrices_with_a_std430_matrix_stride(spirv_as) -> None:
    """mat2[2] in a uniform block with MatrixStride 8: std140 rounds a matrix's alignment up to
    16, so the stride breaks it; std430 aligns a mat2 to 8 (uniformBufferStandardLayout)."""
    path = _block_module(spirv_as, "matrices", "Uniform", """OpMemberDecorate %B 0 Offset 0
OpMemberDecorate %B 0 ColMajor
OpMemberDecorate %B 0 MatrixStride 8
OpDecorate %arr ArrayStride 16""", """%v2 = OpTypeVector %f32 2
%m2 = OpTypeMatrix %v2 2
%n2 = OpConstant %u32 2
%arr = OpTypeArray %m2 %n2
%B = OpTypeStruct %arr""")
    assert _weakest_rules_spirv_val_accepts(path) == UNIFORM_STD430
    reqs = layoutgen.reflect(path).requirements
    assert reqs.block_layout == UNIFORM_STD430 and "stride 8" in reqs.layout_detail


def test_a_member_inside_an_arrays_std140_padding(spirv_as) -> None:
    """float[2] with stride 16 ends at byte 20, but std140 pads an array to its alignment (16),
    so a float at 20 overlaps it; std430 aligns the array to 4 and allows it."""
    path = _block_module(spirv_as, "array_padding", "Uniform", """OpMemberDecorate %B 0 Offset 0
OpMemberDecorate %B 1 Offset 20
OpDecorate %arr ArrayStride 16""", """%n2 = OpConstant %u32 2
%arr = OpTypeArray %f32 %n2
%B = OpTypeStruct %arr %f32""")
    assert _weakest_rules_spirv_val_accepts(path) == UNIFORM_STD430
    assert layoutgen.reflect(path).requirements.block_layout == UNIFORM_STD430


SCALAR_STRUCT = """#version 450
#extension GL_EXT_scalar_block_layout : require
layout(local_size_x = 1) in;
struct S { vec3 v; };
layout(scalar, set = 0, binding = 0) buffer B { S s; float f; } buf;
void main() { buf.f = buf.s.v.x; }
"""


def test_a_member_inside_a_structs_padding(glsl, tmp_path: Path) -> None:
    """struct { vec3 } is 12 bytes aligned to 16: std430 pads it to 16, so the float the scalar
    layout puts at 12 needs scalarBlockLayout."""
    path = glsl("struct_padding.comp", SCALAR_STRUCT, "vulkan1.2")
    assert _weakest_rules_spirv_val_accepts(path) == SCALAR
    reqs = layoutgen.reflect(path).requirements
    assert reqs.block_layout == SCALAR and "overlaps" in reqs.layout_detail


def test_the_second_element_of_an_array_of_structs_breaks_the_rules(spirv_as) -> None:
    """S { float a @0; vec2 v @12 } in an array at 104 with stride 24: element 0 puts v at 116
    (bytes 116-123, within one 16-byte line), element 1 at 140 (bytes 140-147: straddling 144)."""
    path = _block_module(spirv_as, "struct_array", "StorageBuffer", """OpMemberDecorate %B 0 Offset 0
OpMemberDecorate %B 1 Offset 104
OpMemberDecorate %S 0 Offset 0
OpMemberDecorate %S 1 Offset 12
OpDecorate %arr ArrayStride 24""", """%v2 = OpTypeVector %f32 2
%S = OpTypeStruct %f32 %v2
%n2 = OpConstant %u32 2
%arr = OpTypeArray %S %n2
%B = OpTypeStruct %f32 %arr""")
    assert _weakest_rules_spirv_val_accepts(path) == SCALAR
    reqs = layoutgen.reflect(path).requirements
    assert reqs.block_layout == SCALAR and "140" in reqs.layout_detail


@pytest.mark.parametrize("depth", [70, 250])
def test_a_rule_broken_under_structs_nested_deep(spirv_as, depth: int) -> None:
    """S0 { float @0; vec3 @8 } (the vec3 straddles 16 bytes: only the scalar rules allow it)
    under ``depth`` structs each { float @0; S @16 }: the check follows the nesting to the
    bottom, as deep as spirv-val takes it, rather than giving up and saying the weakest rules
    do."""
    nesting = "\n".join(f"OpMemberDecorate %S{i} 0 Offset 0\nOpMemberDecorate %S{i} 1 Offset 16"
                        for i in range(1, depth + 1))
    types = "\n".join(f"%S{i} = OpTypeStruct %f32 %S{i - 1}" for i in range(1, depth + 1))
    path = _block_module(spirv_as, f"nested{depth}", "StorageBuffer", f"""OpMemberDecorate %B 0 Offset 0
OpMemberDecorate %S0 0 Offset 0
OpMemberDecorate %S0 1 Offset 8
{nesting}""", f"""%v3 = OpTypeVector %f32 3
%S0 = OpTypeStruct %f32 %v3
{types}
%B = OpTypeStruct %S{depth}""")
    assert _weakest_rules_spirv_val_accepts(path) == SCALAR
    reqs = layoutgen.reflect(path).requirements
    assert reqs.block_layout == SCALAR and "straddling" in reqs.layout_detail
