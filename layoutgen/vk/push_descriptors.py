"""Push descriptors: a push-descriptor set (``merge(push_descriptor_sets=N)``) written
straight into a command buffer by the shader's names, with the checks of a descriptor set's
write."""
from __future__ import annotations

import warnings
from typing import TYPE_CHECKING, cast, overload

from ..errors import LayoutError, VulkanError, integral
from ..layout.model import SetLayoutFlag
from .binding import Handle, ffi, lib
from .context import DeviceLike, split_device
from .create import PipelineLayout
from .setplan import SetPlan, merged
from .shaders import BoundLayout, Pipeline, bind_point_given, bind_point_of, pipeline_layout
from .writes import Resource, Resources, WriteBatch

if TYPE_CHECKING:
    from .context import DeviceContext


@overload
def push_descriptors(cmd: Handle, layout: BoundLayout, set: int, resources: Resources | None = None, /, *,
                     device: DeviceLike | None = None, bind_point: int | None = None, **named: Resource) -> None: ...


@overload
def push_descriptors(ctx: DeviceContext, cmd: Handle, layout: BoundLayout, set: int,
                     resources: Resources | None = None, /, *, bind_point: int | None = None,
                     **named: Resource) -> None: ...


def push_descriptors(*args: object, device: DeviceLike | None = None, bind_point: int | None = None,
                     **named: Resource) -> None:
    """``push_descriptors(cmd, layout, set, resources, **named)``: write a push-descriptor set
    (``merge(push_descriptor_sets=N)``) straight into the command buffer by the shader's names,
    with the checks of :meth:`DescriptorSet.write`. ``layout`` is a PipelineLayout or a Pipeline;
    the device is the one it was made on, or ``device`` (a DeviceContext or VkDevice) where given;
    the bind point the Pipeline's or the layout's stages', or ``bind_point`` where given.

    The order of 0.1, ``push_descriptors(ctx, cmd, layout, set, ...)``, still works for one more
    release, with a DeprecationWarning."""
    from .context import DeviceContext  # context imports this package's modules

    if args and isinstance(args[0], DeviceContext):
        warnings.warn("push_descriptors(ctx, cmd, layout, set, ...) is deprecated: call push_descriptors(cmd, "
                      "layout, set, ...), the order of bind_sets() and PushConstants.record() (the layout brings "
                      "its device; device=ctx names one)", DeprecationWarning, stacklevel=2)
        device, args = args[0], args[1:]
    if not 3 <= len(args) <= 4:
        raise TypeError(f"push_descriptors() takes (cmd, layout, set[, resources]), got {len(args)} positional "
                        "argument(s)")
    cmd, layout, set = args[0], cast("BoundLayout", args[1]), args[2]
    resources = cast("Resources | None", args[3] if len(args) == 4 else None)
    pl = pipeline_layout(layout, "push_descriptors()")
    ctx, dev = _push_device(device, layout, pl)
    address = lib.vkGetDeviceProcAddr(dev, b"vkCmdPushDescriptorSetKHR")
    if address == ffi.NULL:  # Vulkan 1.4 core names it without the suffix (same signature)
        address = lib.vkGetDeviceProcAddr(dev, b"vkCmdPushDescriptorSet")
    if address == ffi.NULL:
        raise VulkanError("push_descriptors() needs VK_KHR_push_descriptor enabled on the device: "
                          "DeviceContext(features=for_layout(desc)) enables it for a push-descriptor layout")
    desc = pl.desc
    given, set = set, integral(set)
    if (set is None or not 0 <= set < len(desc.set_layouts)
            or not desc.set_layouts[set].flags & SetLayoutFlag.PUSH_DESCRIPTOR_KHR):
        raise LayoutError(f"set {given!r} is not a push-descriptor set of this layout")
    point = bind_point_given(layout, bind_point)
    point = point if point is not None else bind_point_of(desc.stages)
    checked, _ = SetPlan(desc.set_layouts[set], None, ctx.limits if ctx else {}).check(merged(resources, named))
    batch = WriteBatch(None, checked)
    ffi.cast("PFN_vkCmdPushDescriptorSetKHR", address)(cmd, point, pl.handle, set, batch.n, batch.writes)


def _push_device(device: DeviceLike | None, layout: BoundLayout, pl: PipelineLayout
                 ) -> tuple[DeviceContext | None, Handle]:
    """(DeviceContext or None, VkDevice) that push_descriptors() records for: ``device``, else the
    Pipeline's or the PipelineLayout's."""
    if device is None:
        device = layout.device if isinstance(layout, Pipeline) else pl.device
    if device is None:
        raise LayoutError("push_descriptors() cannot tell the device of this PipelineLayout (it was not made by "
                          "create_pipeline_layout() or a LayoutCache): give device=")
    return split_device(device)
