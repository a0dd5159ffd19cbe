"""numpy dtypes and vertex-input states against the module's own decorations, read by the
independent disassembly reader (``disasm``), never from the model they were built from.

- Every block's dtype puts every value where ``Offset``, ``ArrayStride``, ``MatrixStride`` and
  ``RowMajor`` say: one value at a time is written through numpy and found at exactly the bytes
  the decorations give (the first and last element of each array, matrix and vector).
- ``vertex_input()`` gives each input location one attribute whose format has the input's
  numeric kind and width and covers the components it reads; the attributes of an input
  cover exactly its locations (a 64-bit three- or four-component format covers two).
"""
from __future__ import annotations

import numpy as np
import pytest
from conftest import corpus_ids, need_newest_tool
from support.disasm import Disassembly, disassemble
from support.oracle_stage import locations, vk_format

from layoutgen import reflect, vertex_input

_CODES = {("float", 16): "<f2", ("float", 32): "<f4", ("float", 64): "<f8", ("int", 8): "i1", ("int", 16): "<i2",
          ("int", 32): "<i4", ("int", 64): "<i8", ("uint", 8): "u1", ("uint", 16): "<u2", ("uint", 32): "<u4",
          ("uint", 64): "<u8", ("pointer", 64): "<u8"}
RUNTIME = 3  # elements given to a runtime-sized last member


def _ends(n: int) -> list[int]:
    return sorted({0, n - 1}) if n else []


def values(dis: Disassembly, struct: str, base: int = 0, path: tuple = ()):
    """(numpy index path, byte offset, (kind, width)) of the first and last element of every
    array, matrix and vector in a block, from the decorations alone."""
    for k, t in enumerate(dis.operands(struct)):
        name = dis.member_names.get((struct, k)) or f"_m{k}"
        stride = dis.int_decoration((struct, k), "MatrixStride")
        row_major = dis.has((struct, k), "RowMajor")
        yield from _value(dis, t, base + dis.int_decoration((struct, k), "Offset"), (*path, name), stride, row_major)


def _value(dis: Disassembly, t: str, offset: int, path: tuple, matrix_stride, row_major: bool):
    op, ops = dis.defs[t]
    if op in ("OpTypeArray", "OpTypeRuntimeArray"):
        length = RUNTIME if op == "OpTypeRuntimeArray" else dis.array_length(t)
        stride = dis.int_decoration(t, "ArrayStride")
        for i in _ends(length):
            yield from _value(dis, ops[0], offset + i * stride, (*path, i), matrix_stride, row_major)
    elif op == "OpTypeStruct":
        yield from values(dis, t, offset, path)
    elif op == "OpTypeMatrix":
        column, columns = ops[0], int(ops[1])
        scalar = dis.scalar(dis.operands(column)[0])
        rows = int(dis.operands(column)[1])
        for c in _ends(columns):
            for r in _ends(rows):
                at = r * matrix_stride + c * scalar[1] // 8 if row_major else c * matrix_stride + r * scalar[1] // 8
                yield (*path, r, c) if row_major else (*path, c, r), offset + at, scalar
    elif op == "OpTypeVector":
        scalar = dis.scalar(ops[0])
        for i in _ends(int(ops[1])):
            yield (*path, i), offset + i * scalar[1] // 8, scalar
    elif op == "OpTypePointer":
        yield path, offset, ("pointer", 64)
    else:
        yield path, offset, dis.scalar(t)


def _size(dis: Disassembly, t: str, matrix_stride, row_major: bool) -> int:
    """The bytes a value of type ``t`` spans, by the decorations: an array its stride times its
    length (RUNTIME elements when runtime-sized), a matrix its stride times its columns (rows
    if row-major), a struct the end of its last member."""
    op, ops = dis.defs[t]
    if op in ("OpTypeArray", "OpTypeRuntimeArray"):
        length = RUNTIME if op == "OpTypeRuntimeArray" else dis.array_length(t)
        return dis.int_decoration(t, "ArrayStride") * length
    if op == "OpTypeStruct":
        return end_of(dis, t)
    if op == "OpTypeMatrix":
        rows = int(dis.operands(ops[0])[1])
        return matrix_stride * (rows if row_major else int(ops[1]))
    if op == "OpTypeVector":
        return dis.scalar(ops[0])[1] // 8 * int(ops[1])
    return 8 if op == "OpTypePointer" else dis.scalar(t)[1] // 8


def end_of(dis: Disassembly, struct: str) -> int:
    return max((dis.int_decoration((struct, k), "Offset")
                + _size(dis, t, dis.int_decoration((struct, k), "MatrixStride"), dis.has((struct, k), "RowMajor"))
                for k, t in enumerate(dis.operands(struct))), default=0)


def _unwrap(item):
    """An element padded to its array stride: a scalar's padding is the last axis (its lane 0
    is the value), a padded matrix's element is a record with one field, "value"."""
    dtype = getattr(item, "dtype", None)
    return item["value"] if dtype is not None and dtype.names == ("value",) else item


