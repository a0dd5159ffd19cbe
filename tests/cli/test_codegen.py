"""``layoutgen codegen`` and ``layoutgen.codegen()``: a typed module of one pipeline's interface
that round-trips (its layout is merge()'s, its blocks pack as BlockData packs them), is the
same byte for byte each time, refuses stages it is out of date for, writes a dependency file
make reads, and makes mypy --strict catch a misspelt binding, push member or spec constant."""
from __future__ import annotations

import dataclasses
import importlib.util
import inspect
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

import layoutgen
from conftest import need, need_tool
from layoutgen import LayoutError
from layoutgen.cli import main
from layoutgen.layout import find_block, vertex_input
from layoutgen.layout.hostdata import BlockData
from layoutgen.typed import depfile

ROOT = Path(__file__).resolve().parents[2]
TRIANGLE = ["shaders/triangle.vert.spv", "shaders/triangle.frag.spv"]

#: A compute shader with two sets, a descriptor array, a struct (and an array of it) in a uniform
#: block, runtime-sized storage arrays, push constants holding a struct, and specialization constants.
COMPUTE = """#version 450
layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int LEVELS = 3;
layout(constant_id = 2) const float GAIN = 1.5;
layout(constant_id = 3) const bool CLAMP = true;

struct Light { vec3 color; float intensity; };

layout(set = 0, binding = 0) uniform Scene {
    mat4 view;
    Light lights[2];
    vec4 ambient;
    int count;
} scene;
layout(set = 0, binding = 1, std430) buffer Values { float values[]; } vals;
layout(set = 1, binding = 0) uniform sampler2D textures[4];
layout(set = 1, binding = 2, std430) buffer Out { uint result[]; } outbuf;

layout(push_constant) uniform Params { uvec2 size; float scale; Light key; } params;

void main() {
    uint i = gl_GlobalInvocationID.x;
    float v = vals.values[i] * params.scale * GAIN * float(LEVELS) + scene.lights[1].intensity
              + params.key.intensity + scene.ambient.x * float(scene.count) + scene.view[0][0];
    v += texture(textures[1], vec2(0.5)).r * 0.0;
    if (CLAMP) v = clamp(v, 0.0, 1000.0);
    outbuf.result[i] = uint(v) + params.size.x;
}
"""


