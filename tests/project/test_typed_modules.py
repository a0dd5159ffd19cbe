"""Typed modules in use: one written and bound through its SetN, its dataclasses and Push on the
device (the validation layer quiet), the demos' committed modules current, and the generated
module importable without Vulkan where only its data is used."""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

import layoutgen
from conftest import tool_module

ROOT = Path(__file__).resolve().parents[2]

SHADER = """#version 450
layout(local_size_x = 4) in;
layout(constant_id = 0) const float GAIN = 1.0;

struct Light { vec3 color; float intensity; };

layout(set = 0, binding = 0) uniform Scene { Light lights[2]; float bias; } scene;
layout(set = 0, binding = 1, std430) readonly buffer Values { float values[]; } vals;
layout(set = 1, binding = 0, std430) buffer Out { float result[]; } outbuf;
layout(push_constant) uniform Params { float scale; uint offset; } params;

void main() {
    uint i = gl_GlobalInvocationID.x;
    outbuf.result[i] = vals.values[i] * params.scale * GAIN + scene.lights[i % 2].intensity + scene.bias
                       + float(params.offset);
}
"""


def _load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def test_a_typed_module_writes_binds_and_dispatches(glsl: Any, tmp_path: Path, vulkan_device: bool) -> None:
    from support.denv import env

    from layoutgen.vk import DescriptorPool, compute_pipeline

    path = glsl("typed.comp", SHADER)
    out = tmp_path / "typed_comp.py"
    out.write_text(layoutgen.codegen([path]))
    mod = _load(out, "typed_comp")
    spec = mod.specialization({"GAIN": 2.0})
    with env([path]) as e:
        assert mod.desc() == e.desc
        mod.check(e.stages)
        scene = mod.Scene(lights=(mod.Light((0.0, 0.0, 0.0), 10.0), mod.Light((0.0, 0.0, 0.0), 20.0)), bias=0.5)
        ubo = e.res.buffer(len(scene.pack()), scene.pack())
        values = mod.Values(values=np.arange(8, dtype=np.float32))
        src = e.res.buffer(len(values.pack()), values.pack())
        dst = e.res.buffer(8 * 4, np.zeros(8, np.float32))
        push = mod.Push()
        push.scale, push.offset = 3.0, 100
        assert (push.scale, push.offset) == (3.0, 100)
        with DescriptorPool(e.ctx, mod.desc()) as pool, \
                compute_pipeline(e.ctx, e.layout, path, specialization=spec) as pipe:
            set0, set1 = mod.Set0.allocate(pool, pipe), mod.Set1.allocate(pool, pipe)
            set0.write(scene=ubo, vals=(src, 0, len(values.pack())))
            set1.write(outbuf=dst)
            e.dispatch(pipe, [set0.dset, set1.dset], push=push, groups=(2, 1, 1))
            result = mod.Out.unpack(dst.read().tobytes())
            e.quiet()
    i = np.arange(8)
    expected = i * 3.0 * 2.0 + np.where(i % 2, 20.0, 10.0) + 0.5 + 100
    assert np.allclose(result.result, expected), result.result


def test_a_set_class_refuses_another_set(glsl: Any, tmp_path: Path, vulkan_device: bool) -> None:
    from support.denv import env

    from layoutgen import LayoutError
    from layoutgen.vk import DescriptorPool

    path = glsl("typed2.comp", SHADER)
    out = tmp_path / "typed_comp2.py"
    out.write_text(layoutgen.codegen([path]))
    mod = _load(out, "typed_comp2")
    with env([path]) as e, DescriptorPool(e.ctx, e.desc) as pool:
        with pytest.raises(LayoutError, match="Set0 wraps set 0, not set 1"):
            mod.Set0(pool.allocate(e.layout, 1))
        with pytest.raises(AttributeError):
            mod.Push().scael = 1.0  # a misspelt member is no new attribute at run time either


def test_the_demos_typed_modules_are_current() -> None:
    fresh = tool_module("gen_demo_shaders").outputs()
    assert fresh, "no demo module generated"
    for path, text in fresh.items():
        assert path.read_text() == text, f"{path.relative_to(ROOT)} is stale: run tools/gen_demo_shaders.py"


def test_a_generated_module_imports_without_vulkan() -> None:
    program = ("import sys; sys.modules['vulkan'] = None; sys.path.insert(0, 'demos'); import triangle_shaders as t; "
               "import numpy as np; f = t.Frame(np.eye(4, dtype=np.float32), (1.0, 1.0, 1.0, 1.0)); "
               "assert t.Frame.unpack(f.pack()) == f; print(t.desc().set_layouts[0].bindings[0].names, "
               "'layoutgen.vk' in sys.modules)")
    proc = subprocess.run([sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["('frame',)", "False"]


def test_the_demos_use_their_typed_modules() -> None:
    triangle = (ROOT / "demos" / "triangle.py").read_text()
    compute = (ROOT / "demos" / "compute.py").read_text()
    assert "import triangle_shaders as shaders" in triangle and "shaders.Set0.allocate" in triangle
    assert "import compute_shaders as shaders" in compute and "push.step = step" in compute
    assert "find_block" not in triangle + compute and "PushConstants(" not in triangle + compute