def _store(record, path: tuple, value) -> None:
    """Write ``value`` at ``path`` (field names and indices) into a numpy record."""
    parent = record
    for key in path[:-1]:
        parent = _unwrap(parent[key])
    target = _unwrap(parent[path[-1]])
    if isinstance(target, np.ndarray) and target.ndim:
        target[(0,) * target.ndim] = value
    else:
        parent[path[-1]] = value


def check_dtype(dtype: np.dtype, dis: Disassembly, struct: str) -> list[str]:
    problems = [] if dtype.itemsize == end_of(dis, struct) else [
        f"itemsize {dtype.itemsize}, the decorations end at byte {end_of(dis, struct)}"]
    for path, offset, scalar in values(dis, struct):
        code = np.dtype(_CODES[scalar])
        marker = bytes([0x8C] * (code.itemsize - 1) + [0x3C])
        data = np.zeros(1, dtype)
        _store(data[0], path, np.frombuffer(marker, code)[0])
        raw = data.tobytes()
        expect = bytes(offset) + marker
        if raw[:len(expect)] != expect or any(raw[len(expect):]):
            where = raw.find(marker)
            problems.append(f"{'.'.join(map(str, path))}: decorations say byte {offset}, numpy wrote byte {where}")
    return problems


def _block_structs(dis: Disassembly, module) -> list[tuple[str, object]]:
    """(struct id, Block) of every buffer and push-constant block the module reflects."""
    out = []
    for ident, (op, ops) in dis.defs.items():
        if op != "OpVariable" or ops[1] not in ("Uniform", "StorageBuffer", "PushConstant"):
            continue
        struct, _arrays = dis.strip_arrays(dis.pointee(ident)[1])
        if ops[1] == "PushConstant":
            found = [p.block for ep in module.entry_points for p in ep.push_constants
                     if p.type_name == (dis.names.get(struct) or p.type_name) and p.name in (dis.names.get(ident),
                                                                                            dis.names.get(struct))]
        else:
            key = (dis.int_decoration(ident, "DescriptorSet") or 0, dis.int_decoration(ident, "Binding"))
            found = [b.block for b in module.declared_bindings if (b.set, b.binding) == key and b.block is not None
                     and b.name in (dis.names.get(ident), dis.names.get(struct))]
        out.extend((struct, block) for block in found[:1])
    return out


@pytest.mark.parametrize("module_id", corpus_ids())
def test_numpy_dtypes_put_values_where_the_decorations_say(module_id: str, corpus_by_id: dict) -> None:
    path = corpus_by_id[module_id].spv
    dis = disassemble(path, need_newest_tool("spirv-dis"))
    problems = []
    for struct, block in _block_structs(dis, reflect(path)):
        problems += [f"{block.name}.{p}" for p in check_dtype(block.numpy_dtype(RUNTIME), dis, struct)]
    assert problems == []


# -- vertex input ------------------------------------------------------------------------------

def _pieces(dis: Disassembly, t: str, location: int, component: int):
    """(location, kind, width, count, component) of each attribute-sized piece of an input type."""
    op, ops = dis.defs[t]
    if op in ("OpTypeArray", "OpTypeMatrix"):
        n = dis.array_length(t) if op == "OpTypeArray" else int(ops[1])
        for i in range(n):
            yield from _pieces(dis, ops[0], location + i * locations(dis, ops[0]), component)
    elif op == "OpTypeVector":
        yield (location, *dis.scalar(ops[0]), int(ops[1]), component)
    else:
        yield (location, *dis.scalar(t), 1, component)


def vertex_inputs(dis: Disassembly) -> list[tuple[str, str, int, int]]:
    """(name, type id, location, component) of each non-built-in vertex input, block members apart."""
    _model, _fn, _name, iface = next(e for e in dis.entry_points if e[0] == "Vertex")
    out = []
    for v in iface:
        storage, t = dis.pointee(v)
        if storage != "Input" or dis.has(v, "BuiltIn"):
            continue
        location = dis.int_decoration(v, "Location")
        if dis.op(t) != "OpTypeStruct":
            out.append((dis.names.get(v, ""), t, location, dis.int_decoration(v, "Component") or 0))
            continue
        for k, mt in enumerate(dis.operands(t)):
            loc = dis.int_decoration((t, k), "Location")
            location = location if loc is None else loc
            out.append((dis.member_names.get((t, k), ""), mt, location, dis.int_decoration((t, k), "Component") or 0))
            location += locations(dis, mt)
    return out


def expected_formats(dis: Disassembly) -> dict[int, str]:
    """The format each input location needs: the inputs' kind and width, every component read."""
    found: dict[int, tuple[str, int, int]] = {}
    for _name, t, location, component in vertex_inputs(dis):
        for loc, kind, width, count, comp in _pieces(dis, t, location, component):
            end = comp // (2 if width == 64 else 1) + count
            found[loc] = (kind, width, max(end, found.get(loc, (kind, width, 0))[2]))
    return {loc: vk_format(*f) for loc, f in sorted(found.items())}


def _covers(fmt: str) -> int:
    """How many locations an attribute of this format takes."""
    return 2 if "R64G64B64" in fmt else 1


