"""reflect() over the corpus counted in machine instructions, not timed: the figure a busy or
shared machine cannot disturb, for comparing two versions of the code within a few percent
(a clock on such a machine wanders by more than that between runs).

Each version runs under valgrind's cachegrind (instruction counts only) twice: once reflecting
every ``--stride``-th module of the corpus once (imports and first-use work), once doing that
and then ``--passes`` more passes; the difference over the extra passes is the instructions a
module costs, warm. ``--against REV`` counts a git revision too (checked out into a temporary
worktree) and prints the ratio; both run the sources (pure Python), with the interpreter
running this script.

    python bench/instructions.py [--against REV] [--stride N] [--passes N] [--to-dict]

Needs valgrind (Debian: valgrind).
"""
from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from _corpus import ROOT, shared_or_own

#: What runs under valgrind: argv is the package root, the passes, the stride, whether to
#: serialize, and the module files.
_DRIVER = """
import os, sys
root, passes, to_dict, files = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1", sys.argv[4:]
os.environ["LAYOUTGEN_PURE"] = "1"  # an older revision's switch to its sources
sys.path.insert(0, root)
import layoutgen
from layoutgen import reflect
if not layoutgen.__file__.startswith(root):
    raise SystemExit(f"imported {layoutgen.__file__}, not the package under {root}")
datas = [open(f, "rb").read() for f in files]
def once():
    for d in datas:
        try:
            m = reflect(d)
            if to_dict:
                m.to_dict()
        except layoutgen.LayoutgenError:
            pass
for _ in range(1 + passes):
    once()
"""


def instructions(root: Path, files: list[str], passes: int, to_dict: bool) -> int:
    """Instructions the process runs: valgrind's count of the driver over ``files``."""
    argv = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
            sys.executable, "-c", _DRIVER, str(root), str(passes), "1" if to_dict else "0", *files]
    proc = subprocess.run(argv, capture_output=True, text=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", proc.stderr)
    if proc.returncode or found is None:
        raise SystemExit(f"valgrind failed on {root}: {proc.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def per_module(root: Path, files: list[str], passes: int, to_dict: bool) -> float:
    """Instructions a module costs, warm: the extra passes' count over their modules. The
    package is byte-compiled first, so that both runs load the same byte-code."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / "layoutgen")], check=True)
    base = instructions(root, files, 0, to_dict)
    more = instructions(root, files, passes, to_dict)
    return (more - base) / (passes * len(files))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--against", metavar="REV", help="a git revision to count beside the working tree")
    ap.add_argument("--stride", type=int, default=4, help="every N-th module of the corpus (default 4)")
    ap.add_argument("--passes", type=int, default=2, help="warm passes counted (default 2)")
    ap.add_argument("--to-dict", action="store_true", help="count reflect() + to_dict()")
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (Debian: valgrind)")
        return 1
    what, paths = shared_or_own()
    files = [str(p) for p in paths[::max(1, args.stride)]]
    work = "reflect() + to_dict()" if args.to_dict else "reflect()"
    print(f"{work}, instructions a module, warm: {len(files)} modules of {what} "
          f"(every {args.stride}), {args.passes} passes")
    ours = per_module(ROOT, files, args.passes, args.to_dict)
    print(f"  working tree  {ours:12,.0f}")
    if args.against:
        with tempfile.TemporaryDirectory() as tmp:
            tree = Path(tmp) / "tree"
            subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(tree), args.against],
                           check=True)
            try:
                theirs = per_module(tree, files, args.passes, args.to_dict)
            finally:
                subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], check=True)
        print(f"  {args.against:12s}  {theirs:12,.0f}")
        print(f"  ratio         {ours / theirs:12.3f}  (working tree / {args.against})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
