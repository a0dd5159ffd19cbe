"""The source of a typed module: Python text from an :class:`~.runtime.Interface`, the same
text for the same interface (names, order and line breaks decided by it alone)."""
from __future__ import annotations

import keyword
import math
import textwrap
import unicodedata
from collections.abc import Sequence
from dataclasses import MISSING, dataclass, fields, is_dataclass
from enum import Enum, IntFlag
from typing import Any

from ..errors import printable
from ..layout.model import LayoutBinding
from ..reflect.types import Array, BlockMember, Matrix, Opaque, Scalar, Struct, Vector, unwrap
from ..reflect.vkenums import DescriptorType as DT
from .runtime import BoundBlock, Interface, PushBlock

WIDTH = 110
_NUMPY = {("float", 16): "float16", ("float", 32): "float32", ("float", 64): "float64", ("int", 8): "int8",
          ("int", 16): "int16", ("int", 32): "int32", ("int", 64): "int64", ("uint", 8): "uint8",
          ("uint", 16): "uint16", ("uint", 32): "uint32", ("uint", 64): "uint64", ("bool", 0): "uint32"}
_DESCRIPTORS = {DT.UNIFORM_BUFFER: "BufferDescriptor", DT.STORAGE_BUFFER: "BufferDescriptor",
                DT.UNIFORM_BUFFER_DYNAMIC: "DynamicBufferDescriptor", DT.STORAGE_BUFFER_DYNAMIC: "DynamicBufferDescriptor",
                DT.COMBINED_IMAGE_SAMPLER: "ImageSamplerDescriptor", DT.SAMPLED_IMAGE: "ImageDescriptor",
                DT.STORAGE_IMAGE: "ImageDescriptor", DT.INPUT_ATTACHMENT: "ImageDescriptor",
                DT.INLINE_UNIFORM_BLOCK: "InlineDescriptor"}
#: Names the module defines or imports, which a class named after a shader's type must not take.
_TAKEN = {"Any", "Array", "Block", "BlockMember", "ClassVar", "DescriptorBindingFlag", "DescriptorSetLayoutCreateFlag",
          "DescriptorType", "INPUTS", "LayoutBinding", "Matrix", "Member", "Opaque", "OpaqueKind", "POLICY",
          "PipelineLayoutDesc", "Push", "PushConstantRange", "Qualifier", "SPEC_CONSTANTS", "Scalar", "ScalarKind",
          "SetLayout", "ShaderStage", "Spec", "SpecializationConstant", "StageGroup", "Struct", "TYPE_CHECKING",
          "TypedDict", "VERTEX_DTYPE", "Vector", "annotations", "cast", "check", "dataclasses", "desc", "numpy",
          "specialization", "Mapping", "Sequence"}
#: Names a class body of the module reads (its annotations and decorators): no attribute of a
#: class may take one, or it stands for the attribute there (a member named ``property`` broke
#: every later ``@property`` of the class; ``tuple`` or ``int`` every later annotation, for mypy).
_CLASS_BODY = frozenset({"bool", "float", "int", "numpy", "property", "tuple"})


def identifier(name: str, taken: set[str] | frozenset[str] = frozenset(), fallback: str = "value") -> str:
    """``name`` as a Python identifier that is no keyword and not in ``taken`` (a ``_`` added
    where it is). It is compared as Python compares identifiers, in Unicode's NFKC form (``ﬁx``
    is ``fix`` to Python), and a character no identifier may hold becomes ``_``."""
    text = unicodedata.normalize("NFKC", name.rsplit(".", 1)[-1] if "." in name.strip(".") else name)
    text = "".join(c if ("a" + c).isidentifier() else "_" for c in text).strip("_") or fallback
    if not text.isidentifier():  # it starts with a digit, or another character no name starts with
        text = f"{fallback}_{text}"
    while keyword.iskeyword(text) or text in taken:
        text += "_"
    return text


