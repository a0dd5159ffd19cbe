"""The command line given what it cannot use: each is an exit status of 2 and a line saying
what is wrong (never a traceback, a hang, or a stream read until memory runs out), and an
output file is only replaced by a command that completes."""
from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VERT, FRAG = ROOT / "shaders" / "triangle.vert.spv", ROOT / "shaders" / "triangle.frag.spv"
LIT = ROOT / "shaders" / "lit_mesh.frag.spv"
BLUR = ROOT / "shaders" / "blur.comp.spv"


def run(*args: str, stdin: bytes | None = None, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "layoutgen", *args], capture_output=True, cwd=ROOT, input=stdin,
                          timeout=120, **kw)


def refused(proc: subprocess.CompletedProcess, message: str) -> None:
    err = proc.stderr.decode()
    assert proc.returncode == 2 and "Traceback" not in err and message in err, (proc.returncode, err)


def test_a_module_cut_short_inside_a_function_is_refused(tmp_path: Path) -> None:
    """Cut after the first OpLabel (its bindings are declared before it), the module read as
    if whole gave a layout with no bindings and exit 0."""
    data = LIT.read_bytes()
    words = struct.unpack(f"<{len(data) // 4}I", data)
    i = 5
    while words[i] & 0xFFFF != 248:  # OpLabel
        i += words[i] >> 16
    cut = tmp_path / "cut.spv"
    cut.write_bytes(data[:(i + (words[i] >> 16)) * 4])
    for command in ("layout", "reflect"):
        refused(run(command, str(cut)), "the module ends inside this function, with no OpFunctionEnd")


def test_a_stream_that_never_ends_is_not_read_to_the_end(tmp_path: Path) -> None:
    refused(run("reflect", "/dev/zero"), "wrong magic number")
    refused(run("reflect", "-", stdin=bytes(1 << 20)), "wrong magic number")
    fifo = tmp_path / "dir" / "pipe.spv"
    fifo.parent.mkdir()
    os.mkfifo(fifo)
    (tmp_path / "dir" / "real.spv").write_bytes(VERT.read_bytes())
    proc = run("reflect", str(fifo.parent))  # the pipe is no module file: passed over, not waited on
    assert proc.returncode == 0 and "real.spv" in proc.stdout.decode() and "pipe.spv" not in proc.stdout.decode()


def test_lists_of_modules_that_cannot_be_read(tmp_path: Path) -> None:
    own = tmp_path / "self.lst"
    own.write_text(f"@{own}\n")
    refused(run("reflect", f"@{own}"), "lists itself")
    one, other = tmp_path / "a.lst", tmp_path / "b.lst"
    one.write_text(f"@{other}\n")
    other.write_text(f"@{one}\n")
    refused(run("reflect", f"@{one}"), "lists itself")
    binary = tmp_path / "bin.lst"
    binary.write_bytes(b"\xff\xfe\x00bad\n")
    refused(run("reflect", f"@{binary}"), "is not UTF-8 text")
    empty = tmp_path / "empty.lst"
    empty.write_text("# nothing\n")
    refused(run("reflect", f"@{empty}"), "lists none")
    marked = tmp_path / "bom.lst"
    marked.write_bytes(b"\xef\xbb\xbf" + str(VERT).encode() + b"\n")
    assert run("reflect", f"@{marked}").returncode == 0


def test_paths_with_a_nul_character_and_lists_nested_deep(tmp_path: Path) -> None:
    """A NUL in a listed path is a line saying so (it was a traceback from deep inside), in the
    API too; lists may list lists to any depth (1,200 deep was a RecursionError)."""
    nul = tmp_path / "nul.lst"
    nul.write_text(f"{VERT}\0\n")
    for command in ("reflect", "layout", "dump", "codegen"):
        refused(run(command, f"@{nul}"), f"{nul}: '{VERT}\\x00': a path cannot contain a NUL character")
    from layoutgen import LayoutgenError, merge, reflect

    for call in (lambda: reflect(f"{VERT}\0"), lambda: merge([f"{VERT}\0"])):
        with pytest.raises(LayoutgenError, match="a path cannot contain a NUL character"):
            call()
    entry = next(e for e in os.scandir(os.fsencode(VERT.parent)) if e.name == os.fsencode(VERT.name))
    assert reflect(entry) == reflect(VERT)  # a path-like whose path is bytes
    listed = tmp_path / "0.lst"
    listed.write_text(f"{VERT}\n")
    for k in range(1, 1200):
        previous, listed = listed, tmp_path / f"{k}.lst"
        listed.write_text(f"@{previous}\n")
    proc = run("reflect", f"@{listed}")
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr, proc.stderr[-500:]


