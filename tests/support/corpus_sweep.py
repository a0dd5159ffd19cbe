"""The real-world corpus (``../shared/corpus``) through layoutgen and the validation layer.

Each pipeline is made of the corpus modules of one sample: a vertex stage with the
tessellation, geometry and fragment stages of the same name, a mesh stage with its task and
fragment stages, or a module alone. A fragment stage alone gets a generated vertex stage
that writes what it reads; a ray-tracing stage gets an empty ray-generation stage. Stages
join a pipeline only where ``check()`` finds their interfaces fit. For each pipeline:
reflect, merge, resolve the device features from the modules, create the layout and the
pipeline (compute, graphics, mesh, ray tracing; tessellation control or evaluation alone,
and task alone, have their layout created only) with the Khronos layer on, and record every
error and message.

Messages whose cause would be layoutgen's (layout, capability, feature and vertex-input
VUIDs) are never allowed. Any other outcome (the device lacks a feature, the layer 1.3.239
does not know newer SPIR-V) is allowed only through ``corpus_allowed.toml``, each entry
with its reason.

    python tests/support/corpus_sweep.py        # the counts, and every outcome not allowed
"""
from __future__ import annotations

import fnmatch
import re
import sys
import tomllib
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import layoutgen  # noqa: E402
from layoutgen import LayoutgenError  # noqa: E402
from layoutgen.layout.stages import RAY_TRACING_STAGES, Stage, resolve  # noqa: E402
from layoutgen.reflect import Format, Module, ShaderStage as S  # noqa: E402
from layoutgen.reflect.interface import flatten  # noqa: E402
from support.vkutil import layer_version  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpus"
ALLOWED = Path(__file__).resolve().parent / "corpus_allowed.toml"
#: The bound given to runtime-sized descriptor arrays.
BINDLESS_MAX = 16
_STAGE_EXT = {"vert": S.VERTEX, "tesc": S.TESSELLATION_CONTROL, "tese": S.TESSELLATION_EVALUATION,
              "geom": S.GEOMETRY, "frag": S.FRAGMENT, "mesh": S.MESH_EXT, "task": S.TASK_EXT}
_NAME = re.compile(r"^[0-9a-f]{8}_(?P<stem>.*)\.(?P<ext>\w+)\.spv$")
#: Message ids whose cause would be layoutgen's: a layout that does not fit its shaders, a
#: capability, extension or feature not enabled, a vertex-input state that does not fit.
OURS = re.compile(r"VUID-Vk\w+PipelineCreateInfo\w*-layout-\d+|VUID-VkShaderModuleCreateInfo-pCode-0(1091|4147)"
                  r"|VUID-VkVertexInput\w+|VUID-VkPipelineVertexInputStateCreateInfo-\w+"
                  r"|Shader-InterfaceTypeMismatch|Shader-InputNotProduced"
                  r"|VUID-RuntimeSpirv-OpEntryPoint-(08743|07754)|VUID-VkGraphicsPipelineCreateInfo-Input-\d+")


def is_ours(vuid: str, feature_names: frozenset[str] = frozenset()) -> bool:
    """Whether a message id names a cause that would be layoutgen's."""
    if OURS.search(vuid):
        return True
    m = re.match(r"VUID-RuntimeSpirv-(\w+)-\d+$", vuid)
    return bool(m and m.group(1) in feature_names)


@dataclass
class Unit:
    """One pipeline of the sweep: its files, and what happened to it."""

    name: str
    files: list[Path]
    events: list[tuple[str, str, str]] = field(default_factory=list)  # (kind, id, text)
    made: str = ""  # "compute", "graphics", "mesh", "ray tracing", "layout"

    def event(self, kind: str, id_: str, text: str) -> None:
        self.events.append((kind, id_, text))


def units(corpus: Path = CORPUS) -> list[Unit]:
    """The corpus grouped into pipelines by sample name (before interfaces are checked)."""
    groups: dict[str, list[Path]] = defaultdict(list)
    out: list[Unit] = []
    for path in sorted(corpus.glob("*.spv")):
        m = _NAME.match(path.name)
        if m and m.group("ext") in _STAGE_EXT:
            groups[m.group("stem")].append(path)
        else:
            out.append(Unit(path.name, [path]))
    for stem, paths in sorted(groups.items()):
        out.append(Unit(stem, sorted(paths, key=lambda p: list(_STAGE_EXT).index(_NAME.match(p.name)["ext"]))))
    return out


# -- pipelines ---------------------------------------------------------------------------

@dataclass
class Plan:
    """What one unit becomes: the stages of each pipeline, with their layout and features."""

    unit: Unit
    stages: list[Stage]
    desc: object = None
    features: object = None
    extra: list[tuple[S, bytes]] = field(default_factory=list)  # generated stages


