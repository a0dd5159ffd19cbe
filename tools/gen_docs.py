#!/usr/bin/env python3
"""Generate the API reference (docs/api.md) from the docstrings of the public names.

    python tools/gen_docs.py [--check]

The public names are those of ``layoutgen.__all__`` and ``layoutgen.vk.__all__``; for each
class, its public methods and properties too. A public name without a docstring of its own
(a dataclass's generated signature does not count) stops the build with the list of them;
--check exits 1 when the committed docs/api.md differs from what the docstrings give now.
"""
from __future__ import annotations

import argparse
import enum
import importlib
import inspect
import sys
from pathlib import Path

from generated import write_or_check

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "docs" / "api.md"
MODULES = ("layoutgen", "layoutgen.vk")


def _own_doc(obj: object) -> str:
    """The docstring written for ``obj``, or "" (a dataclass's generated one does not count)."""
    doc = inspect.getdoc(obj) or ""
    if inspect.isclass(obj) and doc.startswith(obj.__name__ + "("):
        return ""
    return doc


def _members(cls: type) -> list[tuple[str, object]]:
    """The public methods and properties ``cls`` and its layoutgen bases define (enum members aside)."""
    found: dict[str, object] = {}
    for base in reversed(cls.__mro__):
        if base is not cls and not base.__module__.startswith("layoutgen"):
            continue
        for name, value in vars(base).items():
            if name.startswith("_") or (isinstance(cls, enum.EnumMeta) and name in cls.__members__):
                continue
            if isinstance(value, (staticmethod, classmethod)):
                value = value.__func__
            if inspect.isfunction(value) or isinstance(value, property):
                found[name] = value
    return sorted(found.items())


def _signature(obj: object) -> str:
    try:
        return str(inspect.signature(obj))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return ""


def _section(module: str, name: str, obj: object, missing: list[str]) -> list[str]:
    kind = "class" if inspect.isclass(obj) else "function" if callable(obj) else "constant"
    doc = _own_doc(obj) if kind != "constant" else ""
    if kind != "constant" and not doc:
        missing.append(f"{module}.{name}")
    head = f"### `{module}.{name}`" + (f"\n\n```python\n{name}{_signature(obj)}\n```" if kind == "function" else "")
    out = [head, "", doc or f"({kind})", ""]
    if inspect.isclass(obj):
        for member, value in _members(obj):
            target = value.fget if isinstance(value, property) else value
            mdoc = inspect.getdoc(target) or ""
            if not mdoc:
                missing.append(f"{module}.{name}.{member}")
            sig = "" if isinstance(value, property) else _signature(value)
            out += [f"- `{member}{sig}`" + (f": {mdoc.splitlines()[0]}" if mdoc else "")]
        out.append("")
    return out


def generate() -> tuple[str, list[str]]:
    """The reference's text, and the public names that have no docstring."""
    missing: list[str] = []
    lines = ["# layoutgen API reference", "",
             "Generated from the docstrings by `tools/gen_docs.py` (`--check` in the tests): do not edit.", ""]
    for module in MODULES:
        mod = importlib.import_module(module)
        lines += [f"## `{module}`", "", (inspect.getdoc(mod) or "").split("\n\n")[0], ""]
        for name in sorted(mod.__all__):
            lines += _section(module, name, getattr(mod, name), missing)
    return "\n".join(lines).rstrip() + "\n", missing


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="only compare with the committed docs/api.md")
    args = ap.parse_args(argv)
    text, missing = generate()
    if missing:
        print("public names without a docstring:\n  " + "\n  ".join(missing), file=sys.stderr)
        return 1
    return write_or_check({TARGET: text}, args.check, "is stale: run tools/gen_docs.py")


if __name__ == "__main__":
    sys.exit(main())
