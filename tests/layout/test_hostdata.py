"""Host data for blocks (layout/hostdata.py) without Vulkan, and the JSON form's own module."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import layoutgen
from layoutgen.layout import json_form

ROOT = Path(__file__).resolve().parents[2]
BLUR = str(ROOT / "shaders" / "blur.comp.spv")

#: Makes the named top-level packages unimportable, as if they were not installed.
_GUARD = """
import sys
for name in {blocked!r}:
    sys.modules[name] = None
"""


def _run(blocked: tuple[str, ...], script: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", _GUARD.format(blocked=blocked) + script],
                          capture_output=True, text=True, cwd=ROOT)


def test_block_data_fills_a_block_with_vulkan_not_importable() -> None:
    pytest.importorskip("numpy")
    proc = _run(("vulkan", "cffi", "_cffi_backend"), f"""
import struct
from layoutgen.layout import find_block
from layoutgen.layout.hostdata import BlockData
kernel = BlockData(find_block([{BLUR!r}], "kernel"))
kernel["size"] = (640, 480)
kernel.update(radius=2, weights=[0.5] * 17)
data = kernel.tobytes()
assert struct.unpack_from("<2Ii", data, 0) == (640, 480, 2), data[:12]
assert kernel["weights"].tolist() == [0.5] * 17
try:
    kernel["radius"] = 1.5
except Exception as exc:
    assert "expects integers" in str(exc), exc
else:
    raise AssertionError("a fraction went into an int member")
assert "vulkan" not in [m for m in sys.modules if sys.modules[m] is not None]
assert "layoutgen.vk" not in sys.modules
print("ok", len(data))
""")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("ok ")


def test_block_data_without_numpy_names_the_extra() -> None:
    proc = _run(("numpy", "vulkan"), f"""
import layoutgen
from layoutgen.layout import find_block
from layoutgen.layout.hostdata import BlockData
try:
    BlockData(find_block([{BLUR!r}], "kernel"))
except layoutgen.MissingDependencyError as exc:
    print(exc)
""")
    assert proc.returncode == 0, proc.stderr
    assert "BlockData needs the numpy package: pip install 'layoutgen[numpy]'" in proc.stdout


def test_the_old_paths_name_the_same_class() -> None:
    try:
        import layoutgen.vk
        import layoutgen.vk.push
    except ImportError as exc:  # no vulkan package (a MissingDependencyError is an ImportError)
        pytest.skip(str(exc))
    from layoutgen.layout.hostdata import BlockData

    assert layoutgen.vk.BlockData is BlockData and layoutgen.vk.push.BlockData is BlockData


def test_the_json_form_reads_what_the_model_writes() -> None:
    desc = layoutgen.merge([BLUR])
    d = desc.to_dict()
    assert json_form.read_layout({"schema": json_form.SCHEMA, **d}) == desc
    assert json_form.read_push_range(d["push_constant_ranges"][0], "range") == desc.push_constant_ranges[0]


MEMBERS = """#version 450
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 1) in;
layout(std140, set = 0, binding = 0) uniform Data {
    float f; int i; uint u; vec4 v; ivec2 iv; uvec3 uv; mat4 m; mat3 m3; float arr[3];
    double d; int64_t l; float16_t h;
} data;
layout(set = 0, binding = 1) buffer Out { float x; } outbuf;
void main() { outbuf.x = data.f + float(data.i) + float(data.u) + data.v.x + float(data.iv.x) + float(data.uv.x)
                         + data.m[0][0] + data.m3[0][0] + data.arr[1] + float(data.d) + float(data.l)
                         + float(data.h); }
