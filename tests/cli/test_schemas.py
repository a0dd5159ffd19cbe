"""The JSON the command line writes names its schema and conforms to it; the schemas ship in
the package; a hand-written layout that breaks the schema is refused by the reader too."""
from __future__ import annotations

import json
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest
from support.schema_check import errors

from layoutgen import LayoutError
from layoutgen.layout import read_layout

ROOT = Path(__file__).resolve().parents[2]
VERT, FRAG = ROOT / "shaders" / "triangle.vert.spv", ROOT / "shaders" / "triangle.frag.spv"
CORPUS = ROOT.parent / "shared" / "corpus"


def schema(name: str) -> dict:
    return json.loads(resources.files("layoutgen").joinpath(f"schemas/{name}.schema.json").read_text())


def run(*args: str) -> dict:
    proc = subprocess.run([sys.executable, "-m", "layoutgen", *args], capture_output=True, text=True, cwd=ROOT)
    return json.loads(proc.stdout)


def test_reflect_json_conforms(corpus_modules: list) -> None:
    paths = [str(m.spv) for m in corpus_modules]
    if CORPUS.is_dir():
        paths += [str(p) for p in sorted(CORPUS.glob("*.spv"))[::7]]
    doc = run("reflect", "--json", *paths, str(ROOT / "README.md"))
    assert doc["schema"] == "layoutgen.reflect/2"
    assert not errors(doc, schema("reflect"))[:5]
    assert "error" in doc["modules"][-1]  # a file that is not a module: its entry conforms too


def test_layout_and_check_json_conform(tmp_path: Path) -> None:
    single = run("layout", str(VERT), str(FRAG), "--json", "--pool-sizes", "3")
    shared = run("layout", "--pipeline", f"a={VERT},{FRAG}", "--pipeline", f"b={VERT}", "--share", "0", "--json")
    for doc in (single, shared):
        assert doc["schema"] == "layoutgen.layout/1" and not errors(doc, schema("layout"))
    path = tmp_path / "layout.json"
    path.write_text(json.dumps(single))
    found = run("check", "--layout", str(path), str(VERT), str(FRAG), "--json")
    assert found["schema"] == "layoutgen.check/1" and not errors(found, schema("check"))
    assert read_layout(single) == read_layout(run("layout", str(VERT), str(FRAG),
                                                                                    "--json"))


@pytest.mark.parametrize("doc", [
    {"set_layouts": [{"set": 0, "bindings": [{"binding": 0, "descriptor_type": "UNIFORM_BUFFER", "count": 2}]}]},
    {"set_layouts": [{"set": 0, "bindings": [{"binding": 0, "descriptor_type": "UNIFORM_BUFFER",
                                              "descriptor_count": -1}]}]},
    {"set_layouts": [{"bindings": []}]},
    {"sets": []},
    {"schema": "layoutgen.layout/2", "set_layouts": []},
    {"push_constant_ranges": [{"stage_flags": ["VERTEX"], "offset": -4, "size": 4}]},
])
def test_what_the_schema_refuses_the_reader_refuses(doc: dict) -> None:
    assert errors(doc, schema("layout"))
    with pytest.raises(LayoutError):
        read_layout(doc)


def test_the_readme_layout_example_conforms() -> None:
    text = (ROOT / "README.md").read_text()
    example = text.split("<!-- layout-example -->")[1].split("```json")[1].split("```")[0]
    doc = json.loads(example)
    assert not errors(doc, schema("layout"))
    assert read_layout(doc).set_layouts
