"""Differential tests: reflect() against two independent peers, over the project's corpus and the
shared real-world corpus.

``oracle.check_document`` compares every field a peer gives (its docstring lists each convention
difference and how it is handled): spirv-cross --reflect for descriptor types (exactly, from its
type names), counts, block sizes, member offsets and strides, push-constant members (and block
sizes derived by hand), input/output locations and formats, specialization constants; the newest
spirv-dis for Component, interpolation qualifiers, built-ins, image properties, execution modes
and the workgroup size, at every SPIR-V version.
"""
from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from conftest import IN_CI, corpus_ids, need_newest_tool, need_tool
from support.disasm import disassemble
from support.oracle import check_document, spirv_cross

from layoutgen import reflect

SHARED = Path(__file__).resolve().parents[3] / "shared" / "corpus"
#: Shared-corpus modules a peer cannot read, by name, and why.
PEERLESS = {
    "791e415b_reflect_glsl_buffer_handle_3.spv": "spirv-cross 2021.01 crashes (SIGSEGV) on its self-referential "
                                                 "buffer_reference types",
    **{name: "spirv-cross 2021.01 and the newest spirv-dis know no descriptor heaps (untyped pointers, capability "
             "5128)" for name in (
        "06c4bff3_sascha_slang_descriptorheapuntyped_cube.vert.spv",
        "1313e7a2_reflect_descriptor_heap_slang_bindless.frag.spv",
        "3faaac10_reflect_descriptor_heap_glsl_bindless.frag.spv",
        "85d29b15_sascha_glsl_descriptorheapuntyped_cube.frag.spv",
        "9ec1f71b_sascha_glsl_descriptorheapuntyped_cube.vert.spv",
        "c00a0f31_reflect_descriptor_heap_slang_as_heap.comp.spv",
        "e1b54826_sascha_slang_descriptorheapuntyped_cube.frag.spv")},
    **{name: "spirv-cross 2021.01 knows no ARM tensors or data graphs" for name in (
        "35d861e4_samples_tensor_and_data_graph_tensor_image_aliasing_spirv_conv2d_int8.spvasm.spv",
        "48e5a442_samples_tensor_and_data_graph_compute_shaders_with_tensors_glsl_visualization_three_tensors.comp.spv",
        "5aa07529_samples_tensor_and_data_graph_compute_shaders_with_tensors_glsl_preprocessing.comp.spv",
        "7a5c1ba4_samples_tensor_and_data_graph_compute_shaders_with_tensors_glsl_postprocessing.comp.spv",
        "a6c43340_samples_tensor_and_data_graph_simple_tensor_and_data_graph_spirv_pooling.spvasm.spv",
        "b7f4548d_samples_tensor_and_data_graph_spirv_conv2d.spvasm.spv",
        "ccc68760_samples_tensor_and_data_graph_glsl_visualization_two_tensors.comp.spv")},
    "a421757a_samples_ray_tracing_invocation_reorder_glsl_raygen.rgen.spv": "spirv-cross 2021.01 knows no "
                                                                            "invocation reordering (hit objects)",
    "d32c7fe7_samples_shader_relaxed_extended_instruction_hlsl_relaxed_demo.comp.spv": "spirv-cross 2021.01 knows "
                                                                                       "no relaxed extended instructions",
}
CHUNKS = 8


def problems_of(path: Path, cross: str, dis: str) -> list[str]:
    """Every disagreement between reflect() and the peers on one module."""
    module = reflect(path)
    return check_document(module.to_dict(), spirv_cross(path, cross), disassemble(path, dis),
                          [b.to_dict() for b in module.declared_bindings],
                          [s.to_dict() for s in module.specialization_constants])


@pytest.mark.parametrize("module_id", corpus_ids())
def test_reflection_matches_the_peers(module_id: str, corpus_by_id: dict) -> None:
    cross, dis = need_tool("spirv-cross"), need_newest_tool("spirv-dis")
    assert problems_of(corpus_by_id[module_id].spv, cross, dis) == []


def _shared_modules() -> list[Path]:
    if not SHARED.is_dir():
        if IN_CI:
            pytest.fail(f"the shared corpus is required under CI but {SHARED} is missing")
        pytest.skip(f"the shared corpus is not at {SHARED}")
    return sorted(SHARED.glob("*.spv"))


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_shared_corpus_matches_the_peers(chunk: int) -> None:
    cross, dis = need_tool("spirv-cross"), need_newest_tool("spirv-dis")
    modules = [p for p in _shared_modules()[chunk::CHUNKS] if p.name not in PEERLESS]

    def one(path: Path) -> list[str]:
        return [f"{path.name}: {p}" for p in problems_of(path, cross, dis)]

    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        found = [p for problems in pool.map(one, modules) for p in problems]
    assert found == []


def test_modules_without_a_peer_are_still_unreadable_to_it() -> None:
    """The skip list stays honest: each module on it still defeats a peer."""
    import subprocess

    cross, dis = need_tool("spirv-cross"), need_newest_tool("spirv-dis")
    present = {p.name for p in _shared_modules()}
    for name in PEERLESS:
        assert name in present, name
        path = SHARED / name
        results = [subprocess.run([exe, *args], capture_output=True).returncode
                   for exe, args in ((cross, [str(path), "--reflect"]), (dis, [str(path)]))]
        assert any(results), f"{name}: both peers read it now; compare it again"
        reflect(path)  # layoutgen itself reads every one
