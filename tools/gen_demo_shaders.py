#!/usr/bin/env python3
"""Generate the demos' typed shader modules (demos/triangle_shaders.py, demos/compute_shaders.py,
demos/lit_mesh_shaders.py)
with ``layoutgen.codegen()``, from the committed shaders/*.spv, as

    layoutgen codegen shaders/triangle.vert.spv shaders/triangle.frag.spv --output demos/triangle_shaders.py

would write them (input paths relative to the repository, so the text is the same anywhere).

    python tools/gen_demo_shaders.py [--check]

--check exits 1 when a committed module differs from what the shaders give now.
"""
from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path

from generated import write_or_check

ROOT = Path(__file__).resolve().parent.parent
#: Each module and the stages it is generated from (paths relative to ROOT).
MODULES = {
    "demos/triangle_shaders.py": ["shaders/triangle.vert.spv", "shaders/triangle.frag.spv"],
    "demos/compute_shaders.py": ["shaders/blur.comp.spv"],
    "demos/lit_mesh_shaders.py": ["shaders/lit_mesh.vert.spv", "shaders/lit_mesh.frag.spv"],
}


def outputs() -> dict[Path, str]:
    """{path: text} of every module, generated now."""
    sys.path.insert(0, str(ROOT))
    import layoutgen

    with contextlib.chdir(ROOT):
        return {ROOT / target: layoutgen.codegen(stages) for target, stages in MODULES.items()}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="only compare with the committed modules")
    args = ap.parse_args(argv)
    return write_or_check(outputs(), args.check, "is stale: run tools/gen_demo_shaders.py")


if __name__ == "__main__":
    sys.exit(main())
