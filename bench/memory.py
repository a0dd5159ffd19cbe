"""Memory of reflect(): linear in the module's size, never in its header's bound.

Peak Python allocation (tracemalloc) while reflecting the same module with its real bound and
with the largest bound SPIR-V allows, and for modules of growing size (one module's function
repeated).

    python bench/memory.py
"""
from __future__ import annotations

import tracemalloc

from _corpus import modules

from layoutgen import reflect
from layoutgen.spirv.binary import MAX_BOUND


def peak(data: bytes) -> int:
    tracemalloc.start()
    reflect(data)
    _, top = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return top


def with_bound(data: bytes, bound: int) -> bytes:
    return data[:12] + bound.to_bytes(4, "little") + data[16:]


def main() -> None:
    paths = modules()
    sample = max(paths, key=lambda p: p.stat().st_size)
    data = sample.read_bytes()
    real = int.from_bytes(data[12:16], "little")
    print(f"{sample.name}: {len(data)} bytes")
    print(f"  bound {real:>8}: peak {peak(data):>9,} bytes")
    print(f"  bound {MAX_BOUND:>8}: peak {peak(with_bound(data, MAX_BOUND)):>9,} bytes")
    print("size (bytes) -> peak (bytes), bytes of peak per byte of module")
    for p in sorted(paths, key=lambda p: p.stat().st_size)[:: max(1, len(paths) // 8)]:
        d = p.read_bytes()
        top = peak(d)
        print(f"  {len(d):>7} -> {top:>9,}  ({top / len(d):5.1f})")


if __name__ == "__main__":
    main()