def identifiers(names: Sequence[str], taken: set[str] | frozenset[str], fallback: str) -> list[str]:
    """An identifier for each of ``names`` (see :func:`identifier`), each unlike the others and
    ``taken``. A name that :func:`identifier` leaves as it stands keeps it, before a name that
    would become the same one (``write`` keeps ``write``, ``_write`` becomes ``write_``; ``field``
    keeps ``field``, ``ﬁeld`` becomes ``field_``): the obvious keyword means the binding of
    that name."""
    used = set(taken)
    out: list[str | None] = [None] * len(names)
    for i, name in enumerate(names):
        if identifier(name, frozenset(), fallback) == name and name not in used:  # as it stands (``_m0`` is not)
            out[i] = name
            used.add(name)
    for i, name in enumerate(names):
        if out[i] is None:
            made = out[i] = identifier(name, used, fallback)
            used.add(made)
    return [n for n in out if n is not None]


def shown(text: str) -> str:
    """A shader's name (or a text holding one) as it may stand in a comment or a docstring of the
    module: printable (:func:`~layoutgen.errors.printable`: a line break would end a comment and
    let the rest run as code), a backslash and a triple quote escaped."""
    return _doc_text(printable(text))


# -- expressions ----------------------------------------------------------------------------------

@dataclass
class _Call:
    """``head`` items ``close``, on one line where it fits, else an item a line."""

    head: str
    items: list[tuple[str, Any]]  # (prefix such as "name=", node)
    close: str
    one: bool = False  # a tuple of one item: a comma before the close


def flat(node: str | _Call) -> str:
    """``node`` on one line."""
    if isinstance(node, str):
        return node
    inner = ", ".join(prefix + flat(item) for prefix, item in node.items)
    return node.head + inner + ("," if node.one else "") + node.close


def render(node: str | _Call, indent: int = 0, column: int | None = None) -> str:
    """``node`` as source starting at ``column`` of a line indented ``indent``: on that line
    where it fits, else an item a line, indented 4 more."""
    text = flat(node)
    start = indent if column is None else column
    if not isinstance(node, _Call) or start + len(text) <= WIDTH or not node.items:
        return text
    pad = " " * (indent + 4)
    lines = [f"{pad}{prefix}{render(item, indent + 4, indent + 4 + len(prefix))}," for prefix, item in node.items]
    return node.head + "\n" + "\n".join(lines) + "\n" + " " * indent + node.close


class Source:
    """Model objects as constructor expressions, and the names they need imported."""

    def __init__(self) -> None:
        self.imports: dict[str, set[str]] = {}

    def name(self, cls: type) -> str:
        self.imports.setdefault(cls.__module__, set()).add(cls.__name__)
        return cls.__name__

    def node(self, value: Any) -> Any:
        if isinstance(value, IntFlag):
            cls = self.name(type(value))
            bits = [f"{cls}.{m.name}" for m in type(value) if m.value and m in value and m.value & (m.value - 1) == 0]
            return " | ".join(bits) if bits and int(value) else f"{cls}({int(value)})"
        if isinstance(value, Enum):
            return f"{self.name(type(value))}.{value.name}"
        if isinstance(value, float) and not math.isfinite(value):
            return f"float({str(value)!r})"
        if value is None or isinstance(value, (bool, int, float, str)):
            return repr(value)
        if isinstance(value, tuple):
            return _Call("(", [("", self.node(v)) for v in value], ")", one=len(value) == 1)
        if isinstance(value, frozenset):
            return _Call("frozenset({", [("", self.node(v)) for v in sorted(value, key=repr)], "})") if value \
                else "frozenset()"
        if isinstance(value, list):
            return _Call("[", [("", self.node(v)) for v in value], "]")
        if isinstance(value, dict):
            return _Call("{", [(f"{k!r}: ", self.node(v)) for k, v in value.items()], "}")
        if is_dataclass(value) and not isinstance(value, type):
            return self._dataclass(value)
        raise TypeError(f"no source for {value!r}")

    def _dataclass(self, value: Any) -> _Call:
        items: list[tuple[str, Any]] = []
        for f in fields(value):
            if not f.init or f.name == "struct":
                continue
            v = getattr(value, f.name)
            if f.default is MISSING and f.default_factory is MISSING:
                items.append(("", self.node(v)))
            elif v != (f.default if f.default is not MISSING else f.default_factory()):  # type: ignore[operator]
                items.append((f"{f.name}=", self.node(v)))
        return _Call(self.name(type(value)) + "(", items, ")")


