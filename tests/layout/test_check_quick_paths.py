"""The layout check's quick answers agree with its full checks: where ``_fits`` says a layout
binding serves a shader's binding, ``_binding_findings`` finds nothing there, and where it says
no, the full check runs; ``_push_covered`` is True exactly where ``_push_findings`` finds
nothing. Checked over the shared corpus's real modules, each against the layout merged from it
and against that layout with each binding and push range changed the ways a layout can be
wrong (another type, fewer descriptors, another stage, a shorter range)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from conftest import need

from layoutgen import LayoutgenError, merge, reflect
from layoutgen.layout.check import _binding_findings, _fits, _layout_binding, _push_covered, _push_findings
from layoutgen.layout.model import PipelineLayoutDesc, SetLayout
from layoutgen.layout.stages import Stage, resolve
from layoutgen.reflect import DescriptorType as DT
from layoutgen.reflect import ShaderStage as S

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"
#: Another descriptor type for each, as a wrong layout would have it (compatible ones included).
_OTHER = {DT.UNIFORM_BUFFER: [DT.STORAGE_BUFFER, DT.UNIFORM_BUFFER_DYNAMIC],
          DT.STORAGE_BUFFER: [DT.UNIFORM_BUFFER, DT.STORAGE_BUFFER_DYNAMIC],
          DT.COMBINED_IMAGE_SAMPLER: [DT.SAMPLED_IMAGE], DT.SAMPLED_IMAGE: [DT.COMBINED_IMAGE_SAMPLER, DT.STORAGE_IMAGE],
          DT.SAMPLER: [DT.COMBINED_IMAGE_SAMPLER, DT.SAMPLED_IMAGE], DT.STORAGE_IMAGE: [DT.SAMPLED_IMAGE]}


def _variants(desc: PipelineLayoutDesc) -> list[PipelineLayoutDesc]:
    """``desc`` and, for each binding and push range, copies with it changed one way."""
    out = [desc]
    for i, s in enumerate(desc.set_layouts):
        if not isinstance(s, SetLayout):
            continue
        for j, lb in enumerate(s.bindings):
            changed = [replace(lb, descriptor_type=t) for t in _OTHER.get(lb.descriptor_type, [])]
            changed.append(replace(lb, stage_flags=S.GEOMETRY if lb.stage_flags != S.GEOMETRY else S.VERTEX))
            if lb.descriptor_count > 1:
                changed.append(replace(lb, descriptor_count=lb.descriptor_count - 1))
            for c in changed:
                bindings = (*s.bindings[:j], c, *s.bindings[j + 1:])
                sets = (*desc.set_layouts[:i], replace(s, bindings=bindings), *desc.set_layouts[i + 1:])
                out.append(replace(desc, set_layouts=sets))
    for k, r in enumerate(desc.push_constant_ranges):
        shorter = [replace(r, size=r.size - 4)] if r.size > 4 else []
        for c in [*shorter, replace(r, offset=r.offset + 4, size=r.size), replace(r, stage_flags=S.GEOMETRY)]:
            ranges = (*desc.push_constant_ranges[:k], c, *desc.push_constant_ranges[k + 1:])
            out.append(replace(desc, push_constant_ranges=ranges))
    return out


def _stages(path: Path) -> list[Stage]:
    try:
        return [s for s in resolve(reflect(path)) if s.entry.stage is not None]
    except LayoutgenError:
        return []


def test_the_quick_answers_agree_with_the_full_checks() -> None:
    need("the shared corpus", CORPUS.is_dir())
    compared = fast = 0
    for path in sorted(CORPUS.glob("*.spv")):
        stages = _stages(path)
        for stage in stages:
            try:
                desc = merge([stage], bindless_max=16)
            except LayoutgenError:
                continue
            for variant in _variants(desc):
                for b in stage.entry.descriptor_bindings:
                    if not b.accessed:
                        continue
                    lb = _layout_binding(variant, b.set, b.binding)
                    if lb is None:
                        continue
                    full = _binding_findings(variant, stage, b, "Graphics", {})
                    if _fits(lb, stage, b, {}):
                        fast += 1
                        assert not full, (path.name, b.set, b.binding, lb, full)
                    compared += 1
                covered = _push_covered(variant, stage, {})
                assert covered == (not _push_findings(variant, stage, "Graphics", {})), (path.name, variant)
    assert compared > 10_000 and 0 < fast < compared, (compared, fast)
