"""Does a pipeline layout fit a set of stages? Findings before any driver call.

Each finding names what the shader needs, what the layout has, and the VUID the Khronos
validation layer reports for the same mismatch at pipeline creation.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..memo import ByIdentity
from ..reflect.descriptor_model import DescriptorBinding
from ..reflect.vkenums import DescriptorType as DT
from ..reflect.vkenums import ShaderStage
from . import vuids
from .alias_check import alias_findings
from .device_names import check_limit_names, feature_members
from .bindless import mutable_type_findings
from .findings import Finding, FindingKind, Findings, Severity
from .interface_check import interface_findings, vertex_input_findings
from .json_form import read_layout
from .model import LayoutBinding, PipelineLayoutDesc
from .slots import block_difference
from .specialization import specialized_count, specialized_size, values_by_stage
from .stages import RAY_TRACING_STAGES, Stage, StageSpec, resolve_all
from .validity import validity_findings
from .vertex import VertexInputDesc
from .vuids import layout_vuid

#: Layout descriptor types a shader's declared type accepts. Besides the dynamic and inline
#: variants of buffers, the spec's "Shader Resource and Descriptor Type Correspondence" lets
#: a combined image sampler back a separate image (Sampled=1) or a separate sampler.
COMPATIBLE = {
    DT.UNIFORM_BUFFER: {DT.UNIFORM_BUFFER, DT.UNIFORM_BUFFER_DYNAMIC, DT.INLINE_UNIFORM_BLOCK},
    DT.STORAGE_BUFFER: {DT.STORAGE_BUFFER, DT.STORAGE_BUFFER_DYNAMIC},
    DT.SAMPLED_IMAGE: {DT.SAMPLED_IMAGE, DT.COMBINED_IMAGE_SAMPLER},
    DT.SAMPLER: {DT.SAMPLER, DT.COMBINED_IMAGE_SAMPLER},
}


def pipeline_kind(stages: Iterable[Stage]) -> str:
    """The kind of pipeline the stages make, as the layout VUIDs spell it (see :mod:`.vuids`)."""
    flags = ShaderStage(0)
    for s in stages:
        flags |= s.stage
    if flags & ShaderStage.COMPUTE:
        return "Compute"
    if flags & RAY_TRACING_STAGES:
        return "RayTracing"
    return "Graphics"


def resource_findings(desc: PipelineLayoutDesc, stages: list[Stage],
                      specialization: Mapping[Any, Any] | None = None, *, notes: bool = True) -> list[Finding]:
    """Findings for ``desc`` against the stages' resources: each stage's statically used
    bindings and push constants (sized for ``specialization``), buffers stages lay out
    differently, and bindings no stage uses (``notes=False`` leaves out these last two, which
    are never errors)."""
    specs = values_by_stage([s.entry.specialization_constants for s in stages], specialization or {})
    kind = ""  # the pipeline's kind, for the VUIDs of what is found (worked out where something is)
    out: list[Finding] = []
    used: set[tuple[int, int]] = set()
    for stage, spec in zip(stages, specs):
        if not spec and _stage_fits(desc, stage):  # nothing to find in this stage
            if notes:
                used.update((b.set, b.binding) for b in stage.entry.descriptor_bindings)
            continue
        if spec:  # a block a specialization leaves no size is refused, as merge() refuses it
            for b in stage.entry.descriptor_bindings:
                if b.block is not None:
                    specialized_size(stage, b, b.block, spec)
            for p in stage.entry.push_constants:
                specialized_size(stage, p, p.block, spec)
        for b in stage.entry.descriptor_bindings:
            used.add((b.set, b.binding))
            if b.accessed:
                lb = _layout_binding(desc, b.set, b.binding)
                if lb is not None and _fits(lb, stage, b, spec):
                    continue
                kind = kind or pipeline_kind(stages)
                out.extend(_binding_findings(desc, stage, b, kind, spec))
        if not _push_covered(desc, stage, spec):
            kind = kind or pipeline_kind(stages)
            out.extend(_push_findings(desc, stage, kind, spec))
    if notes:
        out.extend(_block_findings(stages))
    out.extend(spec_id_findings(stages))
    for s in desc.set_layouts if notes else ():
        for lb in s.bindings:
            if (s.set, lb.binding) not in used:
                out.append(Finding(Severity.INFO, FindingKind.UNUSED_BINDING,
                                   f"set {s.set} binding {lb.binding} ({lb.descriptor_type.name}) is used by no stage",
                                   set=s.set, binding=lb.binding, has=lb.descriptor_type.vk_name))
    return out


#: Whether an entry point, unspecialized, fits a layout whole (see :func:`_stage_fits`), by the
#: layout and the entry point (both frozen: every pipeline of the stage with the layout asks the same).
_FITS: ByIdentity[bool] = ByIdentity(512)


def _stage_fits(desc: PipelineLayoutDesc, stage: Stage) -> bool:
    """Whether every binding the stage uses fits ``desc`` and every push-constant member it
    uses lies in a range for its stage, unspecialized (:func:`_fits`, :func:`_push_covered`):
    then it has no resource findings. False where it takes a closer look."""
    found = _FITS.get(desc, stage.entry)
    if found is None:
        found = _FITS.put(_fits_whole(desc, stage), desc, stage.entry)
    return found


def _fits_whole(desc: PipelineLayoutDesc, stage: Stage) -> bool:
    for b in stage.entry.descriptor_bindings:
        if b.accessed:
            lb = _layout_binding(desc, b.set, b.binding)
            if lb is None or not _fits(lb, stage, b, {}):
                return False
    return _push_covered(desc, stage, {})


def _block_findings(stages: list[Stage]) -> list[Finding]:
    """A warning where stages lay out one buffer binding differently over the bytes both read."""
    first: dict[tuple[int, int], tuple[Stage, DescriptorBinding]] = {}
    out = []
    for stage in stages:
        for b in stage.entry.descriptor_bindings:
            if not b.accessed or b.block is None:
                continue
            key = (b.set, b.binding)
            if key not in first:
                first[key] = (stage, b)
                continue
            other, ob = first[key]
            diff = block_difference(ob.block, b.block)  # type: ignore[arg-type]
            if diff:
                out.append(Finding(Severity.WARNING, FindingKind.BLOCK_LAYOUT_MISMATCH,
                                   f"set {b.set} binding {b.binding}: {other.label} reads {ob.name!r} and {stage.label} "
                                   f"reads {b.name!r}, laid out differently: {diff}", set=b.set, binding=b.binding,
                                   stage=stage.stage, file=stage.file))
    return out


def spec_id_findings(stages: list[Stage]) -> list[Finding]:
    """A warning for each SpecId a stage's constants share with different defaults (once a
    module, where several stages come from one), naming the constants and their defaults."""
    out = []
    seen: set[tuple[int, int]] = set()
    for stage in stages:
        for issue in stage.entry.spec_id_issues:
            if (id(stage.module), issue.spec_id) in seen:
                continue
            seen.add((id(stage.module), issue.spec_id))
            first, *others = issue.constants
            out.append(Finding(issue.severity, FindingKind.SPEC_ID_SHARED, f"{stage.label}: {issue.message}",
                               stage=stage.stage, file=stage.file, needs=first.text,
                               has=", ".join(c.text for c in others)))
    return out


def _layout_binding(desc: PipelineLayoutDesc, set_: int, binding: int) -> LayoutBinding | None:
    if set_ >= len(desc.set_layouts):
        return None
    for lb in desc.set_layouts[set_].bindings:
        if lb.binding == binding:
            return lb
    return None


def _fits(lb: LayoutBinding, stage: Stage, b: DescriptorBinding, spec: dict[int, Any]) -> bool:
    """Whether :func:`_binding_findings` finds nothing in ``lb`` for ``b``: the common case,
    told without making any message (False where it takes a closer look)."""
    have = lb.descriptor_type
    if have == DT.MUTABLE_EXT or have == DT.INLINE_UNIFORM_BLOCK:
        return False
    if have != b.descriptor_type and have not in COMPATIBLE.get(b.descriptor_type, ()):
        return False
    need = specialized_count(stage, b, spec) or 1
    return lb.descriptor_count >= need and bool(int(lb.stage_flags) & int(stage.stage))


def _binding_findings(desc: PipelineLayoutDesc, stage: Stage, b: DescriptorBinding, kind: str,
                      spec: dict[int, Any]) -> list[Finding]:
    where = f"set {b.set} binding {b.binding}"
    base: dict[str, Any] = {"set": b.set, "binding": b.binding, "stage": stage.stage, "file": stage.file,
                            "vuid": layout_vuid(kind, vuids.BINDING_STAGE), "needs": b.descriptor_type.vk_name}
    who = f"{stage.label} uses {b.name!r}"
    if b.set >= len(desc.set_layouts):
        return [Finding(Severity.ERROR, FindingKind.MISSING_SET, f"{where}: {who} but the layout has only "
                        f"{len(desc.set_layouts)} set(s)", has=None, **base)]
    lb = _layout_binding(desc, b.set, b.binding)
    if lb is None:
        return [Finding(Severity.ERROR, FindingKind.MISSING_BINDING,
                        f"{where}: {who} but set {b.set} has no binding {b.binding}", has=None, **base)]
    out = []
    accepted = COMPATIBLE.get(b.descriptor_type, {b.descriptor_type})
    if lb.descriptor_type == DT.MUTABLE_EXT:  # a mutable binding serves the types of its list
        out.extend(mutable_type_findings(lb, b, accepted, where, who, base))
    elif lb.descriptor_type not in accepted:
        out.append(Finding(Severity.ERROR, FindingKind.TYPE_MISMATCH,
                           f"{where}: {who} as {b.descriptor_type.name} but the layout has {lb.descriptor_type.name}",
                           has=lb.descriptor_type.vk_name,
                           **{**base, "vuid": layout_vuid(kind, vuids.DESCRIPTOR_TYPE)}))
    need = specialized_count(stage, b, spec) or 1
    have = lb.descriptor_count if lb.descriptor_type != DT.INLINE_UNIFORM_BLOCK else 1
    if have < need:
        out.append(Finding(Severity.ERROR, FindingKind.COUNT_TOO_SMALL,
                           f"{where}: {who} with {need} descriptor(s) but the layout has {have}",
                           **{**base, "needs": str(need), "vuid": layout_vuid(kind, vuids.DESCRIPTOR_COUNT)},
                           has=str(have)))
    if lb.descriptor_type == DT.INLINE_UNIFORM_BLOCK and b.block is not None:
        size = b.block.specialized(spec).size
        if lb.descriptor_count < size:
            out.append(Finding(Severity.ERROR, FindingKind.INLINE_BLOCK_TOO_SMALL,
                               f"{where}: {who}, a block of {size} bytes, but the layout's inline uniform block holds "
                               f"{lb.descriptor_count}",
                               **{**base, "needs": f"{size} bytes", "vuid": layout_vuid(kind, vuids.DESCRIPTOR_COUNT)},
                               has=f"{lb.descriptor_count} bytes"))
    if not int(lb.stage_flags) & int(stage.stage):
        flags = ", ".join(lb.stage_flags.vk_names) or "no stage"
        seen = f"visible to {flags} only" if int(lb.stage_flags) else "visible to no stage"
        out.append(Finding(Severity.ERROR, FindingKind.STAGE_MISSING,
                           f"{where}: {who} but the binding is {seen}",
                           **{**base, "needs": stage.stage.vk_names[0]}, has=flags))
    return out


def _push_covered(desc: PipelineLayoutDesc, stage: Stage, spec: dict[int, Any]) -> bool:
    """Whether :func:`_push_findings` finds nothing: every member of each push-constant block
    the stage uses lies in a range for its stage (told without making any message)."""
    spans: list[tuple[int, int]] | None = None
    for p in stage.entry.push_constants:
        if not p.accessed:
            continue
        if spans is None:
            bit = int(stage.stage)
            spans = [(r.offset, r.offset + r.size) for r in desc.push_constant_ranges if int(r.stage_flags) & bit]
            if not spans:
                return False
        for m in p.block.specialized(spec).members:
            start, end = m.offset, m.offset + max(m.size, 1)
            for a, b in spans:
                if a <= start and end <= b:
                    break
            else:
                return False
    return True


def push_range_errors(desc: PipelineLayoutDesc, stages: Sequence[Stage], specs: Sequence[dict[int, Any]]
                      ) -> list[Finding]:
    """The errors of the push-constant blocks the stages use (each as its ``specs``, {spec id:
    value}, sizes it) against ``desc``'s ranges: a stage with no range, a member outside every
    range for its stage (bytes a pipeline's shader reads that no push would reach)."""
    out: list[Finding] = []
    for stage, spec in zip(stages, specs):
        if not _push_covered(desc, stage, spec):
            out.extend(_push_findings(desc, stage, pipeline_kind([stage]), spec))
    return out


def _push_findings(desc: PipelineLayoutDesc, stage: Stage, kind: str, spec: dict[int, Any]) -> list[Finding]:
    vuid = layout_vuid(kind, vuids.PUSH_RANGE)
    out = []
    ranges = [r for r in desc.push_constant_ranges if int(r.stage_flags) & int(stage.stage)]
    for p in stage.entry.push_constants:
        if not p.accessed:
            continue
        block = p.block.specialized(spec)
        base: dict[str, Any] = {"stage": stage.stage, "file": stage.file, "vuid": vuid,
                "needs": f"bytes {p.offset}..{p.offset + p.size}"}
        if not ranges:
            out.append(Finding(Severity.ERROR, FindingKind.PUSH_STAGE_MISSING,
                               f"{stage.label} uses push constants {p.name!r} but no push-constant range includes "
                               f"{stage.stage.vk_names[0]}", has="no range", **base))
            continue
        for m in block.members:
            end = m.offset + max(m.size, 1)
            if not any(r.offset <= m.offset and end <= r.offset + r.size for r in ranges):
                spans = ", ".join(f"{r.offset}..{r.offset + r.size}" for r in ranges)
                out.append(Finding(Severity.ERROR, FindingKind.PUSH_NOT_COVERED,
                                   f"{stage.label}: push-constant member {m.name!r} (bytes {m.offset}..{end}) is "
                                   f"outside the ranges for {stage.stage.vk_names[0]} ({spans})",
                                   has=spans, **{**base, "needs": f"bytes {m.offset}..{end}",
                                                 "vuid": layout_vuid(kind, vuids.PUSH_RANGE_SIZE)}))
    return out


def fit_findings(layout: PipelineLayoutDesc | dict[str, Any], stages: Iterable[StageSpec], *,
                 vertex_input: VertexInputDesc | None = None, limits: Mapping[str, int] | None = None,
                 interface: bool = True, specialization: Mapping[Any, Any] | None = None,
                 features: Iterable[str] | None = None) -> Findings:
    """Findings, errors first, for how ``layout`` (a PipelineLayoutDesc or its JSON dict) fits
    ``stages``: the layout's own validity (against device ``limits`` where given), each stage's
    resources, the interfaces between consecutive stages, and ``vertex_input`` where given.
    :func:`layoutgen.check` is this with the user's own create-infos accepted too.

    ``features`` are the names of the device features the pipeline is made with (a
    DeviceContext's ``features.features``; a member name, or ``Struct.member``), where the
    rules depend on them: a vector output wider than the input it feeds is an error without
    ``maintenance4``, nothing with it, and a warning where the features are not given. A
    limit or a feature that vk.xml does not know by that name is a LayoutError."""
    out = _fit(layout, stages, vertex_input, limits, interface, specialization, features, notes=True)
    order = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}
    return Findings(sorted(out, key=lambda f: order[f.severity]))


