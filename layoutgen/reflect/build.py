"""Assemble the reflection of a module from the scan's index, one entry point at a time."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..spirv.binary import Binary, Source, load
from ..spirv.grammar_tables import BuiltIn, Decoration, ExecutionMode, Op, StorageClass
from .interface import interface_variable
from .kinds import Qualifier
from .enumerants import CAPABILITIES, EXECUTION_MODELS, EXECUTION_MODES, SOURCE_LANGUAGES, Capability, ExecutionModel, \
    SourceLanguage
from .model import EntryPoint, ExecutionMode as Mode, Module, SpecializationConstant
from .descriptor_model import DescriptorBinding, PushConstantBlock
from .interface_model import InterfaceVariable
from .read import apply_groups, decorations, name_of, need_words, string_at
from .scan import Index, scan
from .spec import SpecComposite, SpecConst, evaluate
from .block_members import block_of
from .aliasing import location_issues
from .shared_ids import spec_id_issues
from .heaps import BUFFER_DESCRIPTORS, HeapReader, heap_variables
from .typeinfo import Resolver
from .types import Block, Image, ImageDim, Opaque, OpaqueKind, SampledImage, ScalarKind, SpecSize, Struct, Tensor, \
    Type, unwrap
from .vkenums import STAGES, DescriptorType

_D_BINDING = Decoration.Binding
_D_BUFFERBLOCK = Decoration.BufferBlock
_D_BUILTIN = Decoration.BuiltIn
_D_COUNTERBUFFER = Decoration.CounterBuffer
_D_DESCRIPTORSET = Decoration.DescriptorSet
_D_INPUTATTACHMENTINDEX = Decoration.InputAttachmentIndex
_D_NONREADABLE = Decoration.NonReadable
_D_NONWRITABLE = Decoration.NonWritable
_SC_INPUT = StorageClass.Input
_SC_OUTPUT = StorageClass.Output
_SC_PUSHCONSTANT = StorageClass.PushConstant
_SC_STORAGEBUFFER = StorageClass.StorageBuffer
_SC_UNIFORM = StorageClass.Uniform
_SC_UNIFORMCONSTANT = StorageClass.UniformConstant
_OP_TYPE_POINTER = Op.OpTypePointer
_OP_TYPE_UNTYPED_POINTER = Op.OpTypeUntypedPointerKHR
_OP_UNTYPED_VARIABLE = Op.OpUntypedVariableKHR
_ARRAY_OPS = (Op.OpTypeArray, Op.OpTypeRuntimeArray)
_OP_EXEC_MODE_ID = Op.OpExecutionModeId
_LOCAL_SIZE = (ExecutionMode.LocalSize, ExecutionMode.LocalSizeId)
_WORKGROUP_SIZE = BuiltIn.WorkgroupSize
_LOCAL_SIZE_ID = ExecutionMode.LocalSizeId
_RESOURCE_CLASSES = frozenset({_SC_UNIFORMCONSTANT, _SC_UNIFORM, _SC_STORAGEBUFFER})
_IO_CLASSES = frozenset({_SC_INPUT, _SC_OUTPUT})
_COMPUTE_LIKE = frozenset({ExecutionModel.GL_COMPUTE, ExecutionModel.KERNEL, ExecutionModel.TASK_NV,
                           ExecutionModel.MESH_NV, ExecutionModel.TASK_EXT, ExecutionModel.MESH_EXT})
_UINT = ScalarKind.UINT




@dataclass(slots=True)
class _Resource:
    """A descriptor or push-constant variable, described once per module."""

    var: int
    push: bool
    set: int
    binding: int
    dtype: DescriptorType | None
    dims: tuple[int | None, ...]
    specs: tuple[SpecSize | None, ...]
    name: str
    type_name: str
    block: Block | None
    image: Image | None
    attachment: int | None
    counter_var: int | None
    non_writable: bool
    non_readable: bool


class _Builder:
    def __init__(self, binary: Binary) -> None:
        self.binary = binary
        self.ix: Index = scan(binary)
        if self.ix.groups:
            apply_groups(self.ix)
        self.res = Resolver(self.ix)
        self.words = self.ix.words
        self.nv_ray_tracing = self._has_extension("SPV_NV_ray_tracing")
        self._globals: frozenset[int] | None = None
        #: (result id, expression, name) of each specialization constant, in module order.
        self._specs: list[tuple[int, SpecConst, str]] = []
        #: Variable id -> (set, binding) of each descriptor resource (see :func:`_counters`).
        self._counters: dict[int, tuple[int, int]] = {}
        #: (resource, accessed, in interface) -> its DescriptorBinding: an entry point's and the
        #: module's declared list share one where they say the same.
        self._bindings: dict[tuple[int, bool, bool | None], DescriptorBinding] = {}

    def _has_extension(self, name: str) -> bool:
        return any(string_at(self.ix, pos, 1)[0] == name for pos in self.ix.extensions)

    # -- variables ------------------------------------------------------------------------
    def globals(self) -> list[tuple[int, int, int, int | None]]:
        """(position, id, storage class, pointee type id) of every global variable; an
        untyped variable's pointee is the data type it names, or None."""
        w = self.words
        out = []
        for pos in self.ix.variables:
            wc = w[pos] >> 16
            if wc < 4:
                raise self.ix.error(pos, "too few words: needs at least 4")
            ptr = self.res.pos_of(w[pos + 1], pos)
            if (w[pos] & 0xFFFF) == _OP_UNTYPED_VARIABLE:
                if (w[ptr] & 0xFFFF) != _OP_TYPE_UNTYPED_POINTER:
                    raise self.ix.error(pos, f"type %{w[pos + 1]} of an untyped variable is not an untyped pointer")
                out.append((pos, w[pos + 2], w[pos + 3], w[pos + 4] if wc > 4 else None))
                continue
            if (w[ptr] & 0xFFFF) != _OP_TYPE_POINTER or (w[ptr] >> 16) < 4:
                raise self.ix.error(pos, f"type %{w[pos + 1]} of a variable is not a pointer")
            out.append((pos, w[pos + 2], w[pos + 3], w[ptr + 3]))
        return out

    def resources(self, variables: list[tuple[int, int, int, int | None]]) -> list[_Resource]:
        out = []
        for pos, _var, storage, pointee in variables:
            if storage in _RESOURCE_CLASSES or storage == _SC_PUSHCONSTANT:
                r = self._resource(pos, storage, pointee)
                if r is not None:
                    out.append(r)
        return out

    def _resource(self, pos: int, storage: int, pointee: int | None) -> _Resource | None:
        w = self.words
        var = w[pos + 2]
        deco = decorations(self.ix, var)
        if _D_BUILTIN in deco:  # e.g. a descriptor heap: no set or binding
            return None
        push = storage == _SC_PUSHCONSTANT
        if pointee is None:
            return self._untyped_resource(pos, storage, deco)
        t, arrays = unwrap(self.res.type(pointee, pos))
        base_id = pointee
        for _ in arrays:  # the element type's id, whose decorations say Block or BufferBlock
            base_id = w[self.res.pos_of(base_id, pos) + 2]
        base_deco = decorations(self.ix, base_id)
        dtype = None if push else self._descriptor_type(t, storage, base_deco)
        if not push and dtype is None:
            return None
        block = block_of(t) if isinstance(t, Struct) else None
        if push and block is None:
            return None
        image = t.image if isinstance(t, SampledImage) else t if isinstance(t, Image) else None
        type_name = name_of(self.ix, base_id) or t.glsl()
        non_writable, non_readable = _D_NONWRITABLE in deco, _D_NONREADABLE in deco
        if isinstance(t, Struct) and t.members:  # glslang marks readonly/writeonly on every member
            non_writable = non_writable or all(Qualifier.NON_WRITABLE in m.qualifiers for m in t.members)
            non_readable = non_readable or all(Qualifier.NON_READABLE in m.qualifiers for m in t.members)
        return self._make(var, push, deco, dtype, arrays, type_name, block, image, non_writable, non_readable)

    def _make(self, var: int, push: bool, deco: dict[int, Any], dtype: DescriptorType | None, arrays: tuple[Any, ...],
              type_name: str, block: Block | None, image: Image | None, non_writable: bool,
              non_readable: bool) -> _Resource:
        counter = deco.get(_D_COUNTERBUFFER)
        return _Resource(
            var=var, push=push, set=deco.get(_D_DESCRIPTORSET, (0,))[0], binding=deco.get(_D_BINDING, (0,))[0],
            dtype=dtype, dims=tuple(a.length for a in arrays), specs=tuple(a.spec for a in arrays),
            name=name_of(self.ix, var) or type_name, type_name=type_name, block=block, image=image,
            attachment=deco.get(_D_INPUTATTACHMENTINDEX, (None,))[0], counter_var=counter[0] if counter else None,
            non_writable=non_writable, non_readable=non_readable)

    def _untyped_resource(self, pos: int, storage: int, deco: dict[int, Any]) -> _Resource | None:
        """An untyped variable that names no data type: a buffer by its storage class."""
        if _D_DESCRIPTORSET not in deco and _D_BINDING not in deco:
            return None
        var = self.words[pos + 2]
        dtype = BUFFER_DESCRIPTORS.get(storage)
        if dtype is None:
            where = f"set {deco.get(_D_DESCRIPTORSET, (0,))[0]} binding {deco.get(_D_BINDING, (0,))[0]}"
            raise self.ix.error(pos, f"untyped variable %{var} {name_of(self.ix, var)!r} at {where} names no data "
                                     "type, so its descriptor type cannot be known")
        return self._make(var, False, deco, dtype, (), "", None, None, _D_NONWRITABLE in deco,
                          _D_NONREADABLE in deco)

    def _descriptor_type(self, t: Type, storage: int, base_deco: dict[int, Any]) -> DescriptorType | None:
        if isinstance(t, Struct):
            if storage == _SC_STORAGEBUFFER or _D_BUFFERBLOCK in base_deco:
                return DescriptorType.STORAGE_BUFFER
            return DescriptorType.UNIFORM_BUFFER if storage == _SC_UNIFORM else None
        if isinstance(t, SampledImage):
            if t.image.dim is ImageDim.BUFFER:
                return DescriptorType.UNIFORM_TEXEL_BUFFER
            return DescriptorType.COMBINED_IMAGE_SAMPLER
        if isinstance(t, Image):
            if t.dim is ImageDim.SUBPASS_DATA:
                return DescriptorType.INPUT_ATTACHMENT
            if t.dim is ImageDim.BUFFER:
                return DescriptorType.STORAGE_TEXEL_BUFFER if t.sampled == 2 else DescriptorType.UNIFORM_TEXEL_BUFFER
            return DescriptorType.STORAGE_IMAGE if t.sampled == 2 else DescriptorType.SAMPLED_IMAGE
        if isinstance(t, Tensor):
            return DescriptorType.TENSOR_ARM
        if isinstance(t, Opaque):
            if t.name is OpaqueKind.SAMPLER:
                return DescriptorType.SAMPLER
            if t.name is OpaqueKind.ACCELERATION_STRUCTURE:
                return (DescriptorType.ACCELERATION_STRUCTURE_NV if self.nv_ray_tracing
                        else DescriptorType.ACCELERATION_STRUCTURE_KHR)
        return None

    def _heap_kind(self, t: Type) -> DescriptorType | None:
        """The descriptor a heap element of type ``t`` is (a binding's rule, UniformConstant)."""
        return self._descriptor_type(t, _SC_UNIFORMCONSTANT, {})

    # -- entry points ---------------------------------------------------------------------
    def reachable(self, function: int) -> list[int]:
        """``function`` and every function it calls, directly or not, that the module defines."""
        funcs = self.ix.functions
        seen = {function}
        todo = [function]
        out: list[int] = []
        while todo:
            f = todo.pop()
            entry = funcs.get(f)
            if entry is None:
                continue
            out.append(f)
            for callee in entry.calls:
                if callee not in seen:
                    seen.add(callee)
                    todo.append(callee)
        return out

    def used_ids(self, functions: list[int]) -> set[int]:
        """Every global variable an instruction of ``functions`` (an entry point's call tree)
        takes as an id operand (the Vulkan glossary's static use)."""
        if self._globals is None:
            self._globals = self.ix.global_variables()
        used: set[int] = set()
        for f in functions:
            used |= self.ix.uses(f, self._globals)
        return used

    def entry_point(self, pos: int, variables: list[tuple[int, int, int, int | None]], resources: list[_Resource],
                    specs: tuple[SpecializationConstant, ...], heaps: HeapReader | None = None) -> EntryPoint:
        w = self.words
        need_words(self.ix, pos, 4)
        # an execution model newer than the grammar: its number as text
        model: ExecutionModel | str = EXECUTION_MODELS.get(w[pos + 1]) or str(w[pos + 1])
        function = w[pos + 2]
        name, k = string_at(self.ix, pos, 3)
        if function not in self.ix.functions:
            raise self.ix.error(pos, f"entry point {name!r} names function %{function}, which the module does not "
                                     "define (is the module cut short?)")
        interface = set(w[pos + k:pos + (w[pos] >> 16)])
        if interface and max(interface) >= self.binary.header.bound:
            raise self.ix.error(pos, f"entry point {name!r} lists %{max(interface)}, which is not below the header's "
                                     f"id bound {self.binary.header.bound}")
        functions = self.reachable(function)
        used = self.used_ids(functions)
        new_lists = self.binary.header.version >= (1, 4)
        bindings, pushes = [], []
        for r in resources:
            accessed = r.var in used
            listed = r.var in interface if new_lists else None
            if not (listed if new_lists else accessed):
                continue
            if r.push:
                pushes.append(_push_block(r, accessed, listed))
            else:
                bindings.append(self.binding(r, accessed, listed))
        bindings.sort(key=lambda b: (b.set, b.binding))
        inputs, outputs = self.io(model, interface, variables)
        modes = self.modes(function)
        size, size_ids = self.workgroup_size(model, modes, function)
        user_in, builtin_in = _split_builtins(inputs)
        user_out, builtin_out = _split_builtins(outputs)
        stage = STAGES.get(model)
        return EntryPoint(
            name=name, execution_model=model, stage=stage, descriptor_bindings=tuple(bindings),
            push_constants=tuple(pushes), inputs=user_in, outputs=user_out,
            builtin_inputs=builtin_in, builtin_outputs=builtin_out,
            specialization_constants=specs, execution_modes=tuple(m for m, _ in modes), workgroup_size=size,
            workgroup_size_spec_ids=size_ids,
            descriptor_heaps=heaps.for_entry_point(functions, used, interface if new_lists else None) if heaps else (),
            location_issues=location_issues(stage, user_in, user_out),
            spec_id_issues=spec_id_issues(self._specs, self.workgroup_ids(model, function)) if self._specs else ())

    def io(self, model: str, interface: set[int], variables: list[tuple[int, int, int, int | None]]
           ) -> tuple[list[InterfaceVariable], list[InterfaceVariable]]:
        inputs: list[InterfaceVariable] = []
        outputs: list[InterfaceVariable] = []
        for pos, var, storage, pointee in variables:
            if storage not in _IO_CLASSES or var not in interface or pointee is None:
                continue
            is_input = storage == _SC_INPUT
            t = self.res.type(pointee, pos)
            (inputs if is_input else outputs).extend(interface_variable(self.ix, var, t, model, is_input))
        key = lambda v: (v.location is None, v.location or 0, v.component)  # noqa: E731
        return sorted(inputs, key=key), sorted(outputs, key=key)

    def modes(self, function: int) -> list[tuple[Mode, tuple[Any, ...]]]:
        """The execution modes of ``function``: (mode, raw operand expressions)."""
        out = []
        w = self.words
        for pos in self.ix.modes:
            need_words(self.ix, pos, 3)
            if w[pos + 1] != function:
                continue
            mode = w[pos + 2]
            raw = w[pos + 3:pos + (w[pos] >> 16)]
            if (w[pos] & 0xFFFF) == _OP_EXEC_MODE_ID:
                exprs = tuple(self.res.constant(i, pos) for i in raw)
                values = tuple(self.res.default_value(e, pos) for e in exprs)
            else:
                exprs, values = tuple([SpecConst(None, v, _UINT, 32) for v in raw]), tuple(raw)
            out.append((Mode(name=EXECUTION_MODES.get(mode, str(mode)), operands=values), (mode, exprs)))
        return out

    def workgroup_size(self, model: str, modes: list[tuple[Mode, tuple[Any, ...]]], function: int) -> tuple[Any, ...]:
        if model not in _COMPUTE_LIKE:
            return None, None
        exprs = next((e for _m, (mode, e) in modes if mode in _LOCAL_SIZE), None)
        builtin = self._workgroup_size_builtin()
        if builtin is not None:
            exprs = builtin
        if exprs is None or len(exprs) != 3:
            return None, None
        values = [evaluate(e, {}) for e in exprs]  # not default_value(): a mode's literals are no constants
        if any(isinstance(v, bool) or not isinstance(v, int) for v in values):
            # LocalSizeId's operands and the WorkgroupSize built-in's components are integers
            raise self.binary.error(f"the workgroup size of %{function} is {tuple(values)}, not three integers")
        size = tuple(values)
        ids = tuple([e.spec_id if isinstance(e, SpecConst) else None for e in exprs])
        return size, ids

    def _workgroup_size_builtin(self) -> tuple[Any, ...] | None:
        found = self._workgroup_size_builtin_id()
        if found is None:
            return None
        c = self.res.constant(*found)
        return c.parts if isinstance(c, SpecComposite) else None

    def _workgroup_size_builtin_id(self) -> tuple[int, int] | None:
        """(id, decoration position) of the constant decorated BuiltIn WorkgroupSize, if any."""
        w = self.words
        for id_, positions in self.ix.decorations.items():
            for pos in positions:
                if w[pos + 2] == _D_BUILTIN and (w[pos] >> 16) > 3 and w[pos + 3] == _WORKGROUP_SIZE:
                    return id_, pos
        return None

    def workgroup_ids(self, model: str, function: int) -> tuple[int, ...]:
        """The ids of the constants that give ``function``'s workgroup size, x first: the
        WorkgroupSize built-in's constituents, else LocalSizeId's operands; () where no
        constant ids give it (LocalSize's are literals)."""
        if model not in _COMPUTE_LIKE:
            return ()
        w = self.words
        found = self._workgroup_size_builtin_id()
        if found is not None:
            pos = self.ix.defs.get(found[0])
            return tuple(w[pos + 3:pos + (w[pos] >> 16)]) if pos is not None else ()
        for pos in self.ix.modes:
            if w[pos + 1] == function and (w[pos] & 0xFFFF) == _OP_EXEC_MODE_ID and w[pos + 2] == _LOCAL_SIZE_ID:
                return tuple(w[pos + 3:pos + (w[pos] >> 16)])
        return ()

    def specialization_constants(self) -> tuple[SpecializationConstant, ...]:
        out = []
        for pos in self.ix.spec_constants:
            need_words(self.ix, pos, 3)
            var = self.words[pos + 2]
            expr = self.res.constant(var, pos)
            if not isinstance(expr, SpecConst) or expr.spec_id is None or expr.kind is None:
                continue
            self._specs.append((var, expr, name_of(self.ix, var)))
            out.append(SpecializationConstant(id=expr.spec_id, name=name_of(self.ix, var), type=expr.kind,
                                              width=expr.width, default=expr.default))
        # glslang may declare one SpecId twice (LocalSizeId and the WorkgroupSize built-in).
        by_id: dict[int, SpecializationConstant] = {}
        for sc in out:
            if sc.id not in by_id or (sc.name and not by_id[sc.id].name):
                by_id[sc.id] = sc
        return tuple(sorted(by_id.values(), key=lambda s: s.id))

    def module(self) -> Module:
        variables = self.globals()
        resources = self.resources(variables)
        specs = self.specialization_constants()
        heap_vars = heap_variables(self.ix, variables)
        heaps = HeapReader(self.ix, self.res, heap_vars, self._heap_kind) if heap_vars else None
        self._counters = _counters(resources)
        eps = tuple(self.entry_point(pos, variables, resources, specs, heaps) for pos in self.ix.entry_points)
        accessed = {(b.set, b.binding, b.name) for ep in eps for b in ep.descriptor_bindings if b.accessed}
        declared = sorted((self.binding(r, (r.set, r.binding, r.name) in accessed, None)
                           for r in resources if not r.push), key=lambda b: (b.set, b.binding))
        h = self.binary.header
        caps: tuple[Capability | str, ...] = tuple(CAPABILITIES.get(c) or str(c) for c in self.ix.capabilities)
        exts = tuple(string_at(self.ix, pos, 1)[0] for pos in self.ix.extensions)
        return Module(file=self.binary.file, spirv_version=h.version, generator=h.generator, entry_points=eps,
                      specialization_constants=specs, declared_bindings=tuple(declared), capabilities=caps,
                      extensions=exts, code=self.binary.data, source_language=self.source_language())

    def binding(self, r: _Resource, accessed: bool, listed: bool | None) -> DescriptorBinding:
        """The DescriptorBinding of ``r``, made once for each ``accessed`` and ``listed``."""
        key = (id(r), accessed, listed)
        found = self._bindings.get(key)
        if found is None:
            found = self._bindings[key] = _binding(r, accessed, listed, self._counters)
        return found

    def source_language(self) -> SourceLanguage | str | None:
        """The language the module's first OpSource names (its number as text where the grammar
        does not know it)."""
        pos = self.ix.source
        if pos is None:
            return None
        value = self.words[pos + 1]
        return SOURCE_LANGUAGES.get(value) or str(value)