# -- names and annotations -------------------------------------------------------------------------

class Names:
    """The classes a module defines for blocks and structs, named after the shader's types."""

    def __init__(self, taken: set[str]) -> None:
        self.taken = taken
        #: The classes claimed so far, and every attribute of theirs: no attribute takes a class's
        #: name, which stands for the attribute in that class's body (its annotations, FIELDS).
        self.classes: set[str] = set()
        self.attrs: set[str] = set()
        #: The struct classes in definition order: (name, annotation of its fields, its members).
        self.structs: list[tuple[str, list[tuple[str, str, BlockMember]], str]] = []
        self._by_key: dict[Any, str] = {}

    def claim(self, name: str) -> str:
        text = identifier(name, fallback="Block")
        text = unicodedata.normalize("NFKC", text[0].upper() + text[1:])
        base, n = text, 2
        while keyword.iskeyword(text) or text in self.taken or text in self.attrs:  # (``none`` became None)
            text, n = f"{base}{n}", n + 1
        self.taken.add(text)
        self.classes.add(text)
        return text

    def fields(self, members: Sequence[BlockMember], reserved: frozenset[str]) -> list[tuple[str, str, BlockMember]]:
        """(attribute, annotation, member) of each member."""
        attrs = identifiers([m.name for m in members], reserved | _CLASS_BODY | self.classes, "member")
        self.attrs.update(attrs)
        return [(attr, self.annotation(m), m) for attr, m in zip(attrs, members)]

    def annotation(self, m: BlockMember) -> str:
        element, arrays = unwrap(m.type)
        if isinstance(element, Struct):
            text = self.struct(element.name, m)
            for _ in arrays:
                text = f"tuple[{text}, ...]"
            return text
        if not arrays:
            if isinstance(element, Scalar):
                return {"float": "float", "bool": "bool"}.get(element.kind, "int")
            if isinstance(element, Opaque):
                return "int"
            if isinstance(element, Vector) and element.count <= 4:
                one = {"float": "float", "bool": "bool"}.get(element.component.kind, "int")
                return f"tuple[{', '.join([one] * element.count)}]"
        return f"numpy.typing.NDArray[numpy.{_numpy_scalar(element)}]"

    def struct(self, name: str, m: BlockMember) -> str:
        parts = self.fields(m.members, _STRUCT_RESERVED)
        key = (name, tuple((a, t) for a, t, _ in parts))
        found = self._by_key.get(key)
        if found is None:
            found = self._by_key[key] = self.claim(name or m.name)
            self.structs.append((found, parts, name))
        return found


def _numpy_scalar(t: Any) -> str:
    if isinstance(t, Opaque):
        return "uint64"
    s = t.column.component if isinstance(t, Matrix) else t.component if isinstance(t, Vector) else t
    return _NUMPY.get((s.kind, s.width), "void")


_STRUCT_RESERVED = frozenset({"FIELDS"})
_BLOCK_RESERVED = frozenset({"FIELDS", "BLOCK", "dtype", "pack", "unpack"})
_PUSH_RESERVED = frozenset({"push", "data", "record", "DESC", "BLOCKS"})