"""

#: Values of every sort a member may be given: plain numbers of each type and range, booleans,
#: numpy scalars and arrays of each dtype and layout, sequences of each length, and things no
#: member takes.
VALUES = [0, 1, -1, 7, 2.5, -0.0, 2**15, 2**31 - 1, 2**31, -2**31, -2**31 - 1, 2**32, 2**63, -2**63 - 1, 1e300,
          float("inf"), float("nan"), True, np.float32(2.5), np.int64(-3), np.uint8(200), "3", None, b"1234",
          [1, 2], (1, 2), [1.5, 2, 3], (1, 2, 3, 4), [1.0, 2.0, 3.0, 4.0], [1, 2, 3, 4, 5], [True, 2, 3, 4],
          [np.float32(1), 2, 3, 4], [[1, 2]], [1, "2", 3, 4], (2**31, 0), (-1, 0, 0),
          np.eye(4, dtype=np.float32), np.eye(4), np.eye(4, dtype=np.float32).T, np.eye(4, dtype=np.int32),
          np.eye(3, dtype=np.float32), np.arange(3, dtype=np.float32), np.arange(4, dtype=np.float32),
          np.arange(4, dtype=np.float64), np.arange(2, dtype=np.int32), np.arange(3, dtype=np.uint32),
          # past a float's width (rounding to inf there), and near it; addresses and what no address is
          70000, 65519.0, 65520.0, -65520, 1e39, -1e39, 3.5e38, np.float64(1e39), np.float32(70000), [1e39, 0, 0, 0],
          (70000, 1), np.full(4, 1e39), float("-inf"), 2**64 - 1, 2**64, 3.7, np.uint64(2**63), np.int64(-1),
          [2**63, 1], [-1, 1], [3.7, 1]]


def _outcome(set_value):
    """The bytes a setting leaves, or the error (type and message) it raises."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # numpy's note on an overflowing cast
        try:
            return bytes(set_value())
        except Exception as exc:  # noqa: BLE001  # compared between the two ways, whatever it is
            return type(exc), str(exc)


#: Pointer members: buffer references, and a uint64_t address beside them.
POINTERS = """#version 460
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 1) in;
layout(buffer_reference, std430) buffer Ref { uint v[]; };
layout(push_constant) uniform P { Ref ref; Ref refs[2]; uint64_t address; float16_t h; } pc;
void main() { pc.ref.v[0] = pc.refs[1].v[0] + uint(pc.address) + uint(pc.h); }
"""


@pytest.mark.parametrize("source,name,paths", [
    (MEMBERS, "data", ["f", "i", "u", "v", "iv", "uv", "m", "m3", "arr", "arr[1]", "d", "l", "h"]),
    (POINTERS, "pc", ["ref", "refs", "refs[1]", "address", "h"]),
])
def test_a_member_set_straight_into_the_bytes_takes_what_the_checks_take(glsl, source, name, paths) -> None:
    from layoutgen.layout import find_block
    from layoutgen.layout.hostdata import BlockData

    block = find_block([glsl("members.comp", source, target="vulkan1.2")], name)
    for path in paths:
        for value in VALUES:
            def fast(value=value):
                data = BlockData(block)
                data[path] = value  # by the setter, straight into the bytes where it may
                data[path] = value  # a second time, the setter kept
                return data.data

            def checked(value=value):
                data = BlockData(block)
                data.update({path: value})  # every value through the checks first
                return data.data

            assert _outcome(fast) == _outcome(checked), (path, value)
    if name != "data":
        return
    data = BlockData(block)
    data["v"] = (1, 2, 3, 4)
    data["iv"] = [5, -6]
    data["m"] = np.arange(16, dtype=np.float32).reshape(4, 4)
    assert data["v"].tolist() == [1.0, 2.0, 3.0, 4.0] and data["iv"].tolist() == [5, -6]
    assert data["m"][1].tolist() == [4.0, 5.0, 6.0, 7.0]
    with pytest.raises(layoutgen.errors.LayoutError, match=r"member 'i' \(int\) holds -2147483648..2147483647"):
        data["i"] = 2**31


