"""The compiled accelerator (tools/build_native.py) against the sources it is built from: the
same modules, bindings, interfaces and errors for every module of the corpora, sound and
damaged. Skipped where no accelerator is built (the package is then the sources alone)."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from layoutgen.reflect import native

SHARED = Path(__file__).resolve().parents[3] / "shared" / "corpus"

_OUTCOMES = """
import json, sys
from layoutgen import LayoutgenError, reflect
from layoutgen.reflect import native
from layoutgen.reflect.jsontext import json_item
out = [native.STATE]
for path in sys.argv[1:]:
    try:
        m = reflect(open(path, "rb").read())
        out.append([repr(m.entry_points), repr(m.declared_bindings), repr(m.specialization_constants),
                    repr(m.capabilities), repr(m.extensions), m.to_dict(), json_item(m.to_dict())])
    except LayoutgenError as exc:
        out.append([type(exc).__name__, str(exc)])
print(json.dumps(out))
"""


def _outcomes(paths: list[str], pure: bool) -> list:
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    env.pop("LAYOUTGEN_PURE", None)
    if pure:
        env["LAYOUTGEN_PURE"] = "1"
    proc = subprocess.run([sys.executable, "-c", _OUTCOMES, *paths], capture_output=True, text=True, env=env,
                          check=True)
    return json.loads(proc.stdout)


def _damaged(paths: list[Path], folder: Path) -> list[str]:
    rng = random.Random(7)
    out = []
    for k, path in enumerate(paths):
        data = bytearray(path.read_bytes())
        for _ in range(rng.randint(1, 4)):
            at = rng.randrange(20, len(data) - 3) // 4 * 4
            data[at:at + 4] = rng.randrange(1 << 32 if rng.random() < 0.4 else 64).to_bytes(4, "little")
        damaged = folder / f"damaged{k}.spv"
        damaged.write_bytes(bytes(data))
        out.append(str(damaged))
    return out


def test_compiled_engine_gives_what_its_sources_give(corpus_modules: list, tmp_path: Path) -> None:
    if native.STATE != "compiled":
        pytest.skip(f"no compiled accelerator in use ({native.STATE})")
    paths = [m.spv for m in corpus_modules]
    if SHARED.is_dir():
        paths += sorted(SHARED.glob("*.spv"))
    names = [str(p) for p in paths] + _damaged(paths[::3], tmp_path)
    compiled, pure = _outcomes(names, pure=False), _outcomes(names, pure=True)
    assert compiled[0] == "compiled" and pure[0].startswith("pure")
    differ = [name for name, a, b in zip(names, compiled[1:], pure[1:]) if a != b]
    assert not differ, f"{len(differ)} module(s) differ, e.g. {differ[:3]}"


_FILES = """
import json
import layoutgen
from importlib import import_module
from layoutgen.reflect import native
print(json.dumps([native.STATE] + [import_module(f"layoutgen.reflect.{n}").__file__ for n in native.ENGINE]))
"""


def test_each_engine_module_comes_from_what_the_state_says() -> None:
    if native.STATE != "compiled":
        pytest.skip(f"no compiled accelerator in use ({native.STATE})")
    for pure in (False, True):
        env = {k: v for k, v in os.environ.items() if k != "LAYOUTGEN_PURE"}
        if pure:
            env["LAYOUTGEN_PURE"] = "1"
        state, *files = json.loads(subprocess.run([sys.executable, "-c", _FILES], capture_output=True, text=True,
                                                  env=env, check=True).stdout)
        assert state == ("pure: LAYOUTGEN_PURE is set" if pure else "compiled")
        assert len(files) == len(native.ENGINE)
        assert all(f.endswith(".py") == pure for f in files), files
