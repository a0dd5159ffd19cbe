"""Differential test: reflect() against ``spirv-cross FILE --reflect`` over the whole corpus.

Compared: set, binding, descriptor type, count, block sizes and member offsets (recursively),
input/output locations and formats, push-constant member offsets, workgroup size and
specialization constants. Known convention differences, each handled below and explained:

1. spirv-cross lists every resource the module declares; layoutgen's per-entry-point list is
   pruned, so the comparison uses ``Module.declared_bindings`` (all declared resources).
2. spirv-cross writes arrays of arrays innermost first; layoutgen writes them outermost first.
3. spirv-cross gives a texel buffer's category by its GLSL spelling: a uniform texel buffer
   is a "texture" (samplerBuffer) at SPIR-V < 1.6 but a "separate_image" (textureBuffer)
   when glslang emits a plain OpTypeImage; both are VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER.
4. spirv-cross's block_size of a block whose last member is a runtime array counts that
   member as empty, as layoutgen does; it is compared as is.
5. spirv-cross reports input/output types by GLSL spelling, layoutgen by VkFormat; the test
   maps one to the other (vec3 -> R32G32B32_SFLOAT, ...). Built-ins are apart in both.
6. spirv-cross --reflect has no per-entry-point view: modules in the corpus have one entry
   point, so the entry point is the module.
7. An array sized by a specialization constant: spirv-cross writes the constant's raw SPIR-V
   id with array_size_is_literal false; layoutgen reports the size for the default values
   and keeps the expression (spec_dims). The test checks that both see a spec-sized
   dimension at the same place, and compares literal sizes only.
8. A workgroup-size component given by a specialization constant: spirv-cross writes the
   spec id in place of the size; layoutgen writes the default size and the spec id apart.
9. spirv-cross 2021.01 does not resolve LocalSizeId (glslc's vulkan1.3 output) and reports
   0, 0, 0; for those modules the test compares with spirv-cross's reading of the same
   source compiled for vulkan1.0 (LocalSize).
10. spirv-cross prints no default_value for 64-bit specialization constants; their ids
   are still compared.
11. An interface block (struct-typed input/output) has no location in spirv-cross's output;
   it is matched by name, its members by layoutgen's own tests. A struct-typed variable
   with a Location (not a block) has one in both and is matched by location.
12. spirv-cross 2021.01 knows no workgroup size for task and mesh shaders (EXT); layoutgen
   reports theirs from LocalSize, so the comparison covers GLCompute only.
"""
from __future__ import annotations

import json
import subprocess

import pytest
from conftest import corpus_ids, need_tool

from layoutgen import reflect
from layoutgen.reflect import Array
from layoutgen.reflect import DescriptorType as DT

CATEGORIES = {
    "ubos": (DT.UNIFORM_BUFFER,),
    "ssbos": (DT.STORAGE_BUFFER,),
    "textures": (DT.COMBINED_IMAGE_SAMPLER, DT.UNIFORM_TEXEL_BUFFER),
    "separate_images": (DT.SAMPLED_IMAGE, DT.UNIFORM_TEXEL_BUFFER),
    "separate_samplers": (DT.SAMPLER,),
    "images": (DT.STORAGE_IMAGE, DT.STORAGE_TEXEL_BUFFER),
    "subpass_inputs": (DT.INPUT_ATTACHMENT,),
    "acceleration_structures": (DT.ACCELERATION_STRUCTURE_KHR,),
}

GLSL_FORMATS = {}
for _kind, _prefix, _suffix in (("float", "", "SFLOAT"), ("int", "i", "SINT"), ("uint", "u", "UINT"),
                                ("double", "d", "SFLOAT")):
    _w = 64 if _kind == "double" else 32
    GLSL_FORMATS[_kind] = f"VK_FORMAT_R{_w}_{_suffix}"
    for _n in (2, 3, 4):
        GLSL_FORMATS[f"{_prefix}vec{_n}"] = "VK_FORMAT_" + "".join(f"{c}{_w}" for c in "RGBA"[:_n]) + f"_{_suffix}"
        GLSL_FORMATS[f"{_prefix}mat{_n}"] = GLSL_FORMATS[f"{_prefix}vec{_n}"] if _kind in ("float", "double") else ""


