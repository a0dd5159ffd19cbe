"""``layoutgen dump`` against ``spirv-dis --raw-id`` over the whole corpus (the newest
SPIRV-Tools on PyPI, 2025.5, whose grammar is older than ours: it knows every enumerant the
corpus uses; test_descriptor_heaps compares the modules it does not read whole)."""
from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import corpus_ids, need_newest_tool

from layoutgen.spirv import disassemble


@pytest.mark.parametrize("module_id", corpus_ids())
def test_dump_matches_spirv_dis(module_id: str, corpus_by_id: dict) -> None:
    spirv_dis = need_newest_tool("spirv-dis")
    module = corpus_by_id[module_id]
    theirs = subprocess.run([spirv_dis, "--raw-id", "--no-color", str(module.spv)],
                            capture_output=True, text=True, check=True).stdout.splitlines()
    ours = list(disassemble(module.spv))
    assert len(ours) == len(theirs)
    for n, (a, b) in enumerate(zip(ours, theirs)):
        # Same opcode names, ids, literals and enum names; spirv-dis right-aligns result
        # ids the same way, so the lines match exactly.
        assert a == b, f"line {n + 1} differs"


def test_cli_dump_prints_the_stream(corpus_by_id: dict) -> None:
    module = corpus_by_id["triangle.vert@vulkan1.0"]
    out = subprocess.run([sys.executable, "-m", "layoutgen", "dump", str(module.spv)],
                         capture_output=True, text=True, check=True).stdout
    lines = out.splitlines()
    assert lines[0] == "; SPIR-V"
    assert any("OpEntryPoint Vertex" in line and '"main"' in line for line in lines)
    assert any(line.strip().startswith("OpDecorate") and "Binding 0" in line for line in lines)
