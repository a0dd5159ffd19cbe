"""Parts of the model that modules repeat (interface variables, struct members and block members
of a shared scalar, vector or matrix type) are made once and shared between reflections, as
the types themselves are; a shared part equals what a fresh one would be, and a part of
another type is never taken for it."""
from __future__ import annotations

from pathlib import Path

from layoutgen import reflect
from layoutgen.reflect.types import Member, Scalar, Vector

ROOT = Path(__file__).resolve().parents[2]
VERT = ROOT / "shaders" / "lit_mesh.vert.spv"


def test_a_module_reflected_twice_shares_its_repeated_parts() -> None:
    first, second = reflect(VERT), reflect(VERT.read_bytes(), file=str(VERT))
    assert first is not second and first.entry_points == second.entry_points
    a, b = first.entry_points[0], second.entry_points[0]
    assert a.inputs and all(x is y for x, y in zip(a.inputs, b.inputs))
    # gl_Position and gl_PointSize; ClipDistance and CullDistance are arrays, made for each module
    shared = [(x, y) for x, y in zip(a.builtin_outputs, b.builtin_outputs) if isinstance(x.type, (Scalar, Vector))]
    assert len(shared) == 2 and all(x is y for x, y in shared)
    assert all(x == y and x is not y for x, y in zip(a.builtin_outputs, b.builtin_outputs) if (x, y) not in shared)
    block_a, block_b = a.descriptor_bindings[0].block, b.descriptor_bindings[0].block
    assert block_a is not None and block_b is not None and block_a is not block_b
    assert all(x is y for x, y in zip(block_a.members, block_b.members))  # all of shared types here
    struct_a, struct_b = block_a.struct, block_b.struct
    assert struct_a is not None and struct_b is not None
    assert all(x is y for x, y in zip(struct_a.members, struct_b.members))


def test_shared_parts_equal_fresh_ones_field_for_field() -> None:
    ep = reflect(VERT).entry_points[0]
    for v in ep.inputs + ep.builtin_outputs:
        assert type(v)(**{f: getattr(v, f) for f in v.__dataclass_fields__}) == v
    block = ep.descriptor_bindings[0].block
    assert block is not None and block.struct is not None
    for m in block.struct.members:
        assert isinstance(m.type, (Scalar, Vector)) or m.type.__class__.__name__ == "Matrix"
        assert Member(**{f: getattr(m, f) for f in m.__dataclass_fields__}) == m


def test_what_a_module_reflects_to_does_not_hang_on_the_modules_before_it(corpus_modules: list) -> None:
    """The corpus reflected in one order and in the other, each in a fresh process (the shared
    parts made in the order met): the same JSON for every module. A part shared on fewer
    fields than it has would be made by whichever module came first, and differ."""
    import json
    import subprocess
    import sys

    paths = [str(m.spv) for m in corpus_modules[::3]]
    code = ("import json, sys; from layoutgen.batch import reflect_many; "
            "print(json.dumps({p: str(r) for p, r in reflect_many(sys.argv[1:], jobs=1, form='json')}))")
    runs = [json.loads(subprocess.run([sys.executable, "-c", code, *order], capture_output=True, text=True,
                                      check=True, cwd=ROOT).stdout) for order in (paths, paths[::-1])]
    assert runs[0] == runs[1] and len(runs[0]) == len(set(paths))