def struct_class(name: str, parts: list[tuple[str, str, BlockMember]], doc: str, extra: Sequence[str] = (),
                 base: str = "_rt.StructValue") -> list[str]:
    lines = ["", "", "@dataclasses.dataclass(frozen=True, eq=False)", f"class {name}({base}):",
             f'    """{shown(doc)}"""', ""]
    for attr, annotation, m in parts:
        lines.append(f"    #: {shown(f'{m.type.glsl()} {m.name}')}, at byte {m.offset}")
        lines.append(f"    {attr}: {annotation}")
    if parts:
        lines.append("")
    lines.append("    " + render(_Call("FIELDS = (", [("", f"({attr!r}, {_sub(a)})") for attr, a, _ in parts], ")",
                                     one=len(parts) == 1), 4) if parts else "    FIELDS = ()")
    lines.extend(extra)
    return lines


def _sub(annotation: str) -> str:
    """The struct class an annotation names (under tuples), or None."""
    inner = annotation
    while inner.startswith("tuple[") and inner.endswith(", ...]"):
        inner = inner[len("tuple["):-len(", ...]")]
    return inner if inner.isidentifier() and inner not in ("float", "int", "bool") else "None"


# -- descriptor sets -------------------------------------------------------------------------------

def set_class(number: int, bindings: Sequence[LayoutBinding]) -> list[str]:
    names = shown(", ".join(f"{'/'.join(b.names) or '(unnamed)'} ({b.binding})" for b in bindings))
    lines = ["", "", f"class Set{number}(_rt.TypedSet):",
             f'    """Descriptor set {number}: {names or "no bindings"}. ``write()`` takes each binding by the',
             '    shader\'s name; ``allocate(pool, layout)`` makes one, ``bind(cmd, layout)`` binds it."""', "",
             "    __slots__ = ()", f"    SET = {number}"]
    constants: set[str] = {"SET"}
    for b in bindings:
        name = unicodedata.normalize("NFKC", b.names[0] if b.names else f"binding_{b.binding}")
        constant = identifier(name.upper(), constants, "BINDING")
        constants.add(constant)
        named = shown("/".join(b.names)) or "(unnamed)"
        lines.append(f"    #: {b.descriptor_type.name} x{b.descriptor_count}: {named}")
        lines.append(f"    {constant} = {b.binding}")
    # write()'s keywords: one per binding, none named self (write(self, *, self=...) is no function)
    keywords = identifiers([b.names[0] if b.names else f"binding_{b.binding}" for b in bindings], {"self"}, "binding")
    params = [(param, _descriptor_type(b), b) for param, b in zip(keywords, bindings)]
    lines.append("")
    signature = _Call("def write(", [("", "self"), ("", "*")] + [("", f"{p}: {t} | None = None") for p, t, _ in params],
                      ") -> None:")
    lines.append("    " + render(signature, 4))
    lines.append('        """Write the descriptors given, by the shader\'s names (the others stay as they are);')
    lines.append('        an array binding takes a sequence, or ``{index: resource}``."""')
    call = _Call("self._write({", [("", f"({number}, {b.binding}): {p}") for p, _, b in params], "})")
    lines.append("        " + render(call, 8))
    return lines


def _descriptor_type(b: LayoutBinding) -> str:
    one = f"_rt.{_DESCRIPTORS.get(b.descriptor_type, 'HandleDescriptor')}"
    if b.descriptor_count > 1 and b.descriptor_type != DT.INLINE_UNIFORM_BLOCK:
        return f"Sequence[{one}] | Mapping[int, {one}]"
    return one


# -- push constants ---------------------------------------------------------------------------------

