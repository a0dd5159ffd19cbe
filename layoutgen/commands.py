"""What each command of the ``layoutgen`` command line does (the parser, in :mod:`.cli`, hands
each its parsed arguments and where to write; the inputs, the output and the exit statuses,
the same for every command, are :mod:`.cliio`'s).
"""
from __future__ import annotations

import argparse
import contextlib
import math
import os
import re
import sys
from collections.abc import Iterable, Iterator
from typing import IO, Any

from .batch import source
from .cliio import FINDING, INPUT_ERROR, OK, UsageError, checked_path, expand, report_error, write_files
from .errors import LayoutgenError, ValidationError, printable

# -- commands -------------------------------------------------------------------------------

def run_dump(args: argparse.Namespace, out: IO[str]) -> int:
    from .spirv import disassemble

    status = OK
    files = expand(args.files)
    for path in files:
        try:
            lines = disassemble(source(path), file="<stdin>" if path == "-" else None)
            head = next(lines)  # the module is read and its header checked
        except LayoutgenError as exc:
            report_error(exc, path)
            status = INPUT_ERROR
            continue
        if len(files) > 1:
            print(f"; file: {printable(path)}", file=out)
        try:
            _stream(head, lines, out)
        except LayoutgenError as exc:  # the lines before the broken instruction are out already
            report_error(exc, path)
            status = INPUT_ERROR
    return status


def _stream(head: str, lines: Iterator[str], out: IO[str], chunk: int = 4096) -> None:
    """Write ``head`` and ``lines`` as they come, a few thousand lines a write (those read
    before an error too)."""
    out.write(head + "\n")
    batch: list[str] = []
    try:
        for line in lines:
            batch.append(line)
            if len(batch) == chunk:
                batch.append("")
                out.write("\n".join(batch))
                batch.clear()
    finally:
        if batch:
            batch.append("")
            out.write("\n".join(batch))


def run_reflect(args: argparse.Namespace, out: IO[str]) -> int:
    """Each module as it comes, in input order: its text, or its item of one JSON document
    (the text ``json.dump(..., indent=2)`` would write, made by the workers)."""
    import json

    from .batch import reflect_many
    from .reflect.jsontext import json_item

    status = OK
    if args.json:
        out.write(f'{{\n  "schema": {json.dumps(REFLECT_SCHEMA)},\n  "modules": [')
    count = 0
    results = (_specialized(expand(args.files), args) if args.spec else
               reflect_many(expand(args.files), jobs=args.jobs, form="json" if args.json else "text"))
    for path, result in results:
        if isinstance(result, LayoutgenError):
            report_error(result, path)
            status = INPUT_ERROR
            if not args.json:
                continue
            result = json_item({"file": path, "error": str(result)})
        if args.json:
            out.write(("\n" if count == 0 else ",\n") + result)
        else:
            print("\n".join(result), file=out)
        count += 1
    if args.json:
        out.write("\n  ]\n}\n" if count else "]\n}\n")
    return status


def _specialized(paths: list[str], args: argparse.Namespace) -> Iterator[tuple[str, Any]]:
    """``reflect --spec``: each module rendered (as ``reflect_many`` renders it) with the
    workgroup size the specialization gives each entry point (``specialized_workgroup_size`` in
    JSON); a key no constant of the module has is that module's error."""
    from .batch import reflect_many
    from .layout.specialization import values_by_id
    from .reflect.jsontext import json_item
    from .report import module_text

    wanted = spec_values(args.spec)
    for path, module in reflect_many(paths, jobs=1, form="module"):
        if isinstance(module, LayoutgenError):
            yield path, module
            continue
        try:
            values = values_by_id(module.specialization_constants, wanted)
        except LayoutgenError as exc:
            yield path, exc
            continue
        if not args.json:
            yield path, module_text(module, values)
            continue
        doc = module.to_dict()
        for ep, ep_doc in zip(module.entry_points, doc["entry_points"]):
            size = ep.workgroup_size_for(values)
            if size is not None:
                ep_doc["specialized_workgroup_size"] = list(size)
        yield path, json_item(doc)


