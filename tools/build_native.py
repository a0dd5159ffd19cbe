#!/usr/bin/env python3
"""Build layoutgen's optional accelerator: reflection's engine compiled by mypyc.

    python tools/build_native.py            build it in place (a no-op where it is current)
    python tools/build_native.py --clean    remove it: the package is pure Python again

It compiles the modules layoutgen/reflect/native.py lists into extension modules beside
their sources and records the sources' sizes and checksums; the package uses them only while they are
that build of the sources present (see native.py). It needs mypy (which brings mypyc), a C
compiler and Python's headers; without them it says so and exits 1, and layoutgen stays
pure Python, with the same results.
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _native():
    """layoutgen/reflect/native.py, loaded alone (the package need not import)."""
    spec = importlib.util.spec_from_file_location("_layoutgen_native", ROOT / "layoutgen" / "reflect" / "native.py")
    mod = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return mod


def clean(native) -> None:
    for path in native.built_files():
        os.remove(path)
    if os.path.exists(native.DIGEST):
        os.remove(native.DIGEST)


def build(native) -> int:
    try:
        from mypyc.build import mypycify
        from setuptools import setup
    except ImportError as exc:
        print(f"build_native: cannot build the accelerator: {exc} (pip install mypy)", file=sys.stderr)
        return 1
    clean(native)
    sources = [f"layoutgen/reflect/{name}.py" for name in native.ENGINE]
    digest = native.source_digest()
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        with tempfile.TemporaryDirectory() as tmp:
            modules = mypycify(["--follow-imports=silent", *sources], group_name="layoutgen.reflect._engine",
                               target_dir=f"{tmp}/c")
            setup(name="layoutgen-engine", ext_modules=modules, script_args=[
                "-q", "build_ext", "--inplace", "--build-temp", f"{tmp}/o", "--build-lib", f"{tmp}/lib"])
    except (SystemExit, Exception) as exc:  # a compiler or a type error: stay pure Python
        clean(native)
        print(f"build_native: the accelerator was not built: {exc}", file=sys.stderr)
        return 1
    finally:
        os.chdir(cwd)
        shutil.rmtree(ROOT / "build" / "layoutgen-engine", ignore_errors=True)
    with open(native.DIGEST, "w", encoding="ascii") as fh:
        fh.write(digest + "\n")
    print(f"build_native: compiled {', '.join(native.ENGINE)} into layoutgen/reflect/")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clean", action="store_true", help="remove the accelerator")
    args = ap.parse_args(argv)
    native = _native()
    if args.clean:
        clean(native)
        return 0
    if native.built_files() and os.path.exists(native.DIGEST):
        with open(native.DIGEST, encoding="ascii") as fh:
            if fh.read().strip() == native.source_digest():
                return 0  # current already
    return build(native)


if __name__ == "__main__":
    sys.exit(main())
