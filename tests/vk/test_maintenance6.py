"""VK_KHR_maintenance6: a device made with the feature binds sets (bind_sets and
DescriptorSet.bind, dynamic offsets too), pushes constants and push descriptors (as structs)
with the ...2KHR commands, and push descriptors through a template with the classic command;
any other device with the classic ones.
Both give the same values, read back through dispatches on lavapipe.

The validation layer 1.3.239 (Debian 12) predates maintenance6 and refuses vkCreateDevice with
its feature struct chained: there, the classic calls run under the layer and the ...2KHR calls
with validation off; from 1.3.274 on (Debian 13: 1.4.309) both run under the layer, with
synchronization validation, and draw no message."""
from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import pytest
import vulkan as vk
from support.vkres import Resources, memory_barrier
from support.vkutil import layer_version

import layoutgen
from layoutgen.errors import ValidationError
from layoutgen.vk import (DescriptorPool, DeviceContext, LayoutCache, PushConstants, bind_sets, compute_pipeline,
                          for_layout, for_modules, push_descriptors)
from layoutgen.vk.features import FeatureSet
from layoutgen.vk.maintenance6 import commands2, stages_at

#: Whether the installed validation layer knows maintenance6 (1.3.274 and later).
LAYER_KNOWS = (layer_version() or (0, 0, 0)) >= (1, 3, 274)

SHADER = """#version 450
layout(local_size_x = 1) in;
layout(push_constant) uniform Push { float add; } pc;
layout(set = 0, binding = 0) readonly buffer In { float v; } inp;
layout(set = 0, binding = 1) writeonly buffer Out { float r; } outp;
layout(set = 1, binding = 0) uniform Mul { float mul; } u;
layout(set = 2, binding = 0) readonly buffer Base { float base; } sb;
void main() { outp.r = inp.v * u.mul + pc.add + sb.base; }
"""
#: inp 1, 2, 3; mul 2 and 3 by turns (dynamic offsets 0 and 256); add 0, 1, 2; base 100.
EXPECTED = [102.0, 107.0, 108.0]


@contextmanager
def _device(path: Any, maintenance6: bool, validation: bool) -> Iterator[tuple[Any, Resources, Any, Any]]:
    stage = layoutgen.reflect(path)
    desc = layoutgen.merge([stage], push_descriptor_sets=0, dynamic=["u"])
    wanted = for_layout(desc) | for_modules([stage]) | FeatureSet.of(["maintenance6"] if maintenance6 else [])
    with DeviceContext(features=wanted, validation=validation, sync_validation=validation) as ctx, \
            LayoutCache(ctx) as cache:
        res = Resources(ctx)
        try:
            yield ctx, res, desc, cache.get(desc)
        finally:
            res.close()
        problems = ctx.take_problems()
        assert not problems, "\n".join(map(str, problems))


def _counted(ctx: Any) -> dict[str, int]:
    """Calls of each maintenance6 command from now on, counted."""
    cmds = commands2(ctx)
    assert cmds is not None
    calls = {name: 0 for name in ("bind_sets", "push_constants", "push_descriptors")}
    for name in calls:
        fn = getattr(cmds, name)

        def counting(*args: Any, _fn: Any = fn, _name: str = name) -> None:
            calls[_name] += 1
            _fn(*args)

        setattr(cmds, name, counting)
    return calls