def test_pointer_and_float_members_refuse_what_their_type_cannot_hold(glsl) -> None:
    """A pointer member holds a device address (a VkDeviceAddress: uint64_t), as a uint64_t
    member does; a float member refuses a finite value that rounds to infinity in its width
    (IEEE 754: 65520 and up for binary16, past FLT_MAX for binary32), as a specialization
    constant does (layout/specialization.py), and keeps inf and nan given as such."""
    from layoutgen.layout import find_block
    from layoutgen.layout.hostdata import BlockData

    pc = BlockData(find_block([glsl("pointers.comp", POINTERS, target="vulkan1.2")], "pc"))
    members = BlockData(find_block([glsl("members.comp", MEMBERS)], "data"))
    for data, path, value, message in [
            (pc, "ref", -1, r"'ref' \(pointer\) holds a device address, 0..18446744073709551615, got -1"),
            (pc, "ref", 3.7, r"'ref' \(pointer\) expects integers, got 3.7"),
            (pc, "ref", 1e300, "holds a device address"),
            (pc, "refs", [1, -1], r"'refs' \(pointer\[2\]\) holds a device address"),
            (pc, "h", 70000, r"'h' \(float16_t\) holds finite values up to 65504 in magnitude, got 70000"),
            (members, "f", 1e39, r"'f' \(float\) holds finite values up to 3.40282e\+38"),
            (members, "v", [0, 1e39, 0, 0], "would be stored as inf")]:
        for store in (lambda: data.__setitem__(path, value), lambda: data.update({path: value})):
            with pytest.raises(layoutgen.errors.LayoutError, match=message):
                store()
    pc["ref"] = 2**64 - 1
    pc["refs"] = (np.uint64(16), 32)
    pc["h"] = 65519.0  # rounds to 65504
    members["f"] = float("inf")
    members["h"] = float("nan")
    assert int(pc["ref"]) == 2**64 - 1 and pc["refs"].tolist() == [16, 32] and float(pc["h"]) == 65504.0
    assert np.isinf(members["f"]) and np.isnan(members["h"])


def test_a_matrix_in_any_float_dtype_or_byte_order_stores_the_same_bytes(glsl) -> None:
    """A mat4 given as the member's own dtype goes straight into the bytes; one in float64 or
    in big-endian float32 (a dtype equal in kind but another object) takes the checks and
    must store the same bytes."""
    from layoutgen.layout.hostdata import BlockData
    spv = glsl("m.frag", """#version 450
layout(set = 0, binding = 0) uniform U { mat4 m; vec4 v; } u;
layout(location = 0) out vec4 o;
void main() { o = u.m * u.v; }
""")
    block = layoutgen.reflect(spv).entry_points[0].descriptor_bindings[0].block
    assert block is not None
    want = np.arange(16, dtype=np.float32).reshape(4, 4)
    stored = []
    for value in (want, want.astype(np.float64), want.astype(">f4"), want.T.copy().T):
        data = BlockData(block)
        data["m"] = value
        stored.append(data.tobytes())
        assert data["m"].tolist() == want.tolist()
    assert len(set(stored)) == 1
    data = BlockData(block)
    with pytest.raises(layoutgen.LayoutgenError, match="shape"):
        data["m"] = np.zeros((4, 3), dtype=np.float32)


#: A storage block with vectors, 64-bit integers and an array of structs.
EDGES = """#version 460
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 1) in;
struct S { float x; int z[2]; };
layout(std430, binding = 0) buffer B { float f; uvec3 u3; vec3 v3; S sa[2]; float fa[3]; i64vec2 l2; u64vec3 q3; } b;
void main() { b.f = 1.0; }
"""


def test_what_the_checks_refuse_leaves_the_bytes_and_numbers_are_read_exactly(glsl) -> None:
    """A vector refused part way (its last component out of range) leaves the member as it
    was, set either way; a Python int for a float member rounds once, as numpy rounds it; ints
    mixed with floats for an integer member keep every digit (numpy alone would read them as
    doubles); a finite int past int64 for a float member is a number like any other."""
    import warnings

    from layoutgen.layout import find_block
    from layoutgen.layout.hostdata import BlockData

    block = find_block([glsl("edges.comp", EDGES, target="vulkan1.2")], "b")
    data = BlockData(block)
    for path, value in [("u3", (1, 2, -1)), ("v3", (1.0, 2.0, 1e39)), ("q3", (1, 2, 2**64))]:
        for store in (data.__setitem__, lambda p, v: data.update({p: v})):
            with pytest.raises(layoutgen.errors.LayoutError):
                store(path, value)
            assert not any(data.tobytes()), (path, value)
    big = 2**60 + 2**36 + 1  # a double rounds it down to a tie, which float32 then rounds to even
    data["f"] = big
    assert data["f"] == np.float32(np.int64(big)) and data["f"] != np.float32(float(big))
    data["l2"] = [2**53 + 1, 0.0]
    data["q3"] = [2**64 - 1, 0, 1.0]
    assert data["l2"].tolist() == [2**53 + 1, 0] and data["q3"].tolist() == [2**64 - 1, 0, 1]
    with pytest.raises(layoutgen.errors.LayoutError, match=r"'l2' \(i64vec2\) expects integers"):
        data["l2"] = [2**53 + 1, 0.5]
    data["f"] = 10**30
    assert data["f"] == np.float32(1e30)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # numpy's notes on inf would be exceptions
        with pytest.raises(layoutgen.errors.LayoutError, match="expects integers"):
            data["u3"] = (1.0, float("inf"), 2.0)


