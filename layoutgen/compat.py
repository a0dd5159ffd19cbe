"""check(): does a layout fit a set of stages? Accepts layoutgen's descriptions, their JSON,
or the user's own create-infos built with the vulkan binding."""
from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from typing import IO, Any

from .errors import LayoutError, flag, integral
from .layout.check import fit_findings
from .layout.findings import Findings
from .layout.model import PipelineLayoutDesc
from .layout.specialization import mapping
from .layout.stages import StageSpec
from .layout.vertex import VertexInputDesc


def _is_cdata(x: Any) -> bool:
    """A struct from the vulkan binding (cffi), told apart without importing it."""
    return type(x).__module__ == "_cffi_backend"


def _as_desc(layout: Any) -> PipelineLayoutDesc | dict[str, Any]:
    if isinstance(layout, (PipelineLayoutDesc, dict)):
        return layout
    if isinstance(layout, (str, os.PathLike)):
        return read_layout_file(layout)
    pair = isinstance(layout, tuple) and len(layout) == 2 and isinstance(layout[0], (list, tuple))
    infos = list(layout[0]) + [layout[1]] if pair else list(layout) if isinstance(layout, (list, tuple)) else [layout]
    if not infos or not all(_is_cdata(x) for x in infos):
        raise LayoutError("a layout is a PipelineLayoutDesc, its JSON object, or VkDescriptorSetLayoutCreateInfo "
                          f"structs (with a VkPipelineLayoutCreateInfo), not {type(layout).__name__}")
    from .vk.convert import desc_from_infos

    if pair:
        return desc_from_infos(layout[0], layout[1])
    if isinstance(layout, (list, tuple)):
        return desc_from_infos(layout)
    return desc_from_infos([], layout)


def read_layout_file(source: str | os.PathLike[str] | IO[str]) -> dict[str, Any]:
    """The JSON object of a layout from a path or an open text file; a LayoutError naming the
    file where it cannot be read, is not JSON, or is not an object."""
    name = getattr(source, "name", None) or os.fspath(source)  # type: ignore[arg-type]
    if isinstance(name, str) and "\0" in name:
        raise LayoutError(f"{name!r}: cannot read the layout: a path cannot contain a NUL character")
    try:
        if isinstance(source, (str, os.PathLike)):
            with open(source, encoding="utf-8") as fh:
                doc = json.load(fh)
        else:
            doc = json.load(source)
    except OSError as exc:
        raise LayoutError(f"{name}: cannot read the layout: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise LayoutError(f"{name}: the layout is not JSON: {exc}") from None
    except RecursionError:
        raise LayoutError(f"{name}: the layout's JSON nests too deeply to be a layout") from None
    if not isinstance(doc, dict):
        raise LayoutError(f"{name}: not a pipeline layout: the JSON is a {type(doc).__name__}, not an object")
    return doc


def check(layout: Any, stages: Iterable[StageSpec], *, vertex_input: Any = None,
          limits: Mapping[str, int] | None = None, interface: bool = True,
          specialization: Mapping[Any, Any] | None = None, features: Iterable[str] | None = None) -> Findings:
    """Findings, errors first, for ``layout`` against ``stages``.

    ``layout``: a PipelineLayoutDesc, the dict ``layoutgen layout --json`` prints (or a path
    to such a file), a list of
    VkDescriptorSetLayoutCreateInfo (set index = position), or a pair (that list,
    VkPipelineLayoutCreateInfo) for the push-constant ranges too. ``vertex_input``: a
    VertexInputDesc or a VkPipelineVertexInputStateCreateInfo. ``limits``: device limits
    ({"maxBoundDescriptorSets": 8, ...}) to check against. ``specialization`` ({spec id or
    constant name: value}) sizes what specialization constants size. ``features``: the names of
    the device features the pipeline is made with (``DeviceContext.features.features``), for the
    rules that depend on them (a vector output wider than its input needs ``maintenance4``).
    ``interface=False`` leaves out the checks between consecutive stages (their inputs and
    outputs) and of each stage's location aliasing.
    """
    if vertex_input is not None and not isinstance(vertex_input, VertexInputDesc):
        from .vk.convert import vertex_input_from_info

        vertex_input = vertex_input_from_info(vertex_input)
    if limits is not None and (not isinstance(limits, Mapping) or not all(
            isinstance(k, str) and integral(v) is not None for k, v in limits.items())):
        raise LayoutError(f"limits maps device limit names to integers ({{'maxBoundDescriptorSets': 8}}), "
                          f"not {limits!r}")
    flag(interface, "interface")
    if specialization is not None:
        mapping(specialization)
    if features is not None:
        if not isinstance(features, (str, bytes)) and isinstance(features, Iterable):
            features = tuple(features)  # read once: an iterator is read here and by the checks
        if not isinstance(features, tuple) or not all(isinstance(f, str) for f in features):
            raise LayoutError(f"features is a list of device feature names (['maintenance4']), not {features!r}")
    return fit_findings(_as_desc(layout), stages, vertex_input=vertex_input, limits=limits, interface=interface,
                        specialization=specialization, features=features)

