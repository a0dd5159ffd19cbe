"""check(): does a layout fit a set of stages? Accepts layoutgen's descriptions, their JSON,
or the user's own create-infos built with the vulkan binding."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .layout.findings import Finding
from .layout.check import check as _check
from .layout.model import PipelineLayoutDesc
from .layout.stages import StageSpec
from .layout.vertex import VertexInputDesc


def _as_desc(layout: Any) -> PipelineLayoutDesc | dict:
    if isinstance(layout, (PipelineLayoutDesc, dict)):
        return layout
    from .vk.convert import desc_from_infos

    if isinstance(layout, tuple) and len(layout) == 2 and isinstance(layout[0], (list, tuple)):
        return desc_from_infos(layout[0], layout[1])
    if isinstance(layout, (list, tuple)):
        return desc_from_infos(layout)
    return desc_from_infos([], layout)


def check(layout: Any, stages: Iterable[StageSpec], *, vertex_input: Any = None,
          limits: Mapping[str, int] | None = None, interface: bool = True) -> list[Finding]:
    """Findings, errors first, for ``layout`` against ``stages``.

    ``layout``: a PipelineLayoutDesc, the dict ``layoutgen layout --json`` prints, a list of
    VkDescriptorSetLayoutCreateInfo (set index = position), or a pair (that list,
    VkPipelineLayoutCreateInfo) for the push-constant ranges too. ``vertex_input``: a
    VertexInputDesc or a VkPipelineVertexInputStateCreateInfo. ``limits``: device limits
    ({"maxBoundDescriptorSets": 8, ...}) to check against.
    """
    if vertex_input is not None and not isinstance(vertex_input, VertexInputDesc):
        from .vk.convert import vertex_input_from_info

        vertex_input = vertex_input_from_info(vertex_input)
    return _check(_as_desc(layout), stages, vertex_input=vertex_input, limits=limits, interface=interface)


def errors(findings: Iterable[Finding]) -> list[Finding]:
    return [f for f in findings if f.severity == "error"]