def fit_errors(layout: PipelineLayoutDesc | dict[str, Any], stages: Iterable[StageSpec], *,
               vertex_input: VertexInputDesc | None = None, specialization: Mapping[Any, Any] | None = None,
               features: Iterable[str] | None = None) -> list[Finding]:
    """``fit_findings(...).errors``, in the same order, without working out the checks that give
    only warnings and notes (what a pipeline made with the layout must not have)."""
    found = _fit(layout, stages, vertex_input, None, True, specialization, features, notes=False)
    return [f for f in found if f.severity == Severity.ERROR]


def _fit(layout: PipelineLayoutDesc | dict[str, Any], stages: Iterable[StageSpec],
         vertex_input: VertexInputDesc | None, limits: Mapping[str, int] | None, interface: bool,
         specialization: Mapping[Any, Any] | None, features: Iterable[str] | None, *, notes: bool) -> list[Finding]:
    if limits:
        check_limit_names(limits)  # a misspelt limit would go unchecked
    enabled = None if features is None else feature_members(features)
    desc = layout if isinstance(layout, PipelineLayoutDesc) else read_layout(layout)
    resolved = resolve_all(stages)
    out: list[Finding] = [*validity_findings(desc, limits),
                          *resource_findings(desc, resolved, specialization, notes=notes)]
    if interface:
        out.extend(interface_findings(resolved, enabled, notes=notes))
        out.extend(alias_findings(resolved))
    if vertex_input is not None:
        out.extend(vertex_input_findings(vertex_input, resolved))
    return out
