"""The ``layoutgen`` command line."""
from __future__ import annotations

import argparse
import os
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


def _stage_specs(files: list[str], entries: list[str]) -> list:
    """Stage specs for merge(): a file named by --entry FILE:NAME[:MODEL] uses that entry
    point (MODEL, e.g. Fragment, where several entry points share the name)."""
    chosen: dict[str, list[tuple]] = {}
    for e in entries:
        parts = e.split(":")
        stage = parts.pop() if len(parts) >= 3 else None
        name = parts.pop() if len(parts) >= 2 else ""
        path = ":".join(parts)
        if not path or not name:
            raise LayoutgenError(f"--entry wants FILE:NAME or FILE:NAME:MODEL, not {e!r}")
        chosen.setdefault(path, []).append((path, name, stage))
    chosen = {os.path.realpath(p): picks for p, picks in chosen.items()}
    specs: list = []
    for path in files:
        real = os.path.realpath(path)
        specs.extend(chosen.pop(real) if real in chosen else [path])
    for picked in chosen.values():
        specs.extend(picked)
    return specs


def _policy(args: argparse.Namespace) -> dict:
    policy: dict = {"push_constants": args.push_constants, "prune": args.prune}
    if args.dynamic:
        policy["dynamic"] = args.dynamic
    if args.bindless_max is not None:
        policy["bindless_max"] = args.bindless_max
    if args.inline_uniform:
        policy["inline_uniform_blocks"] = args.inline_uniform
    if args.push_descriptor is not None:
        policy["push_descriptor_sets"] = args.push_descriptor
    if args.spec:
        policy["specialization"] = dict(_spec_value(s) for s in args.spec)
    return policy


def _spec_value(text: str) -> tuple[int | str, object]:
    key, sep, value = text.partition("=")
    key = key.strip()
    if not sep or not key:
        raise LayoutgenError(f"--spec wants ID=VALUE or NAME=VALUE, not {text!r}")
    spec_key: int | str = int(key) if key.isdigit() else key
    for kind in (int, float):
        try:
            return spec_key, kind(value)
        except ValueError:
            pass
    if value.lower() in ("true", "false"):
        return spec_key, value.lower() == "true"
    raise LayoutgenError(f"--spec {text!r}: {value!r} is not a number or true/false")


def _cmd_layout(args: argparse.Namespace) -> int:
    import json

    from .layout import merge
    from .report import layout_text

    desc = merge(_stage_specs(args.files, args.entry or []), **_policy(args))
    if args.json:
        print(json.dumps(desc.to_dict(), indent=2))
    else:
        print("\n".join(layout_text(desc)))
    if not args.create:
        return 0
    return _create(desc, sys.stderr if args.json else sys.stdout)


def _create(desc: object, out: object) -> int:
    """Create ``desc`` with the validation layer; 1 when the layer says anything."""
    from .errors import ValidationError
    from .vk import VALIDATION_LAYER, DeviceContext, LayoutCache, for_layout

    ctx = DeviceContext(features=for_layout(desc))  # type: ignore[arg-type]
    sets, refused = 0, []
    try:
        with LayoutCache(ctx) as cache:
            sets = len(cache.get(desc).set_layouts)  # type: ignore[arg-type]
    except ValidationError as exc:  # the layer refused a call: its messages ride on the error
        refused = exc.messages
    finally:
        ctx.close()  # the layer reports leaks at device destruction: take its messages after
    problems = refused + ctx.take_problems()
    what = f"created {sets} descriptor set layout(s) and 1 pipeline layout" if not refused else "creation refused"
    print(f"{what} on {ctx.device_name} with {VALIDATION_LAYER}: {len(problems)} validation message(s)",
          file=out)  # type: ignore[arg-type]
    for m in problems:
        print(f"  {m}", file=out)  # type: ignore[arg-type]
    return 1 if problems else 0


def _cmd_check(args: argparse.Namespace) -> int:
    """Exit 0 when the layout fits, 1 when it does not, 2 on bad input."""
    import json

    from .compat import check
    from .report import findings_text

    try:
        with open(args.layout, encoding="utf-8") as fh:
            layout = json.load(fh)
    except (OSError, ValueError) as exc:
        _error(exc, args.layout)
        return 2
    if not isinstance(layout, dict):
        _error(f"not a pipeline layout: the JSON is a {type(layout).__name__}, not an object", args.layout)
        return 2
    try:
        findings = check(layout, _stage_specs(args.files, args.entry or []))
    except LayoutgenError as exc:
        _error(exc)
        return 2
    if args.json:
        print(json.dumps({"compatible": not any(f.severity == "error" for f in findings),
                          "findings": [f.to_dict() for f in findings]}, indent=2))
    else:
        print("\n".join(findings_text(findings)))
    return 1 if any(f.severity == "error" for f in findings) else 0


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
    p = sub.add_parser("layout", help="the pipeline layout of a set of stage modules")
    p.add_argument("files", nargs="+", metavar="FILE.spv")
    p.add_argument("--entry", action="append", metavar="FILE:NAME", help="use entry point NAME of FILE")
    p.add_argument("--dynamic", action="append", metavar="NAME", help="make this buffer dynamic (name or set.binding)")
    p.add_argument("--bindless-max", type=int, metavar="N", help="descriptor-count bound of runtime-sized arrays")
    p.add_argument("--push-constants", choices=["per-stage", "merged"], default="per-stage")
    p.add_argument("--prune", choices=["interface", "accessed", "none"], default="interface")
    p.add_argument("--inline-uniform", action="append", metavar="NAME", help="make this uniform block inline")
    p.add_argument("--push-descriptor", type=int, metavar="SET", help="make this set a push-descriptor set")
    p.add_argument("--spec", action="append", metavar="ID=VALUE", help="a specialization constant's value, by id or name (repeat for several)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--create", action="store_true",
                   help="create it on the Vulkan device with the validation layer; exit 1 on any message")
    p.set_defaults(func=_cmd_layout)
    p = sub.add_parser("check", help="does a layout (JSON from 'layout --json') fit these stages? exit 0 yes, 1 no")
    p.add_argument("--layout", required=True, metavar="LAYOUT.json")
    p.add_argument("files", nargs="+", metavar="FILE.spv")
    p.add_argument("--entry", action="append", metavar="FILE:NAME", help="use entry point NAME of FILE")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=_cmd_check)
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
