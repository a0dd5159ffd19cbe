"""The recording commands of ``VK_KHR_maintenance6`` (core in Vulkan 1.4): descriptor sets,
push constants and push descriptors bound by the stages they serve, through one info struct
(``vkCmdBindDescriptorSets2KHR``, ``vkCmdPushConstants2KHR``, ``vkCmdPushDescriptorSet2KHR``).

A device made with the feature (``DeviceContext(features=["maintenance6"])``) records through
them; any other device, and a bare VkDevice (whose features layoutgen cannot know), through
the classic calls. :func:`commands2` decides once a DeviceContext.
"""
from __future__ import annotations

from typing import Any
from weakref import WeakKeyDictionary

from ..layout.stages import RAY_TRACING_STAGES
from ..reflect.vkenums import ShaderStage as S
from ..vkxml.vkenums import PipelineBindPoint
from .binding import Handle, device_function
from .context import DeviceContext, DeviceLike

#: The shader stages bound at each pipeline bind point (graphics: the five classic stages, task,
#: mesh and cluster culling).
POINT_STAGES = {
    int(PipelineBindPoint.GRAPHICS): int(S.VERTEX | S.TESSELLATION_CONTROL | S.TESSELLATION_EVALUATION | S.GEOMETRY
                                         | S.FRAGMENT | S.TASK_EXT | S.MESH_EXT | S.CLUSTER_CULLING_HUAWEI),
    int(PipelineBindPoint.COMPUTE): int(S.COMPUTE),
    int(PipelineBindPoint.RAY_TRACING_KHR): int(RAY_TRACING_STAGES),
}


class Commands2:
    """The maintenance6 commands of one device, cast to their function types: ``bind_sets``,
    ``push_constants`` and ``push_descriptors`` (None where the device lacks push descriptors)."""

    def __init__(self, device: Handle) -> None:
        self.bind_sets = _function(device, "BindDescriptorSets2")
        self.push_constants = _function(device, "PushConstants2")
        self.push_descriptors = _function(device, "PushDescriptorSet2")


def _function(device: Handle, name: str) -> Any:
    """``vkCmd<name>KHR`` (or its Vulkan 1.4 name, with the same signature) cast to its type;
    None where the device has neither."""
    return device_function(device, (f"vkCmd{name}KHR", f"vkCmd{name}"), f"PFN_vkCmd{name}KHR", None)


_FOUND: WeakKeyDictionary[DeviceContext, tuple[Handle, Commands2 | None]] = WeakKeyDictionary()


def commands2(device: DeviceLike | None) -> Commands2 | None:
    """The maintenance6 commands where ``device`` is a DeviceContext that enabled the
    ``maintenance6`` feature and has them; None otherwise (the classic calls). Decided once a
    context."""
    if not isinstance(device, DeviceContext) or device.device is None:
        return None
    found = _FOUND.get(device)
    if found is None or found[0] != device.device:
        cmds = Commands2(device.device) if "maintenance6" in device.features.features else None
        if cmds is not None and (cmds.bind_sets is None or cmds.push_constants is None):
            cmds = None
        found = _FOUND[device] = (device.device, cmds)
    return found[1]


def stages_at(point: int, stages: int) -> int:
    """The stage flags that bind at ``point``: those of ``stages`` (a layout's) served there,
    else every stage of the bind point (a set with no binding still binds there)."""
    mask = POINT_STAGES.get(point)
    if mask is None:
        return stages
    return stages & mask or mask