def _scene(ctx: Any, r: Resources, desc: Any, layout: Any, path: Any) -> list[float]:
    ins = [r.buffer(4, np.array([v], np.float32)) for v in (1.0, 2.0, 3.0)]
    outs = [r.buffer(4) for _ in ins]
    muls = np.zeros((2, 64), np.float32)
    muls[:, 0] = [2.0, 3.0]
    ubo, base = r.buffer(512, muls), r.buffer(4, np.array([100.0], np.float32))
    push = PushConstants(layout, [layoutgen.reflect(path)])
    with DescriptorPool(ctx, desc) as pool, compute_pipeline(ctx, layout, path) as pipe:
        dynamic, plain = pool.allocate(layout, 1), pool.allocate(layout, 2)
        dynamic.write(u=(ubo, 0, 4))
        plain.write(sb=base)
        cmd = r.command_buffer()
        pipe.bind(cmd)
        plain.bind(cmd, pipe)  # one set, no dynamic offset: the set's own fast path
        for i, (src, out) in enumerate(zip(ins, outs)):
            bind_sets(cmd, pipe, dynamic, offsets={"u": 256 * (i % 2)})
            push["add"] = float(i)
            push.record(cmd, pipe)
            push_descriptors(cmd, pipe, 0, inp=src, outp=out)
            vk.vkCmdDispatch(cmd, 1, 1, 1)
            memory_barrier(cmd)
        r.finish(cmd)
    return [float(o.read(np.float32)[0]) for o in outs]


def test_the_classic_calls_under_the_layer(glsl, vulkan_device: bool) -> None:
    path = glsl("m6.comp", SHADER)
    with _device(path, maintenance6=False, validation=True) as (ctx, r, desc, layout):
        assert commands2(ctx) is None
        assert _scene(ctx, r, desc, layout, path) == EXPECTED


@pytest.mark.parametrize("templates", [True, False], ids=["push-template", "push-structs"])
def test_the_maintenance6_calls_give_the_same_values(glsl, vulkan_device: bool, templates: bool,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    if not templates:
        # the module, which layoutgen.vk's function of the same name hides
        monkeypatch.setattr(importlib.import_module("layoutgen.vk.push_descriptors"), "TEMPLATES_KEPT", 0)
    path = glsl("m6.comp", SHADER)
    with _device(path, maintenance6=True, validation=LAYER_KNOWS) as (ctx, r, desc, layout):
        calls = _counted(ctx)
        assert _scene(ctx, r, desc, layout, path) == EXPECTED
        # a template push stays vkCmdPushDescriptorSetWithTemplateKHR (see push_descriptors)
        assert calls == {"bind_sets": 4, "push_constants": 3, "push_descriptors": 0 if templates else 3}
        assert bool(layout.templates) == templates


def test_a_device_with_maintenance6_under_each_layer(vulkan_device: bool) -> None:
    """What a user sees: a layer that predates maintenance6 (Debian 12's 1.3.239) refuses the
    device, naming the struct it does not know, and without validation it is made; a layer
    that knows it (1.3.274 and later, Debian 13's 1.4.309) takes it, clean."""
    if LAYER_KNOWS:
        with DeviceContext(features=["maintenance6"]) as ctx:
            assert commands2(ctx) is not None
            assert not ctx.take_problems()
        return
    with pytest.raises(ValidationError, match="VUID-VkDeviceCreateInfo-pNext-pNext"):
        DeviceContext(features=["maintenance6"])
    with DeviceContext(features=["maintenance6"], validation=False) as ctx:
        assert commands2(ctx) is not None


def test_the_stages_a_bind_names(vulkan_device: bool) -> None:
    compute, graphics = int(vk.VK_PIPELINE_BIND_POINT_COMPUTE), int(vk.VK_PIPELINE_BIND_POINT_GRAPHICS)
    vertex, fragment, comp = (int(vk.VK_SHADER_STAGE_VERTEX_BIT), int(vk.VK_SHADER_STAGE_FRAGMENT_BIT),
                              int(vk.VK_SHADER_STAGE_COMPUTE_BIT))
    assert stages_at(graphics, vertex | fragment | comp) == vertex | fragment  # the graphics point's alone
    assert stages_at(compute, vertex | comp) == comp
    assert stages_at(compute, 0) == comp  # a set with no binding still binds at its point
    with DeviceContext(validation=False) as ctx:
        assert commands2(ctx) is None  # not enabled
        assert commands2(ctx.device) is None  # a bare VkDevice: its features are not known
