"""The ``layoutgen`` command line: a thin face over the public API.

Inputs, outputs and exit codes are decided here, once, for every command:

- An input is a file, a directory (every ``*.spv`` below it, in name order), ``-`` (one
  module on standard input) or ``@LIST`` (the paths a file lists, one per line).
- ``--output FILE`` writes what would go to standard output to FILE.
- Exit status: 0 success; 1 a finding (a layout that does not fit, stages that conflict, a
  validation message); 2 a usage or input error (a bad flag, a file that cannot be read or
  is not a module, a policy that selects nothing).
"""
from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import IO, Any, NoReturn

from .batch import source
from .errors import LayoutConflictError, LayoutgenError, ValidationError

OK, FINDING, INPUT_ERROR = 0, 1, 2

EXIT_CODES = """exit status:
  0  success
  1  a finding: a layout that does not fit, stages that conflict, a validation message
  2  a usage or input error: a bad flag, a file that is not a module, a policy that selects nothing

inputs: a FILE.spv, a DIRECTORY (every *.spv below it), - (a module on standard input),
or @LIST (a file of paths, one per line)"""


class UsageError(LayoutgenError):
    """A command line that asks for something impossible (exit status 2)."""


def _status(exc: BaseException) -> int:
    """The exit status an error from the library means."""
    return FINDING if isinstance(exc, (LayoutConflictError, ValidationError)) else INPUT_ERROR


# -- inputs ---------------------------------------------------------------------------------

def expand(args: Sequence[str]) -> list[str]:
    """The module paths (or "-") the command-line inputs name, in order."""
    out: list[str] = []
    for arg in args:
        if arg == "-":
            out.append(arg)
        elif arg.startswith("@") and len(arg) > 1:
            try:
                with open(arg[1:], encoding="utf-8") as fh:
                    listed = [line.strip() for line in fh if line.strip() and not line.startswith("#")]
            except OSError as exc:
                raise UsageError(f"{arg[1:]}: cannot read the list of modules: {exc.strerror or exc}") from None
            out.extend(expand(listed))
        elif os.path.isdir(arg):
            found = sorted(os.path.join(d, f) for d, _s, fs in os.walk(arg) for f in fs if f.endswith(".spv"))
            if not found:
                raise UsageError(f"{arg}: a directory with no *.spv file below it")
            out.extend(found)
        else:
            out.append(arg)
    if out.count("-") > 1:
        raise UsageError("standard input (-) can be read only once")
    return out


@contextlib.contextmanager
def _output(path: str | None) -> Iterator[IO[str]]:
    if path is None:
        yield sys.stdout
        return
    try:
        fh = open(path, "w", encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"{path}: cannot write: {exc.strerror or exc}") from None
    with fh:
        yield fh


def _error(exc: BaseException | str, path: str | None = None) -> None:
    text = str(exc)
    if path and not text.startswith(path):
        text = f"{path}: {text}"
    print(f"error: {text}", file=sys.stderr)


# -- commands -------------------------------------------------------------------------------

def _cmd_dump(args: argparse.Namespace, out: IO[str]) -> int:
    from .spirv import disassemble

    status = OK
    files = expand(args.files)
    for path in files:
        try:
            lines = disassemble(source(path), file="<stdin>" if path == "-" else None)
            head = next(lines)  # the module is read and its header checked
        except LayoutgenError as exc:
            _error(exc, path)
            status = INPUT_ERROR
            continue
        if len(files) > 1:
            print(f"; file: {path}", file=out)
        try:
            _stream(head, lines, out)
        except LayoutgenError as exc:  # the lines before the broken instruction are out already
            _error(exc, path)
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


def _cmd_reflect(args: argparse.Namespace, out: IO[str]) -> int:
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
            _error(result, path)
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

    wanted = dict(_spec_value(s) for s in args.spec)
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
        chosen.setdefault(path, []).append((path, name, stage))
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
        policy["specialization"] = dict(_spec_value(s) for s in args.spec)
    if args.accept_block_mismatch:
        policy["block_mismatch"] = "accept"
    return policy


