"""Readable text for the command line: reflection tables, layouts, findings and pool sizes."""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from .errors import printable
from .layout.findings import Findings, Severity
from .layout.model import PipelineLayoutDesc
from .layout.share import PoolSizes
from .reflect.enumerants import ExecutionModeName
from .reflect.interface import flatten
from .reflect.kinds import Axis
from .reflect.model import EntryPoint, Module
from .reflect.interface_model import InterfaceVariable
from .reflect.vkenums import ShaderStage


#: The most characters of a cell a table shows: each row is as wide as the widest, so one long
#: name (a module may hold names of 260,000 bytes) would widen every row of its table.
CELL_MOST = 120


def table(rows: list[list[str]], indent: str = "    ") -> list[str]:
    """Rows as aligned columns; the first row is the header. Each cell is shown printable (see
    :func:`~layoutgen.errors.printable`) and cut at CELL_MOST characters, saying how many more
    it holds (the JSON output holds every name whole)."""
    if len(rows) <= 1:
        return []
    rows = [[_cell(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return [indent + "  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]


def _cell(text: str) -> str:
    text = printable(text)
    return text if len(text) <= CELL_MOST else f"{text[:CELL_MOST]}... ({len(text) - CELL_MOST} more)"


def shown(lines: list[str]) -> list[str]:
    """``lines`` as they may be printed: each printable (a module's names and a file's path
    can hold anything, control characters and escape sequences included)."""
    return [printable(line) for line in lines]


def module_text(m: Module, specialization: Mapping[int, Any] | None = None) -> list[str]:
    """A module as ``layoutgen reflect`` prints it; ``specialization`` ({spec id: value}) adds
    the workgroup size it gives."""
    out = [f"{m.file}: SPIR-V {m.version_text}, {len(m.entry_points)} entry point(s)"]
    for ep in m.entry_points:
        out.extend(entry_point_text(ep, specialization))
    if m.specialization_constants:
        out.append("  specialization constants")
        out.extend(table([["id", "name", "type", "default"]] + [
            [str(s.id), s.name or "-", f"{s.type}{s.width or ''}", str(s.default)]
            for s in m.specialization_constants]))
    return shown(out)


def entry_point_text(ep: EntryPoint, specialization: Mapping[int, Any] | None = None) -> list[str]:
    stage = ep.stage.vk_names[0] if ep.stage else "no Vulkan stage"
    out = [f"  entry point {ep.name!r} ({ep.execution_model}, {stage})"]
    out.extend(workgroup_text(ep, specialization))
    if ep.descriptor_bindings:
        out.append("    descriptor bindings")
        rows = [["set", "binding", "type", "count", "name", "accessed", "detail"]]
        for b in ep.descriptor_bindings:
            detail = f"{b.block.name} ({b.block.size} bytes)" if b.block else b.type_name
            if b.runtime_sized:
                detail += ", runtime-sized"
            elif any(b.spec_dims):
                detail += ", sized by spec constant"
            rows.append([str(b.set), str(b.binding), b.descriptor_type.name, str(b.count), b.name,
                         "yes" if b.accessed else "no", detail])
        out.extend(table(rows, "      "))
    for p in ep.push_constants:
        out.append(f"    push constants {p.name}: offset {p.offset}, size {p.size}"
                   + ("" if p.accessed else " (not accessed)"))
    out.extend(heap_text(ep))
    for title, vars_ in (("inputs", ep.inputs), ("outputs", ep.outputs)):
        if vars_:
            out.append(f"    {title}")
            flat = flatten(vars_)
            semantic = any(v.semantic for v in flat)  # a column only where the module has HLSL semantics
            out.extend(table([["location", "component", "format", "name", "qualifiers", *(["semantic"] * semantic)]]
                             + [_io_row(v, semantic) for v in flat], "      "))
    for issue in ep.location_issues:
        out.append(f"    location alias {issue}")
    for spec_issue in ep.spec_id_issues:
        out.append(f"    specialization {spec_issue}")
    builtins = [f"in {v.builtin}" for v in ep.builtin_inputs] + [f"out {v.builtin}" for v in ep.builtin_outputs]
    if builtins:
        out.append("    built-ins: " + ", ".join(builtins))
    others = [m for m in ep.execution_modes
              if m.name not in (ExecutionModeName.LOCAL_SIZE, ExecutionModeName.LOCAL_SIZE_ID)]
    if others:
        out.append("    execution modes: " + ", ".join(
            m.name + ("(" + ", ".join(map(str, m.operands)) + ")" if m.operands else "") for m in others))
    return out


def workgroup_text(ep: EntryPoint, specialization: Mapping[int, Any] | None = None) -> list[str]:
    """The workgroup size line: each dimension's default and the spec id that sizes it (and the
    constants sharing that id with another default); with ``specialization`` ({spec id:
    value}), the size it gives too."""
    if not ep.workgroup_size:
        return []
    ids = ep.workgroup_size_spec_ids or (None, None, None)
    shared = {i.spec_id: i for i in ep.spec_id_issues}
    parts = []
    for axis, n, i in zip(Axis, ep.workgroup_size, ids):
        note = f" (spec id {i}" if i is not None else ""
        if i in shared:
            others = [c for c in shared[i].constants if c.workgroup_axis != axis]
            note += ", shared with " + ", ".join(f"{c.name or 'an unnamed constant'!r} = {c.default}" for c in others)
        parts.append(f"{n}{note})" if note else str(n))
    out = ["    workgroup size " + " x ".join(parts)]
    if specialization:
        size = ep.workgroup_size_for(specialization)
        given = ", ".join(f"spec id {k} = {v}" for k, v in sorted(specialization.items()) if k in ids)
        if given and size is not None:
            out.append(f"    workgroup size with {given}: " + " x ".join(map(str, size)))
    return out


def heap_text(ep: EntryPoint) -> list[str]:
    """The descriptor heaps an entry point reaches, one table of accesses each."""
    out = []
    for h in ep.descriptor_heaps:
        out.append(f"    descriptor heap {h.heap} ({h.builtin}) {h.name}: {len(h.accesses)} access(es)"
                   + ("" if h.accessed else " (not accessed)") + "; no set layout describes it")
        rows = [["type", "element", "index", "stride", "offset"]]
        for a in h.accesses:
            stride = (f"{a.stride} bytes" if a.stride is not None
                      else f"sizeof({a.stride_size_of})" if a.stride_size_of else "-")
            rows.append([a.descriptor_type.name if a.descriptor_type is not None else "data", a.type_name,
                         "run time" if a.index is None else str(a.index), stride,
                         "-" if a.offset is None else str(a.offset)])
        out.extend(table(rows, "      "))
    return out


def _io_row(v: InterfaceVariable, semantic: bool = False) -> list[str]:
    row = ["-" if v.location is None else str(v.location), str(v.component), v.format.name, v.name,
           " ".join(sorted(v.qualifiers))]
    return row + [v.semantic or "-"] if semantic else row


def _stages(flags: ShaderStage) -> str:
    return "|".join(n.removeprefix("VK_SHADER_STAGE_").replace("_BIT", "") for n in flags.vk_names)


def layout_text(desc: PipelineLayoutDesc) -> list[str]:
    out = [f"pipeline layout: {len(desc.set_layouts)} set layout(s), "
           f"{len(desc.push_constant_ranges)} push-constant range(s)"]
    for s in desc.set_layouts:
        flags = " ".join(f.removeprefix("VK_DESCRIPTOR_SET_LAYOUT_CREATE_").replace("_BIT", "")
                         for f in s.flags.vk_names)
        out.append(f"  set {s.set}" + (f" ({flags})" if flags else "") + ("" if s.bindings else ": empty"))
        rows = [["binding", "type", "count", "stages", "flags", "names"]]
        for b in s.bindings:
            bflags = " ".join(f.removeprefix("VK_DESCRIPTOR_BINDING_").removesuffix("_BIT")
                              for f in b.binding_flags.vk_names)
            rows.append([str(b.binding), b.descriptor_type.name, str(b.descriptor_count), _stages(b.stage_flags),
                         bflags or "-", ", ".join(b.names)])
        out.extend(table(rows))
    if desc.push_constant_ranges:
        out.append("  push constants")
        out.extend(table([["stages", "offset", "size"]] + [
            [_stages(r.stage_flags), str(r.offset), str(r.size)] for r in desc.push_constant_ranges]))
    return shown(out)


def findings_text(findings: Findings) -> list[str]:
    """Findings as ``layoutgen check`` prints them: the verdict and counts, then each one."""
    if not findings:
        return ["compatible: no findings"]
    counts = Counter(f.severity for f in findings)
    out = [f"{'not compatible' if findings.has_errors else 'compatible'}: {counts[Severity.ERROR]} error(s), "
           f"{counts[Severity.WARNING]} warning(s), {counts[Severity.INFO]} note(s)"]
    for f in findings:
        out.append(f"  {f.severity:7} {printable(f.message)}" + (f"\n          [{f.vuid}]" if f.vuid else ""))
    return out


def pool_text(s: PoolSizes) -> list[str]:
    """Descriptor-pool sizes as a table."""
    out = [f"  descriptor pool: {s.max_sets} set(s)" + (", UPDATE_AFTER_BIND" if s.update_after_bind else "")
           + (f", {s.inline_uniform_block_bindings} inline uniform block binding(s)"
              if s.inline_uniform_block_bindings else "")]
    out.extend(table([["type", "count"]] + [[t.name, str(n)] for t, n in s.sizes.items()]))
    return out
