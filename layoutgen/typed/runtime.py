"""What a module ``layoutgen codegen`` wrote runs on: its data's shape, the bases of its classes
and the checks they share. A generated module imports this, the layout and reflection models
it is made of, and numpy; ``layoutgen.vk`` (and so ``vulkan``) only when a set or push
constants are made.

Block values are written and read through :class:`~layoutgen.layout.hostdata.BlockData` (push
constants through :class:`~layoutgen.vk.PushConstants`) of the block the module holds: the
offsets, checks and messages are the by-name layer's.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import fields
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Self, TypeAlias, Union, cast

from ..errors import LayoutError
from ..layout.hostdata import BlockData, HostBlocks
from ..layout.model import PipelineLayoutDesc
from ..reflect.model import SpecializationConstant
from ..reflect.types import Block, BlockMember, Opaque, Scalar, Vector
from .model import BoundBlock as BoundBlock
from .model import Interface as Interface
from .model import PushBlock as PushBlock

if TYPE_CHECKING:
    import numpy as np

    from ..layout.stages import StageGroup
    from ..vk import DescriptorPool, DescriptorSet, Pipeline, PipelineLayout, PushConstants

    #: What a set is bound with and push constants recorded for.
    BoundLayout: TypeAlias = Union[PipelineLayout, Pipeline]

#: A Vulkan handle as the ``vulkan`` package gives it, or an object with a ``handle``
#: attribute (a ``layoutgen.vk.Buffer``, a ``Sampler``): what a descriptor write takes.
Handle: TypeAlias = Any
#: A uniform or storage buffer: the whole buffer, or ``(buffer, offset, range)``.
BufferDescriptor: TypeAlias = Union[Handle, tuple[Handle, int, int]]
#: A dynamic buffer: ``(buffer, offset, range)``, the range each dynamic offset moves.
DynamicBufferDescriptor: TypeAlias = tuple[Handle, int, int]
#: A combined image sampler: ``(view, sampler)`` or ``(view, sampler, image_layout)``.
ImageSamplerDescriptor: TypeAlias = Union[tuple[Handle, Handle], tuple[Handle, Handle, Any]]
#: A sampled or storage image, or an input attachment: ``view`` or ``(view, image_layout)``.
ImageDescriptor: TypeAlias = Union[Handle, tuple[Handle, Any]]
#: A sampler, a texel buffer view or an acceleration structure: its handle.
HandleDescriptor: TypeAlias = Handle
#: An inline uniform block: its bytes, from byte 0.
InlineDescriptor: TypeAlias = Union[bytes, bytearray, memoryview, Any]
#: A specialization constant's value.
SpecValue: TypeAlias = Union[bool, int, float]


def check(interface: Interface, stages: StageGroup, where: str) -> None:
    """Nothing where ``stages`` give ``interface`` again under its policy; otherwise a
    LayoutError naming what changed (the module ``where`` is out of date)."""
    from ..layout.stages import resolve_group
    from .gather import diff, gather

    changes = diff(interface, gather(resolve_group(stages), interface.policy))
    if changes:
        raise LayoutError(f"{where} is out of date for these stages (regenerate it with layoutgen codegen): "
                          + "; ".join(changes))


def specialization(constants: Sequence[SpecializationConstant], values: Mapping[str, Any]
                   ) -> dict[int | str, SpecValue]:
    """``values`` ({constant name: value}) by spec id, each checked against its constant (a
    LayoutError where one does not fit or names no constant): what ``merge()``,
    ``compute_pipeline()`` and the others take as ``specialization``."""
    from ..layout.specialization import values_by_id

    return {key: value for key, value in values_by_id(constants, values).items()}


# -- block values ---------------------------------------------------------------------------------

#: Per field of a generated class: (its attribute, the class of a struct member or None).
Fields: TypeAlias = "tuple[tuple[str, type[StructValue] | None], ...]"


class StructValue:
    """The base of a generated struct's frozen dataclass: ``FIELDS`` pairs each field with its
    member, in the block's order. Two values are equal where their fields are (numpy arrays
    compared element by element)."""

    __slots__ = ()
    FIELDS: ClassVar[Fields] = ()

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return all(_equal(getattr(self, f.name), getattr(other, f.name)) for f in fields(self))  # type: ignore[arg-type]

    __hash__ = None  # type: ignore[assignment]  # numpy arrays have no hash


def _equal(a: Any, b: Any) -> bool:
    import numpy as np

    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return bool(np.array_equal(a, b))
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b))
    return bool(a == b)


class BlockValue(StructValue):
    """The base of a generated block's frozen dataclass: ``BLOCK`` is the block's layout,
    ``dtype`` its numpy dtype (a runtime-sized array with no element)."""

    __slots__ = ()
    BLOCK: ClassVar[Block]
    #: The block's numpy dtype (a runtime-sized array with no element).
    dtype: ClassVar[np.dtype[Any]]

    def pack(self) -> bytes:
        """The block's bytes as the shader lays them out, every value checked as
        ``BlockData`` checks it (a LayoutError where one does not fit its member)."""
        data = BlockData(self.BLOCK, runtime_length=_runtime_length(self.BLOCK, self))
        store(data, "", self.BLOCK.members, type(self), self)
        return data.tobytes()

    @classmethod
    def unpack(cls, data: bytes | bytearray | memoryview) -> Self:
        """The value ``data`` holds (a buffer read back; bytes past the block are left out). A
        runtime-sized array gets every whole element ``data`` holds."""
        raw = bytes(data)
        element = cls.BLOCK.element
        length = 0
        if element is not None and element.array_stride and len(raw) > element.offset:
            length = (len(raw) - element.offset) // element.array_stride
        host = BlockData(cls.BLOCK, runtime_length=length)
        need = cls.BLOCK.numpy_dtype(length).itemsize
        if len(raw) < need:
            raise LayoutError(f"{cls.__name__}.unpack(): block {cls.BLOCK.name!r} takes {need} bytes, got {len(raw)}")
        n = min(len(raw), len(host.data))
        host.data[:n] = raw[:n]
        return cast(Self, load(host, "", cls.BLOCK.members, cls))


def _runtime_length(block: Block, value: StructValue) -> int:
    """The elements of the runtime-sized array ``value`` gives (0 where the block has none)."""
    import numpy as np

    element = block.element
    if element is None or not value.FIELDS:
        return 0
    attr, sub = value.FIELDS[-1]
    given = getattr(value, attr)
    return len(given) if sub is not None else int(np.shape(given)[0]) if np.ndim(given) else 0


def store(host: HostBlocks, prefix: str, members: Sequence[BlockMember], cls: type[StructValue], value: Any) -> None:
    """Set the members of ``value`` (a ``cls``) into ``host`` under ``prefix``."""
    if not isinstance(value, cls):
        raise LayoutError(f"{prefix.rstrip('.') or 'the block'} takes a {cls.__name__}, got {type(value).__name__}")
    for (attr, sub), member in zip(cls.FIELDS, members):
        path = prefix + member.name
        if sub is None:
            host[path] = getattr(value, attr)
        else:
            _store_structs(host, path, member, sub, getattr(value, attr), 0)


def _store_structs(host: HostBlocks, path: str, member: BlockMember, cls: type[StructValue], value: Any,
                   depth: int) -> None:
    dims = member.array_dims
    if depth == len(dims):
        store(host, path + ".", member.members, cls, value)
        return
    length = dims[depth]
    if not isinstance(value, (tuple, list)) or (length is not None and len(value) != length):
        want = f"{length} elements" if length is not None else "a sequence"
        got = f"{len(value)}" if isinstance(value, (tuple, list)) else type(value).__name__
        raise LayoutError(f"member {path!r} ({member.type.glsl()}) takes {want} of {cls.__name__}, got {got}")
    for i, item in enumerate(value):
        _store_structs(host, f"{path}[{i}]", member, cls, item, depth + 1)


def load(host: HostBlocks, prefix: str, members: Sequence[BlockMember], cls: type[StructValue]) -> Any:
    """A ``cls`` of the members under ``prefix`` in ``host``."""
    values = {}
    for (attr, sub), member in zip(cls.FIELDS, members):
        path = prefix + member.name
        values[attr] = (python_value(member, host[path]) if sub is None
                        else _load_structs(host, path, member, sub, 0))
    return cls(**values)


def _load_structs(host: HostBlocks, path: str, member: BlockMember, cls: type[StructValue], depth: int) -> Any:
    dims = member.array_dims
    if depth == len(dims):
        return load(host, path + ".", member.members, cls)
    length = dims[depth]
    count = length if length is not None else host.runtime_length
    return tuple(_load_structs(host, f"{path}[{i}]", member, cls, depth + 1) for i in range(count))


def python_value(member: BlockMember, value: Any) -> Any:
    """A member's value as its generated field holds it: a Python number, a tuple of numbers
    for a vector of 2 to 4, else the numpy array ``HostBlocks`` reads."""
    t = member.type
    if isinstance(t, Scalar):
        return {"float": float, "bool": bool}.get(t.kind, int)(value)
    if isinstance(t, Opaque):
        return int(value)
    if isinstance(t, Vector) and t.count <= 4:
        items = value.tolist()
        return tuple(bool(x) for x in items) if t.component.kind == "bool" else tuple(items)
    return value


# -- descriptor sets and push constants ----------------------------------------------------------

class TypedSet:
    """The base of a generated ``SetN``: a ``layoutgen.vk.DescriptorSet`` of set ``SET``
    (``dset``), written by the shader's binding names as keyword arguments."""

    __slots__ = ("dset",)
    SET: ClassVar[int]

    def __init__(self, dset: DescriptorSet) -> None:
        if dset.set != self.SET:
            raise LayoutError(f"{type(self).__name__} wraps set {self.SET}, not set {dset.set}")
        #: The descriptor set.
        self.dset = dset

    @classmethod
    def allocate(cls, pool: DescriptorPool, layout: BoundLayout, *, variable_count: int | None = None) -> Self:
        """Set ``SET`` of ``layout`` allocated from ``pool`` (``DescriptorPool.allocate``)."""
        return cls(pool.allocate(layout, cls.SET, variable_count=variable_count))

    def _write(self, resources: Mapping[tuple[int, int], Any]) -> None:
        given: dict[str | tuple[int, int], Any] = {key: value for key, value in resources.items() if value is not None}
        if given:
            self.dset.write(given)

    def bind(self, cmd: Handle, layout: BoundLayout, *, offsets: Mapping[str, int | list[int]] | None = None,
             bind_point: int | None = None, unwritten: Literal["error", "warn", "ignore"] = "error") -> None:
        """``DescriptorSet.bind``: vkCmdBindDescriptorSets for this set (``offsets``: the dynamic
        offsets by binding name; ``unwritten``: what a binding never written makes)."""
        self.dset.bind(cmd, layout, offsets=offsets, bind_point=bind_point, unwritten=unwritten)


