"""Push descriptors: a push-descriptor set (``merge(push_descriptor_sets=N)``) written
straight into a command buffer by the shader's names, with the checks of a descriptor set's
write.

A push of a few descriptors goes through a descriptor update template made for its shape
(``vkCmdPushDescriptorSetWithTemplateKHR``), which the PipelineLayout keeps and destroys with
itself; a long list or a bulk write is pushed as structs (``vkCmdPushDescriptorSetKHR``, on a
device with maintenance6 enabled ``vkCmdPushDescriptorSet2KHR`` with the stage flags of the
set's bindings). A template push stays ``vkCmdPushDescriptorSetWithTemplateKHR`` there too: its
``...2KHR`` form pushed other descriptors than the data held under the validation layer 1.4.309
on lavapipe (Mesa 25.0.7)."""
from __future__ import annotations

import warnings
import weakref
from collections.abc import Hashable
from typing import Any, cast, overload

from ..errors import LayoutError, VulkanError, integral
from ..layout.model import SetLayoutFlag
from .binding import Handle, const, device_function, ffi, is_handle, not_a_command_buffer
from .context import DeviceContext, DeviceLike, require_device, split_device
from .create import PipelineLayout
from .maintenance6 import commands2, stages_at
from .setplan import SetPlan, merged
from .shaders import BindPointArg, BoundLayout, Pipeline, bind_point_given, bind_point_of, pipeline_layout
from .templates import BlockBatch, create_template
from .writes import Checked, Resource, Resources, WriteBatch


@overload
def push_descriptors(cmd: Handle, layout: BoundLayout, set: int, resources: Resources | None = None, /, *,
                     device: DeviceLike | None = None, bind_point: BindPointArg | None = None,
                     **named: Resource) -> None: ...


@overload
def push_descriptors(ctx: DeviceContext, cmd: Handle, layout: BoundLayout, set: int,
                     resources: Resources | None = None, /, *, bind_point: BindPointArg | None = None,
                     **named: Resource) -> None: ...


def push_descriptors(*args: object, device: DeviceLike | None = None, bind_point: BindPointArg | None = None,
                     **named: Resource) -> None:
    """``push_descriptors(cmd, layout, set, resources, **named)``: write a push-descriptor set
    (``merge(push_descriptor_sets=N)``) straight into the command buffer by the shader's names,
    with the checks of :meth:`DescriptorSet.write`. ``layout`` is a PipelineLayout or a Pipeline;
    the device is the one it was made on, or ``device`` (a DeviceContext or VkDevice) where given;
    the bind point the Pipeline's or the layout's stages', or ``bind_point`` where given.

    The order of 0.1, ``push_descriptors(ctx, cmd, layout, set, ...)``, still works for one more
    release, with a DeprecationWarning."""
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
    if device is not None:
        require_device(device, "push_descriptors(device=)")
    pl = pipeline_layout(layout, "push_descriptors()")
    ctx, dev = _push_device(device, layout, pl)
    pusher = _pusher(pl, ctx, dev)
    if not is_handle(cmd, "VkCommandBuffer"):
        raise not_a_command_buffer("push_descriptors()", cmd)
    desc = pl.desc
    given, set = set, integral(set)
    if (set is None or not 0 <= set < len(desc.set_layouts)
            or not desc.set_layouts[set].flags & SetLayoutFlag.PUSH_DESCRIPTOR_KHR):
        raise LayoutError(f"set {given!r} is not a push-descriptor set of this layout")
    point = bind_point_given(layout, bind_point)
    point = point if point is not None else bind_point_of(desc.stages)
    plan = pusher.plans.get(set)
    if plan is None:
        plan = pusher.plans[set] = SetPlan(desc.set_layouts[set], None, ctx.limits if ctx else {}, (), ctx or dev)
    checked, key = plan.check(merged(resources, named))
    kept = _kept(pusher, pl, set, int(point), key, checked) if key is not None else None
    if kept is not None:
        template, block = kept
        block.refill(checked)
        pusher.push_template(cmd, template, pl.handle, set, block.block)
        return
    batch = WriteBatch(None, checked)
    if pusher.cmds2 is not None and pusher.cmds2.push_descriptors is not None:
        info = ffi.new("VkPushDescriptorSetInfoKHR*")
        info.sType = _S_PUSH_INFO
        info.stageFlags, info.layout, info.set = stages_at(int(point), plan.stages), pl.handle, set
        info.descriptorWriteCount, info.pDescriptorWrites = batch.n, batch.writes
        pusher.cmds2.push_descriptors(cmd, info)
    else:
        pusher.push(cmd, point, pl.handle, set, batch.n, batch.writes)


class _Pusher:
    """What push_descriptors() works out once a PipelineLayout and device: its functions (the
    maintenance6 ones in ``cmds2`` where the device enabled them) and each set's SetPlan."""

    def __init__(self, pl: PipelineLayout, ctx: DeviceContext | None, dev: Handle) -> None:
        self.layout, self.ctx, self.dev = weakref.ref(pl), ctx, dev
        self.push = _function(dev, "vkCmdPushDescriptorSet", "PFN_vkCmdPushDescriptorSetKHR")
        self.push_template = _function(dev, "vkCmdPushDescriptorSetWithTemplate",
                                       "PFN_vkCmdPushDescriptorSetWithTemplateKHR", required=False)
        self.cmds2 = commands2(ctx)
        self.plans: dict[int, SetPlan] = {}


_PUSHERS: dict[int, _Pusher] = {}
#: A PipelineLayout keeps the update templates of so many shapes of push (more are pushed as structs).
TEMPLATES_KEPT = 64
_S_PUSH_INFO = const("VK_STRUCTURE_TYPE_PUSH_DESCRIPTOR_SET_INFO_KHR")


def _function(dev: Handle, name: str, ctype: str, *, required: bool = True) -> Any:
    """``<name>KHR`` (Vulkan 1.4 core names it without the suffix, same signature), cast; where
    the device has neither, a VulkanError, or None where it is not ``required``."""
    return device_function(dev, (f"{name}KHR", name), ctype, "push_descriptors() needs VK_KHR_push_descriptor "
                           "enabled on the device: DeviceContext(features=for_layout(desc)) enables it for a "
                           "push-descriptor layout" if required else None)


def _pusher(pl: PipelineLayout, ctx: DeviceContext | None, dev: Handle) -> _Pusher:
    found = _PUSHERS.get(id(pl))
    if found is None or found.layout() is not pl or found.ctx is not ctx or found.dev != dev:
        if len(_PUSHERS) >= 32:
            _PUSHERS.clear()
        found = _PUSHERS[id(pl)] = _Pusher(pl, ctx, dev)
    return found


def _kept(pusher: _Pusher, pl: PipelineLayout, set: int, point: int, key: Hashable, checked: list[Checked]
          ) -> tuple[Handle, BlockBatch] | None:
    """The update template of this shape of push (made on first need, kept by the layout, which
    destroys it), with its block of structs; None where the layout keeps as many as it may."""
    found = pl.templates.get(("push", set, point, key))
    if found is not None:
        return cast("tuple[Handle, BlockBatch]", found)
    if len(pl.templates) >= TEMPLATES_KEPT or pl.handle is None or pusher.push_template is None:
        return None
    batch = BlockBatch(None, checked)
    template = create_template(pusher.dev, pusher.ctx, batch.entries, bind_point=point, pipeline_layout=pl.handle,
                               set=set)
    pl.templates[("push", set, point, key)] = (template, batch)
    return template, batch


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
