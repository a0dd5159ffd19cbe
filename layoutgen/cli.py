"""The ``layoutgen`` command line, a thin face over the public API: the parser of its commands
and options, and the program (:func:`main`, :func:`console`). What each command does, and the
inputs, outputs and exit codes every command shares, are in :mod:`.commands`."""
from __future__ import annotations

import argparse
import contextlib
import os
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import IO, Any, NoReturn

from .cliio import BROKEN_PIPE, INPUT_ERROR, exit_status, output_to, report_error
from .commands import run_check, run_codegen, run_dump, run_layout, run_reflect
from .errors import LayoutgenError

EXIT_CODES = """exit status:
  0  success
  1  a finding: a layout that does not fit, stages that conflict, a validation message
  2  a usage or input error: a bad flag, a file that is not a module, a policy that selects nothing,
     output that cannot be written
  141  the output was closed early (a pipe into 'head', say), as for other programs

inputs: a FILE.spv, a DIRECTORY (every *.spv below it), - (a module on standard input),
or @LIST (a file of paths, one per line)"""


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


class _Once(argparse.Action):
    """An option that takes one value: given twice it is a usage error, rather than the last
    one winning without a word (``--prune all --prune interface``: which was meant?)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        given: set[str] = namespace.__dict__.setdefault("_given_once", set())
        if self.dest in given:
            parser.error(f"{'/'.join(self.option_strings)} is given twice; give it once")
        given.add(self.dest)
        setattr(namespace, self.dest, values)


#: The largest value of a Vulkan uint32_t (a count, a number of sets), and of a set index.
_UINT32_MAX, _SET_MAX = 2**32 - 1, 1023
#: Worker processes --jobs may ask for at most.
_JOBS_MAX = 1024


def _integer(text: str, least: int, most: int, what: str) -> int:
    """``text`` as an integer in ``least``..``most``; argparse reports anything else (exit 2)."""
    digits = text.strip()
    if not re.fullmatch(r"[+-]?[0-9]{1,20}", digits):
        raise argparse.ArgumentTypeError(f"{text!r} is not {what}")
    number = int(digits, 10)
    if not least <= number <= most:
        raise argparse.ArgumentTypeError(f"{text!r} is not {what}")
    return number


def _natural(text: str) -> int:
    """A set index given on the command line: 0..1023."""
    return _integer(text, 0, _SET_MAX, f"a set index (0..{_SET_MAX})")


def _positive(text: str) -> int:
    """A number of things given on the command line: an integer, 1 or more, that fits a uint32_t."""
    return _integer(text, 1, _UINT32_MAX, f"an integer in 1..{_UINT32_MAX}")


def _jobs(text: str) -> int:
    """--jobs: 0 (the machine's cores) or a number of worker processes."""
    return _integer(text, 0, _JOBS_MAX, f"a number of processes in 0..{_JOBS_MAX}")


def _set_list(text: str) -> list[int]:
    """``--share``'s SETS: set indices, comma-separated (empty: set 0)."""
    return [_integer(part, 0, _SET_MAX, f"a set index (0..{_SET_MAX})") for part in text.split(",") if part.strip()]


def _sub(sub: Any, name: str, help_: str, epilog: str) -> argparse.ArgumentParser:
    p: argparse.ArgumentParser = sub.add_parser(name, help=help_, description=help_, allow_abbrev=False,
                                                epilog=epilog + "\n\n" + EXIT_CODES, formatter_class=_Formatter)
    p.add_argument("--output", "-o", action=_Once, metavar="FILE", help="write to FILE instead of standard output")
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
    p.add_argument("--share", action=_Once, type=_set_list, metavar="SETS",
                   help="with --pipeline: one layout per pipeline, the sets SETS (comma-separated, default 0) "
                        "identical in all")
    p.add_argument("--pool-sizes", action=_Once, type=_positive, metavar="N",
                   help="also print descriptor-pool sizes for N sets of each")
    p.add_argument("--dynamic", action="append", metavar="NAME",
                   help=_PolicyHelp("dynamic", "a name or SET.BINDING; repeats"))
    p.add_argument("--bindless-max", action=_Once, type=_positive, metavar="N", help=_PolicyHelp("bindless_max"))
    p.add_argument("--push-constants", action=_Once, choices=_PolicyChoices("PushConstantRanges"), metavar="MODE",
                   help=_PolicyHelp("push_constants"))
    p.add_argument("--prune", action=_Once, choices=_PolicyChoices("Prune"), metavar="RULE", help=_PolicyHelp("prune"))
    p.add_argument("--inline-uniform", action="append", metavar="NAME",
                   help=_PolicyHelp("inline_uniform_blocks", "a name or SET.BINDING; repeats"))
    p.add_argument("--push-descriptor", action=_Once, type=_natural, metavar="SET",
                   help=_PolicyHelp("push_descriptor_sets"))
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
    p.set_defaults(func=run_layout)


# -- codegen: a typed Python module of one pipeline's interface -------------------------------------

#: The ``layout`` command's options that codegen takes too (the same argparse actions): the
#: stages' entry points and the policy.
_CODEGEN_FROM_LAYOUT = ("entry", "dynamic", "bindless_max", "push_constants", "prune", "inline_uniform",
                        "push_descriptor", "spec", "accept_block_mismatch")


def _codegen_parser(sub: Any) -> None:
    help_ = "a typed Python module of a pipeline's bindings, blocks, push constants and specialization constants"
    p: argparse.ArgumentParser = sub.add_parser("codegen", help=help_, description=help_, allow_abbrev=False,
                                                formatter_class=_Formatter,
                                                epilog="""examples:
  layoutgen codegen shaders/triangle.vert.spv shaders/triangle.frag.spv --output triangle_shaders.py
  layoutgen codegen blur.comp.spv --dynamic kernel --output blur_shaders.py --depfile blur_shaders.py.d

The module is the same, byte for byte, for the same inputs and options; its header names each
input with its sha256, and the options.\n\n""" + EXIT_CODES)
    p.add_argument("files", nargs="+", metavar="INPUT", help="the pipeline's stage modules: files, directories, - or @LIST")
    p.add_argument("--output", "-o", action=_Once, dest="module", metavar="MODULE.py",
                   help="write the module to MODULE.py (written whole once made; standard output without it)")
    p.add_argument("--depfile", action=_Once, metavar="FILE.d",
                   help="also write a make-style dependency file, MODULE.py: INPUT... (for make, ninja, meson)")
    layout = sub.choices["layout"]
    for action in layout._actions:  # argparse's parents= shares actions the same way
        if action.dest in _CODEGEN_FROM_LAYOUT:
            p._add_action(action)
    p.set_defaults(func=run_codegen, output=None)


def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    ap = argparse.ArgumentParser(
        prog="layoutgen", description="Vulkan descriptor-set and pipeline layouts from SPIR-V reflection.",
        epilog=EXIT_CODES, formatter_class=_Formatter, allow_abbrev=False)
    ap.add_argument("--version", action="version", version=f"layoutgen {__version__}")
    sub = ap.add_subparsers(dest="command", required=True, metavar="COMMAND")
    p = _sub(sub, "dump", "print the instruction stream (like spirv-dis --raw-id)", """examples:
  layoutgen dump shaders/triangle.frag.spv
  glslc -o - shader.frag | layoutgen dump -""")
    p.add_argument("files", nargs="+", metavar="INPUT", help="modules: files, directories, - or @LIST")
    p.set_defaults(func=run_dump)
    p = _sub(sub, "reflect", "describe each entry point's bindings, push constants and interface", """examples:
  layoutgen reflect shaders/triangle.vert.spv
  layoutgen reflect shaders/ --json --output reflection.json
  layoutgen reflect @modules.txt --json --jobs 4""")
    p.add_argument("files", nargs="+", metavar="INPUT", help="modules: files, directories, - or @LIST")
    p.add_argument("--json", action="store_true", help="print one JSON document (schema layoutgen.reflect/2)")
    p.add_argument("--jobs", "-j", action=_Once, type=_jobs, default=0, metavar="N",
                   help="reflect in N processes (default: the machine's cores, for large batches); "
                        "output stays in input order")
    p.add_argument("--spec", action="append", metavar="ID=VALUE",
                   help="a specialization value (by spec id or constant name; repeats): also show the workgroup "
                        "size it gives (JSON: specialized_workgroup_size); modules are then reflected in this process")
    p.set_defaults(func=run_reflect)
    _layout_parser(sub)
    _codegen_parser(sub)
    p = _sub(sub, "check", "does a layout (JSON, as 'layout --json' writes it) fit these stages?", """examples:
  layoutgen layout a.vert.spv --json > vert.json
  layoutgen check --layout vert.json a.vert.spv a.frag.spv
  layoutgen check --layout mine.json shaders/ --json""")
    p.add_argument("--layout", action=_Once, required=True, metavar="LAYOUT.json",
                   help="the layout to check (- for standard input)")
    p.add_argument("files", nargs="+", metavar="INPUT", help="stage modules: files, directories, - or @LIST")
    p.add_argument("--entry", action="append", metavar="FILE:NAME[:MODEL]", help="use entry point NAME of FILE; repeats")
    p.add_argument("--spec", action="append", metavar="ID=VALUE", help=_PolicyHelp("specialization", "repeats"))
    p.add_argument("--json", action="store_true", help="print JSON (schema layoutgen.check/1)")
    p.set_defaults(func=run_check)
    return ap


def _command_at(given: list[str], commands: Mapping[str, argparse.ArgumentParser]) -> int:
    """Where the command is in ``given``: its first word that names one and is not the value
    of a flag before it (``--output reflect layout``: ``layout``); 0 where none does."""
    valued = {flag for command in commands.values() for flag, action in command._option_string_actions.items()
              if action.nargs != 0}
    i = 0
    while i < len(given):
        if given[i] in commands:
            return i
        i += 2 if given[i] in valued else 1
    return 0


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line read: a flag no command has is refused (a prefix is no flag: a new
    flag would change what it means), with the command's flags nearest to it."""
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    given = list(sys.argv[1:] if argv is None else argv)
    at = _command_at(given, sub.choices)
    early = [a for a in given[:at] if a.startswith("-") and a not in ("-h", "--help", "--version")]
    if early:  # before the command: its own flags (argparse would say "required" or "invalid choice"), or none's
        own = [a for a in early if a.split("=")[0] in sub.choices[given[at]]._option_string_actions]
        if own:
            parser.error(f"{' '.join(own)}: a command's flags come after it: layoutgen {given[at]} {' '.join(own)} ...")
        parser.error(f"unrecognized arguments: {' '.join(early)}")
    args, unknown = parser.parse_known_args(given)
    if unknown:
        import difflib

        command = sub.choices[args.command]
        flags = list(command._option_string_actions)
        hints = [f"{u}: did you mean {' or '.join(near)}?" for u in unknown
                 if u.startswith("--") and (near := difflib.get_close_matches(u.split("=")[0], flags, 2))]
        command.error(f"unrecognized arguments: {' '.join(unknown)}" + "".join(f"\n  {h}" for h in hints))
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = _parse(argv)
    func: Callable[[argparse.Namespace, IO[str]], int] = args.func
    try:
        with output_to(args.output) as out:
            status = func(args, out)
            out.flush()  # here, where a full disk or a closed pipe is reported, not at exit
            return status
    except LayoutgenError as exc:
        report_error(exc)
        return exit_status(exc)
    except BrokenPipeError:  # the reader went away: stop, as other programs in a pipeline do
        _drop_stdout()
        return BROKEN_PIPE
    except OSError as exc:  # the output cannot be written (a full disk, /dev/full)
        if args.output is None:
            _drop_stdout()
        report_error(f"cannot write: {exc.strerror or exc}", exc.filename or args.output or "standard output")
        return INPUT_ERROR


def _drop_stdout() -> None:
    """Point standard output at the null device: what its buffer still holds then goes nowhere
    at exit, rather than failing a second time there (exit status 120)."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def console() -> NoReturn:
    """The ``layoutgen`` program: :func:`main` on the command line's arguments, then exit with
    its status. What the run built is frozen out of the garbage collector first: the
    interpreter's last collection at exit would only trace it, which costs short runs a
    noticeable share of their time."""
    status = main()
    import gc

    gc.freeze()
    sys.exit(status)