def test_a_member_path_is_a_plain_str_indexing_every_array_it_passes(glsl) -> None:
    """An array of structs' member is reached through an index (``sa.x`` would be every
    element's x at once: refused, with the path that works); names() says so; a path is a
    str of ASCII digits in its indices, with nothing after it; a value too long for the member
    is refused without being read."""
    from layoutgen.layout import find_block
    from layoutgen.layout.hostdata import BlockData

    data = BlockData(find_block([glsl("edges.comp", EDGES, target="vulkan1.2")], "b"))
    assert "sa[i].x" in data.names() and "sa[i].z" in data.names() and "sa.x" not in data.names()
    for path in ("sa.x", "sa.z"):
        with pytest.raises(layoutgen.errors.LayoutError, match=rf"'{path}': sa is S\[2\]: index it .* 'sa\[0\]\.{path[3]}'"):
            data[path] = 1.0
    data["sa[1].z"] = (7, 8)
    assert data["sa[1].z"].tolist() == [7, 8] and data["sa[0].z"].tolist() == [0, 0]
    for path in (0, None, ("f",), ["f"], "fa[0]\n", "fa[\u0661]", "fa[" + "0" * 5000 + "]"):
        with pytest.raises(layoutgen.errors.LayoutError):
            data[path] = 1.0  # type: ignore[index]
    with pytest.raises(layoutgen.errors.LayoutError, match=r"expects shape \(3,\) \(float32\), got shape \(1000000000000,\)"):
        data["fa"] = range(10**12)


HALVES = """#version 460
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { float16_t h; f16vec2 h2; float f; } b;
void main() { b.f = float(b.h) + float(b.h2.x); }
"""


def test_a_nan_keeps_its_payload_in_a_float16_member_set_either_way(glsl) -> None:
    """numpy keeps a NaN's payload bits converting a double to a float16_t; so does a member
    set by name, as update() does (struct's half format would drop them)."""
    import struct

    from layoutgen.layout import find_block
    from layoutgen.layout.hostdata import BlockData

    block = find_block([glsl("halves.comp", HALVES, target="vulkan1.2")], "b")
    nan = struct.unpack("<d", struct.pack("<Q", 0x7FFC000000000000))[0]
    one, other = BlockData(block), BlockData(block)
    one["h"], one["h2"] = nan, (nan, 1.0)
    other.update({"h": nan, "h2": (nan, 1.0)})
    assert one.tobytes() == other.tobytes() and one.tobytes()[:2] == np.float16(nan).tobytes()


