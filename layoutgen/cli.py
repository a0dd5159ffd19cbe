"""The ``layoutgen`` command line."""
from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

from .errors import LayoutgenError


def _cmd_dump(args: argparse.Namespace) -> int:
    from .spirv import disassemble

    status = 0
    for path in args.files:
        try:
            lines = list(disassemble(path))
        except LayoutgenError as exc:
            _error(exc, path)
            status = 1
            continue
        if len(args.files) > 1:
            print(f"; file: {path}")
        print("\n".join(lines))
    return status


def _cmd_reflect(args: argparse.Namespace) -> int:
    import json

    from .reflect import reflect
    from .report import module_text

    status = 0
    docs: list[dict] = []
    for path in args.files:
        try:
            module = reflect(path)
        except LayoutgenError as exc:
            _error(exc, path)
            docs.append({"file": path, "error": str(exc)})
            status = 1
            continue
        if args.json:
            docs.append(module.to_dict())
        else:
            print("\n".join(module_text(module)))
    if args.json:
        print(json.dumps({"modules": docs}, indent=2))
    return status


def _error(exc: BaseException, path: str | None = None) -> None:
    text = str(exc)
    if path and not text.startswith(path):
        text = f"{path}: {text}"
    print(f"error: {text}", file=sys.stderr)


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="layoutgen",
        description="Vulkan descriptor-set and pipeline layouts from SPIR-V reflection.")
    sub = ap.add_subparsers(dest="command", required=True, metavar="COMMAND")
    p = sub.add_parser("dump", help="print the instruction stream (like spirv-dis --raw-id)")
    p.add_argument("files", nargs="+", metavar="FILE.spv")
    p.set_defaults(func=_cmd_dump)
    p = sub.add_parser("reflect", help="describe each entry point's bindings, push constants and interface")
    p.add_argument("files", nargs="+", metavar="FILE.spv")
    p.add_argument("--json", action="store_true", help="print one JSON document")
    p.set_defaults(func=_cmd_reflect)
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    func: Callable[[argparse.Namespace], int] = args.func
    try:
        return func(args)
    except LayoutgenError as exc:
        _error(exc)
        return 1
    except BrokenPipeError:
        sys.stderr.close()
        return 1