def _stage_specs(files: list[str], entries: list[str]) -> list[Any]:
    """Stage specs for merge(): a file named by --entry FILE:NAME[:MODEL] uses that entry
    point (MODEL, e.g. Fragment, where several entry points share the name)."""
    chosen: dict[str, list[tuple[Any, ...]]] = {}
    for e in entries:
        parts = e.split(":")
        stage = parts.pop() if len(parts) >= 3 else None
        name = parts.pop() if len(parts) >= 2 else ""
        path = ":".join(parts)
        if not path or not name:
            raise UsageError(f"--entry wants FILE:NAME or FILE:NAME:MODEL, not {e!r}")
        chosen.setdefault(checked_path(path), []).append((path, name, stage))
    chosen = {os.path.realpath(p): picks for p, picks in chosen.items()}
    specs: list[Any] = []
    for path in expand(files):
        real = os.path.realpath(path)
        specs.extend(chosen.pop(real) if real in chosen else [source(path)])
    for picked in chosen.values():
        specs.extend(picked)
    return specs


def _policy(args: argparse.Namespace) -> dict[str, Any]:
    policy: dict[str, Any] = {}
    if args.push_constants is not None:
        policy["push_constants"] = args.push_constants
    if args.prune is not None:
        policy["prune"] = args.prune
    if args.dynamic:
        policy["dynamic"] = args.dynamic
    if args.bindless_max is not None:
        policy["bindless_max"] = args.bindless_max
    if args.inline_uniform:
        policy["inline_uniform_blocks"] = args.inline_uniform
    if args.push_descriptor is not None:
        policy["push_descriptor_sets"] = args.push_descriptor
    if args.spec:
        policy["specialization"] = spec_values(args.spec)
    if args.accept_block_mismatch:
        policy["block_mismatch"] = "accept"
    return policy


#: A specialization constant's id on the command line: ASCII digits, no more than a uint32_t has.
_ID = re.compile(r"[0-9]{1,10}")


def spec_values(texts: Iterable[str]) -> dict[int | str, object]:
    """The --spec options' values, by spec id or name: a UsageError where one is given twice
    (as 0=4 and 00=8: which was meant cannot be known)."""
    out: dict[int | str, object] = {}
    for text in texts:
        key, value = spec_value(text)
        if key in out:
            raise UsageError(f"--spec gives {key!r} twice ({out[key]!r} and {value!r}); give it once")
        out[key] = value
    return out


#: The longest value text --spec reads: a 64-bit integer has 20 digits, and a double's exact
#: decimal text (757 characters for the least, 5e-324) fits too; Python's int() refuses over
#: 4,300 digits, which float() would read as inf.
_SPEC_TEXT_MOST = 1024


def spec_value(text: str) -> tuple[int | str, object]:
    key, sep, value = text.partition("=")
    key = key.strip()
    if not sep or not key:
        raise UsageError(f"--spec wants ID=VALUE or NAME=VALUE, not {text!r}")
    spec_key: int | str = int(key) if _ID.fullmatch(key) else key
    if len(value) > _SPEC_TEXT_MOST:
        raise UsageError(f"--spec {text[:40]}...: a value of {len(value)} characters is no spec constant's")
    for kind in (int, float):
        try:
            number = kind(value)
        except ValueError:
            continue
        if number in (math.inf, -math.inf) and "inf" not in value.lower():  # 1e400: past every float
            raise UsageError(f"--spec {text!r}: {value} is past the largest float (write inf for infinity)")
        return spec_key, number
    if value.lower() in ("true", "false"):
        return spec_key, value.lower() == "true"
    raise UsageError(f"--spec {text!r}: {value!r} is not a number or true/false")


def _pipelines(args: argparse.Namespace) -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {}
    for text in args.pipeline or ():
        name, sep, files = text.partition("=")
        if not sep or not name or not files:
            raise UsageError(f"--pipeline wants NAME=FILE[,FILE...], not {text!r}")
        if name in out:
            raise UsageError(f"--pipeline {name!r} is given twice")
        out[name] = _stage_specs(files.split(","), args.entry or [])
    return out