class TypedPush:
    """The base of a generated ``Push``: a ``layoutgen.vk.PushConstants`` (``push``) of the
    blocks ``BLOCKS`` under the layout ``DESC``, set by typed properties."""

    __slots__ = ("push",)
    DESC: ClassVar[PipelineLayoutDesc]
    BLOCKS: ClassVar[tuple[PushBlock, ...]]

    def __init__(self) -> None:
        from ..vk import PushConstants

        #: The push constants.
        self.push: PushConstants = PushConstants(self.DESC, push_stages(self.BLOCKS))

    @property
    def data(self) -> bytearray:
        """The push-constant bytes."""
        return self.push.data

    def record(self, cmd: Handle, layout: BoundLayout) -> None:
        """``PushConstants.record``: push the bytes into ``cmd`` for ``layout``."""
        self.push.record(cmd, layout)

    def _member(self, name: str) -> BlockMember:
        return next(m for p in self.BLOCKS for m in p.block.members if m.name == name)

    def _get(self, name: str, cls: type[StructValue] | None = None) -> Any:
        member = self._member(name)
        if cls is None:
            return python_value(member, self.push[name])
        return _load_structs(self.push, name, member, cls, 0)

    def _set(self, name: str, value: Any, cls: type[StructValue] | None = None) -> None:
        if cls is None:
            self.push[name] = value
        else:
            _store_structs(self.push, name, self._member(name), cls, value, 0)


def push_stages(blocks: Sequence[PushBlock]) -> list[Any]:
    """Reflected modules holding only ``blocks`` (a stage each), as PushConstants takes stages."""
    from ..reflect.model import EntryPoint, Module
    from ..reflect.descriptor_model import PushConstantBlock

    out = []
    for p in blocks:
        name = p.stage.vk_names[0].removeprefix("VK_SHADER_STAGE_").removesuffix("_BIT").lower()
        entry = EntryPoint(name="main", execution_model=name, stage=p.stage, descriptor_bindings=(),
                           push_constants=(PushConstantBlock(p.name, p.type_name, p.offset, p.size, p.block, True),),
                           inputs=(), outputs=(), builtin_inputs=(), builtin_outputs=(), specialization_constants=(),
                           execution_modes=())
        out.append(Module(file=f"<{name}>", spirv_version=(1, 0), generator=0, entry_points=(entry,)))
    return out

