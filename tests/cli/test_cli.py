"""The command line's conventions, the same for every command: inputs, --output, exit codes."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from layoutgen import __version__

ROOT = Path(__file__).resolve().parents[2]
VERT, FRAG = ROOT / "shaders" / "triangle.vert.spv", ROOT / "shaders" / "triangle.frag.spv"


def run(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "layoutgen", *args], capture_output=True, cwd=ROOT, input=stdin)


def test_version() -> None:
    proc = run("--version")
    assert proc.returncode == 0 and proc.stdout.decode().strip() == f"layoutgen {__version__}"


@pytest.mark.parametrize("command", ["dump", "reflect", "layout", "check"])
def test_help_documents_exit_codes_examples_and_repeats(command: str) -> None:
    text = run(command, "--help").stdout.decode()
    assert "exit status:" in text and "2  a usage or input error" in text and "examples:" in text
    assert "@LIST" in text and "--output" in text
    if command in ("layout", "check"):
        assert "repeats" in text


@pytest.mark.parametrize("command, flag, near", [
    ("reflect", "--js", "--json"), ("layout", "--dynamc=frame", "--dynamic"), ("codegen", "--out=x.py", "--output"),
    ("dump", "--outpt=x", "--output"),
])
def test_a_flag_is_spelt_out_whole(command: str, flag: str, near: str) -> None:
    """A prefix of a flag was taken for it (argparse's default), so a flag added later would
    change what a script meant; now it is refused with the flags nearest to it."""
    proc = run(command, flag, str(VERT))
    err = proc.stderr.decode()
    assert proc.returncode == 2 and f"unrecognized arguments: {flag}" in err
    assert f"did you mean {near}" in err and f"usage: layoutgen {command}" in err and "Traceback" not in err


@pytest.mark.parametrize("args, message", [
    (("--json", "reflect"), "--json: a command's flags come after it: layoutgen reflect --json ..."),
    (("--layout=x.json", "check"), "--layout=x.json: a command's flags come after it: layoutgen check --layout=x.json"),
    (("--output", "o.json", "layout"), "--output: a command's flags come after it: layoutgen layout --output ..."),
    (("--bogus", "reflect"), "unrecognized arguments: --bogus\n"),
    (("--output", "reflect", "layout"), "--output: a command's flags come after it: layoutgen layout --output ..."),
])
def test_a_commands_flag_before_the_command_says_where_it_goes(args: tuple[str, ...], message: str) -> None:
    """(Argparse said "required: --layout", "invalid choice: 'o.json'", or blamed the command.)"""
    proc = run(*args, str(VERT))
    err = proc.stderr.decode()
    assert proc.returncode == 2 and "usage: layoutgen [-h]" in err and message in err, err


def test_inputs_directory_stdin_and_lists(tmp_path: Path) -> None:
    listing = tmp_path / "modules.txt"
    listing.write_text(f"# the demo's stages\n{VERT}\n{FRAG}\n")
    by_dir = json.loads(run("reflect", "--json", "shaders").stdout)
    by_list = json.loads(run("reflect", "--json", f"@{listing}").stdout)
    in_dir = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "shaders").rglob("*.spv"))
    assert [m["file"] for m in by_dir["modules"]] == in_dir
    mine = {m["file"]: m["entry_points"] for m in by_dir["modules"]}
    assert [mine[str(p.relative_to(ROOT))] for p in (VERT, FRAG)] == [m["entry_points"] for m in by_list["modules"]]
    piped = json.loads(run("reflect", "--json", "-", stdin=VERT.read_bytes()).stdout)
    assert piped["modules"][0]["file"] == "<stdin>"
    assert piped["modules"][0]["entry_points"] == by_list["modules"][0]["entry_points"]
    dumped = run("dump", "-", stdin=FRAG.read_bytes())
    assert dumped.returncode == 0 and b"OpEntryPoint Fragment" in dumped.stdout
    layout = run("layout", "-", str(FRAG), "--json", stdin=VERT.read_bytes())
    assert layout.returncode == 0 and json.loads(layout.stdout)["schema"] == "layoutgen.layout/1"


def test_output_file_and_exit_codes(tmp_path: Path) -> None:
    out = tmp_path / "layout.json"
    proc = run("layout", str(VERT), str(FRAG), "--json", "--output", str(out))
    assert proc.returncode == 0 and proc.stdout == b"" and json.loads(out.read_text())["set_layouts"]
    fits = run("check", "--layout", str(out), str(VERT), str(FRAG))
    assert fits.returncode == 0
    vert_only = tmp_path / "vert.json"
    run("layout", str(VERT), "--json", "-o", str(vert_only))
    assert run("check", "--layout", str(vert_only), str(VERT), str(FRAG)).returncode == 1  # a finding
    text = tmp_path / "shader.spv"
    text.write_text("#version 450\nvoid main() {}\n")
    for command in (("dump", str(text)), ("reflect", str(text)), ("layout", str(text)),
                    ("check", "--layout", str(out), str(text)), ("layout", str(VERT), "--dynamic", "nothing"),
                    ("reflect", str(tmp_path / "missing.spv")), ("reflect", str(tmp_path))):
        proc = run(*command)
        assert proc.returncode == 2, (command, proc.stderr)
        assert proc.stderr.decode().startswith("error: ") and b"Traceback" not in proc.stderr
    assert run("layout", str(VERT), "--bogus-flag").returncode == 2


def test_share_and_pool_sizes_from_the_command_line() -> None:
    proc = run("layout", "--pipeline", f"draw={VERT},{FRAG}", "--pipeline", f"vert={VERT}", "--share", "0",
               "--pool-sizes", "8", "--json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["schema"] == "layoutgen.layout/1" and set(doc["pipelines"]) == {"draw", "vert"}
    draw, vert = doc["pipelines"]["draw"], doc["pipelines"]["vert"]
    assert draw["set_layouts"] == vert["set_layouts"]  # the shared set is identical in both
    assert draw["pool_sizes"]["max_sets"] == 8
    assert draw["pool_sizes"]["sizes"] == {"VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER": 8}
    assert run("layout", str(VERT), "--share", "0").returncode == 2


def test_reflect_in_several_processes_keeps_the_input_order() -> None:
    corpus = ROOT.parent / "shared" / "corpus"
    paths = sorted(corpus.glob("*.spv"))[:150] if corpus.is_dir() else [VERT, FRAG] * 40
    args = [str(p) for p in paths]
    one = json.loads(run("reflect", "--json", "--jobs", "1", *args).stdout)
    two = json.loads(run("reflect", "--json", "--jobs", "2", *args).stdout)
    assert one == two and [m["file"] for m in two["modules"]] == args


def test_policy_flags_are_described_by_the_policy_itself() -> None:
    from layoutgen.layout.policy import summary

    text = " ".join(run("layout", "--help").stdout.decode().split())
    for option in ("dynamic", "bindless_max", "prune", "push_constants", "block_mismatch"):
        assert summary(option).replace("``", "") in text, option
    assert "interface, accessed, none (default: interface)" in text
