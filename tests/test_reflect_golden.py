"""Golden files: the reflection of every corpus module, as reviewed JSON.

Regenerate with ``pytest tests/test_reflect_golden.py --update-goldens`` and review the diff.
The goldens detect change; they are not the judge of what is right. Every field of a golden that
an independent peer covers (``oracle.check_document``: spirv-cross and spirv-dis) must agree with
the peer, and ``--update-goldens`` refuses to write a golden that does not.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import corpus_ids, need_newest_tool, need_tool
from disasm import disassemble
from oracle import check_document, spirv_cross

from layoutgen import reflect

GOLDEN = Path(__file__).resolve().parent / "golden" / "reflect"


@pytest.mark.parametrize("module_id", corpus_ids())
def test_reflection_matches_golden(module_id: str, corpus_by_id: dict, update_goldens: bool) -> None:
    module = corpus_by_id[module_id]
    doc = reflect(module.spv.read_bytes(), file=module.source.name).to_dict()
    text = json.dumps(doc, indent=1, sort_keys=False) + "\n"
    golden = GOLDEN / f"{module_id}.json"
    peers = spirv_cross(module.spv, need_tool("spirv-cross")), disassemble(module.spv, need_newest_tool("spirv-dis"))
    if update_goldens:
        problems = check_document(doc, *peers)
        assert problems == [], f"{module_id}: not writing a golden the peers disagree with"
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(text)
    assert golden.is_file(), f"no golden for {module_id}: run with --update-goldens and review it"
    reviewed = json.loads(golden.read_text())
    assert check_document(reviewed, *peers) == [], f"{golden.name} disagrees with the peers"
    assert reviewed == doc
