#!/usr/bin/env python3
"""Generate the API reference (docs/api.md) from the docstrings of the public names.

    python tools/gen_docs.py [--check]

The public names are those of ``layoutgen.__all__`` and ``layoutgen.vk.__all__``; for each
class, its public methods, properties, operators and attributes too; for each function and
method, its keyword-only options. A public name without a docstring of its own (a dataclass's
generated signature does not count), an attribute with neither a ``#:`` comment above it nor
a mention in its class's docstring, and an option its function's docstring does not name stop
the build with the list of them; --check exits 1 when the committed docs/api.md differs from
what the docstrings give now.
"""
from __future__ import annotations

import argparse
import ast
import dataclasses
import enum
import importlib
import inspect
import re
import sys
import textwrap
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
            if (name.startswith("_") and (name not in OPERATORS or isinstance(cls, enum.EnumMeta))) or (
                    isinstance(cls, enum.EnumMeta) and name in cls.__members__):
                continue
            if isinstance(value, (staticmethod, classmethod)):
                value = value.__func__
            if inspect.isfunction(value) or isinstance(value, property):
                found[name] = value
    return sorted(found.items())


#: Operators a class documents like methods (with a docstring each) where it defines them.
OPERATORS = ("__or__", "__and__", "__sub__", "__add__", "__getitem__", "__setitem__", "__contains__", "__iter__",
             "__len__", "__call__")


def _mentions(doc: str, name: str) -> bool:
    """Whether a docstring names ``name`` as code (``name``, or ``name=`` for an option)."""
    return re.search(rf"``{re.escape(name)}(``|=|\[|\.|\(| )", doc) is not None


def _comments(cls: type) -> dict[str, str]:
    """Each public attribute of ``cls`` (a field of the class body, or ``self.name = ...`` in
    a method) with the ``#:`` comment above it ("" where there is none)."""
    try:
        lines = textwrap.dedent(inspect.getsource(cls)).splitlines()
    except (OSError, TypeError):
        return {}
    found: dict[str, str] = {}
    for node in ast.walk(ast.parse("\n".join(lines))):
        targets = (node.targets if isinstance(node, ast.Assign) else [node.target]
                   if isinstance(node, ast.AnnAssign) else [])
        for target in targets:
            if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and target.value.id == "self":
                name = target.attr
            elif isinstance(target, ast.Name) and node.col_offset == 4:  # the class body's own fields
                name = target.id
            else:
                continue
            if name.startswith("_") or name in found and found[name]:
                continue
            above, i = [], node.lineno - 2
            while i >= 0 and lines[i].strip().startswith("#:"):
                above.insert(0, lines[i].strip()[2:].strip())
                i -= 1
            found[name] = " ".join(above)
    return found


def _attributes(cls: type, missing: list[str], where: str) -> list[str]:
    """The reference's lines for the public attributes of ``cls``; the undocumented go to ``missing``."""
    if issubclass(cls, enum.Enum):
        return []
    doc = _own_doc(cls)
    comments = _comments(cls)
    if dataclasses.is_dataclass(cls):
        for f in dataclasses.fields(cls):
            if not f.name.startswith("_"):
                comments.setdefault(f.name, "")
    out = []
    for name, comment in sorted(comments.items()):
        if isinstance(inspect.getattr_static(cls, name, None), property) or callable(getattr(cls, name, None)):
            continue
        if not comment and not _mentions(doc, name):
            missing.append(f"{where}.{name}")
        out.append(f"- attribute `{name}`" + (f": {comment}" if comment else " (see above)"))
    return out


def _options(obj: object, doc: str, missing: list[str], where: str) -> None:
    """Each keyword-only option of a function or method its docstring does not name goes to ``missing``."""
    try:
        parameters = inspect.signature(obj).parameters.values()  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return
    for p in parameters:
        if p.kind is p.KEYWORD_ONLY and not _mentions(doc, p.name):
            missing.append(f"{where}({p.name}=)")


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
    if kind == "function":
        _options(obj, doc, missing, f"{module}.{name}")
    if inspect.isclass(obj):
        if getattr(obj.__init__, "__module__", "").startswith("layoutgen"):  # not an enum's or a builtin's
            _options(obj, doc, missing, f"{module}.{name}")
        for member, value in _members(obj):
            target = value.fget if isinstance(value, property) else value
            mdoc = inspect.getdoc(target) or ""
            if not mdoc:
                missing.append(f"{module}.{name}.{member}")
            elif not isinstance(value, property):
                _options(value, mdoc, missing, f"{module}.{name}.{member}")
            sig = "" if isinstance(value, property) else _signature(value)
            out += [f"- `{member}{sig}`" + (f": {mdoc.splitlines()[0]}" if mdoc else "")]
        out += _attributes(obj, missing, f"{module}.{name}")
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
        print("public names, attributes and options without documentation:\n  " + "\n  ".join(missing),
              file=sys.stderr)
        return 1
    return write_or_check({TARGET: text}, args.check, "is stale: run tools/gen_docs.py")


if __name__ == "__main__":
    sys.exit(main())
