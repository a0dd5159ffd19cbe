"""reflect() + to_dict() in process against SPIRV-Cross's C library through ctypes, on the
same modules in the same run, with the ratio (the target is at least 0.5).

    python bench/in_process.py

Both read every module but those that crash the C library (found first, in child processes);
the descriptor bindings they find are compared (set, binding and
block size of each) before any timing, so the figures are for the same answer.
"""
from __future__ import annotations

import sys

from _corpus import engine, interleaved_rates, shared_or_own
from cross_peer import Peer, crashing, load

from layoutgen import LayoutgenError, reflect

_KINDS = {1: "UNIFORM_BUFFER", 2: "STORAGE_BUFFER"}


def ours(data: bytes) -> object:
    try:
        return reflect(data).to_dict()
    except LayoutgenError:
        return None


def _agree(peer: Peer, datas: list[bytes]) -> int:
    """How many modules both read where the uniform and storage blocks agree (a disagreement
    is printed)."""
    same = 0
    for data in datas:
        theirs = peer.reflect(data)
        try:
            m = reflect(data)
        except LayoutgenError:
            continue
        if theirs is None:
            continue
        mine = {(b.set, b.binding, b.block.size) for b in m.declared_bindings
                if b.block is not None and b.descriptor_type.name in _KINDS.values()}
        their = {(k[1], k[2], size) for k, size in theirs.items() if k[0] in _KINDS}
        if mine == their:
            same += 1
        else:
            print(f"  differs: {sorted(mine ^ their)[:4]}", file=sys.stderr)
    return same


def main() -> int:
    lib = load()
    if lib is None:
        print("SPIRV-Cross's C library is not installed (Debian: libspirv-cross-c-shared0); tools/setup installs it")
        return 1
    what, paths = shared_or_own()
    bad = crashing(paths)
    paths = [p for p in paths if str(p) not in bad]
    datas = [p.read_bytes() for p in paths]
    peer = Peer(lib)
    try:
        agree = _agree(peer, datas)
        rates = interleaved_rates({"layoutgen": ours, "spirv-cross": peer.reflect}, datas)
    finally:
        peer.close()
    print(f"{len(datas)} modules of {what} ({len(bad)} left out: they crash SPIRV-Cross's library); "
          f"uniform and storage blocks agree on {agree}; reflection's engine: {engine()}")
    print(f"reflect() + to_dict()            {rates['layoutgen']:10,.0f} modules/s")
    print(f"SPIRV-Cross C library (ctypes)   {rates['spirv-cross']:10,.0f} modules/s")
    print(f"ratio                            {rates['layoutgen'] / rates['spirv-cross']:10.2f}x  (target >= 0.5)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