def _spec_value(text: str) -> tuple[int | str, object]:
    key, sep, value = text.partition("=")
    key = key.strip()
    if not sep or not key:
        raise UsageError(f"--spec wants ID=VALUE or NAME=VALUE, not {text!r}")
    spec_key: int | str = int(key) if key.isdigit() else key
    for kind in (int, float):
        try:
            return spec_key, kind(value)
        except ValueError:
            pass
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


def _cmd_layout(args: argparse.Namespace, out: IO[str]) -> int:
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


def _cmd_check(args: argparse.Namespace, out: IO[str]) -> int:
    """Exit 0 when the layout fits, 1 when it does not, 2 on bad input."""
    import json

    from .compat import check
    from .report import findings_text

    layout = _read_layout(args.layout)
    try:
        findings = check(layout, _stage_specs(args.files, args.entry or []),
                         specialization=dict(_spec_value(s) for s in args.spec or ()))
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


# -- the parser -----------------------------------------------------------------------------

class _PolicyHelp(str):
    """A policy flag's help: the first sentence of the Policy option's own description (see
    :class:`layoutgen.layout.Policy`) and what the flag adds, read when help is printed (so that
    other commands do not load the layout package)."""

    option: str
    extra: str

    def __new__(cls, option: str, extra: str = "") -> _PolicyHelp:
        made = super().__new__(cls, f"the policy option {option}")
        made.option, made.extra = option, extra
        return made

    def text(self) -> str:
        from enum import Enum

        from .layout.policy import Policy, summary

        text = summary(self.option).replace("``", "").replace("%", "%%")
        default = Policy.__dataclass_fields__[self.option].default
        if not self.extra and isinstance(default, Enum):  # a choice: name them all, and the default
            return f"{text}: {', '.join(str(m) for m in type(default))} (default: {default})"
        return f"{text} ({self.extra})" if self.extra else text


class _PolicyChoices(Sequence[str]):
    """The values of a policy option's enum (``Prune``, ``PushConstantRanges``), read when argparse
    first needs them: when the flag is given (its argument needs a metavar, or argparse reads them
    as the parser is built)."""

    def __init__(self, enum_name: str) -> None:
        self.enum_name = enum_name

    def _values(self) -> list[str]:
        from .layout import policy

        return [str(m) for m in getattr(policy, self.enum_name)]

    def __getitem__(self, index: int) -> str:  # type: ignore[override]
        return self._values()[index]

    def __len__(self) -> int:
        return len(self._values())


class _Formatter(argparse.RawDescriptionHelpFormatter):
    def _get_help_string(self, action: argparse.Action) -> str | None:
        return action.help.text() if isinstance(action.help, _PolicyHelp) else action.help


def _integer(text: str, least: int, what: str) -> int:
    """``text`` as an integer of at least ``least``; argparse reports anything else (exit 2)."""
    try:
        number = int(text.strip(), 10)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not {what}") from None
    if number < least:
        raise argparse.ArgumentTypeError(f"{text!r} is not {what}")
    return number


def _natural(text: str) -> int:
    """A count or index given on the command line: an integer, 0 or more."""
    return _integer(text, 0, "an integer of 0 or more")


def _positive(text: str) -> int:
    """A number of things given on the command line: an integer, 1 or more."""
    return _integer(text, 1, "an integer of 1 or more")


def _set_list(text: str) -> list[int]:
    """``--share``'s SETS: set indices, comma-separated (empty: set 0)."""
    return [_integer(part, 0, "a set index (an integer of 0 or more)") for part in text.split(",") if part.strip()]


def _sub(sub: Any, name: str, help_: str, epilog: str) -> argparse.ArgumentParser:
    p: argparse.ArgumentParser = sub.add_parser(name, help=help_, description=help_,
                                                epilog=epilog + "\n\n" + EXIT_CODES, formatter_class=_Formatter)
    p.add_argument("--output", "-o", metavar="FILE", help="write to FILE instead of standard output")
    return p


