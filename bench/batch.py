"""A batch from the command line: ``layoutgen reflect --json`` over every module of the corpus
in one command, beside one ``spirv-cross FILE --reflect`` process per module (started by a
shell loop), in the same run, with the ratio (the target is at least 8).

layoutgen runs as installed: byte-compiled, from a copy of the package (the sources, or with
``--compiled`` the opt-in build in build/native/) in a fresh virtual environment of its own,
so that nothing else the development environment loads at start-up is counted. Its output and the peer's
go to /dev/null; the runs alternate and each figure is the best of several.

    python bench/batch.py [--jobs N] [--runs N] [--compiled]
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _corpus import COMPILED, ROOT, shared_or_own

_LOOP = 'for f in "$@"; do spirv-cross "$f" --reflect; done >/dev/null 2>&1'


def seconds(argv: list[str], cwd: str, check: bool = True) -> float:
    start = time.perf_counter()
    proc = subprocess.run(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    took = time.perf_counter() - start
    if check and proc.returncode:
        raise SystemExit(f"{' '.join(argv[:5])} ... failed: {proc.stderr.decode()[-2000:]}")
    return took


def installed(venv: Path) -> str:
    """A virtual environment at ``venv`` with this layoutgen installed (a byte-compiled copy
    of the package in its site-packages); its interpreter."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = str(venv / "bin" / "python")
    site = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    package = (ROOT / "build" / "native" if COMPILED else ROOT) / "layoutgen"
    shutil.copytree(package, Path(site) / "layoutgen",
                    ignore=shutil.ignore_patterns("__pycache__"))
    subprocess.run([python, "-m", "compileall", "-q", site], check=True)
    return python


def engine(python: str, cwd: str) -> str:
    """Whether the installed copy reflects with compiled modules: its scanner's file is an
    extension module (a .so or .pyd), or a .py."""
    where = subprocess.run([python, "-c", "from layoutgen.reflect import scan; print(scan.__file__)"], cwd=cwd,
                           capture_output=True, text=True, check=True).stdout.strip()
    return "plain Python" if where.endswith(".py") else f"compiled ({Path(where).name})"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jobs", type=int, default=0, help="layoutgen's --jobs (default: its own, the cores)")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    if shutil.which("spirv-cross") is None:
        print("spirv-cross is not installed (Debian: spirv-cross); tools/setup installs it")
        return 1
    what, paths = shared_or_own()
    files = [str(p) for p in paths]
    with tempfile.TemporaryDirectory() as tmp:
        python = installed(Path(tmp) / "venv")
        ours = [python, "-m", "layoutgen", "reflect", "--json", "--output", os.devnull, *files]
        if args.jobs:
            ours[4:4] = ["--jobs", str(args.jobs)]
        peer = ["sh", "-c", _LOOP, "sh", *files]
        running = engine(python, tmp)
        best = {"layoutgen": float("inf"), "spirv-cross": float("inf")}
        for _ in range(args.runs):
            best["layoutgen"] = min(best["layoutgen"], seconds(ours, tmp))
            best["spirv-cross"] = min(best["spirv-cross"], seconds(peer, tmp, check=False))
    print(f"{len(files)} modules of {what}, {os.cpu_count()} cores, best of {args.runs} runs each; "
          f"reflection's engine: {running}")
    print(f"layoutgen reflect --json, one command       {best['layoutgen']:7.2f} s")
    print(f"spirv-cross FILE --reflect, a process each  {best['spirv-cross']:7.2f} s")
    ratio = best["spirv-cross"] / best["layoutgen"]
    print(f"ratio                                       {ratio:7.1f}x  (target >= 8)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
