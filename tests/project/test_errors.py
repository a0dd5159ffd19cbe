"""The errors themselves: each pickles with its fields, so a worker process can send it."""
from __future__ import annotations

import inspect
import pickle

from layoutgen import errors as E

#: One instance of each error class, its fields set.
SAMPLES = [
    E.LayoutgenError("x"),
    E.SpirvFormatError("bad", file="f.spv", index=3, offset=0x40, opcode="OpName"),
    E.SpirvFormatError("header"),
    E.ReflectionError("r"), E.NotFoundError("nothing named 'a'"), E.LayoutError("l"), E.LayoutConflictError("c"),
    E.LayoutLimitError("maxPerStageDescriptorSamplers", 4, 9, "set 0"), E.BindlessBoundError("b"),
    E.VulkanError("v"), E.ValidationError(["a message"], "heading"),
    E.DescriptorHeapError("m", [("main", "resource")]), E.DescriptorHeapLayoutError("m", [("main", "sampler")]),
    E.DescriptorHeapDeviceError("m"), E.MissingDependencyError("numpy", "numpy", "numpy_dtype()"),
    E.ClosedError("this descriptor pool"), E.ClosedError("this pipeline layout", "destroyed"),
]


def test_every_error_pickles_with_its_fields() -> None:
    classes = {c for _n, c in inspect.getmembers(E, inspect.isclass) if issubclass(c, E.LayoutgenError)}
    assert classes == {type(e) for e in SAMPLES}
    for exc in SAMPLES:
        back = pickle.loads(pickle.dumps(exc))
        assert (type(back), str(back), back.args, back.__dict__) == (type(exc), str(exc), exc.args, exc.__dict__)
    spirv = pickle.loads(pickle.dumps(SAMPLES[1]))
    assert (spirv.file, spirv.index, spirv.offset, spirv.opcode, spirv.detail) == ("f.spv", 3, 0x40, "OpName", "bad")


def test_the_command_line_usage_error_pickles() -> None:
    from layoutgen.commands import UsageError

    back = pickle.loads(pickle.dumps(UsageError("no such file")))
    assert type(back) is UsageError and str(back) == "no such file"
