"""Every numeric option of every subcommand is checked as argparse parses it: a value that is
no integer, or one below what the option means (a negative set index, zero sets), is a usage
error (exit status 2) naming the option, never a traceback nor a quietly taken value.
The documented exit codes (layoutgen.cli EXIT_CODES) say 2 for a bad flag."""
from __future__ import annotations

import pytest

from layoutgen.cli import main

FRAG = "#version 450\nlayout(location = 0) out vec4 c;\nvoid main() { c = vec4(1.0); }\n"


@pytest.mark.parametrize("args, option", [
    (["layout", "--share", "a", "--pipeline", "p={m}"], "--share"),
    (["layout", "--share=-1", "--pipeline", "p={m}"], "--share"),
    (["layout", "--share", "0,x", "--pipeline", "p={m}"], "--share"),
    (["layout", "--pool-sizes", "0", "{m}"], "--pool-sizes"),
    (["layout", "--pool-sizes", "two", "{m}"], "--pool-sizes"),
    (["layout", "--bindless-max", "0", "{m}"], "--bindless-max"),
    (["layout", "--bindless-max=-4", "{m}"], "--bindless-max"),
    (["layout", "--bindless-max", "1.5", "{m}"], "--bindless-max"),
    (["layout", "--push-descriptor=-1", "{m}"], "--push-descriptor"),
    (["layout", "--push-descriptor", "one", "{m}"], "--push-descriptor"),
    (["reflect", "--jobs=-1", "{m}"], "--jobs"),
    (["reflect", "-j", "many", "{m}"], "--jobs"),
])
def test_a_bad_number_is_a_usage_error(glsl, capsys, args: list[str], option: str) -> None:
    module = str(glsl("a.frag", FRAG))
    with pytest.raises(SystemExit) as info:
        main([a.replace("{m}", module) for a in args])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {option}" in err and "Traceback" not in err


def test_good_numbers_still_work(glsl, capsys) -> None:
    module = str(glsl("a.frag", FRAG))
    assert main(["layout", "--share", "0,1", "--pipeline", f"p={module}", "--pool-sizes", "2"]) == 0
    assert main(["layout", "--share", "", "--pipeline", f"p={module}"]) == 0
    assert main(["reflect", "-j", "1", module]) == 0