def spirv_cross(path) -> dict:
    exe = need_tool("spirv-cross")
    out = subprocess.run([exe, str(path), "--reflect"], capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def theirs_members(types: dict, type_id: str) -> list[tuple]:
    """(name, offset, dims, nested) for each member of a spirv-cross struct type; a
    spec-sized dimension (raw id in spirv-cross) is "spec"."""
    out = []
    for m in types[type_id]["members"]:
        nested = theirs_members(types, m["type"]) if m["type"] in types else []
        dims = [n if lit else "spec" for n, lit in zip(m.get("array", []), m.get("array_size_is_literal", []))]
        out.append((m["name"], m.get("offset"), dims[::-1], nested))
    return out


def ours_members(members) -> list[tuple]:
    out = []
    for m in members:
        dims, t = [], m.type
        while isinstance(t, Array):
            dims.append("spec" if t.spec is not None else 0 if t.length is None else t.length)
            t = t.element
        out.append((m.name, m.offset, dims, ours_members(m.members)))
    return out


@pytest.mark.parametrize("module_id", corpus_ids())
def test_reflection_matches_spirv_cross(module_id: str, corpus_by_id: dict) -> None:
    module = corpus_by_id[module_id]
    theirs = spirv_cross(module.spv)
    ours = reflect(module.spv)
    assert len(ours.entry_points) == 1
    ep = ours.entry_points[0]

    # Descriptor bindings: set, binding, type, count, block size and member offsets.
    their_bindings = {}
    for category, dtypes in CATEGORIES.items():
        for r in theirs.get(category, []):
            count = 1
            for n in r.get("array", []):
                count *= n
            their_bindings[(r.get("set", 0), r["binding"])] = (dtypes, count, r)
    our_bindings = {(b.set, b.binding): b for b in ours.declared_bindings}
    assert set(our_bindings) == set(their_bindings)
    for key, b in our_bindings.items():
        dtypes, count, r = their_bindings[key]
        assert b.descriptor_type in dtypes, key
        literal = r.get("array_size_is_literal", [])[::-1]
        assert [s is not None for s in b.spec_dims or [None] * len(b.array_dims)] == [not x for x in literal]
        if all(literal):
            assert b.count == count, key
        if b.block is not None:
            assert b.block.size == r["block_size"], key
            assert ours_members(b.block.members) == theirs_members(theirs["types"], r["type"]), key

    # Push constants: member offsets (spirv-cross gives no range; layoutgen's comes from them).
    their_push = theirs.get("push_constants", [])
    assert len(ep.push_constants) == len(their_push) or ours.version_text < "1.4"
    for p in ep.push_constants:
        r = next(r for r in their_push if theirs["types"][r["type"]]["name"] == p.block.name)
        assert ours_members(p.block.members) == theirs_members(theirs["types"], r["type"])
        assert p.offset == min(m.offset for m in p.block.members)

    # Stage inputs and outputs: locations and formats.
    for key, mine in (("inputs", ep.inputs), ("outputs", ep.outputs)):
        theirs_io = {(v["location"], v["name"]): v["type"] for v in theirs.get(key, []) if "location" in v}
        their_blocks = {v["name"] for v in theirs.get(key, []) if "location" not in v}
        ours_blocks = {v.type.name for v in mine if v.members and v.type.name in their_blocks}
        ours_io = {(v.location, v.name): v for v in mine if not (v.members and v.type.name in their_blocks)}
        assert set(ours_io) == set(theirs_io)
        assert ours_blocks == their_blocks
        for k, v in ours_io.items():
            expect = GLSL_FORMATS.get(theirs_io[k])
            if expect:
                assert v.format.vk_name == expect, (key, k)

    # Specialization constants: ids and defaults.
    theirs_spec = {s["id"]: s.get("default_value") for s in theirs.get("specialization_constants", [])}
    ours_spec = {s.id: s.default for s in ours.specialization_constants}
    assert set(ours_spec) == set(theirs_spec)
    for k, v in ours_spec.items():
        if theirs_spec[k] is None:
            continue
        assert v == pytest.approx(theirs_spec[k]) if isinstance(v, float) else v == theirs_spec[k]

    check_workgroup_size(ep, theirs, module_id, corpus_by_id)


def check_workgroup_size(ep, theirs: dict, module_id: str, corpus_by_id: dict) -> None:
    """Workgroup size, and which of its components a specialization constant gives."""
    their_ep = theirs["entryPoints"][0]
    if ep.execution_model != "GLCompute":
        return
    if ep.workgroup_size is not None and any(m.name == "LocalSizeId" for m in ep.execution_modes):
        assert their_ep["workgroup_size"] == [0, 0, 0]
        older = corpus_by_id.get(module_id.replace("@vulkan1.3", "@vulkan1.0"))
        if older is None:
            return
        their_ep = spirv_cross(older.spv)["entryPoints"][0]
    if "workgroup_size" in their_ep:
        flags = [bool(x) for x in their_ep["workgroup_size_is_spec_constant_id"]]
        assert [i is not None for i in ep.workgroup_size_spec_ids] == flags
        expect = [their if not spec else default
                  for their, spec, default in zip(their_ep["workgroup_size"], flags, ep.workgroup_size)]
        assert list(ep.workgroup_size) == expect
        assert [i for i in ep.workgroup_size_spec_ids if i is not None] == [
            their for their, spec in zip(their_ep["workgroup_size"], flags) if spec]
    else:
        assert ep.workgroup_size is None