def check_attributes(vi, dis: Disassembly) -> list[str]:
    formats = {a.location: a.format.vk_name for a in vi.attributes}
    problems = [] if len(formats) == len(vi.attributes) else ["two attributes at one location"]
    if formats != expected_formats(dis):
        problems.append(f"formats {formats}, the inputs need {expected_formats(dis)}")
    for name, t, location, _component in vertex_inputs(dis):
        taken = sum(_covers(f) for loc, f in formats.items() if location <= loc < location + locations(dis, t))
        if taken != locations(dis, t):
            problems.append(f"{name!r} takes {locations(dis, t)} locations from {location}, its attributes {taken}")
    return problems


def _vertex_ids() -> list[str]:
    return [i for i in corpus_ids() if i.split("@")[0].endswith((".vert", ".vert.hlsl"))]


@pytest.mark.parametrize("module_id", _vertex_ids())
def test_vertex_formats_follow_the_inputs_types(module_id: str, corpus_by_id: dict) -> None:
    path = corpus_by_id[module_id].spv
    dis = disassemble(path, need_newest_tool("spirv-dis"))
    ep = reflect(path).entry_point(None, "Vertex")
    assert check_attributes(vertex_input(ep), dis) == []
    fields = []  # every input fed from one buffer, each field of the input's own type, 8 bytes apart
    for name, t, location, component in vertex_inputs(dis):
        pieces = list(_pieces(dis, t, location, component))
        _loc, kind, width, count, _c = pieces[0]
        shape = ((len(pieces),) if len(pieces) > 1 else ()) + ((count,) if count > 1 else ())
        fields.append((name, _CODES[(kind, width)], shape))
    if not fields or len({loc for _n, _t, loc, _c in vertex_inputs(dis)}) < len(fields):
        return  # inputs packed into one location are fed side by side: test_vertex_input covers them
    offsets, at = [], 0
    for _name, code, shape in fields:
        offsets.append(at)
        at += np.dtype((code, shape)).itemsize + 8
    dtype = np.dtype({"names": [f[0] for f in fields], "formats": [(f[1], f[2]) for f in fields],
                      "offsets": offsets, "itemsize": at})
    fed = vertex_input(ep, dtype)
    assert check_attributes(fed, dis) == []
    assert fed.bindings[0].stride == at
    by_name = dict(zip(dtype.names, offsets))
    for a in fed.attributes:
        name, _, index = a.name.partition("[")
        piece = int(index[:-1]) if index else 0
        field = dtype.fields[name][0]
        assert a.offset == by_name[name] + piece * (field.itemsize // (field.shape[0] if index else 1)), a


NESTED = """#version 450
layout(local_size_x = 1) in;
struct Inner { mat3 m; mat2 n; mat2x3 r; float f; vec3 v[2]; };
struct Outer { Inner inner[2]; dmat2 d; };
layout(std140, set = 0, binding = 0) uniform U { Outer items[2]; layout(row_major) Inner rows[2]; mat3 tail; } u;
layout(std430, set = 0, binding = 1) buffer B { Outer items[]; } b;
void main() { b.items[0] = u.items[1]; b.items[1].inner[0] = u.rows[1]; b.items[1].inner[1].m = u.tail; }
"""


@pytest.mark.parametrize("target", ["vulkan1.0", "vulkan1.3"])
def test_matrices_in_nested_structs_keep_their_strides(target: str, glsl) -> None:
    path = glsl("nested.comp", NESTED, target)
    dis = disassemble(path, need_newest_tool("spirv-dis"))
    blocks = _block_structs(dis, reflect(path))
    assert len(blocks) == 2
    for struct, block in blocks:
        assert check_dtype(block.numpy_dtype(RUNTIME), dis, struct) == []


PADDED_MATRICES = """
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %buf
OpExecutionMode %main LocalSize 1 1 1
OpName %S "Padded"
OpMemberName %S 0 "m"
OpMemberName %S 1 "f"
OpDecorate %arr ArrayStride 32
OpMemberDecorate %S 0 Offset 0
OpMemberDecorate %S 0 MatrixStride 8
OpMemberDecorate %S 0 ColMajor
OpMemberDecorate %S 1 Offset 64
OpDecorate %S Block
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%float = OpTypeFloat 32
%v2 = OpTypeVector %float 2
%m2 = OpTypeMatrix %v2 2
%uint = OpTypeInt 32 0
%c2 = OpConstant %uint 2
%arr = OpTypeArray %m2 %c2
%S = OpTypeStruct %arr %float
%ptr = OpTypePointer StorageBuffer %S
%buf = OpVariable %ptr StorageBuffer
%main = OpFunction %void None %fn
%l = OpLabel
OpReturn
OpFunctionEnd
"""


def test_an_array_stride_past_the_matrix_pads_each_element(spirv_as) -> None:
    path = spirv_as("padded", PADDED_MATRICES, target="vulkan1.3")
    dis = disassemble(path, need_newest_tool("spirv-dis"))
    [(struct, block)] = _block_structs(dis, reflect(path))
    dtype = block.numpy_dtype()
    assert dtype.fields["m"][0].itemsize == 64 and dtype.itemsize == 68
    assert check_dtype(dtype, dis, struct) == []
