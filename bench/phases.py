"""Where reflect() + to_dict() spends its time, phase by phase, over the corpus:

    load           header check, the words viewed as 32-bit integers
    scan           the one pass that indexes names, decorations, definitions and functions
    type decode    every global variable's type (and the types and constants it reaches)
    usage walk     each entry point's static use: its call tree, and that tree's id operands
    model build    the rest of module(): resources, interfaces, modes, the model objects
    to_dict        serialization

Each phase is timed on its own (the best of several passes); "model build" is the whole of
module() less the three phases it contains.

    python bench/phases.py [--profile]
"""
from __future__ import annotations

import sys
import time

from _corpus import engine, shared_or_own

from layoutgen.reflect.build import _Builder
from layoutgen.reflect.scan import scan
from layoutgen.spirv.binary import load


def _types(binary) -> None:
    b = _Builder(binary)
    for pos, _var, _storage, pointee in b.globals():
        if pointee is not None:
            b.res.type(pointee, pos)


def _usage(binary) -> None:
    b = _Builder(binary)
    w = b.words
    for pos in b.ix.entry_points:
        b.used_ids(b.reachable(w[pos + 2]))  # the entry point's call tree, then its id operands


def best(fn, items: list, repeat: int = 7) -> float:
    """Seconds per item, the best of ``repeat`` passes."""
    out = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for item in items:
            fn(item)
        out = min(out, time.perf_counter() - start)
    return out / len(items)


def main() -> None:
    what, paths = shared_or_own()
    datas = [p.read_bytes() for p in paths]
    if "--profile" in sys.argv:
        import cProfile
        import pstats

        cProfile.runctx("for d in datas: reflect(d).to_dict()", {"reflect": __import__("layoutgen").reflect},
                        {"datas": datas}, "/tmp/layoutgen-phases.prof")
        pstats.Stats("/tmp/layoutgen-phases.prof").sort_stats("tottime").print_stats(25)
        return
    binaries = [load(d) for d in datas]
    builders = [(lambda b: lambda: _Builder(b))(b) for b in binaries]
    modules = [b().module() for b in builders]
    t = {
        "load": best(load, datas),
        "scan": best(scan, binaries),
        "type decode": best(_types, binaries),
        "usage walk": best(_usage, binaries),
        "module()": best(lambda b: _Builder(b).module(), binaries),
        "to_dict": best(lambda m: m.to_dict(), modules),
    }
    init = best(lambda b: _Builder(b), binaries)  # the scan, and what the builder sets up with it
    t["type decode"] -= init
    t["usage walk"] -= init
    t["model build"] = t["module()"] - t["type decode"] - t["usage walk"] - t["scan"]
    total = t["load"] + t["module()"] + t["to_dict"]
    print(f"{len(datas)} modules of {what}; reflect() + to_dict() {1 / total:,.0f} modules/s "
          f"(engine: {engine()})")
    for name in ("load", "scan", "type decode", "usage walk", "model build", "to_dict"):
        print(f"  {name:12s} {t[name] * 1e6:7.1f} us/module  {t[name] / total * 100:5.1f} %")


if __name__ == "__main__":
    main()
