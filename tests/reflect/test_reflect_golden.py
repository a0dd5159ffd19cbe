"""Golden files: the reflection of every corpus module, as reviewed JSON.

Regenerate with ``pytest tests/test_reflect_golden.py --update-goldens`` and review the diff.
The goldens detect change; they are not the judge of what is right. Every field of a golden that
an independent peer covers (``oracle.check_document``: spirv-cross and spirv-dis) must agree with
the peer, and ``--update-goldens`` refuses to write a golden that does not.

A golden describes the module glslc made. ``golden/reflect/`` holds them for glslc 2023 (Debian
12); where another glslc makes a different module from the same source (glslc 2025, Debian 13,
writes ``LocalSize`` where 2023 wrote ``LocalSizeId`` for SPIR-V 1.6 compute shaders),
``golden/reflect-glslcYEAR/`` holds that compiler's golden for the modules that differ, and
only those.
"""
from __future__ import annotations

import functools
import json
import re
import subprocess
from pathlib import Path

import pytest
from conftest import corpus_ids, need_newest_tool, need_tool
from support.disasm import disassemble
from support.oracle import check_document, spirv_cross

from layoutgen import reflect

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "reflect"
#: The glslc the goldens in GOLDEN were made with.
BASE_GLSLC = "2023"


@functools.cache
def glslc_year() -> str:
    """The release year of the glslc on the path, from ``glslc --version`` ("shaderc 2025.2")."""
    out = subprocess.run([need_tool("glslc"), "--version"], capture_output=True, text=True, check=True).stdout
    m = re.search(r"shaderc v?(\d{4})", out)
    assert m, f"glslc --version names no shaderc release: {out!r}"
    return m.group(1)


def golden_path(module_id: str) -> tuple[Path, Path | None]:
    """(the golden to read, the compiler's own golden where this glslc is not the base one)."""
    base = GOLDEN / f"{module_id}.json"
    if glslc_year() == BASE_GLSLC:
        return base, None
    own = GOLDEN.parent / f"reflect-glslc{glslc_year()}" / f"{module_id}.json"
    return (own if own.is_file() else base), own


@pytest.mark.parametrize("module_id", corpus_ids())
def test_reflection_matches_golden(module_id: str, corpus_by_id: dict, update_goldens: bool) -> None:
    module = corpus_by_id[module_id]
    doc = reflect(module.spv.read_bytes(), file=module.source.name).to_dict()
    text = json.dumps(doc, indent=1, sort_keys=False) + "\n"
    golden, own = golden_path(module_id)
    peers = spirv_cross(module.spv, need_tool("spirv-cross")), disassemble(module.spv, need_newest_tool("spirv-dis"))
    if update_goldens:
        problems = check_document(doc, *peers)
        assert problems == [], f"{module_id}: not writing a golden the peers disagree with"
        base = GOLDEN / f"{module_id}.json"
        golden = base if own is None or (base.is_file() and base.read_text() == text) else own
        if own is not None and golden == base and own.is_file():
            own.unlink()  # this compiler's module reflects as the base one's again
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(text)
    assert golden.is_file(), f"no golden for {module_id}: run with --update-goldens and review it"
    reviewed = json.loads(golden.read_text())
    assert check_document(reviewed, *peers) == [], f"{golden.name} disagrees with the peers"
    assert reviewed == doc
