"""Shared fixtures: the compiled shader corpus and the external tools tests need.

A test that needs glslc, spirv-dis, spirv-cross or the Vulkan device skips where they are
missing, except under CI (the ``CI`` variable set), where a missing tool is a failure.
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus  # noqa: E402

IN_CI = bool(os.environ.get("CI"))


def need(what: str, present: bool) -> None:
    """Skip (or, under CI, fail) when ``what`` is not present."""
    if present:
        return
    if IN_CI:
        pytest.fail(f"{what} is required under CI but is missing")
    pytest.skip(f"{what} is not installed")


def need_tool(name: str) -> str:
    path = shutil.which(name)
    need(name, path is not None)
    return path  # type: ignore[return-value]


@pytest.fixture(scope="session")
def corpus_modules(tmp_path_factory: pytest.TempPathFactory) -> list[corpus.Module]:
    need_tool("glslc")
    return corpus.compile_corpus(tmp_path_factory.mktemp("corpus"))


def corpus_ids() -> list[str]:
    """Ids of every corpus module, known without compiling (for parametrize)."""
    return [f"{s.path.name}@{t}" for s in corpus.sources() for t in s.targets]


@pytest.fixture(scope="session")
def corpus_by_id(corpus_modules: list[corpus.Module]) -> dict[str, corpus.Module]:
    return {m.id: m for m in corpus_modules}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-goldens", action="store_true",
                     help="rewrite tests/golden/ from what the code produces now (review the diff)")


@pytest.fixture(scope="session")
def update_goldens(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-goldens"))