def _layout_parser(sub: Any) -> None:
    p = _sub(sub, "layout", "the pipeline layout of a set of stage modules", """examples:
  layoutgen layout shaders/triangle.vert.spv shaders/triangle.frag.spv
  layoutgen layout a.vert.spv a.frag.spv --dynamic frame --push-constants merged --json
  layoutgen layout shaders/ --bindless-max 1024 --create
  layoutgen layout --pipeline draw=a.vert.spv,a.frag.spv --pipeline cull=c.comp.spv --share 0 --pool-sizes 8""")
    p.add_argument("files", nargs="*", metavar="INPUT", help="stage modules: files, directories, - or @LIST")
    p.add_argument("--entry", action="append", metavar="FILE:NAME[:MODEL]",
                   help="use entry point NAME of FILE (MODEL, e.g. Fragment, where names repeat); repeats")
    p.add_argument("--pipeline", action="append", metavar="NAME=FILE[,FILE...]",
                   help="a named pipeline's stages, for --share; repeats")
    p.add_argument("--share", type=_set_list, metavar="SETS", help="with --pipeline: one layout per pipeline, the sets SETS "
                                                  "(comma-separated, default 0) identical in all")
    p.add_argument("--pool-sizes", type=_positive, metavar="N", help="also print descriptor-pool sizes for N sets of each")
    p.add_argument("--dynamic", action="append", metavar="NAME",
                   help=_PolicyHelp("dynamic", "a name or SET.BINDING; repeats"))
    p.add_argument("--bindless-max", type=_positive, metavar="N", help=_PolicyHelp("bindless_max"))
    p.add_argument("--push-constants", choices=_PolicyChoices("PushConstantRanges"), metavar="MODE",
                   help=_PolicyHelp("push_constants"))
    p.add_argument("--prune", choices=_PolicyChoices("Prune"), metavar="RULE", help=_PolicyHelp("prune"))
    p.add_argument("--inline-uniform", action="append", metavar="NAME",
                   help=_PolicyHelp("inline_uniform_blocks", "a name or SET.BINDING; repeats"))
    p.add_argument("--push-descriptor", type=_natural, metavar="SET", help=_PolicyHelp("push_descriptor_sets"))
    p.add_argument("--spec", action="append", metavar="ID=VALUE", help=_PolicyHelp("specialization", "repeats"))
    p.add_argument("--accept-block-mismatch", action="store_true",
                   help=_PolicyHelp("block_mismatch", "given: accept, instead of an error"))
    p.add_argument("--json", action="store_true", help="print JSON (schema layoutgen.layout/1)")
    p.add_argument("--create", action="store_true",
                   help="create it on the Vulkan device with the validation layer; exit 1 on any message")
    p.add_argument("--sync-validation", action="store_true",
                   help="with --create: turn on the layer's synchronization validation")
    p.add_argument("--gpu-assisted", action="store_true",
                   help="with --create: turn on the layer's GPU-assisted validation (it takes the last descriptor set)")
    p.add_argument("--best-practices", action="store_true",
                   help="with --create: turn on the layer's best-practices checks (its warnings count as messages)")
    p.set_defaults(func=_cmd_layout)


# -- codegen: a typed Python module of one pipeline's interface -------------------------------------

#: The ``layout`` command's options that codegen takes too (the same argparse actions): the
#: stages' entry points and the policy.
_CODEGEN_FROM_LAYOUT = ("entry", "dynamic", "bindless_max", "push_constants", "prune", "inline_uniform",
                        "push_descriptor", "spec", "accept_block_mismatch")


def _codegen_parser(sub: Any) -> None:
    help_ = "a typed Python module of a pipeline's bindings, blocks, push constants and specialization constants"
    p: argparse.ArgumentParser = sub.add_parser("codegen", help=help_, description=help_, formatter_class=_Formatter,
                                                epilog="""examples:
  layoutgen codegen shaders/triangle.vert.spv shaders/triangle.frag.spv --output triangle_shaders.py
  layoutgen codegen blur.comp.spv --dynamic kernel --output blur_shaders.py --depfile blur_shaders.py.d

The module is the same, byte for byte, for the same inputs and options; its header names each
input with its sha256, and the options.\n\n""" + EXIT_CODES)
    p.add_argument("files", nargs="+", metavar="INPUT", help="the pipeline's stage modules: files, directories, - or @LIST")
    p.add_argument("--output", "-o", dest="module", metavar="MODULE.py",
                   help="write the module to MODULE.py (written whole once made; standard output without it)")
    p.add_argument("--depfile", metavar="FILE.d",
                   help="also write a make-style dependency file, MODULE.py: INPUT... (for make, ninja, meson)")
    layout = sub.choices["layout"]
    for action in layout._actions:  # argparse's parents= shares actions the same way
        if action.dest in _CODEGEN_FROM_LAYOUT:
            p._add_action(action)
    p.set_defaults(func=_cmd_codegen, output=None)