def push_class(push: Sequence[PushBlock], names: Names, src: Source, blocks: dict[Any, str]) -> list[str]:
    stages = ", ".join(p.stage.vk_names[0] for p in push)
    lines = ["", "", "class Push(_rt.TypedPush):",
             f'    """The push constants ({stages}): a property per member;',
             '    ``record(cmd, layout)`` pushes them (a ``layoutgen.vk.PushConstants``, ``push``)."""',
             "", "    __slots__ = ()", "    DESC = _DESC"]
    items: list[tuple[str, Any]] = [
        ("", _Call("_rt.PushBlock(", [("", src.node(p.stage)), ("", repr(p.name)), ("", repr(p.type_name)),
                                      ("", str(p.offset)), ("", str(p.size)), ("", blocks[p.block])], ")"))
        for p in push]
    lines.append("    " + render(_Call("BLOCKS = (", items, ")", one=len(items) == 1), 4))
    seen: dict[str, BlockMember] = {}
    for p in push:
        for m in p.block.members:
            seen.setdefault(m.name, m)
    for attr, annotation, m in names.fields(list(seen.values()), _PUSH_RESERVED):
        sub = _sub(annotation)
        extra = "" if sub == "None" else f", {sub}"
        lines += ["", "    @property", f"    def {attr}(self) -> {annotation}:",
                  f'        """{shown(f"{m.type.glsl()} {m.name}")}, at byte {m.offset}."""',
                  f"        return cast({annotation!r}, self._get({m.name!r}{extra}))", "",
                  f"    @{attr}.setter", f"    def {attr}(self, value: {annotation}) -> None:",
                  f"        self._set({m.name!r}, value{extra})"]
    return lines


# -- the module -----------------------------------------------------------------------------------

def module_text(interface: Interface, inputs: Sequence[tuple[str, str]]) -> str:
    """The typed module's source for ``interface``, made from ``inputs`` ((file, sha256) each)."""
    src = Source()
    names = Names(set(_TAKEN) | {f"Set{s.set}" for s in interface.desc.set_layouts})
    consts: dict[Any, str] = {}
    for block in (*(b.block for b in interface.blocks), *(p.block for p in interface.push)):
        if block not in consts:
            const, n = "_BLOCK_" + identifier(block.name, fallback="block").upper(), 2
            while const in consts.values():
                const, n = f"_BLOCK_{identifier(block.name, fallback='block').upper()}{n}", n + 1
            consts[block] = const
    classes: list[str] = []
    made: set[Any] = set()
    for bound in interface.blocks:
        if bound.block in made:
            continue
        made.add(bound.block)
        cls = names.claim(bound.block.name or bound.name)
        parts = names.fields(bound.block.members, _BLOCK_RESERVED)
        const = consts[bound.block]
        size = (f"{bound.block.size} bytes" if bound.block.element is None else
                 f"a runtime-sized array of {bound.block.element.array_stride}-byte elements from byte "
                 f"{bound.block.element.offset}")
        doc = (f"Block {bound.block.name or '(unnamed)'} ({bound.name}, set {bound.set} binding {bound.binding}): "
               f"{size}.")
        classes += struct_class(cls, parts, doc, [f"    BLOCK = {const}", f"    dtype = {const}.numpy_dtype()"],
                                "_rt.BlockValue")
    push = push_class(interface.push, names, src, consts) if interface.push else []
    body: list[str] = []
    for name, parts, struct in names.structs:
        body += struct_class(name, parts, f"struct {struct or name}.")
    body += classes
    for s in interface.desc.set_layouts:
        body += set_class(s.set, s.bindings)
    body += push
    head = _head(interface, inputs, src, consts)
    return "\n".join(_docstring(interface, inputs) + _imports(src, interface, bool(push)) + head + body) + "\n"


def _docstring(interface: Interface, inputs: Sequence[tuple[str, str]]) -> list[str]:
    options = ", ".join(f"{k}={v!r}" for k, v in interface.policy.items()) or "none"
    sets = ", ".join(f"Set{s.set}" for s in interface.desc.set_layouts)
    return ['"""Typed shader interface, generated by ``layoutgen codegen`` from the modules below: do not edit,',
            "regenerate it (``check(stages)`` refuses stages it is out of date for).", "",
            *[f"    {shown(file)}  sha256:{digest}" for file, digest in inputs], "",
            f"policy options: {shown(options)}", "",
            "desc() is the pipeline layout" + (f"; {sets} write and bind its sets" if sets else "") + ";",
            "the block dataclasses pack and unpack their bytes; Push sets the push constants; Spec",
            "types the specialization constants by name.", '"""']


def _doc_text(text: str) -> str:
    """``text`` as it may stand in a docstring (its backslashes and quotes escaped)."""
    return text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')


