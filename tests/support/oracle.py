"""Independent oracles for a reflection document (``Module.to_dict()`` or a golden file).

Two peers that share no code with layoutgen: ``spirv-cross FILE --reflect`` (SPIRV-Cross) and
the newest ``spirv-dis`` read by ``disasm`` (SPIRV-Tools). Each ``check_*`` function returns a
list of disagreements (empty when the document agrees), so one module's report names them all.

Known convention differences, each handled where noted:

1. spirv-cross lists every resource the module declares; a document's per-entry-point list is
   pruned. Given the module's declared bindings, the sets must be equal; for a document alone
   (a golden file) every binding it has must be one of spirv-cross's.
2. spirv-cross writes arrays of arrays innermost first; layoutgen outermost first.
3. spirv-cross names a resource's kind by its GLSL spelling; ``descriptor_type`` maps each
   (kind, type name) pair to exactly one VkDescriptorType: a texel buffer is a ``*samplerBuffer``
   (a "texture" before SPIR-V 1.6, a "separate_image" when glslang emits a plain OpTypeImage)
   or an ``*imageBuffer``; a subpass input is its own kind. spirv-cross 2021.01 calls every
   acceleration structure ``accelerationStructureNV`` (one opcode serves both extensions): it
   is VK_NV_ray_tracing's type where the module declares SPV_NV_ray_tracing, else the KHR one.
4. A block whose last member is a runtime array counts that member as empty in both.
5. Inputs and outputs: spirv-cross gives GLSL types, layoutgen VkFormats (``FORMATS`` maps one
   to the other). An interface block has no location in spirv-cross: it is matched by name,
   its members by the disassembly. spirv-cross gives no ``Component``, interpolation or
   built-in: those come from the disassembly's decorations.
6. spirv-cross --reflect has no per-entry-point view: it lists the first entry point's inputs
   and outputs and the whole module's resources; the execution modes, workgroup size and
   built-ins of every entry point come from the disassembly.
7. An array sized by a specialization constant: spirv-cross writes the constant's raw id with
   array_size_is_literal false; layoutgen gives the size for the default values and the spec
   ids. Both must see a spec-sized dimension at the same place; literal sizes are compared.
8. spirv-cross gives no push-constant block size: it is derived by hand from spirv-cross's
   member offsets, GLSL types and strides (``their_size``).
9. spirv-cross 2021.01 reports LocalSizeId as 0, 0, 0, writes spec ids in place of sizes and
   knows no workgroup size for task and mesh shaders: the workgroup size is derived from the
   disassembly (LocalSize, LocalSizeId constants, a WorkgroupSize built-in constant).
10. spirv-cross prints no default_value for 64-bit specialization constants; ids still match.
11. spirv-cross spells an image format in GLSL (``rgba8``), the grammar ``Rgba8``: formats are
   compared case-blind, and every image's properties also against the disassembly.
12. A block member that is a physical-storage-buffer pointer: spirv-cross describes the
   pointee (its members, its array stride) under the member; layoutgen gives an 8-byte
   pointer and no members. Such a member is compared by name and offset, and spans 8 bytes.
13. A nameless variable or type is ``_<id>`` in spirv-cross; layoutgen names a nameless block
   variable by its type name, an interface block by its variable name (spirv-cross: by its
   type name). Names are matched accordingly, a nameless one by location alone.
"""
from __future__ import annotations

import json
import subprocess
from collections import Counter
from math import prod
from pathlib import Path

from support.disasm import Disassembly
from support.oracle_stage import (check_execution, check_interface, check_spirv_cross_io, check_spirv_cross_workgroup,
                          glsl_type, nameless)

CATEGORIES = ("ubos", "ssbos", "textures", "separate_images", "separate_samplers", "images", "subpass_inputs",
              "acceleration_structures")