def run_layout(args: argparse.Namespace, out: IO[str]) -> int:
    from .layout import merge, share

    if args.pipeline:
        if args.files:
            raise UsageError("give the stages either as FILEs or with --pipeline, not both")
        sets = args.share or [0]
        descs = share(_pipelines(args), sets, **_policy(args))
    else:
        if args.share is not None:
            raise UsageError("--share makes one layout per --pipeline: give the pipelines with --pipeline")
        if not args.files:
            raise UsageError("no stages: give FILEs or --pipeline NAME=FILE,...")
        descs = {"": merge(_stage_specs(args.files, args.entry or []), **_policy(args))}
    checks = {k: getattr(args, k) for k in ("sync_validation", "gpu_assisted", "best_practices")}
    if any(checks.values()) and not args.create:
        raise UsageError("--sync-validation, --gpu-assisted and --best-practices go with --create")
    _print_layouts(descs, args, out)
    if not args.create:
        return OK
    return max(_create(d, sys.stderr if args.json else out, checks) for d in descs.values())


REFLECT_SCHEMA = "layoutgen.reflect/2"
CHECK_SCHEMA = "layoutgen.check/1"


def _print_layouts(descs: dict[str, Any], args: argparse.Namespace, out: IO[str]) -> None:
    import json

    from .layout import pool_sizes
    from .layout.json_form import write_document
    from .report import layout_text, pool_text

    if args.json:
        json.dump(write_document(descs, args.pool_sizes), out, indent=2)
        out.write("\n")
        return
    for name, d in descs.items():
        if name:
            print(f"pipeline {name!r}", file=out)
        print("\n".join(layout_text(d)), file=out)
        if args.pool_sizes:
            print("\n".join(pool_text(pool_sizes(d, args.pool_sizes))), file=out)


def _create(desc: object, out: IO[str], checks: dict[str, bool]) -> int:
    """Create ``desc`` with the validation layer (its optional ``checks`` on by DeviceContext's
    keywords); 1 when the layer says anything."""
    from .vk import VALIDATION_LAYER, DeviceContext, LayoutCache, for_layout

    ctx = DeviceContext(features=for_layout(desc), **checks)  # type: ignore[arg-type]
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
    print(f"{what} on {ctx.device_name} with {VALIDATION_LAYER}: {len(problems)} validation message(s)", file=out)
    for m in problems:
        print(f"  {m}", file=out)
    return FINDING if problems else OK


def _read_layout(path: str) -> dict[str, Any]:
    from .compat import read_layout_file

    return read_layout_file(sys.stdin if path == "-" else path)


def run_check(args: argparse.Namespace, out: IO[str]) -> int:
    """Exit 0 when the layout fits, 1 when it does not, 2 on bad input."""
    import json

    from .compat import check
    from .report import findings_text

    if args.layout == "-" and "-" in args.files:
        raise UsageError("standard input (-) can be read only once: give the layout or a module as a file")
    layout = _read_layout(args.layout)
    try:
        from .layout import read_layout

        desc = read_layout(layout)
    except LayoutgenError as exc:
        where = "<stdin>" if args.layout == "-" else args.layout
        raise UsageError(f"{where}: {exc}") from None
    try:
        findings = check(desc, _stage_specs(args.files, args.entry or []),
                         specialization=spec_values(args.spec or ()))
    except LayoutgenError as exc:
        raise UsageError(str(exc)) from None
    compatible = not findings.has_errors
    if args.json:
        json.dump({"schema": CHECK_SCHEMA, "compatible": compatible, "findings": [f.to_dict() for f in findings]},
                  out, indent=2)
        out.write("\n")
    else:
        print("\n".join(findings_text(findings)), file=out)
    return OK if compatible else FINDING


def run_codegen(args: argparse.Namespace, out: IO[str]) -> int:
    from .typed import codegen, depfile

    if args.depfile and not args.module:
        raise UsageError("--depfile says what --output MODULE.py depends on: give --output too")
    text = codegen(_stage_specs(args.files, args.entry or []), **_policy(args))
    if not args.module:
        out.write(text)
        return OK
    inputs = [a[1:] for a in args.files if a.startswith("@") and len(a) > 1]
    inputs += [p for p in expand(args.files) if p != "-"]
    inputs += [e.split(":")[0] for e in args.entry or ()]
    files = [(args.module, text)]
    if args.depfile:
        files.append((args.depfile, depfile(args.module, inputs)))
    write_files(files)
    return OK