def test_output_to_a_pipe_or_a_device_is_written_not_replaced(tmp_path: Path) -> None:
    """codegen --output (and --depfile) write into a pipe or a device as they are, as every
    other command's --output does: they used to put a regular file in its place (as root,
    `-o /dev/null` replaced the device)."""
    import threading

    fifo, dep = tmp_path / "module.fifo", tmp_path / "deps.fifo"
    for path in (fifo, dep):
        os.mkfifo(path)
    got: dict[Path, bytes] = {}

    def drain(path: Path) -> None:
        with open(path, "rb") as fh:
            got[path] = fh.read()

    readers = [threading.Thread(target=drain, args=(p,), daemon=True) for p in (fifo, dep)]
    for r in readers:
        r.start()
    proc = run("codegen", str(VERT), str(FRAG), "-o", str(fifo), "--depfile", str(dep))
    for r in readers:
        r.join(60)
    assert proc.returncode == 0, proc.stderr
    assert fifo.is_fifo() and dep.is_fifo() and b"def desc()" in got[fifo] and str(VERT).encode() in got[dep]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deps.fifo", "module.fifo"]


def test_a_specialization_constant_given_twice_is_refused() -> None:
    """--spec 0=4 --spec 00=8: which was meant cannot be known (the last one used to win)."""
    for twice in (("0=4", "0=8"), ("00=4", "0=8")):
        refused(run("layout", str(BLUR), *(a for v in twice for a in ("--spec", v))), "--spec gives 0 twice (4 and 8)")


@pytest.mark.parametrize(("args", "message"), [
    (["reflect", str(BLUR), "--jobs", "5000"], "not a number of processes in 0..1024"),
    (["layout", str(BLUR), "--pool-sizes", "4294967296"], "not an integer in 1..4294967295"),
    (["layout", str(BLUR), "--pool-sizes", "9" * 4299], "not an integer in 1..4294967295"),
    (["layout", str(BLUR), "--bindless-max", "4294967296"], "not an integer in 1..4294967295"),
    (["layout", "--pipeline", f"a={VERT},{FRAG}", "--pipeline", f"b={BLUR}", "--share", "18446744073709551616"],
     "is not a set index (0..1023)"),
    (["layout", str(BLUR), "--push-descriptor", "1024"], "is not a set index (0..1023)"),
    (["layout", str(BLUR), "--pool-sizes", "4294967295"], "a descriptor pool counts up to 4294967295"),
    (["reflect", str(BLUR), "--spec", "\u00b2=1"], "no specialization constant"),
])
def test_numbers_past_what_they_can_be_are_refused(args: list[str], message: str) -> None:
    refused(run(*args), message)


def test_output_is_replaced_only_by_a_command_that_completes(tmp_path: Path) -> None:
    victim = tmp_path / "victim.spv"
    victim.write_bytes(VERT.read_bytes())
    proc = run("reflect", str(victim), "-o", str(victim))  # the input is read before the output replaces it
    assert proc.returncode == 0 and "entry point" in victim.read_text()
    keep = tmp_path / "keep.txt"
    keep.write_text("precious")
    os.chmod(keep, 0o640)
    refused(run("layout", str(tmp_path / "missing.spv"), "-o", str(keep)), "cannot read")
    assert keep.read_text() == "precious" and [p.name for p in tmp_path.iterdir() if ".part" in p.name] == []
    assert run("layout", str(VERT), "-o", str(keep)).returncode == 0
    assert "pipeline layout" in keep.read_text() and keep.stat().st_mode & 0o777 == 0o640


def test_output_that_cannot_be_written_and_a_closed_pipe() -> None:
    refused(run("layout", str(VERT), "-o", "/dev/full"), "/dev/full: cannot write: No space left on device")
    with open("/dev/full", "wb") as full:
        proc = subprocess.run([sys.executable, "-m", "layoutgen", "layout", str(VERT)], stdout=full,
                              stderr=subprocess.PIPE, cwd=ROOT, timeout=120)
    assert proc.returncode == 2 and b"standard output: cannot write" in proc.stderr and b"Traceback" not in proc.stderr
    many = " ".join([str(VERT)] * 300)  # far more text than a pipe holds
    shell = subprocess.run(f"{sys.executable} -m layoutgen dump {many} | head -c 1 >/dev/null; "
                           "echo ${PIPESTATUS[0]}", shell=True, executable="bash", capture_output=True, cwd=ROOT,
                           timeout=120)
    assert shell.stdout.decode().strip() == "141" and shell.stderr == b""