def test_a_spec_sized_array_grown_into_what_follows_it_is_refused(glsl) -> None:
    """The compiler decorates offsets and strides for the arrays' sizes without specialization:
    an array made larger runs into the member after it, or makes a structure's elements larger
    than their stride. Smaller sizes, and the size compiled, lay out as before."""
    from layoutgen.errors import LayoutgenError
    from layoutgen.layout.hostdata import BlockData

    path = glsl("nested.comp", "#version 450\nlayout(constant_id = 0) const int N = 3;\n"
                               "struct S { float a; float arr[N]; float b; };\n"
                               "layout(binding = 0) buffer B { vec4 head; S s; S t[2]; float after; } buf;\n"
                               "void main() { buf.after = buf.s.arr[N - 1] + buf.t[1].b; }\n")
    block = layoutgen.reflect(path).entry_points[0].descriptor_bindings[0].block
    for n in (1, 2, 3):
        data = BlockData(block, specialization={0: n})
        data["t[1].b"] = 5.0
        assert data["t[1].b"] == 5.0 and data.block.size == 80
    with pytest.raises(LayoutgenError, match=r"block 'B', as specialized: member 's.arr' \(bytes 4..20\) runs into "
                                             r"'s.b' at byte 16; the compiler placed the members"):
        BlockData(block, specialization={0: 4})
    with pytest.raises(LayoutgenError, match=r"set 0 binding 0 \('buf'\) in .*nested.comp.*specialized with \{0: 4\}: "
                                             r"block 'B', as specialized: member 's.arr'"):
        layoutgen.merge([path], specialization={0: 4})
    last = glsl("last.comp", "#version 450\nlayout(constant_id = 0) const int N = 3;\n"
                             "struct T { float a; float arr[N]; };\n"
                             "layout(binding = 0) buffer C { T t[2]; float after; } buf;\n"
                             "void main() { buf.after = buf.t[1].arr[N - 1]; }\n")
    block = layoutgen.reflect(last).entry_points[0].descriptor_bindings[0].block
    with pytest.raises(LayoutgenError, match=r"block 'C', as specialized: an element of member 't' spans 20 bytes, "
                                             r"past its stride of 16"):
        BlockData(block, specialization={0: 4})


def test_block_data_checks_its_specialization_as_merge_does(glsl) -> None:
    """{0: 2**32 + 3} had made N 3, True had been 1, a name had been passed over and -1 had
    blamed runtime_length."""
    from layoutgen.errors import LayoutError
    from layoutgen.layout.hostdata import BlockData

    path = glsl("sized.comp", "#version 450\nlayout(constant_id = 0) const uint N = 3u;\n"
                              "layout(binding = 0) buffer B { float head; float arr[N]; } buf;\n"
                              "void main() { buf.head = buf.arr[N - 1u]; }\n")
    block = layoutgen.reflect(path).entry_points[0].descriptor_bindings[0].block
    assert BlockData(block, specialization={0: 5, 7: 1}).block.size == 24  # id 7 sizes nothing here
    for value, message in [(2**32 + 3, r"specialization constant 0 \(32-bit uint\): 4294967299 is outside "
                                       r"0\.\.4294967295"),
                           (True, r"takes a number, not True"), (-1, r"-1 is outside 0\.\.4294967295")]:
        with pytest.raises(LayoutError, match=message):
            BlockData(block, specialization={0: value})
    with pytest.raises(LayoutError, match=r"specialization 'N': a block knows its specialization constants by spec "
                                          r"id \(\{0: 8\}\); by name, merge\(\) and PushConstants know them"):
        BlockData(block, specialization={"N": 5})
    with pytest.raises(LayoutError, match=r"specialization maps spec ids or constant names to values"):
        BlockData(block, specialization=[5])  # type: ignore[arg-type]
    with pytest.raises(LayoutError, match=r"BlockData takes a reflected Block \(find_block\(\) gives one\), not None"):
        BlockData(None)  # type: ignore[arg-type]


def test_a_row_major_matrix_with_padded_rows_takes_columns_as_any_matrix(glsl) -> None:
    """std140 pads each row of a row-major matrix to 16 bytes: ``value[c][r]`` lands at byte
    ``16 * r + 4 * c`` of it, element ``c`` of row ``r``, in an array of them too."""
    from layoutgen.layout.hostdata import BlockData

    path = glsl("rows.frag", "#version 450\nlayout(std140, binding = 0) uniform U {\n"
                             "    layout(row_major) mat3 m; layout(row_major) mat2x3 n[2]; } u;\n"
                             "layout(location = 0) out vec4 o;\nvoid main() { o = vec4(u.m[1] + u.n[1][1], 1.0); }\n")
    block = layoutgen.reflect(path).entry_points[0].descriptor_bindings[0].block
    data = BlockData(block)
    m = np.arange(9, dtype=np.float32).reshape(3, 3) + 1
    n = np.arange(6, dtype=np.float32).reshape(2, 3) + 10
    data["m"], data["n[1]"] = m, n
    words = np.frombuffer(data.tobytes(), np.float32)
    assert [[words[4 * r + c] for r in range(3)] for c in range(3)] == m.tolist()
    base = (48 + 48) // 4  # n at byte 48, each element 3 rows of 16 bytes
    assert [[words[base + 4 * r + c] for r in range(3)] for c in range(2)] == n.tolist()
    assert data["m"].tolist() == m.tolist() and data["n"][1].tolist() == n.tolist()