def _fits(a: Stage, b: Stage) -> bool:
    from layoutgen.layout.interface_check import interface_findings

    return not any(f.severity == "error" for f in interface_findings([a, b]))


def _chain(stages: list[Stage]) -> list[list[Stage]]:
    """The pipelines a sample's graphics stages make: stages join where interfaces fit."""
    by = {s.stage: s for s in stages}
    out: list[list[Stage]] = []
    head = by.get(S.VERTEX) or by.get(S.MESH_EXT)
    if head is None:
        return [[s] for s in stages]
    pipe = [head]
    if head.stage == S.MESH_EXT and S.TASK_EXT in by:
        pipe.insert(0, by[S.TASK_EXT])
    tess = [by[k] for k in (S.TESSELLATION_CONTROL, S.TESSELLATION_EVALUATION) if k in by]
    if head.stage == S.VERTEX and len(tess) == 2 and _fits(head, tess[0]) and _fits(tess[0], tess[1]):
        pipe += tess
    if head.stage == S.VERTEX and S.GEOMETRY in by and _fits(pipe[-1], by[S.GEOMETRY]):
        pipe.append(by[S.GEOMETRY])
    if S.FRAGMENT in by and _fits(pipe[-1], by[S.FRAGMENT]):
        pipe.append(by[S.FRAGMENT])
    out.append(pipe)
    out.extend([s] for s in stages if s not in pipe)
    return out


def _pipelines(modules: list[Module]) -> list[list[Stage]]:
    stages = [s for m in modules for s in resolve(m)]
    graphics = [s for s in stages if s.stage in _STAGE_EXT.values()]
    others = [[s] for s in stages if s not in graphics]
    if len({s.stage for s in graphics}) < len(graphics):  # a library of several entry points per stage
        return [[s] for s in graphics] + others
    return _chain(graphics) + others


def plan(unit: Unit) -> list[Plan]:
    """Reflect and merge a unit; failures become events."""
    try:
        modules = [layoutgen.reflect(p) for p in unit.files]
    except LayoutgenError as exc:
        unit.event("reflect", type(exc).__name__, str(exc))
        return []
    if not any(m.entry_points for m in modules):
        unit.event("entry", "no-entry-point", "the module has no OpEntryPoint")
        return []
    out = []
    for stages in _pipelines(modules):
        try:
            desc = layoutgen.merge(stages, bindless_max=BINDLESS_MAX)
        except LayoutgenError as exc:
            unit.event("merge", type(exc).__name__, str(exc))
            continue
        out.append(Plan(unit, stages, desc))
    return out


def _features(p: Plan) -> None:
    from layoutgen.vk import for_layout, for_modules

    try:
        p.features = for_layout(p.desc) | for_modules({id(s.module): s.module for s in p.stages}.values())
    except LayoutgenError as exc:
        p.unit.event("features", type(exc).__name__, str(exc))


def layer_bytes(data: bytes) -> bytes:
    """The module as handed to the layer: the layer 1.3.239's spirv-val refuses Slang (11) as
    an OpSource language, so it reads Unknown (0) there; nothing else changes."""
    from layoutgen.spirv.binary import load

    b = load(data)
    for _i, start, op, wc in b.instructions():
        if op == 3 and wc > 1 and b.words[start + 1] == 11:  # OpSource Slang
            words = list(b.words)
            words[start + 1] = 0
            from support.spvasm import to_bytes

            return to_bytes(words)
    return data


# -- running on the device -----------------------------------------------------------------

def run(unit_list: list[Unit]) -> list[Unit]:
    """Plan every unit, then create each plan's layout and pipeline, a device per feature set."""
    plans = [p for u in unit_list for p in plan(u)]
    for p in plans:
        _features(p)
    by_features: dict[object, list[Plan]] = defaultdict(list)
    for p in plans:
        if p.features is not None:
            by_features[p.features].append(p)
    for features, group in by_features.items():
        _run_group(features, group)
    return unit_list


def _run_group(features: object, group: list[Plan]) -> None:
    from layoutgen.vk import DeviceContext, LayoutCache

    try:
        ctx = DeviceContext(features=features)
    except LayoutgenError as exc:
        for p in group:
            p.unit.event("device", type(exc).__name__, str(exc))
        return
    with ctx, LayoutCache(ctx) as cache:
        for p in group:
            ctx.take_messages()
            try:
                _create(ctx, cache, p)
            except LayoutgenError as exc:
                refused = getattr(exc, "messages", None)  # the layer refused a call: its messages
                for m in refused or ():
                    p.unit.event("message", m.vuid, m.text)
                if not refused:
                    p.unit.event("vulkan", type(exc).__name__, str(exc))
            except Exception as exc:  # noqa: BLE001 - recorded, and never allowed
                p.unit.event("crash", type(exc).__name__, repr(exc))
            for m in ctx.take_problems():
                p.unit.event("message", m.vuid, m.text)