def _cmd_codegen(args: argparse.Namespace, out: IO[str]) -> int:
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
    _write_file(args.module, text)
    if args.depfile:
        _write_file(args.depfile, depfile(args.module, inputs))
    return OK


def _write_file(path: str, text: str) -> None:
    """``text`` into ``path``, replacing it whole (a reader never sees half a file)."""
    part = f"{path}.part"
    try:
        with open(part, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
        os.replace(part, path)
    except OSError as exc:
        raise UsageError(f"{path}: cannot write: {exc.strerror or exc}") from None


def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    ap = argparse.ArgumentParser(
        prog="layoutgen", description="Vulkan descriptor-set and pipeline layouts from SPIR-V reflection.",
        epilog=EXIT_CODES, formatter_class=_Formatter)
    ap.add_argument("--version", action="version", version=f"layoutgen {__version__}")
    sub = ap.add_subparsers(dest="command", required=True, metavar="COMMAND")
    p = _sub(sub, "dump", "print the instruction stream (like spirv-dis --raw-id)", """examples:
  layoutgen dump shaders/triangle.frag.spv
  glslc -o - shader.frag | layoutgen dump -""")
    p.add_argument("files", nargs="+", metavar="INPUT", help="modules: files, directories, - or @LIST")
    p.set_defaults(func=_cmd_dump)
    p = _sub(sub, "reflect", "describe each entry point's bindings, push constants and interface", """examples:
  layoutgen reflect shaders/triangle.vert.spv
  layoutgen reflect shaders/ --json --output reflection.json
  layoutgen reflect @modules.txt --json --jobs 4""")
    p.add_argument("files", nargs="+", metavar="INPUT", help="modules: files, directories, - or @LIST")
    p.add_argument("--json", action="store_true", help="print one JSON document (schema layoutgen.reflect/2)")
    p.add_argument("--jobs", "-j", type=_natural, default=0, metavar="N",
                   help="reflect in N processes (default: the machine's cores, for large batches); "
                        "output stays in input order")
    p.add_argument("--spec", action="append", metavar="ID=VALUE",
                   help="a specialization value (by spec id or constant name; repeats): also show the workgroup "
                        "size it gives (JSON: specialized_workgroup_size); modules are then reflected in this process")
    p.set_defaults(func=_cmd_reflect)
    _layout_parser(sub)
    _codegen_parser(sub)
    p = _sub(sub, "check", "does a layout (JSON, as 'layout --json' writes it) fit these stages?", """examples:
  layoutgen layout a.vert.spv --json > vert.json
  layoutgen check --layout vert.json a.vert.spv a.frag.spv
  layoutgen check --layout mine.json shaders/ --json""")
    p.add_argument("--layout", required=True, metavar="LAYOUT.json", help="the layout to check (- for standard input)")
    p.add_argument("files", nargs="+", metavar="INPUT", help="stage modules: files, directories, - or @LIST")
    p.add_argument("--entry", action="append", metavar="FILE:NAME[:MODEL]", help="use entry point NAME of FILE; repeats")
    p.add_argument("--spec", action="append", metavar="ID=VALUE", help=_PolicyHelp("specialization", "repeats"))
    p.add_argument("--json", action="store_true", help="print JSON (schema layoutgen.check/1)")
    p.set_defaults(func=_cmd_check)
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    func: Callable[[argparse.Namespace, IO[str]], int] = args.func
    try:
        with _output(args.output) as out:
            return func(args, out)
    except LayoutgenError as exc:
        _error(exc)
        return _status(exc)
    except BrokenPipeError:
        sys.stderr.close()
        return FINDING


def console() -> NoReturn:
    """The ``layoutgen`` program: :func:`main` on the command line's arguments, then exit with
    its status. What the run built is frozen out of the garbage collector first: the
    interpreter's last collection at exit would only trace it, which costs short runs a
    noticeable share of their time."""
    status = main()
    import gc

    gc.freeze()
    sys.exit(status)
