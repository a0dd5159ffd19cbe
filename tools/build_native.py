#!/usr/bin/env python3
"""Build layoutgen with reflection's engine compiled by mypyc: an opt-in build of the same sources.

    python tools/build_native.py            build it into build/native/ (a no-op where it is current)
    python tools/build_native.py --clean    remove it

The output, ``build/native/layoutgen/``, is the whole package: the ENGINE modules below as
extension modules, every other module as its source. Use it by putting ``build/native`` first
on the path (``PYTHONPATH=build/native python -m layoutgen ...``) or by copying that package
where an installation's would go. Nothing in the package chooses between the two: Python imports
whichever package the path gives it. The results are the same either way
(``tests/reflect/test_native.py`` compares them on both corpora, errors included).

It needs mypy (which brings mypyc), setuptools, a C compiler and Python's headers; without
them it says so and exits 1.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "native"
#: The modules of layoutgen/reflect/ compiled: the scan, the type and interface decoding, the
#: builder of the model (not the model itself), and the JSON writer of ``reflect --json``.
ENGINE = ("scan", "read", "typeinfo", "block_members", "interface", "aliasing", "heaps", "build", "spec",
          "jsontext")
#: Where the build records the digest of the sources it was built from.
STAMP = OUT / "sources.sha256"


def engine() -> list[str]:
    """The ENGINE modules; one missing from the sources (renamed, removed) stops the build."""
    missing = [name for name in ENGINE if not (ROOT / "layoutgen" / "reflect" / f"{name}.py").is_file()]
    if missing:
        raise SystemExit(f"build_native: no layoutgen/reflect/{missing[0]}.py: update ENGINE in {__file__}")
    return list(ENGINE)


def sources_digest() -> str:
    """One digest of every source file of the package: the compiled modules were type-checked
    against all of them, so a build is current only while none has changed."""
    h = hashlib.sha256()
    for path in sorted((ROOT / "layoutgen").rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".so", ".pyd", ".pyc"):
            h.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


def clean() -> None:
    shutil.rmtree(OUT, ignore_errors=True)
    # Builds of earlier versions put their extension modules beside the sources.
    for path in (ROOT / "layoutgen" / "reflect").glob("*.so"):
        path.unlink()
    (ROOT / "layoutgen" / "reflect" / "_engine.digest").unlink(missing_ok=True)


def build() -> int:
    try:
        from mypyc.build import mypycify
        from setuptools import setup
    except ImportError as exc:
        print(f"build_native: cannot build: {exc} (pip install mypy setuptools)", file=sys.stderr)
        return 1
    clean()
    names = engine()
    digest = sources_digest()
    with tempfile.TemporaryDirectory() as tmp:
        stage = Path(tmp) / "src"
        shutil.copytree(ROOT / "layoutgen", stage / "layoutgen", ignore=shutil.ignore_patterns("__pycache__", "*.so"))
        cwd = os.getcwd()
        os.chdir(stage)
        try:
            modules = mypycify(["--follow-imports=silent", *(f"layoutgen/reflect/{n}.py" for n in names)],
                               group_name="layoutgen.reflect._engine", target_dir=f"{tmp}/c")
            setup(name="layoutgen-engine", ext_modules=modules, script_args=[
                "-q", "build_ext", "--inplace", "--build-temp", f"{tmp}/o", "--build-lib", f"{tmp}/lib"])
        except (SystemExit, Exception) as exc:  # a compiler or a type error
            print(f"build_native: not built: {exc}", file=sys.stderr)
            return 1
        finally:
            os.chdir(cwd)
        for name in names:
            (stage / "layoutgen" / "reflect" / f"{name}.py").unlink()
        OUT.mkdir(parents=True)
        shutil.copytree(stage / "layoutgen", OUT / "layoutgen")
    STAMP.write_text(digest + "\n", encoding="ascii")
    print(f"build_native: {OUT.relative_to(ROOT)}/layoutgen, with {', '.join(names)} compiled")
    return 0


def current() -> bool:
    """Whether build/native is the build of the sources present."""
    try:
        return STAMP.read_text(encoding="ascii").strip() == sources_digest()
    except OSError:
        return False


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clean", action="store_true", help="remove the build")
    args = ap.parse_args(argv)
    if args.clean:
        clean()
        return 0
    return 0 if current() else build()


if __name__ == "__main__":
    sys.exit(main())