def spirv_cross(path: Path, exe: str) -> dict:
    out = subprocess.run([exe, str(path), "--reflect"], capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def descriptor_type(category: str, r: dict, dis: Disassembly) -> str:
    """The one VkDescriptorType of a spirv-cross resource (convention 3)."""
    t = r["type"]
    texel = t.endswith(("samplerBuffer", "textureBuffer"))
    kind = {"ubos": "UNIFORM_BUFFER", "ssbos": "STORAGE_BUFFER",
            "textures": "UNIFORM_TEXEL_BUFFER" if texel else "COMBINED_IMAGE_SAMPLER",
            "separate_images": "UNIFORM_TEXEL_BUFFER" if texel else "SAMPLED_IMAGE",
            "separate_samplers": "SAMPLER",
            "images": "STORAGE_TEXEL_BUFFER" if t.endswith("imageBuffer") else "STORAGE_IMAGE",
            "subpass_inputs": "INPUT_ATTACHMENT",
            "acceleration_structures": "ACCELERATION_STRUCTURE_" + (
                "NV" if "SPV_NV_ray_tracing" in dis.extensions else "KHR")}[category]
    return "VK_DESCRIPTOR_TYPE_" + kind


# -- block layout ---------------------------------------------------------------------------

def their_members(types: dict, type_id: str) -> list[tuple]:
    """(name, offset, dims outermost first, array stride, matrix stride, row-major, nested) of each
    member of a spirv-cross struct type; a spec-sized dimension is "spec", a runtime one 0."""
    out = []
    for m in types[type_id]["members"]:
        if m.get("physical_pointer"):  # convention 12: a pointer is 8 bytes, its pointee apart
            out.append((m["name"], m.get("offset"), [], None, None, False, []))
            continue
        nested = their_members(types, m["type"]) if "members" in types.get(m["type"], {}) else []
        dims = [n if lit else "spec" for n, lit in zip(m.get("array", []), m.get("array_size_is_literal", []))]
        matrix = glsl_type(m["type"])
        stride = m.get("matrix_stride") if matrix and matrix[3] else None
        out.append((m["name"], m.get("offset"), dims[::-1], m.get("array_stride"), stride,
                    bool(m.get("row_major")) and stride is not None, nested))
    return out


def same_members(ours: list[tuple], theirs: list[tuple]) -> bool:
    """Member trees equal, a spec-sized dimension in spirv-cross's matching any size in ours
    (convention 7: a document's member gives the size for the default values)."""
    if len(ours) != len(theirs):
        return False
    for a, b in zip(ours, theirs):
        dims = [y if y == "spec" else x for x, y in zip(a[2], b[2])] if len(a[2]) == len(b[2]) else a[2]
        if (*a[:2], dims, *a[3:6]) != b[:6] or not same_members(a[6], b[6]):
            return False
    return True


def our_members(members: list[dict]) -> list[tuple]:
    out = []
    for m in members:
        dims = list(m.get("array", []))
        out.append((m["name"], m["offset"], dims, m.get("array_stride"), m.get("matrix_stride"),
                    bool(m.get("row_major")), our_members(m.get("members", []))))
    return out


def their_size(types: dict, m: dict) -> int:
    """The bytes a spirv-cross struct member spans, derived by hand (convention 8): an array its
    outermost stride times its outermost length, a matrix its stride times its columns (rows if
    row-major), a struct the end of its last member."""
    if m.get("physical_pointer"):
        return 8
    dims = m.get("array", [])
    if dims:
        if not m.get("array_size_is_literal", [True])[-1] or dims[-1] == 0:
            return 0
        return m["array_stride"] * dims[-1]
    if "members" in types.get(m["type"], {}):
        return their_end(types, m["type"])
    kind, width, count, columns = glsl_type(m["type"])
    if columns:
        return m["matrix_stride"] * (count if m.get("row_major") else columns)
    return width // 8 * count


def their_end(types: dict, type_id: str) -> int:
    return max((m["offset"] + their_size(types, m) for m in types[type_id]["members"]), default=0)


def _ours_dims(b: dict) -> list:
    dims = list(b.get("array_dims", []))
    for k, spec in enumerate(b.get("spec_ids") or []):
        if spec is not None:
            dims[k] = "spec"
    return dims


# -- descriptor bindings ---------------------------------------------------------------------

def _resource_vars(dis: Disassembly) -> dict[tuple[int, int], list[str]]:
    out: dict[tuple[int, int], list[str]] = {}
    for ident, (op, ops) in dis.defs.items():
        binding = dis.int_decoration(ident, "Binding")
        if op == "OpVariable" and binding is not None:
            out.setdefault((dis.int_decoration(ident, "DescriptorSet") or 0, binding), []).append(ident)
    return out


def image_facts(dis: Disassembly, var: str) -> dict | None:
    """The OpTypeImage operands under a resource variable's arrays, as a document spells them."""
    t, _arrays = dis.strip_arrays(dis.pointee(var)[1])
    if dis.op(t) == "OpTypeSampledImage":
        t = dis.operands(t)[0]
    if dis.op(t) != "OpTypeImage":
        return None
    _sampled_type, dim, depth, arrayed, ms, sampled, fmt = dis.operands(t)[:7]
    return {"dim": dim, "depth": {"0": False, "1": True}.get(depth), "arrayed": arrayed == "1",
            "multisampled": ms == "1", "sampled": int(sampled), "format": fmt}


def _format_key(text: str) -> str:
    return text.replace("_", "").lower()


def check_bindings(ours: list[dict], theirs: dict, dis: Disassembly, complete: bool) -> list[str]:
    """Every binding exactly as spirv-cross and the disassembly see it; with ``complete``, the
    same bindings as spirv-cross lists (convention 1)."""
    found: dict[tuple[int, int], list[tuple[str, dict]]] = {}
    for category in CATEGORIES:
        for r in theirs.get(category, []):
            found.setdefault((r.get("set", 0), r["binding"]), []).append((descriptor_type(category, r, dis), r))
    have = Counter((b["set"], b["binding"]) for b in ours)
    want = Counter({k: len(v) for k, v in found.items()})
    if (have != want) if complete else (have - want):
        return [f"bindings: ours {sorted(have.elements())}, spirv-cross {sorted(want.elements())}"]
    variables = _resource_vars(dis)
    problems: list[str] = []
    for b in ours:
        key = (b["set"], b["binding"])
        where = f"set {key[0]} binding {key[1]} ({b['name']})"
        match = sorted((r for t, r in found[key] if t == b["descriptor_type"]),
                       key=lambda r: r["name"] not in (b["name"], b["type_name"]))
        if not match:
            problems.append(f"{where}: {b['descriptor_type']}, spirv-cross {[t for t, _ in found[key]]}")
            continue
        problems += [f"{where}: {p}" for p in _binding_problems(b, match[0], theirs.get("types", {}))]
        candidates = variables.get(key, [])
        var = next((v for v in candidates if dis.names.get(v) == b["name"]), candidates[0] if candidates else None)
        facts = None if var is None else image_facts(dis, var)
        if facts is not None and len(candidates) == 1 and {k: b.get("image", {}).get(k) for k in facts} != facts:
            problems.append(f"{where}: image {b.get('image')}, disassembly {facts}")
    return problems


def _binding_problems(b: dict, r: dict, types: dict) -> list[str]:
    problems = []
    literal = [n if lit else "spec" for n, lit in zip(r.get("array", []), r.get("array_size_is_literal", []))]
    dims = _ours_dims(b)
    if dims != literal[::-1]:
        problems.append(f"array dims {dims}, spirv-cross {literal[::-1]}")
    elif "spec" not in dims and b["count"] != prod(dims):
        problems.append(f"count {b['count']}, spirv-cross {prod(dims)}")
    if b.get("input_attachment_index") != r.get("input_attachment_index"):
        problems.append(f"input attachment index {b.get('input_attachment_index')}, "
                        f"spirv-cross {r.get('input_attachment_index')}")
    if "format" in r and _format_key(b.get("image", {}).get("format", "")) != _format_key(r["format"]):
        problems.append(f"image format {b.get('image', {}).get('format')}, spirv-cross {r['format']}")
    block = b.get("block")
    if (block is None) != ("block_size" not in r):
        problems.append(f"block {block is not None}, spirv-cross {'block_size' in r}")
    elif block is not None:
        if block["size"] != r["block_size"]:
            problems.append(f"block size {block['size']}, spirv-cross {r['block_size']}")
        if not same_members(our_members(block["members"]), their_members(types, r["type"])):
            problems.append(f"members {our_members(block['members'])}, "
                            f"spirv-cross {their_members(types, r['type'])}")
    return problems


# -- push constants --------------------------------------------------------------------------

def check_push_constants(doc: dict, theirs: dict, dis: Disassembly) -> list[str]:
    """Member offsets (spirv-cross) and the block's offset, size and end (derived by hand) of
    every push-constant block, at every SPIR-V version. From 1.4 every push-constant variable an
    entry point lists is in its document; before 1.4 the lists name none, so a document's
    blocks need only be among spirv-cross's."""
    types = theirs.get("types", {})
    their_push = {r["name"]: r for r in theirs.get("push_constants", [])}
    their_push.update({types[r["type"]]["name"]: r for r in theirs.get("push_constants", []) if nameless(r["name"])})
    problems = []
    listed = {v for _m, _f, _n, iface in dis.entry_points for v in iface
              if dis.op(v) == "OpVariable" and dis.pointee(v)[0] == "PushConstant"}
    for ep in doc["entry_points"]:
        names = sorted(p["name"] for p in ep["push_constants"])
        _model, _fn, _name, iface = dis.entry_point(ep["execution_model"], ep["name"])
        if tuple(map(int, doc["spirv_version"].split("."))) >= (1, 4):
            expect = sorted(dis.names.get(v, "") for v in iface if v in listed)
            if names != expect:
                problems.append(f"{ep['name']}: push constants {names}, interface list {expect}")
        for p in ep["push_constants"]:
            r = their_push.get(p["name"])
            if r is None:
                problems.append(f"push constant {p['name']!r} is not among spirv-cross's {sorted(their_push)}")
                continue
            members = p["block"]["members"]
            if not same_members(our_members(members), their_members(types, r["type"])):
                problems.append(f"push constant {p['name']}: members {our_members(members)}, "
                                f"spirv-cross {their_members(types, r['type'])}")
            start = min(m["offset"] for m in types[r["type"]]["members"])
            end = their_end(types, r["type"])
            if (p["offset"], p["size"], p["block"]["size"]) != (start, end - start, end):
                problems.append(f"push constant {p['name']}: offset {p['offset']} size {p['size']} block size "
                                f"{p['block']['size']}, by hand {start}, {end - start}, {end}")
    return problems


def check_specialization(constants: list[dict], theirs: dict, complete: bool) -> list[str]:
    """Ids and defaults against spirv-cross (convention 10)."""
    their_spec = {s["id"]: s.get("default_value") for s in theirs.get("specialization_constants", [])}
    ours = {s["id"]: s["default"] for s in constants}
    if (set(ours) != set(their_spec)) if complete else not set(ours) <= set(their_spec):
        return [f"specialization constants {sorted(ours)}, spirv-cross {sorted(their_spec)}"]
    return [f"specialization constant {k}: {v}, spirv-cross {their_spec[k]}" for k, v in ours.items()
            if their_spec[k] is not None and not _same_value(v, their_spec[k])]


def _same_value(a, b) -> bool:
    if isinstance(a, float) or isinstance(b, float):
        return abs(a - b) <= 1e-6 * max(1.0, abs(b))
    return a == b


def check_document(doc: dict, theirs: dict, dis: Disassembly, declared: list[dict] | None = None,
                   spec: list[dict] | None = None) -> list[str]:
    """Every oracle-covered field of a reflection document. ``declared`` (the module's declared
    bindings) and ``spec`` (its specialization constants) make the set comparisons exact; a
    golden file has neither, and its entry points' bindings must then be among spirv-cross's."""
    bindings = declared if declared is not None else [b for ep in doc["entry_points"]
                                                      for b in ep["descriptor_bindings"]]
    constants = spec if spec is not None else [s for ep in doc["entry_points"] for s in ep["specialization_constants"]]
    first = doc["entry_points"][0] if doc["entry_points"] else None
    problems = check_bindings(_unique(bindings), theirs, dis, complete=declared is not None)
    problems += check_push_constants(doc, theirs, dis)
    problems += check_interface(doc, dis)
    problems += check_execution(doc, dis)
    problems += check_specialization(_unique(constants), theirs, complete=spec is not None)
    if first is not None and dis.entry_points and (first["execution_model"], first["name"]) == (
            dis.entry_points[0][0], dis.entry_points[0][2]):
        problems += check_spirv_cross_io(first, theirs)
        problems += check_spirv_cross_workgroup(first, theirs)
    return problems


def _unique(items: list[dict]) -> list[dict]:
    """One of each binding (or constant) several entry points share."""
    out: dict[tuple, dict] = {}
    for item in items:
        out.setdefault(tuple(item.get(k) for k in ("set", "binding", "descriptor_type", "name", "id")), item)
    return list(out.values())