def _create(ctx, cache, p: Plan) -> None:
    from layoutgen.vk import pipeline as vp

    from support import passthrough

    layout = cache.get(p.desc)
    kinds = S(0)
    for s in p.stages:
        kinds |= s.stage
    handles: list = []
    try:
        def module(data: bytes):
            handles.append(vp.shader_module(ctx, layer_bytes(data)))
            return handles[-1]

        infos = [vp.StageInfo(module(Path(s.file).read_bytes()), s.stage, s.entry.name) for s in p.stages]
        if kinds == S.COMPUTE:
            p.unit.made = "compute"
            pipe = vp.compute_pipeline(ctx, layout.handle, infos[0])
        elif kinds & RAY_TRACING_STAGES:
            if not kinds & S.RAYGEN_KHR:
                infos.insert(0, vp.StageInfo(module(passthrough.empty_raygen()), S.RAYGEN_KHR, "main"))
            p.unit.made = "ray tracing"
            pipe = vp.ray_tracing_pipeline(ctx, layout.handle, infos)
        elif _layout_only(kinds):
            p.unit.made = p.unit.made or "layout"
            return
        else:
            if not kinds & (S.VERTEX | S.MESH_EXT):
                frag = p.stages[0]
                data = passthrough.vertex_for(Path(frag.file).read_bytes(), frag.entry.name)
                infos.insert(0, vp.StageInfo(module(data), S.VERTEX, "main"))
            p.unit.made = "mesh" if kinds & S.MESH_EXT else "graphics"
            pipe = _graphics(ctx, layout.handle, p.stages, infos)
        vp.destroy(ctx, "Pipeline", pipe)
    finally:
        for h in handles:
            vp.destroy(ctx, "ShaderModule", h)


def _layout_only(kinds: S) -> bool:
    tess = kinds & (S.TESSELLATION_CONTROL | S.TESSELLATION_EVALUATION)
    if tess and tess != S.TESSELLATION_CONTROL | S.TESSELLATION_EVALUATION:
        return True
    if kinds & S.TASK_EXT and not kinds & S.MESH_EXT:
        return True
    return bool(kinds & S.GEOMETRY and not kinds & S.VERTEX)


def _color(kind: str) -> Format:
    return {"int": Format.R32G32B32A32_SINT, "uint": Format.R32G32B32A32_UINT}.get(kind, Format.R32G32B32A32_SFLOAT)


def _attachments(frag: Stage | None) -> tuple[dict[int, Format], dict[int, tuple[Format, int]]]:
    """Color attachments by location, input attachments by index, for a fragment stage."""
    from layoutgen.reflect.types import scalar_of

    colors: dict[int, Format] = {}
    inputs: dict[int, tuple[Format, int]] = {}
    if frag is None:
        return colors, inputs
    for v in flatten(frag.entry.outputs):
        s = scalar_of(_leaf(v.type))
        for loc in range(v.location or 0, (v.location or 0) + max(v.locations, 1)):
            colors[loc] = _color(s.kind if s else "float")
    for b in frag.entry.descriptor_bindings:
        if b.input_attachment_index is not None and b.image is not None:
            for k in range(max(b.count, 1)):
                inputs[b.input_attachment_index + k] = (_color(b.image.sampled_type.kind),
                                                        4 if b.image.multisampled else 1)
    return colors, inputs


def _leaf(t):
    from layoutgen.reflect.types import Array

    while isinstance(t, Array):
        t = t.element
    return t


def _graphics(ctx, layout, stages: list[Stage], infos: list) -> object:
    from layoutgen.layout.vertex import vertex_input
    from layoutgen.vk import pipeline as vp

    from support import renderpass

    frag = next((s for s in stages if s.stage == S.FRAGMENT), None)
    vert = next((s for s in stages if s.stage == S.VERTEX), None)
    colors, inputs = _attachments(frag)
    rp = renderpass.create(ctx, colors, inputs)
    try:
        vi = vertex_input(vert.entry) if vert is not None else None
        count = max(colors, default=-1) + 1
        return vp.graphics_pipeline(ctx, layout, infos, rp, vertex_input=vi, color_attachments=count)
    finally:
        vp.destroy(ctx, "RenderPass", rp)


# -- judging -------------------------------------------------------------------------------

