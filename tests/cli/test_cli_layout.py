"""``layoutgen layout``: text, JSON, policies from flags, --entry, --create."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from support.sources import FRAG_SSBO, FRAG_UBO, VERT_UBO

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "layoutgen", *args], capture_output=True, text=True, cwd=ROOT)


def test_json_matches_the_documented_shape(glsl) -> None:
    vert, frag = glsl("a.vert", VERT_UBO), glsl("a.frag", FRAG_UBO)
    proc = run("layout", str(vert), str(frag), "--json", "--dynamic", "frame", "--push-constants", "merged")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    b = doc["set_layouts"][0]["bindings"][0]
    assert b == {"binding": 0, "descriptor_type": "VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER_DYNAMIC", "descriptor_count": 1,
                 "stage_flags": ["VK_SHADER_STAGE_VERTEX_BIT", "VK_SHADER_STAGE_FRAGMENT_BIT"],
                 "binding_flags": [], "names": ["frame"]}
    assert doc["set_layouts"][0]["set"] == 0 and doc["set_layouts"][0]["flags"] == []
    assert doc["push_constant_ranges"] == [{"stage_flags": ["VK_SHADER_STAGE_VERTEX_BIT", "VK_SHADER_STAGE_FRAGMENT_BIT"],
                                            "offset": 0, "size": 80}]


def test_text_and_errors(glsl) -> None:
    vert, bad = glsl("a.vert", VERT_UBO), glsl("bad.frag", FRAG_SSBO)
    proc = run("layout", str(vert))
    assert proc.returncode == 0 and "set 0" in proc.stdout and "UNIFORM_BUFFER" in proc.stdout
    proc = run("layout", str(vert), str(bad))
    assert proc.returncode == 1 and proc.stderr.count("\n") == 1
    assert proc.stderr.startswith("error: set 0 binding 0:") and "Traceback" not in proc.stderr


def test_entry_selects_one_entry_point(corpus_by_id: dict, tmp_path: Path) -> None:
    from conftest import need_tool

    link = need_tool("spirv-link")
    linked = tmp_path / "both.spv"
    subprocess.run([link, str(corpus_by_id["vf_shared_ubo.vert@vulkan1.0"].spv),
                    str(corpus_by_id["vf_shared_ubo.frag@vulkan1.0"].spv), "-o", str(linked)], check=True)
    both = json.loads(run("layout", str(linked), "--json").stdout)
    assert {len(b["stage_flags"]) for b in both["set_layouts"][0]["bindings"]} == {1, 2}
    proc = run("layout", str(linked), "--entry", f"{linked}:main", "--json")
    assert proc.returncode == 2 and "ambiguous" in proc.stderr  # two entry points are called main
    frag = json.loads(run("layout", "--entry", f"{linked}:main:Fragment", str(linked), "--json").stdout)
    assert {tuple(b["stage_flags"]) for b in frag["set_layouts"][0]["bindings"]} == {("VK_SHADER_STAGE_FRAGMENT_BIT",)}


def test_create_on_the_device(glsl, vulkan_device: bool) -> None:
    vert, frag = glsl("a.vert", VERT_UBO), glsl("a.frag", FRAG_UBO)
    proc = run("layout", str(vert), str(frag), "--create", "--push-descriptor", "1")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "created 4 descriptor set layout(s) and 1 pipeline layout" in proc.stdout
    assert "0 validation message(s)" in proc.stdout


def test_entry_paths_match_however_spelled() -> None:
    proc = run("layout", "shaders/triangle.vert.spv", "--entry", "./shaders/../shaders/triangle.vert.spv:main")
    assert proc.returncode == 0, proc.stderr
    assert "VERTEX" in proc.stdout


@pytest.mark.parametrize("flags", [["--spec", "x=1"], ["--entry", "nocolon"]])
def test_bad_flags(flags: list[str], glsl) -> None:
    vert = glsl("a.vert", VERT_UBO)
    proc = run("layout", str(vert), *flags)
    assert proc.returncode == 2 and proc.stderr.startswith("error: ")