def load(path: Path, name: str) -> ModuleType:
    """Import the generated module at ``path`` as ``name``."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def generate(tmp_path: Path, name: str, *args: str, cwd: Path = ROOT) -> Path:
    out = tmp_path / f"{name}.py"
    proc = subprocess.run([sys.executable, "-m", "layoutgen", "codegen", *args, "--output", str(out)], cwd=cwd,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return out


@pytest.fixture
def compute(glsl: Any) -> Path:
    return Path(glsl("typed.comp", COMPUTE))


# -- round trips ----------------------------------------------------------------------------------

def test_the_triangle_module_round_trips(tmp_path: Path) -> None:
    mod = load(generate(tmp_path, "tri_shaders", *TRIANGLE), "tri_shaders")
    stages = [ROOT / p for p in TRIANGLE]
    assert mod.desc() == layoutgen.merge(stages)
    mod.check(stages)
    transform = np.arange(16, dtype=np.float32).reshape(4, 4)
    frame = mod.Frame(transform=transform, tint=(1.0, 0.5, 0.25, 1.0))
    data = BlockData(find_block(stages, "frame"))
    data.update(transform=transform, tint=(1.0, 0.5, 0.25, 1.0))
    assert frame.pack() == data.tobytes()
    assert mod.Frame.unpack(frame.pack()) == frame
    assert mod.Frame.dtype == find_block(stages, "frame").numpy_dtype()
    assert mod.Set0.FRAME == 0 and mod.Set0.SET == 0
    vert = layoutgen.reflect(stages[0])
    assert vertex_input(vert, mod.VERTEX_DTYPE) == vertex_input(vert)
    assert mod.INPUTS[0][0] == TRIANGLE[0]


def test_a_compute_module_round_trips(tmp_path: Path, compute: Path) -> None:
    mod = load(generate(tmp_path, "comp_shaders", str(compute)), "comp_shaders")
    assert mod.desc() == layoutgen.merge([compute])
    light, other = mod.Light(color=(1.0, 0.5, 0.25), intensity=2.0), mod.Light(color=(0.0, 1.0, 0.0), intensity=3.0)
    view = np.arange(16, dtype=np.float32).reshape(4, 4)
    scene = mod.Scene(view=view, lights=(light, other), ambient=(0.0, 0.0, 0.0, 1.0), count=2)
    data = BlockData(find_block([compute], "scene"))
    data.update({"view": view, "lights[0].color": (1, 0.5, 0.25), "lights[0].intensity": 2,
                 "lights[1].color": (0, 1, 0), "lights[1].intensity": 3, "ambient": (0, 0, 0, 1), "count": 2})
    assert scene.pack() == data.tobytes()
    assert mod.Scene.unpack(scene.pack()) == scene
    assert mod.Scene.unpack(scene.pack()).lights[1] == other
    values = mod.Values(values=np.arange(5, dtype=np.float32))
    assert len(values.pack()) == 20 and mod.Values.unpack(values.pack()) == values
    assert mod.specialization({"LEVELS": 4, "GAIN": 2.0, "CLAMP": False}) == {1: 4, 2: 2.0, 3: False}
    assert set(mod.Spec.__annotations__) == {"LEVELS", "GAIN", "CLAMP"}
    assert not hasattr(mod, "VERTEX_DTYPE")


def test_block_values_take_the_by_name_layers_checks(tmp_path: Path, compute: Path) -> None:
    mod = load(generate(tmp_path, "comp_checks", str(compute)), "comp_checks")
    light = mod.Light(color=(1.0, 0.5, 0.25), intensity=2.0)
    with pytest.raises(LayoutError, match=r"'lights'.*2 elements of Light, got 1"):
        mod.Scene(view=np.eye(4, dtype=np.float32), lights=(light,), ambient=(0.0, 0.0, 0.0, 1.0), count=1).pack()
    with pytest.raises(LayoutError, match=r"'view' \(mat4\) expects shape \(4, 4\)"):
        mod.Scene(view=np.eye(3, dtype=np.float32), lights=(light, light), ambient=(0.0,) * 4, count=1).pack()
    with pytest.raises(LayoutError, match="'count'.*-2147483648..2147483647"):
        mod.Scene(view=np.eye(4, dtype=np.float32), lights=(light, light), ambient=(0.0,) * 4, count=2**40).pack()
    with pytest.raises(LayoutError, match="takes 116 bytes, got 8"):
        mod.Scene.unpack(b"\0" * 8)
    with pytest.raises(LayoutError, match="no specialization constant 'LEVEL'"):
        mod.specialization({"LEVEL": 4})


def test_the_policy_is_the_modules(tmp_path: Path, compute: Path) -> None:
    out = generate(tmp_path, "comp_policy", str(compute), "--dynamic", "scene", "--spec", "LEVELS=5",
                   "--push-constants", "merged")
    mod = load(out, "comp_policy")
    policy = {"dynamic": ["scene"], "push_constants": "merged", "specialization": {"LEVELS": 5}}
    assert mod.POLICY == policy
    assert mod.desc() == layoutgen.merge([compute], **policy)  # type: ignore[arg-type]
    assert "policy options: dynamic=['scene'], push_constants='merged', specialization={'LEVELS': 5}" in out.read_text()
    assert "_rt.DynamicBufferDescriptor" in out.read_text()
    mod.check([compute])


def test_a_set_and_binding_selector_is_kept_as_merge_takes_it(tmp_path: Path, compute: Path) -> None:
    """A (set, binding) selector stays a tuple in the module's policy: it was written as a
    list, which merge() reads as no selector (a TypeError as a key of bindless_max)."""
    desc = layoutgen.merge([compute])
    where = next((s.set, b.binding) for s in desc.set_layouts for b in s.bindings if "vals" in b.names)
    out = tmp_path / "comp_selector.py"
    out.write_text(layoutgen.typed.codegen([str(compute)], dynamic=[where]))
    mod = load(out, "comp_selector")
    assert mod.POLICY == {"dynamic": [where]}
    assert mod.desc() == layoutgen.merge([compute], dynamic=[where]) == layoutgen.merge([compute], dynamic=["vals"])
    mod.check([compute])


def test_the_api_and_the_command_line_write_the_same_bytes_every_time(tmp_path: Path, compute: Path) -> None:
    first = generate(tmp_path, "a", str(compute), "--dynamic", "vals").read_bytes()
    again = generate(tmp_path, "b", str(compute), "--dynamic", "vals").read_bytes()
    assert first == again
    assert layoutgen.typed.codegen([str(compute)], dynamic=["vals"]).encode() == first
    text = first.decode()
    assert f"{compute}  sha256:" in text and "policy options: dynamic=['vals']" in text
    compile(text, "generated", "exec")


def test_immutable_samplers_cannot_be_written_into_a_module() -> None:
    with pytest.raises(LayoutError, match="immutable_samplers"):
        layoutgen.typed.codegen([str(ROOT / p) for p in TRIANGLE], immutable_samplers={"frame": object()})


# -- an outdated module ---------------------------------------------------------------------------

def test_an_outdated_module_names_what_changed(tmp_path: Path, compute: Path, glsl: Any) -> None:
    mod = load(generate(tmp_path, "comp_old", str(compute)), "comp_old")
    changed = glsl("changed.comp", COMPUTE.replace("vec4 ambient;", "vec3 ambient;")
                   .replace("textures[4]", "textures[8]").replace("float scale;", "int scale;"))
    with pytest.raises(LayoutError) as info:
        mod.check([changed])
    text = str(info.value)
    assert "comp_old is out of date" in text
    assert "binding textures (1.0) changed: COMBINED_IMAGE_SAMPLER x4" in text and "x8" in text
    assert "ambient: vec4 @96 became vec3 @96" in text and "count: int @112 became int @108" in text
    assert "scale: float @8 became int @8" in text


def test_a_pipeline_with_another_stage_is_outdated(tmp_path: Path) -> None:
    mod = load(generate(tmp_path, "vert_only", TRIANGLE[0]), "vert_only")
    with pytest.raises(LayoutError, match="binding frame .0.0. changed: .*VERTEX named frame became .*FRAGMENT"):
        mod.check([ROOT / p for p in TRIANGLE])


# -- the dependency file --------------------------------------------------------------------------

def test_depfile_escapes_as_make_reads() -> None:
    assert depfile("out.py", ["a b.spv", "c#d.spv", "$x.spv", "c#d.spv"]) == "out.py: a\\ b.spv c\\#d.spv $$x.spv\n"
    with pytest.raises(LayoutError):
        depfile("out.py", ["a\nb"])


def test_make_reads_the_depfile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make = shutil.which("make")
    need("make", make is not None)
    shaders = tmp_path / "my shaders"
    shaders.mkdir()
    for p in TRIANGLE:
        shutil.copy(ROOT / p, shaders / Path(p).name)
    (tmp_path / "list.txt").write_text("my shaders/triangle.frag.spv\n")
    monkeypatch.chdir(tmp_path)
    assert main(["codegen", "my shaders/triangle.vert.spv", "@list.txt", "--output", "tri.py", "--depfile",
                 "tri.py.d"]) == 0
    dep = (tmp_path / "tri.py.d").read_text()
    assert dep == "tri.py: list.txt my\\ shaders/triangle.vert.spv my\\ shaders/triangle.frag.spv\n"
    (tmp_path / "Makefile").write_text("tri.py:\n\techo REGENERATE\n-include tri.py.d\n")

    def dry_run() -> str:
        proc = subprocess.run([make, "-n", "tri.py"], cwd=tmp_path, capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, proc.stderr
        return proc.stdout

    assert "REGENERATE" not in dry_run()  # up to date
    frag = shaders / "triangle.frag.spv"
    stamp = (tmp_path / "tri.py").stat().st_mtime + 10
    os.utime(frag, (stamp, stamp))
    assert "REGENERATE" in dry_run()  # an input (in a directory with a space) is newer


def test_make_reads_names_with_colons_hashes_and_backslashes(tmp_path: Path) -> None:
    """A ``:`` stopped make ("target pattern contains no '%'"), a backslash before ``#`` or at
    the end of a name joined what followed to it: make now depends on each file as named."""
    make = shutil.which("make")
    need("make", make is not None)
    names = ["c:d.spv", "x\\#y.spv", "w\\", "p\\ q.spv", "tab\tbed.spv"]
    for n in names:
        shutil.copy(ROOT / TRIANGLE[1], tmp_path / n)
    (tmp_path / "tri.py").write_text("")
    (tmp_path / "tri.py.d").write_text(depfile("tri.py", names))
    (tmp_path / "Makefile").write_text("tri.py:\n\techo REGENERATE\n-include tri.py.d\n")
    old = (tmp_path / "tri.py").stat().st_mtime - 100
    for n in names:
        os.utime(tmp_path / n, (old, old))

    def dry_run() -> str:
        proc = subprocess.run([make, "-n", "tri.py"], cwd=tmp_path, capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, proc.stderr
        return proc.stdout

    assert "REGENERATE" not in dry_run()  # every name read as a file that exists, and older
    for n in names:
        newer = old + 200
        os.utime(tmp_path / n, (newer, newer))
        assert "REGENERATE" in dry_run(), f"make does not depend on {n!r}"
        os.utime(tmp_path / n, (old, old))


def test_depfile_needs_an_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["codegen", str(ROOT / TRIANGLE[0]), "--depfile", str(tmp_path / "x.d")]) == 2
    assert "--depfile" in capsys.readouterr().err


def test_without_output_the_module_goes_to_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["codegen", str(ROOT / TRIANGLE[0])]) == 0
    assert "class Set0(_rt.TypedSet):" in capsys.readouterr().out


# -- types ------------------------------------------------------------------------------------------

USER = '''
from __future__ import annotations

from typing import Any

import numpy as np

import comp_typed as g
import tri_typed as t

light = g.Light(color=(1.0, 0.5, 0.25), intensity=2.0)
scene = g.Scene(view=np.eye(4, dtype=np.float32), lights=(light, light), ambient=(0.0, 0.0, 0.0, 1.0), count=2)
data: bytes = scene.pack()
same: bool = g.Scene.unpack(data) == scene
spec: g.Spec = {"LEVELS": 4, "GAIN": 2.0, "CLAMP": False}
values = g.specialization(spec)
frame = t.Frame(transform=np.eye(4, dtype=np.float32), tint=(1.0, 1.0, 1.0, 1.0))


def use(pool: Any, layout: Any, buf: Any, view: Any, sampler: Any) -> None:
    s0 = g.Set0.allocate(pool, layout)
    s0.write(scene=buf, vals=(buf, 0, 64))
    s1 = g.Set1.allocate(pool, layout)
    s1.write(textures=[(view, sampler)] * 4, outbuf=buf)
    s1.bind(None, layout)
    push = g.Push()
    push.scale = 2.0
    push.key = light
    push.size = (1, 2)
    angle: float = t.Push().angle
    t.Set0(pool.allocate(layout, t.Set0.SET)).write(frame=buf)
'''

MISTAKES = {
    "    s0.write(scene=buf, vals=(buf, 0, 64))": ("    s0.write(scene=buf, valz=(buf, 0, 64))", '"valz"'),
    "    push.scale = 2.0": ("    push.scael = 2.0", '"scael"'),
    "    push.key = light": ("    push.key = (1.0, 0.5)", '"Light"'),
    'spec: g.Spec = {"LEVELS": 4, "GAIN": 2.0, "CLAMP": False}': (
        'spec: g.Spec = {"LEVELS": 4, "GAINS": 2.0}', '"GAINS"'),
    "frame = t.Frame(transform=np.eye(4, dtype=np.float32), tint=(1.0, 1.0, 1.0, 1.0))": (
        "frame = t.Frame(transform=np.eye(4, dtype=np.float32), tint=(1.0, 1.0, 1.0))", '"tint"'),
    "    angle: float = t.Push().angle": ("    angle: str = t.Push().angle", "str"),
}


def _mypy(tmp_path: Path, program: str) -> subprocess.CompletedProcess[str]:
    try:
        import mypy  # noqa: F401
    except ImportError:
        need("mypy", False)
    (tmp_path / "user.py").write_text(program)
    return subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"),
                           str(tmp_path / "user.py"), str(tmp_path / "comp_typed.py"), str(tmp_path / "tri_typed.py")],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)


def _errors(done: subprocess.CompletedProcess[str], tmp_path: Path) -> list[str]:
    """mypy's errors in the files under ``tmp_path`` (the program and the generated modules)."""
    assert "error: " not in done.stderr, done.stderr
    return [x for x in done.stdout.splitlines() if ": error:" in x and x.startswith(str(tmp_path))]


