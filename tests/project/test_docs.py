"""The API reference is built from the docstrings: every public name has one, and the
committed docs/api.md is what they give now."""
from __future__ import annotations

from pathlib import Path

from conftest import need, tool_module

ROOT = Path(__file__).resolve().parents[2]


def _generator():
    return tool_module("gen_docs")


def test_every_public_name_has_a_docstring_and_the_reference_is_current() -> None:
    try:
        import vulkan  # noqa: F401 - layoutgen.vk's names are documented too
    except (ImportError, OSError):
        need("the vulkan package and the Vulkan loader", False)
    text, missing = _generator().generate()
    assert not missing, "public names without a docstring: " + ", ".join(missing)
    assert (ROOT / "docs" / "api.md").read_text() == text, "docs/api.md is stale: run tools/gen_docs.py"


def test_a_name_without_a_docstring_fails_the_build() -> None:
    gen = _generator()

    class Undocumented:
        def method(self) -> None:
            pass

    missing: list[str] = []
    gen._section("example", "Undocumented", Undocumented, missing)
    assert missing == ["example.Undocumented", "example.Undocumented.method"]


def test_an_undocumented_attribute_option_or_operator_fails_the_build() -> None:
    from dataclasses import dataclass

    gen = _generator()

    @dataclass
    class Fields:
        """A class whose docstring names ``told``."""

        told: int
        #: A field with a comment of its own.
        commented: int
        silent: int

    class Plain:
        """A class whose docstring names ``told``."""

        def __init__(self, told: int, silent: int) -> None:
            self.told = told
            #: Its own comment.
            self.commented = 1
            self.silent = silent

        def __len__(self) -> int:
            return 0

    def function(*, told: int, silent: int) -> None:
        """Takes ``told=`` (and one more)."""

    missing: list[str] = []
    gen._section("example", "Fields", Fields, missing)
    assert missing == ["example.Fields.silent"]
    missing = []
    gen._section("example", "Plain", Plain, missing)
    assert sorted(missing) == ["example.Plain.__len__", "example.Plain.silent"]
    missing = []
    gen._section("example", "function", function, missing)
    assert missing == ["example.function(silent=)"]
