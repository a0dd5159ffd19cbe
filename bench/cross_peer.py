"""SPIRV-Cross's C library (Debian's libspirv-cross-c-shared0) through ctypes: the in-process
peer reflect() is measured against.

Per module: parse, a compiler with no backend, the shader resources, and for every resource
its name, set and binding (or location), and the declared size of every block.
"""
from __future__ import annotations

import ctypes
import ctypes.util
from array import array

LIBRARY = "libspirv-cross-c-shared.so.0"
_RESOURCE_TYPES = range(1, 15)  # SPVC_RESOURCE_TYPE_UNIFORM_BUFFER .. SHADER_RECORD_BUFFER
_BLOCKS = {1, 2, 9, 14}  # uniform, storage, push-constant and shader-record buffers
_IO = {3, 4}  # stage inputs and outputs
_SET, _BINDING, _LOCATION = 34, 33, 30


class _Resource(ctypes.Structure):
    _fields_ = [("id", ctypes.c_uint32), ("base_type_id", ctypes.c_uint32), ("type_id", ctypes.c_uint32),
                ("name", ctypes.c_char_p)]


def load() -> ctypes.CDLL | None:
    """The library, or None where it is not installed."""
    try:
        lib = ctypes.CDLL(LIBRARY)
    except OSError:
        return None
    p, u32, size = ctypes.c_void_p, ctypes.c_uint32, ctypes.c_size_t
    for name, args, res in (
            ("spvc_context_create", [ctypes.POINTER(p)], ctypes.c_int),
            ("spvc_context_destroy", [p], None),
            ("spvc_context_release_allocations", [p], None),
            ("spvc_context_parse_spirv", [p, ctypes.POINTER(u32), size, ctypes.POINTER(p)], ctypes.c_int),
            ("spvc_context_create_compiler", [p, ctypes.c_int, p, ctypes.c_int, ctypes.POINTER(p)], ctypes.c_int),
            ("spvc_compiler_create_shader_resources", [p, ctypes.POINTER(p)], ctypes.c_int),
            ("spvc_resources_get_resource_list_for_type",
             [p, ctypes.c_int, ctypes.POINTER(ctypes.POINTER(_Resource)), ctypes.POINTER(size)], ctypes.c_int),
            ("spvc_compiler_get_decoration", [p, u32, ctypes.c_int], ctypes.c_uint),
            ("spvc_compiler_get_type_handle", [p, u32], p),
            ("spvc_compiler_get_declared_struct_size", [p, p, ctypes.POINTER(size)], ctypes.c_int)):
        fn = getattr(lib, name)
        fn.argtypes, fn.restype = args, res
    return lib


class Peer:
    """One context, reused (its allocations released) for every module."""

    def __init__(self, lib: ctypes.CDLL) -> None:
        self.lib = lib
        self.ctx = ctypes.c_void_p()
        if lib.spvc_context_create(ctypes.byref(self.ctx)):
            raise RuntimeError("spvc_context_create failed")

    def close(self) -> None:
        self.lib.spvc_context_destroy(self.ctx)

    def reflect(self, data: bytes) -> dict | None:
        """{(kind, set, binding or location): (name, block size)}; None where it cannot parse."""
        lib, ctx = self.lib, self.ctx
        words = array("I", data)
        parsed, compiler, resources = ctypes.c_void_p(), ctypes.c_void_p(), ctypes.c_void_p()
        buf = (ctypes.c_uint32 * len(words)).from_buffer(words)
        try:
            if lib.spvc_context_parse_spirv(ctx, buf, len(words), ctypes.byref(parsed)):
                return None
            if lib.spvc_context_create_compiler(ctx, 0, parsed, 1, ctypes.byref(compiler)):
                return None
            if lib.spvc_compiler_create_shader_resources(compiler, ctypes.byref(resources)):
                return None
            return self._resources(compiler, resources)
        finally:
            lib.spvc_context_release_allocations(ctx)

    def _resources(self, compiler: ctypes.c_void_p, resources: ctypes.c_void_p) -> dict:
        lib = self.lib
        out = {}
        items, count, size = ctypes.POINTER(_Resource)(), ctypes.c_size_t(), ctypes.c_size_t()
        for kind in _RESOURCE_TYPES:
            if lib.spvc_resources_get_resource_list_for_type(resources, kind, ctypes.byref(items), ctypes.byref(count)):
                continue
            for k in range(count.value):
                r = items[k]
                if kind in _IO:
                    where = (lib.spvc_compiler_get_decoration(compiler, r.id, _LOCATION),)
                else:
                    where = (lib.spvc_compiler_get_decoration(compiler, r.id, _SET),
                             lib.spvc_compiler_get_decoration(compiler, r.id, _BINDING))
                block = 0
                if kind in _BLOCKS:
                    handle = lib.spvc_compiler_get_type_handle(compiler, r.base_type_id)
                    if not lib.spvc_compiler_get_declared_struct_size(compiler, handle, ctypes.byref(size)):
                        block = size.value
                out[(kind, *where, r.name)] = block
        return out


def _screen_child(paths: list[str], report: str) -> None:
    peer = Peer(load())  # type: ignore[arg-type]
    with open(report, "a") as out:
        for p in paths:
            out.write(p + "\n")
            out.flush()
            with open(p, "rb") as fh:
                peer.reflect(fh.read())
        out.write("done\n")


def crashing(paths: list) -> set[str]:
    """The modules that crash the library (SPIRV-Cross 2021 dies on some newer SPIR-V): each
    pass runs in a child process, restarted past the module it died on."""
    import multiprocessing as mp
    import os
    import tempfile

    left = [str(p) for p in paths]
    bad: set[str] = set()
    while left:
        fd, report = tempfile.mkstemp()
        os.close(fd)
        child = mp.get_context("spawn").Process(target=_screen_child, args=(left, report))
        child.start()
        child.join()
        with open(report) as fh:
            seen = fh.read().splitlines()
        os.unlink(report)
        if child.exitcode == 0 and seen and seen[-1] == "done":
            break
        if not seen:
            raise RuntimeError("the SPIRV-Cross screening process died before reading a module")
        bad.add(seen[-1])
        left = left[left.index(seen[-1]) + 1:]
    return bad
