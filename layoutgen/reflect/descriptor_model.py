"""What an entry point binds, as reflection reports it: descriptor bindings, push-constant
blocks and descriptor heaps (frozen dataclasses with no raw SPIR-V ids in them)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .kinds import HeapKind
from .types import Block, Image, SpecSize
from .vkenums import DescriptorType


@dataclass(frozen=True, slots=True)
class DescriptorBinding:
    """One descriptor binding as an entry point sees it.

    ``count`` is the number of descriptors (the product of ``array_dims``; 1 for no
    array, 0 for a runtime-sized array). ``spec_dims`` holds, per dimension, the
    specialization-constant size where one sizes it. ``accessed`` is the call-graph
    answer; ``in_interface`` whether the entry point's interface list names it (SPIR-V
    1.4 and later; None before 1.4, whose lists hold only inputs and outputs).
    """

    #: The descriptor set index (the DescriptorSet decoration).
    set: int
    #: The binding number (the Binding decoration).
    binding: int
    #: The DescriptorType a binding for this variable has (a storage buffer for a buffer block, ...).
    descriptor_type: DescriptorType
    count: int
    #: The variable's name (OpName); where the module gives it none, its type's name (the
    #: block's, as SPIRV-Reflect and glslang's unnamed blocks have it).
    name: str
    #: The name of its type (OpName of the type under any arrays: the block's type name for a
    #: buffer); where the module gives it none, the type as GLSL writes it ("sampler2D",
    #: "struct").
    type_name: str
    accessed: bool
    in_interface: bool | None = None
    array_dims: tuple[int | None, ...] = ()
    spec_dims: tuple[SpecSize | None, ...] = ()
    #: The buffer block's layout (members, offsets, sizes), for a uniform or storage buffer; None otherwise.
    block: Block | None = None
    #: The image type (dimension, depth, arrayed, multisampled, sampled, format), for an image or sampled image;
    #: None otherwise.
    image: Image | None = None
    #: The InputAttachmentIndex decoration of a subpass input; None otherwise.
    input_attachment_index: int | None = None
    #: The (set, binding) of an HLSL append/consume buffer's counter buffer (glslang's CounterBuffer decoration);
    #: None otherwise.
    counter: tuple[int, int] | None = None
    #: Whether every access is a read (NonWritable on the variable or all members of its block).
    non_writable: bool = False
    #: Whether every access is a write (NonReadable).
    non_readable: bool = False

    @property
    def runtime_sized(self) -> bool:
        """Whether a dimension is runtime-sized (the count then comes from the layout's bound)."""
        return None in self.array_dims

    def count_for(self, values: Mapping[int, Any] | None = None) -> int:
        """The descriptor count once specialization ``values`` ({spec id: value}) apply."""
        n = 1
        for dim, spec in zip(self.array_dims, self.spec_dims or (None,) * len(self.array_dims)):
            if dim is None:
                return 0
            n *= spec.evaluate(values) if spec is not None else dim
        return n

    def to_dict(self) -> dict[str, Any]:
        """The binding as JSON-ready data (schema layoutgen.reflect/2)."""
        d: dict[str, Any] = {
            "set": self.set, "binding": self.binding, "descriptor_type": self.descriptor_type.vk_name,
            "count": self.count, "name": self.name, "type_name": self.type_name, "accessed": self.accessed,
        }
        if self.in_interface is not None:
            d["in_interface"] = self.in_interface
        if self.array_dims:
            d["array_dims"] = [0 if n is None else n for n in self.array_dims]
        if self.spec_dims and any(self.spec_dims):
            d["spec_ids"] = [list(s.spec_ids) if s else None for s in self.spec_dims]
        if self.image is not None:
            d["image"] = _image_dict(self.image)
        if self.input_attachment_index is not None:
            d["input_attachment_index"] = self.input_attachment_index
        if self.counter is not None:
            d["counter"] = {"set": self.counter[0], "binding": self.counter[1]}
        if self.non_writable:
            d["non_writable"] = True
        if self.non_readable:
            d["non_readable"] = True
        d["block"] = self.block.to_dict() if self.block is not None else None
        return d


@dataclass(frozen=True, slots=True)
class PushConstantBlock:
    """A push-constant block: ``offset`` is its smallest member offset, ``size`` the end of its
    last member minus that offset (not rounded up)."""

    #: The variable's name (OpName); where the module gives it none, the block's type name.
    name: str
    #: The block's type name (its OpName); "struct" where the module gives it none.
    type_name: str
    offset: int
    size: int
    #: The block's layout: members, offsets and sizes.
    block: Block
    #: Whether the entry point's call graph uses the block.
    accessed: bool
    #: Whether the entry point's interface list names it (SPIR-V 1.4 and later); None before 1.4.
    in_interface: bool | None = None

    def to_dict(self) -> dict[str, Any]:
        """The push-constant block as JSON-ready data."""
        d = {"name": self.name, "type_name": self.type_name, "offset": self.offset, "size": self.size,
             "accessed": self.accessed, "block": self.block.to_dict()}
        if self.in_interface is not None:
            d["in_interface"] = self.in_interface
        return d


@dataclass(frozen=True, slots=True)
class HeapAccess:
    """One place an entry point reads a descriptor heap (SPV_EXT_descriptor_heap): an untyped
    access chain into it, or a load straight from it.

    ``descriptor_type`` is the kind of descriptor the access reads, where the element type says
    it (an image, sampler, buffer, acceleration structure or tensor; None for plain data);
    ``type_name`` that element type. ``index`` is the constant array index (None where computed
    at run time). The array's stride is ``stride`` bytes where the module gives a number, or
    the device's size of one ``stride_size_of`` descriptor (``ArrayStrideIdEXT`` of an
    ``OpConstantSizeOfEXT``), which only the device knows. ``offset`` is the element's byte
    offset into the heap where constants give it, None where it depends on run-time values or
    descriptor sizes.
    """

    descriptor_type: DescriptorType | None
    type_name: str
    index: int | None = None
    stride: int | None = None
    stride_size_of: str | None = None
    offset: int | None = None
    #: The image type read, where the access reads an image; None otherwise.
    image: Image | None = None

    def to_dict(self) -> dict[str, Any]:
        """The access as JSON-ready data."""
        d: dict[str, Any] = {
            "descriptor_type": self.descriptor_type.vk_name if self.descriptor_type is not None else None,
            "type_name": self.type_name, "index": self.index, "stride": self.stride,
            "stride_size_of": self.stride_size_of, "offset": self.offset}
        if self.image is not None:
            d["image"] = _image_dict(self.image)
        return d


@dataclass(frozen=True, slots=True)
class DescriptorHeap:
    """A descriptor heap an entry point reaches: ``heap`` is a HeapKind, RESOURCE ("resource", the
    variable decorated ``BuiltIn ResourceHeapEXT``: images, buffers, acceleration structures,
    tensors) or SAMPLER ("sampler", ``SamplerHeapEXT``). No descriptor set layout describes a
    heap: a pipeline that reads one is made for VK_EXT_descriptor_heap and the heap bound by
    address. ``accessed`` and ``in_interface`` mean what they mean for a binding; ``accesses``
    are the distinct accesses of the entry point's call tree, in the order they appear.
    """

    heap: HeapKind
    #: The heap variable's name (OpName), "" where the module has none.
    name: str
    accessed: bool
    in_interface: bool | None = None
    accesses: tuple[HeapAccess, ...] = ()

    @property
    def builtin(self) -> str:
        """The built-in that declares the heap: 'ResourceHeapEXT' or 'SamplerHeapEXT'."""
        return HeapKind(self.heap).builtin

    def to_dict(self) -> dict[str, Any]:
        """The heap as JSON-ready data."""
        d: dict[str, Any] = {"heap": self.heap, "builtin": self.builtin, "name": self.name, "accessed": self.accessed}
        if self.in_interface is not None:
            d["in_interface"] = self.in_interface
        d["accesses"] = [a.to_dict() for a in self.accesses]
        return d


def _image_dict(i: Image) -> dict[str, Any]:
    return {"dim": i.dim, "depth": i.depth, "arrayed": i.arrayed, "multisampled": i.multisampled,
            "sampled": i.sampled, "format": i.format, "vk_format": i.vk_format.vk_name}
