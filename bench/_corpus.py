"""The benchmark corpus: the project's shader corpus, compiled once into a cache folder.

A benchmark run with ``--compiled`` measures the opt-in compiled build in build/native/
(``python tools/build_native.py`` makes it) instead of the sources.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMPILED = "--compiled" in sys.argv
if COMPILED:
    sys.argv.remove("--compiled")
    if not (ROOT / "build" / "native" / "layoutgen").is_dir():
        raise SystemExit("no compiled build: run python tools/build_native.py")
sys.path.insert(0, str(ROOT / "build" / "native" if COMPILED else ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from support import corpus  # noqa: E402


def engine() -> str:
    """Which build of reflection's engine this process runs."""
    from importlib import import_module

    scan = import_module("layoutgen.reflect.scan")
    return "pure Python" if str(scan.__file__).endswith(".py") else "compiled (mypyc)"


def modules() -> list[Path]:
    """Compiled corpus modules (cached in $LAYOUTGEN_BENCH_CACHE or the temp folder)."""
    cache = Path(os.environ.get("LAYOUTGEN_BENCH_CACHE", Path(tempfile.gettempdir()) / "layoutgen-bench-corpus"))
    stamp = cache / ".complete"
    if not stamp.exists():
        corpus.compile_corpus(cache)
        stamp.write_text("ok")
    return sorted(cache.rglob("*.spv"))


def best_rate(fn, items, repeat: int = 7) -> float:
    """Items per second over the best of ``repeat`` passes (the least disturbed)."""
    import time

    best = 0.0
    for _ in range(repeat):
        start = time.perf_counter()
        for item in items:
            fn(item)
        best = max(best, len(items) / (time.perf_counter() - start))
    return best


SHARED = ROOT.parent / "shared" / "corpus"


def shared_or_own() -> tuple[str, list[Path]]:
    """The shared real-world corpus where it is present, else the project's own."""
    if SHARED.is_dir():
        return f"the shared corpus ({SHARED})", sorted(SHARED.glob("*.spv"))
    return "the project's corpus", modules()


def interleaved_rates(fns: dict, items: list, repeat: int = 7) -> dict[str, float]:
    """Items per second of each function, the best of ``repeat`` passes, the passes of the
    functions interleaved so that both meet the same machine."""
    import time

    best = dict.fromkeys(fns, 0.0)
    for _ in range(repeat):
        for name, fn in fns.items():
            start = time.perf_counter()
            for item in items:
                fn(item)
            best[name] = max(best[name], len(items) / (time.perf_counter() - start))
    return best
