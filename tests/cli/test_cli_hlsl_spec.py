"""The command line's face of shared SpecIds (reflect's warning and --spec, check's finding)
and of HLSL binding conflicts (every clash and the hint, exit status 1)."""
from __future__ import annotations

import json
import subprocess
import sys
from importlib import resources
from pathlib import Path

from conftest import need_tool
from support.hlsl import compile_with
from support.schema_check import errors

ROOT = Path(__file__).resolve().parents[2]
SHARED = """#version 450
layout(local_size_x_id = 0) in;
layout(constant_id = 0) const int LEVELS = 64;
layout(set = 0, binding = 0) buffer B { float v[]; } b;
void main() { b.v[gl_GlobalInvocationID.x] = float(LEVELS); }
"""


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "layoutgen", *args], capture_output=True, text=True, cwd=ROOT)


def test_reflect_warns_and_shows_the_specialized_workgroup_size(glsl) -> None:
    spv = str(glsl("s.comp", SHARED))
    text = run("reflect", spv).stdout
    assert "workgroup size 1 (spec id 0, shared with 'LEVELS' = 64) x 1 x 1" in text
    assert "specialization warning: SpecId 0 is shared by the workgroup size's x (uint32, default 1) and " \
           "'LEVELS' (int32, default 64)" in text
    spec = run("reflect", spv, "--spec", "LEVELS=64")
    assert spec.returncode == 0 and "workgroup size with spec id 0 = 64: 64 x 1 x 1" in spec.stdout
    doc = json.loads(run("reflect", "--json", spv, "--spec", "0=32").stdout)
    ep = doc["modules"][0]["entry_points"][0]
    assert ep["workgroup_size"] == [1, 1, 1] and ep["specialized_workgroup_size"] == [32, 1, 1]
    assert ep["spec_id_issues"][0]["spec_id"] == 0
    schema = json.loads(resources.files("layoutgen").joinpath("schemas/reflect.schema.json").read_text())
    assert errors(doc, schema) == []
    assert "specialized_workgroup_size" not in run("reflect", "--json", spv).stdout
    bad = run("reflect", spv, "--spec", "NOPE=1")
    assert bad.returncode == 2 and "no specialization constant 'NOPE'" in bad.stderr


def test_check_reports_the_warning(glsl, tmp_path: Path) -> None:
    spv = str(glsl("s.comp", SHARED))
    layout = tmp_path / "l.json"
    layout.write_text(run("layout", spv, "--json").stdout)
    done = run("check", "--layout", str(layout), spv)
    assert done.returncode == 0 and "1 warning(s)" in done.stdout and "SpecId 0 is shared" in done.stdout
    found = json.loads(run("check", "--layout", str(layout), spv, "--json").stdout)["findings"]
    assert [f["kind"] for f in found] == ["spec-id-shared"]


def test_layout_of_a_plain_hlsl_build_lists_the_clashes_and_hints(tmp_path: Path) -> None:
    source = """cbuffer P : register(b0) { float4 tint; };
Texture2D tex : register(t0);
RWStructuredBuffer<float4> outBuf : register(u0);
float4 main() : SV_Target0 { outBuf[0] = tint; return tex.Load(int3(0, 0, 0)); }
"""
    spv = compile_with(need_tool("glslc"), tmp_path, "h.frag.hlsl", source)
    done = run("layout", str(spv))
    assert done.returncode == 1
    assert done.stderr.count("no one descriptor serves both") == 3 and "-fhlsl-iomap" in done.stderr
