"""A corpus source glslc refuses fails only the tests that use it: the session's compile
keeps going, and the module's ``spv`` raises the compiler's message when a test asks for it."""
from __future__ import annotations

from pathlib import Path

from support import corpus
import pytest
from conftest import need_tool


def _two_sources(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    good, bad = tmp_path / "good.frag", tmp_path / "bad.frag"
    good.write_text("#version 450\nlayout(location = 0) out vec4 o;\nvoid main() { o = vec4(1.0); }\n")
    bad.write_text("#version 450\nlayout(location = 0) out vec4 o;\nvoid main() { o = undeclared; }\n")
    monkeypatch.setattr(corpus, "ROOT", tmp_path)
    monkeypatch.setattr(corpus, "sources", lambda: [corpus.Source(p, "frag", False, ("vulkan1.0",)) for p in (good, bad)])


def test_one_source_that_does_not_compile_fails_only_where_it_is_used(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    need_tool("glslc")
    _two_sources(tmp_path, monkeypatch)
    good, bad = corpus.compile_corpus(tmp_path / "out", keep_going=True)
    assert good.error is None and good.spv.read_bytes()[:4] == b"\x03\x02\x23\x07"
    assert bad.id == "bad.frag@vulkan1.0" and bad.source.name == "bad.frag"  # known without compiling
    with pytest.raises(corpus.CompileError, match=r"glslc failed on bad.frag \(vulkan1.0\):\n.*undeclared"):
        bad.spv  # noqa: B018 - the access is what raises
    assert good == corpus.Module(good.source, "vulkan1.0", Path("elsewhere"))  # the outcome is not compared


def test_without_keep_going_the_first_failure_raises(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    need_tool("glslc")
    _two_sources(tmp_path, monkeypatch)
    with pytest.raises(corpus.CompileError, match="bad.frag"):
        corpus.compile_corpus(tmp_path / "out")
