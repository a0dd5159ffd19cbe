"""The stage-side oracle: inputs, outputs, built-ins, execution modes and workgroup sizes of a
reflection document against the disassembly's decorations and spirv-cross (see ``oracle``)."""
from __future__ import annotations

import re
from collections import Counter

from support.disasm import Disassembly

_ARRAYED_INPUTS = {"TessellationControl", "TessellationEvaluation", "Geometry", "MeshNV"}
_ARRAYED_OUTPUTS = {"TessellationControl", "MeshNV", "MeshEXT"}
_SCALAR_NAMES = {"float": ("float", 32), "double": ("float", 64), "int": ("int", 32), "uint": ("uint", 32),
                 "bool": ("bool", 32), "float16_t": ("float", 16), "half": ("float", 16)}
for _k in ("int", "uint"):
    for _w in (8, 16, 64):
        _SCALAR_NAMES[f"{_k}{_w}_t"] = (_k, _w)
_VEC = re.compile(r"^(?P<p>[dbiuf]?)(?P<w>8|16|64)?(?P<what>vec|mat)(?P<n>[234])(?:x(?P<r>[234]))?$")


def glsl_type(name: str) -> tuple[str, int, int, int] | None:
    """(kind, width, components, columns) of a GLSL scalar, vector or matrix name (columns 0 for
    a scalar or vector); None for anything else (a struct's id, an opaque type)."""
    if name in _SCALAR_NAMES:
        return (*_SCALAR_NAMES[name], 1, 0)
    m = _VEC.match(name)
    if m is None:
        return None
    kind = {"": "float", "d": "float", "f": "float", "i": "int", "u": "uint", "b": "bool"}[m["p"]]
    width = int(m["w"]) if m["w"] else 64 if m["p"] == "d" else 32
    n = int(m["n"])
    if m["what"] == "vec":
        return kind, width, n, 0
    return kind, width, int(m["r"] or n), n


def vk_format(kind: str, width: int, count: int) -> str:
    suffix = {"float": "SFLOAT", "int": "SINT", "uint": "UINT"}.get(kind)
    if suffix is None:
        return "VK_FORMAT_UNDEFINED"
    return "VK_FORMAT_" + "".join(f"{c}{width}" for c in "RGBA"[:count]) + f"_{suffix}"



# -- stage inputs and outputs -----------------------------------------------------------------

def locations(dis: Disassembly, t: str) -> int:
    op, ops = dis.defs[t]
    if op == "OpTypeVector":
        return 2 if dis.scalar(ops[0])[1] == 64 and int(ops[1]) > 2 else 1
    if op == "OpTypeMatrix":
        return int(ops[1]) * locations(dis, ops[0])
    if op == "OpTypeArray":
        return (dis.array_length(t) or 0) * locations(dis, ops[0])
    if op == "OpTypeStruct":
        return sum(locations(dis, m) for m in ops)
    return 1


def _io(doc_vars: list[dict]) -> Counter:
    out: Counter = Counter()
    for v in doc_vars:
        quals = frozenset(k for k in v if v[k] is True)
        members = tuple(sorted((m["name"], m["location"], m["component"],
                                frozenset(k for k in m if m[k] is True)) for m in v.get("members", [])))
        out[(v["name"], None if members else v["location"], 0 if members else v["component"], quals, members)] += 1
    return out


def expected_io(dis: Disassembly, model: str, iface: list[str], storage: str) -> tuple[Counter, set[str]]:
    """(name, location, component, qualifiers, members) of each non-built-in variable of an entry
    point's interface in ``storage``, from the decorations alone, and the built-ins' names."""
    out: Counter = Counter()
    builtins: set[str] = set()
    arrayed = model in (_ARRAYED_INPUTS if storage == "Input" else _ARRAYED_OUTPUTS)
    for v in iface:
        sc, t = dis.pointee(v)
        if sc != storage:
            continue
        quals = frozenset(dis.qualifiers(v))
        if dis.has(v, "BuiltIn"):
            builtins.add(dis.decoration(v, "BuiltIn")[0])
            continue
        if (arrayed or "per_vertex_khr" in quals) and "patch" not in quals and dis.op(t) == "OpTypeArray":
            t = dis.operands(t)[0]
        location = dis.int_decoration(v, "Location")
        members = []
        if dis.op(t) == "OpTypeStruct":
            running = location
            for k, mt in enumerate(dis.operands(t)):
                if dis.has((t, k), "BuiltIn"):
                    builtins.add(dis.decoration((t, k), "BuiltIn")[0])
                    continue
                loc = dis.int_decoration((t, k), "Location")
                loc = running if loc is None else loc
                members.append((dis.member_names.get((t, k), f"_m{k}"), loc,
                                dis.int_decoration((t, k), "Component") or 0, quals | dis.qualifiers((t, k))))
                running = None if loc is None else loc + locations(dis, mt)
            if not members:
                continue
        name = dis.names.get(v, "") or (dis.names.get(t, "") if members else "")
        out[(name, None if members else location, 0 if members else dis.int_decoration(v, "Component") or 0,
             quals, tuple(sorted(members)))] += 1
    return out, builtins