def test_programs_against_the_modules_type_check_and_mistakes_do_not(tmp_path: Path, compute: Path) -> None:
    generate(tmp_path, "comp_typed", str(compute))
    generate(tmp_path, "tri_typed", *TRIANGLE)
    done = _mypy(tmp_path, USER)
    # the program's and the modules' own lines (an error inside layoutgen is test_typing's)
    assert not _errors(done, tmp_path), done.stdout + done.stderr
    program = USER
    for line, (wrong, _named) in MISTAKES.items():
        assert line in program
        program = program.replace(line, wrong)
    done = _mypy(tmp_path, program)
    errors = _errors(done, tmp_path)
    lines = program.splitlines()
    flagged = {lines[int(e.split(":")[1]) - 1]: e for e in errors if e.startswith(str(tmp_path / "user.py"))}
    assert not [e for e in errors if not e.startswith(str(tmp_path / "user.py"))], done.stdout
    for wrong, named in MISTAKES.values():
        assert wrong in flagged, f"{wrong!r} passed mypy:\n{done.stdout}"
        assert named in flagged[wrong], flagged[wrong]
    assert len(flagged) == len(MISTAKES), done.stdout


#: Members named like what a class body reads (``property``, ``tuple``, ``int_``, ``numpy``), a
#: struct named like an import (``Sequence``, with a descriptor array importing it), and two
#: names made hostile below, in the module's bytes: ``aaax`` becomes ``ﬁx`` (``fix`` to Python,
#: beside a member ``fix``), and ``zzzz...`` a line break and a statement.
HOSTILE = """#version 450
layout(local_size_x = 1) in;
struct Sequence { float a; float b; };
struct Light { float i; };
layout(set = 0, binding = 0) uniform U {
    float property; float tuple; float int_; float numpy; Sequence seq; float aaax; float fix;
    float zzzzzzzzzzzzzzzzzzzzzzzz; Light l; float Light; float qqqx;
} u;
layout(set = 0, binding = 1) uniform sampler2D texs[2];
layout(set = 0, binding = 2, std430) buffer Out { float r[]; } outbuf;
layout(set = 0, binding = 3) uniform sampler2D self;
layout(set = 0, binding = 4) uniform sampler2D qqqeld;
layout(set = 0, binding = 5) uniform sampler2D field;
layout(push_constant) uniform P { float property; vec2 tuple; float bool_; } p;
void main() {
    outbuf.r[0] = u.property + u.tuple + u.int_ + u.numpy + u.seq.a + u.aaax + u.fix + u.zzzzzzzzzzzzzzzzzzzzzzzz
                  + u.l.i + u.Light + u.qqqx + p.property + p.tuple.x + p.bool_ + texture(texs[1], vec2(0.5)).r
                  + texture(self, vec2(0.5)).r + texture(qqqeld, vec2(0.5)).r + texture(field, vec2(0.5)).r;
}
"""


