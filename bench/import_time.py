"""The cost of ``import layoutgen`` (which loads neither vulkan nor numpy), cold and warm.

Cold: no byte-code cache (PYTHONDONTWRITEBYTECODE, as on some machines). Warm: the package
byte-compiled first, as pip does on install, and PYTHONDONTWRITEBYTECODE unset. Each figure is
the median, over fresh interpreters, of the time the import statement takes, timed inside the
interpreter (its own start-up is not counted). Reflection's engine and model load at the first
``reflect()``: ``--first-reflect`` also times ``import layoutgen`` and one ``reflect()`` of
shaders/triangle.vert.spv together.

    python bench/import_time.py [--first-reflect]
"""
from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CODE = "import time, sys; t = time.perf_counter(); {imp}; print(time.perf_counter() - t)"


def median_ms(path: Path, imp: str, env: dict, runs: int = 15) -> float:
    times = []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", f"import sys; sys.path.insert(0, {str(path)!r}); "
                              + CODE.format(imp=imp)], capture_output=True, text=True, env=env, check=True)
        times.append(float(out.stdout))
    return statistics.median(times) * 1000


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "src"
        shutil.copytree(ROOT / "layoutgen", copy / "layoutgen", ignore=shutil.ignore_patterns("__pycache__"))
        env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
        cold = median_ms(copy, "import layoutgen", env)
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(copy)], check=True)
        installed = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        warm = median_ms(copy, "import layoutgen", installed)
        check = subprocess.run([sys.executable, "-c", f"import sys; sys.path.insert(0, {str(copy)!r}); "
                                "import layoutgen; print('vulkan' in sys.modules, 'numpy' in sys.modules)"],
                               capture_output=True, text=True, check=True).stdout.split()
        if "--first-reflect" in sys.argv:
            first = median_ms(copy, f"import layoutgen; layoutgen.reflect({str(ROOT / 'shaders' / 'triangle.vert.spv')!r})",
                              installed)
    print(f"import layoutgen, no byte-code cache   {cold:6.1f} ms")
    print(f"import layoutgen, byte-compiled        {warm:6.1f} ms")
    if "--first-reflect" in sys.argv:
        print(f"the same and a first reflect()         {first:6.1f} ms")
    print(f"vulkan imported: {check[0]}, numpy imported: {check[1]}")


if __name__ == "__main__":
    main()
