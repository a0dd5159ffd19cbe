"""Stages a test generates to complete a pipeline around a real module: a vertex stage that
writes what a fragment stage reads, and an empty ray-generation stage.

The vertex stage is cut from the fragment module's own words: its capabilities, memory model,
types, constants and their decorations are copied, and each user input variable of the
fragment entry point becomes an output variable of the same type with the same location
decorations. The interfaces then match by construction, blocks and structs included.
"""
from __future__ import annotations

from layoutgen.spirv.binary import load
from layoutgen.spirv.grammar import (AddressingModel, Capability, Decoration, ExecutionModel, FunctionControl,
                                     MemoryModel, Op, StorageClass)
from support.spvasm import inst, module, to_bytes

_KEEP_HEAD = {int(Op.OpCapability), int(Op.OpExtension), int(Op.OpMemoryModel)}
_TYPE_OPS = {int(op) for op in Op if op.name.startswith(("OpType", "OpConstant", "OpSpecConstant"))}
_VAR_DECORATIONS = {int(Decoration.Location), int(Decoration.Component), int(Decoration.Flat),
                    int(Decoration.NoPerspective), int(Decoration.Centroid), int(Decoration.Sample)}
_SKIP_INPUTS = {int(Decoration.BuiltIn), int(Decoration.PerPrimitiveEXT), int(Decoration.PerVertexKHR)}


def vertex_for(data: bytes, entry: str = "main") -> bytes:
    """A vertex stage whose outputs are the user inputs of the fragment entry point ``entry``
    of module ``data`` (written by nobody: declarations are what the interface check compares)."""
    b = load(data)
    w = b.words
    head, types, decos, inputs = [], [], [], []
    type_ids: set[int] = set()
    var_decos: dict[int, list[list[int]]] = {}
    void = fn_type = None
    interface: list[int] = []
    for _i, s, op, wc in b.instructions():
        words = list(w[s:s + wc])
        if op in _KEEP_HEAD:
            head.append(words)
        elif op in _TYPE_OPS:
            types.append(words)
            result = words[2] if op in _RESULT_SECOND else words[1]
            type_ids.add(result)
            void = result if op == Op.OpTypeVoid else void
            fn_type = result if op == Op.OpTypeFunction and wc == 3 and words[2] == void else fn_type
        elif op in (Op.OpDecorate, Op.OpMemberDecorate):
            decos.append(words)
            var_decos.setdefault(words[1], []).append(words)
        elif op == Op.OpVariable and words[3] == StorageClass.Input:
            inputs.append((words[1], words[2]))
        elif op == Op.OpEntryPoint and words[1] == ExecutionModel.Fragment:
            name, after = _string(words, 3)
            if name == entry:
                interface = words[after:]
    pointers = {words[1]: words[3] for words in types if words[0] & 0xFFFF == Op.OpTypePointer}
    bound = b.header.bound
    new: list[list[int]] = []
    outputs: list[int] = []
    for ptr, var in inputs:
        own = var_decos.get(var, [])
        if var not in interface or any(d[0] & 0xFFFF == Op.OpDecorate and d[2] in _SKIP_INPUTS for d in own):
            continue
        out_ptr, out_var, bound = bound, bound + 1, bound + 2
        new.append(inst(Op.OpTypePointer, out_ptr, int(StorageClass.Output), pointers[ptr]))
        new.append(inst(Op.OpVariable, out_ptr, out_var, int(StorageClass.Output)))
        decos += [[d[0], out_var, *d[2:]] for d in own if d[0] & 0xFFFF == Op.OpDecorate and d[2] in _VAR_DECORATIONS]
        outputs.append(out_var)
    main, label = bound, bound + 1
    kept_decos = [d for d in decos if d[1] in type_ids or d[1] in outputs]
    body = [inst(Op.OpFunction, void, main, int(FunctionControl.None_), fn_type), inst(Op.OpLabel, label),
            inst(Op.OpReturn), inst(Op.OpFunctionEnd)]
    entry_point = inst(Op.OpEntryPoint, int(ExecutionModel.Vertex), main, "main", *outputs)
    words = [*head, entry_point, *kept_decos, *types, *new, *body]
    return to_bytes(module(*words, version=b.header.version, bound=bound + 2))


#: Type and constant opcodes whose result id is their second operand (after a result type).
_RESULT_SECOND = {int(op) for op in Op if op.name.startswith(("OpConstant", "OpSpecConstant"))}


def _string(words: list[int], start: int) -> tuple[str, int]:
    """The string at ``words[start:]`` and the index of the word after it."""
    end = start
    while all((words[end] >> k) & 0xFF for k in (0, 8, 16, 24)):
        end += 1
    data = b"".join(x.to_bytes(4, "little") for x in words[start:end + 1])
    return data.split(b"\0", 1)[0].decode(), end + 1


def empty_raygen() -> bytes:
    """A ray-generation stage that does nothing (SPIR-V 1.4)."""
    void, fn_type, main, label = 1, 2, 3, 4
    return to_bytes(module(
        inst(Op.OpCapability, int(Capability.RayTracingKHR)), inst(Op.OpExtension, "SPV_KHR_ray_tracing"),
        inst(Op.OpMemoryModel, int(AddressingModel.Logical), int(MemoryModel.GLSL450)),
        inst(Op.OpEntryPoint, int(ExecutionModel.RayGenerationKHR), main, "main"),
        inst(Op.OpTypeVoid, void), inst(Op.OpTypeFunction, fn_type, void),
        inst(Op.OpFunction, void, main, int(FunctionControl.None_), fn_type), inst(Op.OpLabel, label),
        inst(Op.OpReturn), inst(Op.OpFunctionEnd), version=(1, 4), bound=5))
