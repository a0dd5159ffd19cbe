"""Descriptor heaps (SPV_EXT_descriptor_heap): which heap an entry point reaches, and what it reads.

A heap is an untyped ``UniformConstant`` variable decorated ``BuiltIn ResourceHeapEXT`` or
``SamplerHeapEXT``; it has no set or binding. A shader reads a descriptor from it with an
untyped access chain whose Base Type lays the heap out (most often a runtime array of one
descriptor type, strided by ``ArrayStrideIdEXT`` of an ``OpConstantSizeOfEXT``: the device's
size of that descriptor), or loads straight from it. Each such instruction of an entry point's
call tree is one :class:`~.descriptor_model.HeapAccess`; its element type says what kind of descriptor it
reads. Nothing here is read from a list of element types: the chain is walked as the grammar
lays it out, so a heap laid out as a struct (``Offset``/``OffsetIdEXT``) reads as well.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from ..spirv.grammar_tables import BuiltIn, Decoration, Op, StorageClass
from .kinds import HeapKind
from .descriptor_model import DescriptorHeap, HeapAccess
from .read import decorations, name_of
from .scan import Index
from .spec import SpecConst
from .typeinfo import Resolver, member_decoration_list
from .types import Image, SampledImage, ScalarKind, Type
from .vkenums import DescriptorType

#: The heap built-ins -> the heap's short name.
HEAPS = {BuiltIn.ResourceHeapEXT: HeapKind.RESOURCE, BuiltIn.SamplerHeapEXT: HeapKind.SAMPLER}
#: Access-chain opcodes -> how many operand words precede the indexes (result type, result,
#: base type, base, and for the Ptr forms the element).
_CHAINS = {Op.OpUntypedAccessChainKHR: 5, Op.OpUntypedInBoundsAccessChainKHR: 5,
           Op.OpUntypedPtrAccessChainKHR: 6, Op.OpUntypedInBoundsPtrAccessChainKHR: 6}
_OP_LOAD = Op.OpLoad
_OP_BUFFER = Op.OpTypeBufferEXT
_OP_SIZE_OF = Op.OpConstantSizeOfEXT
_OP_STRUCT = Op.OpTypeStruct
_ARRAYS = frozenset({Op.OpTypeArray, Op.OpTypeRuntimeArray})
_INT_CONSTANTS = frozenset({Op.OpConstant, Op.OpConstantNull})
_INTEGERS = (ScalarKind.INT, ScalarKind.UINT)
_D_BUILTIN = Decoration.BuiltIn
_D_ARRAY_STRIDE = Decoration.ArrayStride
_D_ARRAY_STRIDE_ID = Decoration.ArrayStrideIdEXT
_D_OFFSET = Decoration.Offset
_D_OFFSET_ID = Decoration.OffsetIdEXT
#: The descriptor a buffer of a storage class is, where its type does not say (an untyped
#: variable, a heap's buffer).
BUFFER_DESCRIPTORS = {StorageClass.StorageBuffer: DescriptorType.STORAGE_BUFFER,
                      StorageClass.Uniform: DescriptorType.UNIFORM_BUFFER}
_BUFFER_NAMES = {StorageClass.StorageBuffer: "StorageBuffer buffer", StorageClass.Uniform: "Uniform buffer"}

#: What kind of descriptor a reflected element type is (the binding's rule, UniformConstant).
KindOf = Callable[[Type], "DescriptorType | None"]


def heap_variables(ix: Index, variables: Iterable[tuple[int, int, int, int | None]]) -> dict[int, HeapKind]:
    """Heap variable id -> HeapKind.RESOURCE or SAMPLER, for the global variables given as
    (position, id, storage class, pointee)."""
    out: dict[int, HeapKind] = {}
    for _pos, var, _storage, _pointee in variables:
        builtin = decorations(ix, var).get(_D_BUILTIN) if var in ix.decorations else None
        if builtin and builtin[0] in HEAPS:
            out[var] = HEAPS[builtin[0]]
    return out


class HeapReader:
    """The heaps of one module and the accesses each function makes into them."""

    def __init__(self, ix: Index, res: Resolver, heaps: dict[int, HeapKind], kind_of: KindOf) -> None:
        self.ix, self.res, self.words = ix, res, ix.words
        self.heaps = heaps
        self.kind_of = kind_of
        self._by_function: dict[int, list[tuple[int, HeapAccess]]] = {}

    def for_entry_point(self, functions: Iterable[int], used: set[int], interface: set[int] | None
                        ) -> tuple[DescriptorHeap, ...]:
        """The heaps an entry point reaches: in its interface list (SPIR-V 1.4 and later, when
        ``interface`` is given) or statically used (``used``), with the accesses of
        ``functions``, its call tree."""
        found: dict[int, list[HeapAccess]] = {}
        for f in functions:
            for var, access in self._accesses(f):
                seen = found.setdefault(var, [])
                if access not in seen:
                    seen.append(access)
        out = []
        for var, heap in sorted(self.heaps.items(), key=lambda kv: (kv[1], kv[0])):
            listed = var in interface if interface is not None else None
            if not (listed if interface is not None else var in used):
                continue
            out.append(DescriptorHeap(heap=heap, name=name_of(self.ix, var) or f"{heap}_heap", accessed=var in used,
                                      in_interface=listed, accesses=tuple(found.get(var, ()))))
        return tuple(out)

    def _accesses(self, function: int) -> list[tuple[int, HeapAccess]]:
        got = self._by_function.get(function)
        if got is None:
            got = self._by_function[function] = self._scan_function(function)
        return got

    def _scan_function(self, function: int) -> list[tuple[int, HeapAccess]]:
        f = self.ix.functions.get(function)
        if f is None:
            return []
        w, heaps = self.words, self.heaps
        out: list[tuple[int, HeapAccess]] = []
        base_of: dict[int, int] = {}  # a chain's result id -> the heap it points into
        pos = f.start
        while pos < f.end and w[pos] >> 16:
            head = w[pos]
            op, wc = head & 0xFFFF, head >> 16
            first = _CHAINS.get(op)
            if first is not None and wc >= first:
                base = w[pos + 4]
                var = base if base in heaps else base_of.get(base)
                if var is not None:
                    base_of[w[pos + 2]] = var
                    element = w[pos + 5] if first == 6 else None
                    indexes = [w[k] for k in range(pos + first, pos + wc)]
                    out.append((var, self._chain(pos, w[pos + 3], indexes, base in heaps, element)))
            elif op == _OP_LOAD and wc >= 4 and w[pos + 3] in heaps:
                out.append((w[pos + 3], self._element(w[pos + 1], pos, None, None, None, 0)))
            pos += wc
        return out

    def _chain(self, pos: int, base_type: int, indexes: list[int], from_heap: bool, element: int | None
               ) -> HeapAccess:
        """Walk an access chain's indexes through its Base Type: the element it reaches, the
        first array index and stride, and the byte offset where constants give it."""
        w = self.words
        t = base_type
        offset: int | None = 0 if from_heap and element is None else None
        index: int | None = None
        stride: int | None = None
        size_of: str | None = None
        first_array = True
        for idx in indexes:
            tpos = self.res.pos_of(t, pos)
            op = w[tpos] & 0xFFFF
            value = self._int_constant(idx)
            if op in _ARRAYS:
                step, of = self._stride(t, pos)
                if first_array:
                    index, stride, size_of, first_array = value, step, of, False
                if offset is not None and value != 0:
                    offset = offset + value * step if value is not None and step is not None else None
                t = w[tpos + 2]
            elif op == _OP_STRUCT and value is not None and 2 + value < (w[tpos] >> 16):
                if offset is not None:
                    member = self._member_offset(t, value)
                    offset = offset + member if member is not None else None
                t = w[tpos + 2 + value]
            else:
                raise self.ix.error(pos, f"access chain into a descriptor heap indexes %{t}, which is not an array "
                                         "or a struct indexed by a constant")
        return self._element(t, pos, index, stride, size_of, offset)

    def _element(self, t: int, pos: int, index: int | None, stride: int | None, size_of: str | None,
                 offset: int | None) -> HeapAccess:
        """The access that reads an element of type ``t``."""
        w = self.words
        tpos = self.res.pos_of(t, pos)
        if (w[tpos] & 0xFFFF) == _OP_BUFFER and (w[tpos] >> 16) >= 3:
            storage = w[tpos + 2]
            return HeapAccess(descriptor_type=BUFFER_DESCRIPTORS.get(storage),
                              type_name=_BUFFER_NAMES.get(storage, f"buffer of storage class {storage}"),
                              index=index, stride=stride, stride_size_of=size_of, offset=offset)
        rt = self.res.type(t, pos)
        image = rt.image if isinstance(rt, SampledImage) else rt if isinstance(rt, Image) else None
        return HeapAccess(descriptor_type=self.kind_of(rt), type_name=rt.glsl(), index=index, stride=stride,
                          stride_size_of=size_of, offset=offset, image=image)

    def _int_constant(self, id_: int) -> int | None:
        """The value of a constant integer ``id_`` (not a specialization constant), else None."""
        pos = self.ix.defs.get(id_)
        if pos is None or (self.words[pos] & 0xFFFF) not in _INT_CONSTANTS:
            return None
        expr = self.res.constant(id_, pos)
        return int(expr.default) if isinstance(expr, SpecConst) and expr.kind in _INTEGERS else None

    def _stride(self, array: int, pos: int) -> tuple[int | None, str | None]:
        """(bytes, None) for an ArrayStride or a constant ArrayStrideIdEXT; (None, type name)
        for an ArrayStrideIdEXT of OpConstantSizeOfEXT; (None, None) where the module gives none."""
        deco = decorations(self.ix, array)
        if _D_ARRAY_STRIDE in deco:
            return deco[_D_ARRAY_STRIDE][0], None
        if _D_ARRAY_STRIDE_ID in deco:
            return self._size(deco[_D_ARRAY_STRIDE_ID][0], pos)
        return None, None

    def _size(self, id_: int, pos: int) -> tuple[int | None, str | None]:
        cpos = self.ix.defs.get(id_)
        if cpos is not None and (self.words[cpos] & 0xFFFF) == _OP_SIZE_OF and (self.words[cpos] >> 16) >= 4:
            return None, self._type_name(self.words[cpos + 3], pos)
        return self._int_constant(id_), None

    def _type_name(self, t: int, pos: int) -> str:
        tpos = self.res.pos_of(t, pos)
        if (self.words[tpos] & 0xFFFF) == _OP_BUFFER and (self.words[tpos] >> 16) >= 3:
            storage = self.words[tpos + 2]
            return _BUFFER_NAMES.get(storage, f"buffer of storage class {storage}")
        return self.res.type(t, pos).glsl()

    def _member_offset(self, struct: int, k: int) -> int | None:
        """Member ``k``'s Offset, or its OffsetIdEXT where that is a constant; None otherwise."""
        found: int | None = None
        for member, deco in member_decoration_list(self.ix, struct):
            if member == k and deco[0] == _D_OFFSET and len(deco) > 1:
                return int(deco[1])
            if member == k and deco[0] == _D_OFFSET_ID and len(deco) > 1:
                found = self._int_constant(deco[1])
        return found