def test_codegen_writes_its_files_whole_or_not_at_all(tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    refused(run("codegen", str(VERT), "-o", str(folder)), "it is a directory")
    module = tmp_path / "stages.py"
    refused(run("codegen", str(VERT), "-o", str(module), "--depfile", str(folder)), "it is a directory")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder"]  # no module without its depfile, no .part
    link = tmp_path / "link.py"
    link.symlink_to(module)
    for depfile in (module, link):  # one file written twice: the depfile would take the module's place
        refused(run("codegen", str(VERT), "-o", str(module), "--depfile", str(depfile)), "which this command writes too")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder", "link.py"]
    long, odd = tmp_path / ("m" * 245 + ".py"), tmp_path / "b\udcff.py"  # near the longest name; not UTF-8
    for out in (long, odd):
        assert run("codegen", str(VERT), "-o", str(out), "--depfile", f"{out}.d").returncode == 0
        assert "def desc()" in out.read_text() and Path(f"{out}.d").exists()


def test_check_names_the_layout_file_and_reads_standard_input_once(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"set_layouts": 5}')
    refused(run("check", "--layout", str(bad), str(VERT)), f"{bad}: set_layouts must be a list")
    refused(run("check", "--layout", "-", "-", stdin=b"{}"), "standard input (-) can be read only once")


@pytest.mark.parametrize("args,option", [
    (("reflect", str(VERT), "-o", "{a}", "--output", "{b}"), "--output/-o"),
    (("reflect", str(VERT), "--jobs", "1", "-j", "2"), "--jobs/-j"),
    (("layout", str(VERT), "--prune", "none", "--prune", "accessed"), "--prune"),
    (("layout", str(VERT), "--push-constants", "merged", "--push-constants", "per-stage"), "--push-constants"),
    (("layout", str(VERT), "--bindless-max", "8", "--bindless-max", "16"), "--bindless-max"),
    (("layout", str(VERT), "--push-descriptor", "0", "--push-descriptor", "1"), "--push-descriptor"),
    (("layout", "--pipeline", f"a={VERT}", "--share", "0", "--share", "1"), "--share"),
    (("layout", str(VERT), "--pool-sizes", "4", "--pool-sizes", "8"), "--pool-sizes"),
    (("codegen", str(VERT), "-o", "{a}", "-o", "{b}"), "--output/-o"),
    (("codegen", str(VERT), "--depfile", "{a}", "--depfile", "{b}"), "--depfile"),
    (("check", "--layout", "{a}", "--layout", "{b}", str(VERT)), "--layout"),
])
def test_an_option_of_one_value_given_twice_is_refused(tmp_path: Path, args: tuple[str, ...], option: str) -> None:
    """Which of the two was meant cannot be known: the last one used to win without a word."""
    a, b = tmp_path / "a", tmp_path / "b"
    proc = run(*(arg.format(a=a, b=b) for arg in args))
    refused(proc, f"{option} is given twice; give it once")
    assert not a.exists() and not b.exists()


NAMED = """#version 450
layout(set = 0, binding = 0) uniform AAAAAAAAAAAAAAAAAAAA { vec4 color; } aaaaaaaaaaaaaaaaaaaa;
layout(set = 0, binding = 1) uniform sampler2D bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb;
layout(location = 0) out vec4 o;
void main() { o = aaaaaaaaaaaaaaaaaaaa.color * texture(bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, vec2(0.5)); }
"""


def test_names_that_hold_control_characters_are_printed_escaped(tmp_path: Path, glsl) -> None:
    """A module's names can hold anything: an escape sequence that clears the screen or sets the
    terminal's title, or a line break followed by a forged row of the report. Text output and
    error messages show them escaped; JSON keeps them whole."""
    data = Path(glsl("named.frag", NAMED)).read_bytes()
    clear = "u\x1b[2J\x1b]0;pwned\x07\r"  # 20 characters, as the name it replaces
    forged = "t\n    7        STORAGE_BUFFER".ljust(35)  # 35, likewise
    for old, new in (("a" * 20, clear.ljust(20, "x")), ("b" * 35, forged)):
        assert len(old) == len(new.encode()) and data.count(old.encode()) == 1
        data = data.replace(old.encode(), new.encode())
    module = tmp_path / "named.spv"
    module.write_bytes(data)
    for args in (("reflect",), ("layout",), ("layout", "--dynamic", "nosuch"), ("layout", "--dynamic", "0.1")):
        proc = run(*args, str(module))
        shown = proc.stdout.decode() + proc.stderr.decode()
        assert not any(c in shown for c in "\x1b\x07\r"), (args, shown)
        assert "u\\x1b[2J\\x1b]0;pwned\\x07\\r" in shown or "t\\n    7" in shown, (args, shown)
        assert not any(line.lstrip().startswith("7 ") for line in shown.splitlines()), (args, shown)
    doc = json.loads(run("reflect", "--json", str(module)).stdout)
    names = {b["name"] for b in doc["modules"][0]["entry_points"][0]["descriptor_bindings"]}
    assert names == {clear.ljust(20, "x"), forged}, names


def test_a_long_name_does_not_widen_every_row(tmp_path: Path, glsl) -> None:
    """Each row of a table is as wide as its widest cell: one name of 260,000 bytes made a
    report of 130 MB for 500 bindings. A cell shows 120 characters and how many more."""
    data = Path(glsl("named.frag", NAMED)).read_bytes().replace(b"b" * 35, b"c" * 35)
    module = tmp_path / "long.spv"
    module.write_bytes(data)
    out = run("reflect", str(module)).stdout.decode()
    assert "c" * 35 in out
    from layoutgen.report import table
    rows = table([["name", "n"], ["x" * 500, "1"], ["y", "2"]])
    assert rows[1] == "    " + "x" * 120 + "... (380 more)  1" and len(rows[2]) == len(rows[1])