def check_interface(doc: dict, dis: Disassembly) -> list[str]:
    """Locations, components, interpolation qualifiers and built-ins of every entry point's
    inputs and outputs, against the decorations (convention 5)."""
    problems = []
    for ep in doc["entry_points"]:
        _m, _f, _n, iface = dis.entry_point(ep["execution_model"], ep["name"])
        for storage, key in (("Input", "inputs"), ("Output", "outputs")):
            expect, builtins = expected_io(dis, ep["execution_model"], iface, storage)
            ours = _io(ep[key])
            if ours != expect:
                problems.append(f"{ep['name']} {key}: ours alone {sorted((ours - expect).elements(), key=str)}, "
                                f"decorations alone {sorted((expect - ours).elements(), key=str)}")
            if set(ep[f"builtin_{key}"]) != builtins:
                problems.append(f"{ep['name']} built-in {key}: {sorted(set(ep[f'builtin_{key}']))}, "
                                f"decorations {sorted(builtins)}")
    return problems


def nameless(name: str) -> bool:
    return re.fullmatch(r"_\d+(_\d+)*", name) is not None


def _their_name(v: dict) -> str:
    return "" if nameless(v["name"]) else v["name"]


def _our_names(v: dict) -> set[str]:
    """The names spirv-cross may give a variable: a struct's or a block's type name too (13)."""
    names = {v["name"], v["type"]} if v.get("members") else {v["name"]}
    return {"" if n == "struct" else n for n in names}


def check_spirv_cross_io(ep: dict, theirs: dict) -> list[str]:
    """The first entry point's locations and formats against spirv-cross (conventions 5, 13):
    each of spirv-cross's variables matches one of ours by location and name."""
    problems = []
    for key in ("inputs", "outputs"):
        ours = list(ep[key])
        for v in theirs.get(key, []):
            name = _their_name(v)
            match = next((o for o in ours if ("location" in v or o.get("members"))
                          and o["location"] == v.get("location", o["location"])
                          and (not name or name in _our_names(o))), None)
            if match is None:
                problems.append(f"{key}: spirv-cross's {v} is not among ours")
                continue
            ours.remove(match)
            t = glsl_type(v["type"])
            expect = vk_format(*t[:2], t[2]) if t else "VK_FORMAT_UNDEFINED"
            if match["format"] != expect:
                problems.append(f"{key} {name!r}: {match['format']}, spirv-cross {v['type']} ({expect})")
        if ours:
            problems.append(f"{key}: ours {[(o['location'], o['name']) for o in ours]} are not spirv-cross's")
    return problems


# -- execution modes and workgroup size ---------------------------------------------------------

def workgroup(dis: Disassembly, function: str) -> tuple[list | None, list | None]:
    """(size, spec ids) of an entry point by hand: LocalSize, LocalSizeId's constants, and a
    WorkgroupSize built-in constant over either."""
    size = ids = None
    for mode, ops in dis.modes.get(function, ()):
        if mode == "LocalSize":
            size, ids = [int(o, 0) for o in ops], [None] * 3
        elif mode == "LocalSizeId":
            size, ids = [dis.constant(o) for o in ops], [dis.int_decoration(o, "SpecId") for o in ops]
    for ident, (op, ops) in dis.defs.items():
        if op.endswith("ConstantComposite") and dis.decoration(ident, "BuiltIn") == ["WorkgroupSize"]:
            size = [dis.constant(o) for o in ops[1:]]
            ids = [dis.int_decoration(o, "SpecId") for o in ops[1:]]
    return size, ids


def check_execution(doc: dict, dis: Disassembly) -> list[str]:
    problems = []
    for ep in doc["entry_points"]:
        _model, function, _name, _iface = dis.entry_point(ep["execution_model"], ep["name"])
        modes = [(m["name"], list(m["operands"])) for m in ep["execution_modes"]]
        if modes != dis.mode_values(function):
            problems.append(f"{ep['name']}: execution modes {modes}, disassembly {dis.mode_values(function)}")
        size, ids = workgroup(dis, function)
        if (ep["workgroup_size"], ep["workgroup_size_spec_ids"]) != (size, ids):
            problems.append(f"{ep['name']}: workgroup size {ep['workgroup_size']} spec ids "
                            f"{ep['workgroup_size_spec_ids']}, by hand {size} {ids}")
    return problems


def check_spirv_cross_workgroup(ep: dict, theirs: dict) -> list[str]:
    """spirv-cross's literal workgroup sizes, where it gives them (convention 9)."""
    their = theirs["entryPoints"][0]
    size, spec = their.get("workgroup_size"), their.get("workgroup_size_is_spec_constant_id")
    if ep["execution_model"] != "GLCompute" or size is None or size == [0, 0, 0] or any(spec):
        return []
    return [] if ep["workgroup_size"] == size else [f"workgroup size {ep['workgroup_size']}, spirv-cross {size}"]