def _split_builtins(variables: list[InterfaceVariable]
                    ) -> tuple[tuple[InterfaceVariable, ...], tuple[InterfaceVariable, ...]]:
    """``variables`` apart: those that are no built-in, and the built-ins, each in order."""
    user: list[InterfaceVariable] = []
    builtins: list[InterfaceVariable] = []
    for v in variables:
        (builtins if v.builtin else user).append(v)
    return tuple(user), tuple(builtins)


def _counters(resources: list[_Resource]) -> dict[int, tuple[int, int]]:
    """Variable id -> (set, binding), for linking HLSL counter buffers."""
    return {r.var: (r.set, r.binding) for r in resources if not r.push}


def _binding(r: _Resource, accessed: bool, listed: bool | None, counters: dict[int, Any]) -> DescriptorBinding:
    count = 1
    for d in r.dims:
        count = 0 if d is None else count * d
    counter = counters.get(r.counter_var) if r.counter_var is not None else None
    assert r.dtype is not None
    return DescriptorBinding(
        set=r.set, binding=r.binding, descriptor_type=r.dtype, count=count, name=r.name, type_name=r.type_name,
        accessed=accessed, in_interface=listed, array_dims=r.dims, spec_dims=r.specs if any(r.specs) else (),
        block=r.block, image=r.image, input_attachment_index=r.attachment, counter=counter,
        non_writable=r.non_writable, non_readable=r.non_readable)


def _push_block(r: _Resource, accessed: bool, listed: bool | None) -> PushConstantBlock:
    block = r.block
    assert block is not None
    offset = min((m.offset for m in block.members), default=0)
    return PushConstantBlock(name=r.name, type_name=r.type_name, offset=offset, size=block.size - offset, block=block,
                             accessed=accessed, in_interface=listed)


def reflect(source: Source | Binary, file: str | None = None) -> Module:
    """The module ``source`` holds, reflected (:func:`layoutgen.reflect.api.reflect`)."""
    binary = source if isinstance(source, Binary) else load(source, file)
    return _Builder(binary).module()
