"""vertex_input(): the vertex-input state from reflection and numpy dtypes."""
from __future__ import annotations

import re

import numpy as np
import pytest
from conftest import corpus_ids

from layoutgen import LayoutError, reflect, vertex_input
from layoutgen.reflect import Format


def _vertex_ids() -> list[str]:
    return [i for i in corpus_ids() if i.split("@")[0].endswith((".vert", ".vert.hlsl"))]


@pytest.mark.parametrize("module_id", _vertex_ids())
def test_packed_state_covers_every_input(module_id: str, corpus_by_id: dict) -> None:
    ep = reflect(corpus_by_id[module_id].spv).entry_point(None, "Vertex")
    vi = vertex_input(ep)
    locations = {a.location for a in vi.attributes}
    for v in ep.inputs:
        assert v.location in locations
        assert v.locations == sum(1 for a in vi.attributes if v.location <= a.location < v.location + v.locations) \
            or v.format.name.startswith("R64")
    ordered = sorted(vi.attributes, key=lambda a: a.location)
    offset = 0
    for a in ordered:  # tightly packed in location order
        assert a.offset == offset
        offset += _size(a.format)
    assert vi.bindings == (() if not ordered else (vi.bindings[0],)) and (not ordered or vi.bindings[0].stride == offset)


def _size(fmt: Format) -> int:
    channels = fmt.name.split("_")[0]
    width = int(re.match(r"[RGBA](\d+)", channels).group(1))
    return sum(1 for c in channels if c in "RGBA") * width // 8


def test_dtype_fields_give_offsets_and_formats(corpus_by_id: dict) -> None:
    ep = reflect(corpus_by_id["vf_vertex_inputs.vert@vulkan1.0"].spv).entry_point("main")
    per_vertex = np.dtype([("inPos", "<f4", 3), ("inBoneIds", "<i2", 4), ("inFlags", "<u4"), ("pad", "u1", 4),
                           ("inWeights", "<f4", (2, 4))])
    per_instance = np.dtype([("inInstanceModel", "<f4", (4, 4))])
    vi = vertex_input(ep, [per_vertex, (per_instance, "instance")])
    by_loc = {a.location: a for a in vi.attributes}
    assert [(b.binding, b.stride, b.input_rate) for b in vi.bindings] == [(0, 60, "vertex"), (1, 64, "instance")]
    assert (by_loc[0].format, by_loc[0].offset) == (Format.R32G32B32_SFLOAT, 0)
    assert by_loc[9].format == Format.R16G16B16A16_SINT and by_loc[9].offset == 12
    assert [(by_loc[k].binding, by_loc[k].offset) for k in (1, 2, 3, 4)] == [(1, 0), (1, 16), (1, 32), (1, 48)]
    assert [by_loc[k].offset for k in (11, 12)] == [28, 44]


def test_mismatches_are_clear_errors(corpus_by_id: dict) -> None:
    ep = reflect(corpus_by_id["vf_vertex_inputs.vert@vulkan1.0"].spv).entry_point("main")
    base = [("inInstanceModel", "<f4", (4, 4)), ("inBoneIds", "<i4", 4), ("inWeights", "<f4", (2, 4))]
    with pytest.raises(LayoutError, match="'inFlags'.*no field"):
        vertex_input(ep, np.dtype([("inPos", "<f4", 3), *base]))
    with pytest.raises(LayoutError, match="holds float32.*reads uint"):
        vertex_input(ep, np.dtype([("inPos", "<f4", 3), *base, ("inFlags", "<f4")]))
    with pytest.raises(LayoutError, match="takes 4 attributes"):
        vertex_input(ep, np.dtype([("inPos", "<f4", 3), ("inInstanceModel", "<f4", 16), ("inBoneIds", "<i4", 4),
                                   ("inFlags", "<u4"), ("inWeights", "<f4", (2, 4))]))
    wide = reflect(corpus_by_id["vertex_inputs64.vert@vulkan1.0"].spv).entry_point("main")
    with pytest.raises(LayoutError, match="64"):
        vertex_input(wide, np.dtype([("inPos", "<f4", 3), ("inPos64", "<f4", 3), ("inOrigin64", "<f8", 4),
                                     ("inBasis64", "<f8", (2, 2))]))


def test_fed_pipelines_create_clean(corpus_by_id: dict, vulkan_device: bool) -> None:
    """The dtype-built state feeds a real pipeline with zero validation messages."""
    from vkutil import pipeline_with_layout

    from layoutgen import merge
    from layoutgen.layout.stages import resolve_all
    from layoutgen.vk import DeviceContext, LayoutCache, for_layout, for_modules, pipeline

    stages = resolve_all([str(corpus_by_id[f"vf_vertex_inputs.{s}@vulkan1.0"].spv) for s in ("vert", "frag")])
    per_vertex = np.dtype([("inPos", "<f4", 3), ("inBoneIds", "<i4", 4), ("inFlags", "<u4"),
                           ("inWeights", "<f4", (2, 4))])
    vi = vertex_input(stages[0].entry, [per_vertex, (np.dtype([("inInstanceModel", "<f4", (4, 4))]), "instance")])
    desc = merge(stages)
    with DeviceContext(features=for_layout(desc) | for_modules(s.module for s in stages)) as ctx:
        with LayoutCache(ctx) as cache:
            handle = pipeline_with_layout(ctx, cache.get(desc).handle, stages, vertex_input=vi)
            pipeline.destroy(ctx, "Pipeline", handle)
        assert not ctx.take_problems()
