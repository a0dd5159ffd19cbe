"""Golden files: the reflection of every corpus module, as reviewed JSON.

Regenerate with ``pytest tests/test_reflect_golden.py --update-goldens`` and review the diff.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import corpus_ids

from layoutgen import reflect

GOLDEN = Path(__file__).resolve().parent / "golden" / "reflect"


@pytest.mark.parametrize("module_id", corpus_ids())
def test_reflection_matches_golden(module_id: str, corpus_by_id: dict, update_goldens: bool) -> None:
    module = corpus_by_id[module_id]
    doc = reflect(module.spv.read_bytes(), file=module.source.name).to_dict()
    text = json.dumps(doc, indent=1, sort_keys=False) + "\n"
    golden = GOLDEN / f"{module_id}.json"
    if update_goldens:
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(text)
    assert golden.is_file(), f"no golden for {module_id}: run with --update-goldens and review it"
    assert json.loads(golden.read_text()) == doc
