"""A valid SPIR-V module of any size, for the memory and time benchmarks of large modules.

A compute shader reading one storage buffer and writing another: many functions, each a
long run of access chains, loads, extracts, GLSL.std.450 calls, shuffles and stores (the
instruction mix of real shader code, literal operands included), and an entry point that
calls them all. ``spirv-val`` accepts it.

    python bench/bigmodule.py MEGABYTES     # writes the module, prints its path
"""
from __future__ import annotations

import os
import sys
import tempfile
from array import array
from pathlib import Path

from _corpus import ROOT

from layoutgen.spirv.grammar import MAGIC_NUMBER, members

OP = members("Op")
_SQRT = 31  # GLSL.std.450 Sqrt
_INDICES = 16  # constant indices the code walks through
_REPEAT = 600  # code blocks a function (44 words each)


def _string(text: str) -> list[int]:
    data = text.encode() + b"\0"
    data += b"\0" * (-len(data) % 4)
    return list(array("I", data))


def _inst(out: array, name: str, *operands: int | str) -> None:
    words: list[int] = []
    for o in operands:
        words.extend(_string(o) if isinstance(o, str) else [o])
    out.append(((len(words) + 1) << 16) | OP[name])
    out.extend(words)


class _Ids:
    def __init__(self) -> None:
        self.next = 1

    def __call__(self) -> int:
        self.next += 1
        return self.next - 1


def _globals(out: array, ids: _Ids, functions: int) -> dict[str, int]:
    t = {name: ids() for name in ("glsl", "main", "void", "fn", "float", "v4", "uint", "int", "v3u", "rt", "Buf",
                                  "pBuf", "pv4", "pin", "src", "dst", "gid")}
    t.update({f"c{k}": ids() for k in range(_INDICES)})
    t.update({f"f{j}": ids() for j in range(functions)})
    _inst(out, "OpCapability", 1)  # Shader
    _inst(out, "OpExtInstImport", t["glsl"], "GLSL.std.450")
    _inst(out, "OpMemoryModel", 0, 1)  # Logical GLSL450
    _inst(out, "OpEntryPoint", 5, t["main"], "main", t["gid"])  # GLCompute
    _inst(out, "OpExecutionMode", t["main"], 17, 64, 1, 1)  # LocalSize
    for name, text in (("main", "main"), ("Buf", "Buf"), ("src", "src"), ("dst", "dst"), ("gid", "gid")):
        _inst(out, "OpName", t[name], text)
    _inst(out, "OpMemberName", t["Buf"], 0, "data")
    _inst(out, "OpDecorate", t["gid"], 11, 28)  # BuiltIn GlobalInvocationId
    _inst(out, "OpDecorate", t["rt"], 6, 16)  # ArrayStride 16
    _inst(out, "OpMemberDecorate", t["Buf"], 0, 35, 0)  # Offset 0
    _inst(out, "OpDecorate", t["Buf"], 3)  # BufferBlock
    for k, var in enumerate(("src", "dst")):
        _inst(out, "OpDecorate", t[var], 34, 0)  # DescriptorSet 0
        _inst(out, "OpDecorate", t[var], 33, k)  # Binding k
    _inst(out, "OpTypeVoid", t["void"])
    _inst(out, "OpTypeFunction", t["fn"], t["void"])
    _inst(out, "OpTypeFloat", t["float"], 32)
    _inst(out, "OpTypeVector", t["v4"], t["float"], 4)
    _inst(out, "OpTypeInt", t["uint"], 32, 0)
    _inst(out, "OpTypeInt", t["int"], 32, 1)
    _inst(out, "OpTypeVector", t["v3u"], t["uint"], 3)
    _inst(out, "OpTypeRuntimeArray", t["rt"], t["v4"])
    _inst(out, "OpTypeStruct", t["Buf"], t["rt"])
    _inst(out, "OpTypePointer", t["pBuf"], 2, t["Buf"])  # Uniform
    _inst(out, "OpTypePointer", t["pv4"], 2, t["v4"])
    _inst(out, "OpTypePointer", t["pin"], 1, t["v3u"])  # Input
    for k in range(_INDICES):
        _inst(out, "OpConstant", t["int"], t[f"c{k}"], k)
    for var, ptr, storage in (("src", "pBuf", 2), ("dst", "pBuf", 2), ("gid", "pin", 1)):
        _inst(out, "OpVariable", t[ptr], t[var], storage)
    return t


def _function(out: array, ids: _Ids, t: dict[str, int], fid: int) -> None:
    _inst(out, "OpFunction", t["void"], fid, 0, t["fn"])
    _inst(out, "OpLabel", ids())
    for r in range(_REPEAT):
        index = t[f"c{r % _INDICES}"]
        p, v, x, y, s, m, q = (ids() for _ in range(7))
        _inst(out, "OpAccessChain", t["pv4"], p, t["src"], t["c0"], index)
        _inst(out, "OpLoad", t["v4"], v, p)
        _inst(out, "OpCompositeExtract", t["float"], x, v, r % 4)
        _inst(out, "OpExtInst", t["float"], y, t["glsl"], _SQRT, x)
        _inst(out, "OpVectorShuffle", t["v4"], s, v, v, 3, 2, 1, 0)
        _inst(out, "OpVectorTimesScalar", t["v4"], m, s, y)
        _inst(out, "OpAccessChain", t["pv4"], q, t["dst"], t["c0"], index)
        _inst(out, "OpStore", q, m)
    _inst(out, "OpReturn")
    _inst(out, "OpFunctionEnd")


def big_module(megabytes: float) -> bytes:
    """A module of about ``megabytes`` MB (10**6 bytes)."""
    functions = max(1, round(megabytes * 1e6 / (4 * 44 * _REPEAT)))
    ids = _Ids()
    body = array("I")
    t = _globals(body, ids, functions)
    _inst(body, "OpFunction", t["void"], t["main"], 0, t["fn"])
    _inst(body, "OpLabel", ids())
    for j in range(functions):
        _inst(body, "OpFunctionCall", t["void"], ids(), t[f"f{j}"])
    _inst(body, "OpReturn")
    _inst(body, "OpFunctionEnd")
    for j in range(functions):
        _function(body, ids, t, t[f"f{j}"])
    header = array("I", [MAGIC_NUMBER, 0x00010000, 0, ids.next, 0])
    return (header + body).tobytes()


def cached(megabytes: float) -> Path:
    """The module of ``megabytes`` MB, made once into the temp folder."""
    path = Path(tempfile.gettempdir()) / f"layoutgen-big-{megabytes:g}MB.spv"
    if not path.exists():
        tmp = path.with_suffix(f".{os.getpid()}.part")
        tmp.write_bytes(big_module(megabytes))
        tmp.replace(path)
    return path


if __name__ == "__main__":
    print(cached(float(sys.argv[1]) if len(sys.argv) > 1 else 50))