def test_block_data_names_a_wrong_runtime_length_a_masked_array_and_an_array_of_structs(glsl) -> None:
    from layoutgen.errors import LayoutError
    from layoutgen.layout.hostdata import BlockData

    path = glsl("rt.comp", "#version 450\nstruct L { vec3 color; float power; };\n"
                           "layout(std430, binding = 0) buffer B { L lights[2]; vec3 tint; vec4 items[]; } b;\n"
                           "void main() { b.items[0] = vec4(b.lights[1].color + b.tint, 1.0); }\n")
    block = layoutgen.reflect(path).entry_points[0].descriptor_bindings[0].block
    for bad in (-1, 1.5, "3", True):
        with pytest.raises(LayoutError, match=r"runtime_length is the number of elements of a runtime-sized array, "
                                              r"an integer of at least 0, not"):
            BlockData(block, runtime_length=bad)
    with pytest.raises(LayoutError, match=r"runtime_length=2147483648: numpy makes no array of so many elements"):
        BlockData(block, runtime_length=2 ** 31)
    data = BlockData(block, runtime_length=np.int64(3))
    assert data.runtime_length == 3 and len(data.data) == 48 + 3 * 16  # lights 0..32, tint 32..44, items from 48
    with pytest.raises(LayoutError, match=r"member 'lights' \(L\[2\]\) is an array of structs: set its members "
                                          r"\(lights\[0\].color, lights\[0\].power\)"):
        data["lights"] = (1, 2, 3)
    data["lights[1].color"] = (1, 2, 3)
    with pytest.raises(LayoutError, match=r"member 'tint' \(vec3\): a masked array has no value where it is masked"):
        data["tint"] = np.ma.array([1.0, 2.0, 3.0], mask=[0, 1, 0])
    assert data["tint"].tolist() == [0, 0, 0]


def test_a_long_double_whole_number_is_stored_exactly_and_ints_past_64_bits_are_told_the_range(glsl) -> None:
    """numpy's long double holds 2**63 - 1 exactly: it was read through a double (2**63) and
    stored one off; an int past 64 bits was refused as "a number" expected."""
    from layoutgen.errors import LayoutError
    from layoutgen.layout.hostdata import BlockData

    path = glsl("wide.comp", "#version 450\n#extension GL_EXT_shader_explicit_arithmetic_types : require\n"
                             "layout(std430, binding = 0) buffer B { uint64_t u; int64_t i; } b;\n"
                             "void main() { b.u = uint64_t(b.i); }\n")
    data = BlockData(layoutgen.reflect(path).entry_points[0].descriptor_bindings[0].block)
    if np.finfo(np.longdouble).nmant >= 63:  # an 80-bit long double (x86): 2**63 - 1 is one
        data["u"], data["i"] = np.longdouble(2 ** 64 - 1), np.longdouble(2 ** 63 - 1)
        assert (int(data["u"]), int(data["i"])) == (2 ** 64 - 1, 2 ** 63 - 1)
    with pytest.raises(LayoutError, match=r"member 'u' \(uint64_t\) holds 0..18446744073709551615, got "
                                          r"18446744073709551616"):
        data["u"] = 2 ** 64
    with pytest.raises(LayoutError, match=r"member 'i' \(int64_t\) holds -9223372036854775808..9223372036854775807, "
                                          r"got -1180591620717411303424"):
        data["i"] = -2 ** 70