def _head(interface: Interface, inputs: Sequence[tuple[str, str]], src: Source, consts: dict[Any, str]) -> list[str]:
    spec_fields = [(c.name, {"bool": "bool", "float": "float"}.get(c.type, "int")) for c in interface.spec if c.name]
    spec = _Call('Spec = TypedDict("Spec", {', [("", f"{n!r}: {t}") for n, t in spec_fields], "}, total=False)")
    lines = ["", "#: The modules this one was made from: (file, sha256 of its words).",
             "INPUTS = " + render(src.node(tuple(inputs)), 0, 9),
             "#: The policy options of the merge.",
             "POLICY: dict[str, object] = " + render(src.node(dict(interface.policy)), 0, 28), ""]
    lines += [f"{const} = {render(src.node(block), 0, len(const) + 3)}" for block, const in consts.items()]
    lines += ["", "_DESC = " + render(src.node(interface.desc), 0, 8),
              "#: The specialization constants, by spec id.",
              "SPEC_CONSTANTS = " + render(src.node(interface.spec), 0, 17),
              "#: The specialization constants by name, typed (merge() takes them through specialization()).",
              render(spec, 0)]
    if interface.vertex is not None:
        items = [("", f"({n!r}, {c!r}" + (f", {s!r})" if s else ")")) for n, c, s in interface.vertex]
        lines += ["#: The vertex buffer layout the vertex stage's inputs read, as vertex_input() takes it.",
                  render(_Call("VERTEX_DTYPE: numpy.dtype[numpy.void] = numpy.dtype([", items, "])"))]
    bound = [("", f"_rt.BoundBlock({b.set}, {b.binding}, {b.name!r}, {consts[b.block]})") for b in interface.blocks]
    node = _Call("_rt.Interface(", [
        ("", "_DESC"), ("", _Call("(", bound, ")", one=len(bound) == 1)),
        ("", "Push.BLOCKS" if interface.push else "()"), ("", "SPEC_CONSTANTS"),
        ("", "None" if interface.vertex is None else src.node(interface.vertex)), ("", "POLICY")], ")")
    return lines + ["", "", "def desc() -> PipelineLayoutDesc:",
                    '    """The pipeline layout, as merge() made it from the inputs."""', "    return _DESC",
                    "", "", "def check(stages: StageGroup) -> None:",
                    '    """Refuse stages this module is out of date for: a LayoutError naming what changed."""',
                    "    _rt.check(_interface(), stages, __name__)",
                    "", "", "def specialization(values: Spec) -> dict[int | str, bool | int | float]:",
                    '    """``values`` by spec id, each checked against its constant, as merge() and the pipelines',
                    '    take them."""', "    return _rt.specialization(SPEC_CONSTANTS, values)",
                    "", "", "def _interface() -> _rt.Interface:", "    return " + render(node, 4, 11)]


def _imports(src: Source, interface: Interface, push: bool) -> list[str]:
    typing = ["TYPE_CHECKING", "TypedDict"] + (["cast"] if push else [])
    lines = ["from __future__ import annotations", "", "import dataclasses"]
    if any(b.descriptor_count > 1 for s in interface.desc.set_layouts for b in s.bindings):
        lines.append("from collections.abc import Mapping, Sequence")
    lines += [f"from typing import {', '.join(typing)}", "", "import numpy", "import numpy.typing", ""]
    src.name(type(interface.desc))
    for module in sorted(src.imports):
        listed = ", ".join(sorted(src.imports[module]))
        line = f"from {module} import {listed}"
        if len(line) > WIDTH:
            wrapped = textwrap.wrap(listed, WIDTH - 4)
            line = f"from {module} import (\n" + "\n".join("    " + w for w in wrapped) + ")"
        lines.append(line)
    return lines + ["from layoutgen.typed import runtime as _rt", "", "if TYPE_CHECKING:",
                    "    from layoutgen.layout.stages import StageGroup"]