def test_shader_names_cannot_break_the_module(tmp_path: Path, glsl: Any) -> None:
    """Names legal in a shader made a module that ran a name's text as code (a line break in a
    name ended the comment it was written into), failed to import (a member ``property``
    replaced the decorator of every later property), lost a field (``ﬁx`` and ``fix`` are one
    name to Python) or failed mypy --strict (``tuple``, ``int``, ``numpy``, ``Sequence``, a member
    named as a struct class, a name that starts with a character no name starts with), or had
    a binding named ``self`` (``write(self, *, self=...)``)."""
    data = Path(glsl("hostile.comp", HOSTILE)).read_bytes()
    run = b'x\n    raise SystemExit(7)'  # 25 bytes and a NUL: the seven words of the name it replaces
    for old, new in ((b"aaax\0\0\0\0", "ﬁx".encode() + b"\0\0\0\0"), (b"z" * 24 + b"\0" * 4, run + b"\0" * 3),
                     (b"qqqx\0", "\u203fx".encode() + b"\0"), (b"qqqeld\0", "ﬁeld".encode() + b"\0")):
        assert len(old) == len(new) and data.count(old) == 1
        data = data.replace(old, new)
    spv = tmp_path / "hostile.spv"
    spv.write_bytes(data)
    mod = load(generate(tmp_path, "hostile_typed", str(spv)), "hostile_typed")
    names = [f.name for f in dataclasses.fields(mod.U)]
    # ``fix`` keeps its name, ``ﬁx`` (which Python reads as ``fix``) takes another
    assert names == ["property_", "tuple_", "int_", "numpy_", "seq", "fix_", "fix", "x_____raise_SystemExit_7", "l",
                     "Light", "member_‿x"], names
    u = mod.U(property_=1.0, tuple_=2.0, int_=3.0, numpy_=4.0, seq=mod.Sequence2(a=5.0, b=6.0), fix_=7.0, fix=8.0,
              x_____raise_SystemExit_7=9.0, l=mod.Light2(i=10.0), Light=11.0, member_‿x=12.0)
    packed = np.frombuffer(u.pack(), np.float32)
    offsets = {m.name: m.offset for m in mod.U.BLOCK.members}  # each member's value lands at its own offset
    named = ("property", "tuple", "int_", "numpy", "ﬁx", "fix")
    assert [packed[offsets[n] // 4] for n in named] == [1, 2, 3, 4, 7, 8]
    assert packed[offsets["seq"] // 4:offsets["seq"] // 4 + 2].tolist() == [5, 6]
    assert packed[offsets['x\n    raise SystemExit(7)'] // 4] == 9
    keywords = list(inspect.signature(mod.Set0.write).parameters)
    assert keywords == ["self", "u", "texs", "outbuf", "self_", "field_", "field"], keywords
    source = (tmp_path / "hostile_typed.py").read_text()
    assert "(0, 4): field_, (0, 5): field}" in source, "field= writes the binding named field"
    push = mod.Push()
    push.property_, push.tuple_, push.bool_ = 1.5, (2.0, 3.0), 4.0
    assert np.frombuffer(bytes(push.push.data), np.float32).tolist() == [1.5, 0.0, 2.0, 3.0, 4.0]
    try:
        import mypy  # noqa: F401
    except ImportError:
        need("mypy", False)
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"),
                           str(tmp_path / "hostile_typed.py")], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr


def test_names_keep_what_they_were_and_the_plain_one_first() -> None:
    """HLSL's ``_m0`` stays ``m0`` and ``__member0`` ``member0`` (kept, a name in a class body
    starting with two underscores is mangled by Python); a name that is an identifier as it
    stands keeps it before one that would become it; a class named ``none`` is no ``None``."""
    from layoutgen.typed.emit import Names, identifiers

    assert identifiers(["_m0", "__member0", "__init__", "pad", "m1_"], set(), "member") == [
        "m0", "member0", "init", "pad", "m1"]
    assert identifiers(["ﬁeld", "field", "_write", "write", "class"], {"self"}, "binding") == [
        "field_", "field", "write_", "write", "class_"]
    assert Names(set()).claim("none") == "None2" and Names(set()).claim("true") == "True2"


def test_one_block_under_two_type_names_is_one_block(tmp_path: Path, glsl: Any) -> None:
    """Two stages that declare a binding's block alike under different type names make one
    class (it was refused as laid out differently); blocks laid out differently are told apart
    by what differs."""
    vert = glsl("cam.vert", "#version 450\nlayout(set = 0, binding = 0) uniform Cam { mat4 vp; } cam;\n"
                            "void main() { gl_Position = cam.vp * vec4(1.0); }\n")
    frag = glsl("cam.frag", "#version 450\nlayout(set = 0, binding = 0) uniform Camera { mat4 vp; } camf;\n"
                            "layout(location = 0) out vec4 o;\nvoid main() { o = camf.vp[0]; }\n")
    mod = load(generate(tmp_path, "cam_typed", str(vert), str(frag)), "cam_typed")
    assert mod.Cam.BLOCK.name == "Cam" and not hasattr(mod, "Camera")
    mod.check([vert, frag])
    # and a structure in it named otherwise too
    nested_v = glsl("nest.vert", "#version 450\nstruct A { vec4 x; };\n"
                                 "layout(set = 0, binding = 0) uniform Cam { A a; } c;\n"
                                 "void main() { gl_Position = c.a.x; }\n")
    nested_f = glsl("nest.frag", "#version 450\nstruct B { vec4 x; };\n"
                                 "layout(set = 0, binding = 0) uniform Camera { B a; } c;\n"
                                 "layout(location = 0) out vec4 o;\nvoid main() { o = c.a.x; }\n")
    nested = load(generate(tmp_path, "nest_typed", str(nested_v), str(nested_f)), "nest_typed")
    assert nested.Cam(a=nested.A(x=(1.0, 2.0, 3.0, 4.0))).pack()[:16] == np.arange(1, 5, dtype=np.float32).tobytes()
    wider = glsl("wider.frag", "#version 450\nlayout(set = 0, binding = 0) uniform Camera { mat4 vp; vec4 extra; } "
                               "camf;\nlayout(location = 0) out vec4 o;\nvoid main() { o = camf.extra; }\n")
    with pytest.raises(LayoutError, match=r"set 0 binding 0: the stages lay its block out differently \(.*cam.vert.*: "
                                          r"Cam \{vp mat4 @0\}, 64 bytes; .*wider.frag.*: Camera \{vp mat4 @0, "
                                          r"extra vec4 @64\}, 80 bytes\); .*same members, types and offsets"):
        layoutgen.codegen([vert, wider])