@dataclass
class Allowance:
    modules: list[str]
    id: str
    reason: str
    text: str = ""
    #: The validation-layer versions that give this outcome, as comparisons joined by commas
    #: (``"<1.4"``, ``">=1.4.309"``); empty for every version.
    layers: str = ""
    used: int = 0

    def matches(self, unit: Unit, event: tuple[str, str, str]) -> bool:
        names = [unit.name, *(p.name for p in unit.files)]
        return (event[1] == self.id and self.text in event[2]
                and any(fnmatch.fnmatch(n, pat) for n in names for pat in self.modules))

    def applies_to(self, layer: tuple[int, ...] | None) -> bool:
        """Whether the allowance is for the layer of this version (None: no layer known)."""
        return not self.layers or (layer is not None and version_matches(layer, self.layers))


_COMPARE = re.compile(r"^\s*(<=|>=|<|>|==)\s*(\d+(?:\.\d+)*)\s*$")


def version_matches(version: tuple[int, ...], spec: str) -> bool:
    """Whether ``version`` meets every comparison of ``spec`` (e.g. ``">=1.3, <1.4"``); a
    version compares as far as the comparison spells it (1.4.309 is ``==1.4``)."""
    for part in spec.split(","):
        m = _COMPARE.match(part)
        if not m:
            raise ValueError(f"layer version comparison {part.strip()!r}: write e.g. '<1.4' or '>=1.4.309'")
        want = tuple(int(x) for x in m.group(2).split("."))
        have = tuple(version[:len(want)])
        ok = {"<": have < want, "<=": have <= want, ">": have > want, ">=": have >= want, "==": have == want}
        if not ok[m.group(1)]:
            return False
    return True


def allowances(path: Path = ALLOWED, layer: tuple[int, ...] | None = None) -> list[Allowance]:
    """The allow list's entries for the validation layer of version ``layer`` (where an entry
    names the layer versions that give its outcome, only those it applies to)."""
    data = tomllib.loads(path.read_text())
    entries = [Allowance(a["modules"], a["id"], a["reason"], a.get("text", ""), a.get("layers", ""))
               for a in data.get("allow", [])]
    return [a for a in entries if a.applies_to(layer)]


def feature_names() -> frozenset[str]:
    """Every device feature the vulkan binding knows (members of VkPhysicalDevice*Features*)."""
    from layoutgen.vk.binding import ffi

    out: set[str] = set()
    for cname in ffi.list_types()[0]:
        if cname.startswith("VkPhysicalDevice") and "Features" in cname:
            try:
                fields = ffi.typeof(cname).fields or ()
            except Exception:  # noqa: BLE001 - an opaque or odd type: no members to read
                continue
            out.update(f for f, t in fields if t.type.cname == "uint32_t" and f not in ("sType",))
    return frozenset(out)


def judge(unit_list: list[Unit], allowed: list[Allowance]) -> tuple[list[str], list[str]]:
    """(failures, notes): every event neither allowed nor harmless is a failure; an
    allowance that names a cause of ours, or matches nothing, is one too."""
    names = feature_names()
    failures: list[str] = []
    for a in allowed:
        if is_ours(a.id, names):
            failures.append(f"the allow list names {a.id}, a cause of layoutgen's: that is never allowed")
    for u in unit_list:
        for ev in u.events:
            hit = next((a for a in allowed if a.matches(u, ev)), None)
            if hit is not None and not is_ours(ev[1], names):
                hit.used += 1
                continue
            failures.append(f"{u.name}: {ev[0]} {ev[1]}: {ev[2][:400]}")
    failures += [f"allowance {a.id} for {a.modules} matched nothing: remove it" for a in allowed if not a.used]
    return failures, []


def counts(unit_list: list[Unit]) -> Counter:
    c: Counter = Counter()
    for u in unit_list:
        c["pipelines (units)"] += 1
        c["modules"] += len(u.files)
        c[f"made: {u.made or 'nothing'}"] += 1
        c["units with an allowed outcome" if u.events else "units clean"] += 1
        c["modules handed to the layer as Slang with OpSource Unknown"] += sum(
            1 for p in u.files if u.made and _is_slang(p))
    return c


def _is_slang(path: Path) -> bool:
    return layer_bytes(data := path.read_bytes()) != data


def main() -> int:
    unit_list = run(units())
    allowed = allowances(layer=layer_version())
    failures, _ = judge(unit_list, allowed)
    for k, v in sorted(counts(unit_list).items()):
        print(f"{k}: {v}")
    print("allowed outcomes (events), by reason:")
    for a in sorted(allowed, key=lambda a: -a.used):
        print(f"  {a.used:4d}  {a.reason}")
    for f in failures:
        print("NOT ALLOWED", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
