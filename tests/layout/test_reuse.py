"""What merge() and the checks work out once and reuse (a file's bytes, a set layout's
validity, an entry point's interface) is reused only while it still holds."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from layoutgen import LayoutgenError, merge
from layoutgen.layout import stages as stages_module
from layoutgen.layout.check import fit_errors, fit_findings
from layoutgen.layout.findings import FindingKind
from layoutgen.layout.model import LayoutBinding, PipelineLayoutDesc, SetLayout
from layoutgen.layout.stages import resolve, resolve_all
from layoutgen.layout.validity import validity_findings
from layoutgen.reflect import DescriptorType as DT
from layoutgen.reflect import ShaderStage as S

V = "#version 450\n"
FRAG = V + """layout(set = 0, binding = {b}) uniform U {{ vec4 c; }} u;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 o;
void main() {{ o = u.c * uv.x; }}
"""
VERT = V + """layout(location = 0) in vec3 p;
layout(location = 0) out vec2 uv;
void main() { gl_Position = vec4(p, 1.0); uv = p.xy; }
"""
VERT_VEC3 = V + """layout(location = 0) in vec3 p;
layout(location = 0) out vec3 uv;
void main() { gl_Position = vec4(p, 1.0); uv = p; }
"""
FRAG_INT = V + """layout(location = 0) flat in ivec2 uv;
layout(location = 0) out vec4 o;
void main() { o = vec4(uv, 0.0, 1.0); }
"""


def _binding_of(path: Path) -> int:
    [s] = merge([path]).set_layouts
    return s.bindings[0].binding


def test_a_file_rewritten_at_once_is_read_again(glsl, tmp_path: Path) -> None:
    a, b = glsl("a.frag", FRAG.format(b=0)), glsl("b.frag", FRAG.format(b=1))
    assert a.stat().st_size == b.stat().st_size  # the same size: only the bytes tell them apart
    path = tmp_path / "stage.spv"
    path.write_bytes(a.read_bytes())
    assert _binding_of(path) == 0
    path.write_bytes(b.read_bytes())  # within the file times' tick, most likely
    assert _binding_of(path) == 1


def test_a_settled_file_is_read_again_once_replaced(glsl, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stages_module, "_SETTLED_NS", 0)  # every file counts as settled
    a, b = glsl("a.frag", FRAG.format(b=0)), glsl("b.frag", FRAG.format(b=1))
    path = tmp_path / "stage.spv"
    path.write_bytes(a.read_bytes())
    assert _binding_of(path) == 0
    assert str(path) in stages_module._READ  # kept, with the file's status
    spare = tmp_path / "spare.spv"
    spare.write_bytes(b.read_bytes())
    os.replace(spare, path)  # another inode under the same name
    assert _binding_of(path) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_stage_read_through_a_named_pipe_is_read_to_its_end(glsl, tmp_path: Path) -> None:
    """A path that is no regular file (a pipe, whose status gives size 0) is read until it
    ends, over several reads."""
    import threading

    module = glsl("a.frag", FRAG.format(b=3)).read_bytes()
    fifo = tmp_path / "stage.fifo"
    os.mkfifo(fifo)
    writer = threading.Thread(target=lambda: fifo.write_bytes(module))
    writer.start()
    try:
        assert _binding_of(fifo) == 3
    finally:
        writer.join(timeout=10)


def test_a_missing_file_is_still_reported() -> None:
    with pytest.raises(LayoutgenError, match="/nonexistent/stage.spv: cannot read"):
        merge(["/nonexistent/stage.spv"])


def test_set_validity_is_per_index_and_key() -> None:
    # Two sets equal but for their index: each finding names its own set.
    twice = (LayoutBinding(0, DT.UNIFORM_BUFFER, 1, S.VERTEX), LayoutBinding(0, DT.UNIFORM_BUFFER, 1, S.VERTEX))
    desc = PipelineLayoutDesc((SetLayout(0, twice), SetLayout(1, twice)))
    messages = [f.message for f in validity_findings(desc)]
    assert messages == ["set 0 declares binding 0 twice", "set 1 declares binding 0 twice"]
    assert [f.message for f in validity_findings(desc)] == messages  # the second time, from what was kept


def test_fit_errors_are_fit_findings_errors(glsl) -> None:
    vert, frag = glsl("a.vert", VERT), glsl("a.frag", FRAG.format(b=0))
    stages = resolve_all([vert, frag])
    other = PipelineLayoutDesc((SetLayout(0, (LayoutBinding(0, DT.STORAGE_BUFFER, 1, S.VERTEX),)),))
    for desc in (merge([vert, frag]), other, PipelineLayoutDesc(())):
        assert fit_errors(desc, stages) == fit_findings(desc, stages).errors
    assert fit_errors(other, stages)  # a storage buffer, for the vertex stage only: two errors
    assert not fit_errors(merge([vert, frag]), stages)


def test_interface_findings_name_each_pipelines_own_stages(glsl) -> None:
    # One fragment module with two vertex modules: what is kept of its inputs serves both,
    # and each finding names the pair it is about.
    frag = glsl("a.frag", FRAG_INT)
    for name, source in (("a.vert", VERT), ("b.vert", VERT_VEC3)):
        vert = glsl(name, source)
        errors = fit_errors(PipelineLayoutDesc(()), resolve_all([vert, frag]))
        mismatches = [e for e in errors if e.kind == FindingKind.INTERFACE_TYPE_MISMATCH]
        assert mismatches and all(str(vert) in e.message for e in mismatches)
        assert [e.message for e in errors] == [e.message for e in fit_findings(PipelineLayoutDesc(()),
                                                                                resolve_all([vert, frag])).errors]


def test_the_reflection_cache_keeps_a_count_and_a_budget_of_bytes() -> None:
    from layoutgen.memo import BySize

    kept: BySize[str, str] = BySize(3, 100)
    for key in "abc":
        kept.put(key.upper(), key, 30)
    assert [kept.get(k) for k in "abc"] == ["A", "B", "C"] and kept.held() == 90
    kept.put("D", "d", 10)  # a fourth entry: the oldest goes
    assert kept.get("a") is None and len(kept) == 3 and kept.held() == 70
    kept.put("E", "e", 70)  # 30 + 30 + 10 + 70 > 100: the oldest go until it fits
    assert [k for k in "bcde" if k in kept] == ["d", "e"] and kept.held() == 80
    kept.put("F", "f", 101)  # larger than the whole budget: not kept, and nothing dropped for it
    assert "f" not in kept and len(kept) == 2 and kept.held() == 80
    kept.put("E2", "e", 90)  # a key stored again counts once: 10 + 90 fits
    assert kept.get("e") == "E2" and "d" in kept and kept.held() == 100
    kept.pop("e")
    assert kept.held() == 10
    kept.put("G", "g", 90)  # fits beside d once e is gone
    assert "d" in kept and kept.held() == 100
    kept.clear()
    assert len(kept) == 0 and kept.held() == 0


def test_the_reflection_cache_counts_right_under_threads() -> None:
    """Threads putting the same keys into a full cache: no error, and the bytes it counts are
    the bytes it holds."""
    import sys
    import threading

    from layoutgen.memo import BySize

    kept: BySize[int, int] = BySize(8, 80)
    failures: list[BaseException] = []

    def work(seed: int) -> None:
        try:
            for i in range(3000):
                kept.put(i, (i * seed) % 20, 10)
        except BaseException as exc:  # noqa: BLE001 - reported below
            failures.append(exc)

    threads = [threading.Thread(target=work, args=(s,)) for s in (1, 3, 7, 11)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # threads take turns between almost any two steps
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
    assert not failures
    assert kept.held() == 10 * len(kept) <= 80


def test_a_program_of_many_shaders_reflects_each_once(glsl, tmp_path: Path) -> None:
    """Two hundred stages, each merged and then loaded for its pipeline, as a program sets up
    its pipelines: every module stays reflected for its second use."""
    source = glsl("a.frag", FRAG.format(b=0)).read_bytes()
    paths = []
    for i in range(200):
        paths.append(tmp_path / f"s{i}.spv")
        paths[-1].write_bytes(source)
    stages_module._REFLECTED.clear()
    first = [resolve(p)[0].module for p in paths]
    assert all(resolve(p)[0].module is m for p, m in zip(paths, first))
