"""The compiled accelerator of reflection's engine, where one is built.

``tools/build_native.py`` compiles the ENGINE modules with mypyc into extension modules
beside their sources (and ``_engine__mypyc``, the library they share), and writes the sizes
and checksums of their sources and of the modules they use next to them. The package
imports the compiled modules only while those sources are unchanged and ``LAYOUTGEN_PURE``
is not set; otherwise it imports the sources, as where nothing was built. Both give the
same results, errors included (``tests/test_native.py`` compares them on every module of
the corpora).
"""
from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
from importlib.machinery import ModuleSpec
from typing import Any

#: The modules the accelerator compiles: the scan, the type and interface decoding, the
#: builder of the model (not the model itself), and the JSON writer of ``reflect --json``.
ENGINE = ("scan", "read", "typeinfo", "blocks", "interface", "aliasing", "heaps", "build", "spec", "names", "jsontext")
HERE = os.path.dirname(os.path.abspath(__file__))
#: The modules the compiled ones were type-checked against (in layoutgen/): a build is current
#: only while these are unchanged too.
DEPENDS = ("errors.py", "reflect/types.py", "reflect/kinds.py", "reflect/model.py", "reflect/vkenums.py",
           "spirv/binary.py", "spirv/decode.py", "spirv/grammar_tables.py", "vkxml/vkbase.py",
           "vkxml/vkenums.py")
DIGEST = os.path.join(HERE, "_engine.digest")
#: "compiled", or why the sources are in use ("pure: ...").
STATE = "pure: not built"


def source_digest() -> str:
    """Each ENGINE and DEPENDS source's size and CRC-32, in order (zlib, not hashlib: this
    runs at import, and a check against edits needs no cryptographic hash)."""
    import zlib

    package = os.path.dirname(HERE)
    parts = []
    for name in (*(f"reflect/{n}.py" for n in ENGINE), *DEPENDS):
        with open(os.path.join(package, name), "rb") as fh:
            data = fh.read()
        parts.append(f"{name}:{len(data)}:{zlib.crc32(data):08x}")
    return " ".join(parts)


def built_files() -> list[str]:
    """The extension modules of a build (none where nothing was built)."""
    suffixes = importlib.machinery.EXTENSION_SUFFIXES
    paths = (os.path.join(HERE, n + s) for n in (*ENGINE, "_engine__mypyc") for s in suffixes)
    return [p for p in paths if os.path.exists(p)]


class _FromSource:
    """Finds the ENGINE modules' sources ahead of the extension modules beside them."""

    def __init__(self) -> None:
        self.sources = {f"{__package__}.{name}": os.path.join(HERE, f"{name}.py") for name in ENGINE}

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> ModuleSpec | None:
        source = self.sources.get(name)
        return None if source is None else importlib.util.spec_from_file_location(name, source)


def choose() -> str:
    """Decide, before the ENGINE modules are imported, whether they come compiled; the
    reason is kept in STATE."""
    global STATE
    if not built_files():
        STATE = "pure: not built"
        return STATE
    if os.environ.get("LAYOUTGEN_PURE"):
        STATE = "pure: LAYOUTGEN_PURE is set"
    else:
        try:
            with open(DIGEST, encoding="ascii") as fh:
                current = fh.read().strip() == source_digest()
        except OSError:
            current = False
        STATE = "compiled" if current else "pure: built from other sources (run tools/build_native.py)"
    if STATE != "compiled":
        sys.meta_path.insert(0, _FromSource())
    return STATE
