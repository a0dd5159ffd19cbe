"""How merge() turns reflected bindings into a layout: the user's choices, checked once."""
from __future__ import annotations

import numbers
import re
import textwrap
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal, TypedDict

from ..errors import LayoutError, checked_count, flag, integral, is_boolean, printable
from .model import MAX_SETS, UINT32_MAX
from ..reflect.vkenums import DescriptorType


class Prune(StrEnum):
    """Which bindings a stage contributes to a merged layout (a str: ``Prune.ACCESSED ==
    "accessed"``)."""

    INTERFACE = "interface"  #: the spec's rule: the interface list (SPIR-V 1.4+), static use before
    ACCESSED = "accessed"  #: static use only
    NONE = "none"  #: every binding the module declares


class PushConstantRanges(StrEnum):
    """How merge() makes push-constant ranges (a str: ``PushConstantRanges.MERGED == "merged"``)."""

    PER_STAGE = "per-stage"  #: one range per stage, exactly its bytes
    MERGED = "merged"  #: one range over every stage's bytes, visible to them all


class BlockMismatch(StrEnum):
    """What merge() does with a buffer stages lay out differently (a str)."""

    ERROR = "error"  #: a LayoutConflictError
    ACCEPT = "accept"  #: accepted (some programs alias a buffer deliberately); check() still warns


PRUNE_MODES = tuple(Prune)
PUSH_MODES = tuple(PushConstantRanges)
BLOCK_MISMATCH_MODES = tuple(BlockMismatch)

#: A binding chosen by variable name, block (type) name, "set.binding", or (set, binding).
Selector = str | tuple[int, int]
SELECTOR_TEXT = ("A selector names a binding by variable name, block (type) name, ``\"set.binding\"``\n"
                 "or ``(set, binding)``.")


#: The immutable samplers a layout bakes into one binding at most: each is a sampler handle in
#: the layout, and a bindless array of millions takes its samplers from writes.
MAX_IMMUTABLE_SAMPLERS = 1 << 16


def binding_number(item: object) -> tuple[int, int] | None:
    """The (set, binding) that ``item`` gives by number: ``"set.binding"`` or a pair of
    integers (numpy's too); None for anything else (a name)."""
    if isinstance(item, tuple) and len(item) == 2:
        set_, binding = integral(item[0]), integral(item[1])
        return (set_, binding) if set_ is not None and binding is not None else None
    if isinstance(item, str) and item.count(".") == 1 and all(_DIGITS.fullmatch(p) for p in item.split(".")):
        s, b = item.split(".")
        return int(s), int(b)
    return None


#: A set's or a binding's number in "set.binding": ASCII digits, no more than a uint32_t has.
_DIGITS = re.compile(r"[0-9]{1,10}")


def _selectors(items: Iterable[Selector] | Selector | None) -> frozenset[Selector]:
    if items is None:
        return frozenset()
    listed: Iterable[object]
    if isinstance(items, str) or binding_number(items) is not None:
        listed = [items]
    elif isinstance(items, Iterable):
        listed = items
    else:
        raise LayoutError(f"{items!r} names no binding: give a variable name, 'set.binding' or (set, binding)")
    out: set[Selector] = set()
    for item in listed:
        number = binding_number(item)
        if number is not None:
            out.add(number)
        elif isinstance(item, str):
            out.add(item)
        else:
            raise LayoutError(f"{item!r} names no binding: give a variable name, 'set.binding' or (set, binding)")
    return frozenset(out)


class PolicyOptions(TypedDict, total=False):
    """The keyword arguments of ``merge()`` and ``share()``, typed, so that a type checker
    refuses a misspelt one (at run time, an unknown one is a LayoutError). Policy's fields
    describe each."""

    dynamic: Selector | Sequence[Selector]
    bindless_max: int | Mapping[Selector, int]
    update_after_bind: bool
    push_descriptor_sets: int | Sequence[int]
    inline_uniform_blocks: Selector | Sequence[Selector]
    specialization: Mapping[int | str, bool | int | float]
    push_constants: PushConstantRanges | Literal["per-stage", "merged"]
    prune: Prune | Literal["interface", "accessed", "none"]
    block_mismatch: BlockMismatch | Literal["error", "accept"]
    immutable_samplers: Mapping[Selector, Any]


def _option(doc: str, **kw: Any) -> Any:
    """A Policy field with its description: the one place each option is described, from
    which Policy's docstring, merge()'s and the command line's help are made."""
    return field(metadata={"doc": doc}, **kw)


@dataclass(frozen=True, slots=True)
class Policy:
    dynamic: frozenset[Any] = _option(
        "Uniform and storage buffers that become ``*_DYNAMIC`` (their offsets given at bind time). "
        "Selectors: ``[\"frame\", \"0.1\", (0, 2)]``.", default=frozenset())
    bindless_max: int | Mapping[Any, int] | None = _option(
        "The descriptor-count bound of runtime-sized arrays, which become bindless bindings. An int "
        "for all, or ``{selector: N}``; each such array is PARTIALLY_BOUND, VARIABLE_DESCRIPTOR_COUNT "
        "where it is the last binding of its set, and UPDATE_AFTER_BIND (with the set's "
        "UPDATE_AFTER_BIND_POOL flag) unless ``update_after_bind`` is False. An unbounded array without "
        "it is a BindlessBoundError; a selector that selects no runtime-sized array is a LayoutError.", default=None)
    update_after_bind: bool = _option(
        "Whether bindless bindings are UPDATE_AFTER_BIND. True by default.", default=True)
    push_descriptor_sets: frozenset[int] = _option(
        "The set created as a push-descriptor set (at most one). A set index, or a list of one.",
        default=frozenset())
    inline_uniform_blocks: frozenset[Any] = _option(
        "Uniform blocks that become inline uniform blocks. Selectors, as for ``dynamic``.", default=frozenset())
    specialization: Mapping[int, Any] = _option(
        "Specialization-constant values, by spec id or constant name. ``{id or name: value}`` sizes "
        "everything a specialization constant sizes (descriptor arrays, push-constant and inline "
        "uniform blocks); each value is checked against its constant's type.", default_factory=dict)
    push_constants: PushConstantRanges = _option(
        "How push-constant ranges are made. \"per-stage\" (the default): one range per stage, "
        "exactly its bytes, stages that span the same bytes sharing one; \"merged\": one range over "
        "every stage's bytes, visible to them all. A PushConstantRanges or its string.",
        default=PushConstantRanges.PER_STAGE)
    prune: Prune = _option(
        "Which bindings a stage contributes. \"interface\" (the default, the spec's rule): the "
        "interface list for SPIR-V 1.4+, static use before; \"accessed\": static use only; "
        "\"none\": every binding the module declares. A Prune or its string.", default=Prune.INTERFACE)
    block_mismatch: BlockMismatch = _option(
        "What becomes of a uniform or storage block that stages lay out differently over the bytes "
        "both read. \"error\" (the default): a LayoutConflictError; \"accept\": the layout takes it "
        "(some programs alias a buffer deliberately), and check() still warns. A BlockMismatch or its "
        "string.", default=BlockMismatch.ERROR)
    immutable_samplers: Mapping[Any, Any] = _option(
        "Samplers baked into sampler and combined-image-sampler bindings. ``{selector: sampler, or "
        "a list with one per array element}``; the samplers are opaque here (layoutgen.vk reads "
        "their ``handle`` attribute where they have one), and writes then skip them.",
        default_factory=dict)

    @classmethod
    def make(cls, **kw: Any) -> Policy:
        """The policy ``merge(stages, **kw)`` asks for, every option checked (an unknown one, a
        value of the wrong kind: a LayoutError); the enum options take their strings too. No
        options at all is the default policy, one (frozen) object."""
        if not kw and cls is Policy:
            return DEFAULT_POLICY
        unknown = set(kw) - set(cls.__dataclass_fields__)
        if unknown:
            raise LayoutError(f"unknown policy option(s): {', '.join(sorted(unknown))}")
        for key, enum in (("push_constants", PushConstantRanges), ("prune", Prune), ("block_mismatch", BlockMismatch)):
            if key in kw:
                kw[key] = _choice(key, enum, kw[key])
        for key in ("dynamic", "inline_uniform_blocks"):
            if key in kw:
                kw[key] = _selectors(kw[key])
        if "update_after_bind" in kw:
            kw["update_after_bind"] = flag(kw["update_after_bind"], "update_after_bind")
        if "push_descriptor_sets" in kw:
            sets = kw["push_descriptor_sets"]
            if integral(sets) is not None:
                sets = [sets]
            elif not isinstance(sets, (list, tuple, set, frozenset)):
                raise LayoutError(f"push_descriptor_sets must be a set index or a list of one, not {sets!r}")
            kw["push_descriptor_sets"] = frozenset(checked_count(s, "a push-descriptor set", 0, MAX_SETS - 1)
                                                   for s in sets)
            if len(kw["push_descriptor_sets"]) > 1:
                raise LayoutError("a pipeline layout may have only one push-descriptor set "
                                  "(VUID-VkPipelineLayoutCreateInfo-pSetLayouts-00293)")
        bound = kw.get("bindless_max")
        if isinstance(bound, Mapping):
            kw["bindless_max"] = {_one_selector(k, "bindless_max"): checked_count(v, "bindless_max", 1,
                                                                                    UINT32_MAX)
                                  for k, v in bound.items()}
        elif bound is not None:
            kw["bindless_max"] = checked_count(bound, "bindless_max", 1, UINT32_MAX)
        spec = kw.get("specialization")
        if spec is not None and (not isinstance(spec, Mapping) or not all(
                (isinstance(k, str) or integral(k) is not None)
                and (isinstance(v, numbers.Real) or is_boolean(v))
                for k, v in spec.items())):
            raise LayoutError(f"specialization must map spec ids (or constant names) to numbers or booleans, "
                              f"not {spec!r}")
        samplers = kw.get("immutable_samplers")
        if samplers is not None:
            if not isinstance(samplers, Mapping):
                raise LayoutError(f"immutable_samplers must map binding names to samplers, not {samplers!r}")
            kw["immutable_samplers"] = {_one_selector(k, "immutable_samplers"): v for k, v in samplers.items()}
        return cls(**kw)

    def selects(self) -> bool:
        """Whether any option names bindings (or a push-descriptor set) that must exist."""
        return bool(self.dynamic or self.inline_uniform_blocks or self.immutable_samplers or self.push_descriptor_sets
                    or (self.bindless_max is not None and isinstance(self.bindless_max, Mapping)))

    def check_selections(self, bindings: Mapping[tuple[int, int], Iterable[str]]) -> None:
        """Raise LayoutError where a selector selects nothing among ``bindings`` ({(set,
        binding): names}), listing the bindings there are; a push-descriptor set must hold
        bindings."""
        if not self.selects():
            return  # nothing selected, nothing to look for
        names = {n for ns in bindings.values() for n in ns}
        bound = self.bindless_max if isinstance(self.bindless_max, Mapping) else {}
        for option, selectors in (("dynamic", self.dynamic), ("inline_uniform_blocks", self.inline_uniform_blocks),
                                  ("bindless_max", frozenset(bound)),
                                  ("immutable_samplers", frozenset(self.immutable_samplers))):
            for sel in sorted(selectors, key=str):
                if sel in bindings if isinstance(sel, tuple) else sel in names:
                    continue
                what = f"{sel[0]}.{sel[1]}" if isinstance(sel, tuple) else repr(sel)
                raise LayoutError(f"{option}: {what} names no binding of these stages; they have: "
                                  f"{_listing(bindings)}")
        used_sets = sorted({s for s, _b in bindings})
        for s in sorted(self.push_descriptor_sets):
            if s not in used_sets:
                raise LayoutError(f"push_descriptor_sets: set {s} holds no binding of these stages; the sets in use "
                                  f"are {', '.join(map(str, used_sets)) or 'none'}")

    def immutable_for(self, set_: int, binding: int, names: Iterable[str], dtype: DescriptorType, count: int,
                      where: str) -> tuple[Any, ...]:
        """The immutable samplers of a binding: one per descriptor, or () where none are given."""
        key = next((k for k in ((set_, binding), *names) if k in self.immutable_samplers), None)
        if key is None:
            return ()
        if dtype not in (DescriptorType.SAMPLER, DescriptorType.COMBINED_IMAGE_SAMPLER):
            raise LayoutError(f"{where} is {dtype.name}: only SAMPLER and COMBINED_IMAGE_SAMPLER bindings take "
                              "immutable samplers")
        if count > MAX_IMMUTABLE_SAMPLERS:
            raise LayoutError(f"{where} holds {count} descriptors: a layout bakes in at most "
                              f"{MAX_IMMUTABLE_SAMPLERS} immutable samplers a binding (each a sampler handle in the "
                              "layout); give a bindless array its samplers by writing them")
        given = self.immutable_samplers[key]
        samplers = tuple(given) if isinstance(given, (list, tuple)) else (given,) * max(count, 0)
        if len(samplers) != count or any(s is None for s in samplers):
            raise LayoutError(f"{where} holds {count} descriptor(s): immutable_samplers gives {len(samplers)} "
                              f"sampler(s); give one sampler, or a list of {count}")
        return samplers

    def bindless_bound(self, set_: int, binding: int, names: Iterable[str]) -> int | None:
        bound = self.bindless_max
        if bound is None or isinstance(bound, int):
            return bound
        for key in ((set_, binding), *names):
            if key in bound:
                return bound[key]
        return None


#: Policy(): what merge() does given no options.
DEFAULT_POLICY = Policy()


def _choice(key: str, enum: type[StrEnum], value: object) -> StrEnum:
    """``value`` (a member or its string) as a member of ``enum``, or a LayoutError naming ``key``."""
    if isinstance(value, str) and value in enum.__members__.values():
        return enum(value)
    raise LayoutError(f"{key} must be one of {tuple(m.value for m in enum)}, not {value!r}")


def _listing(bindings: Mapping[tuple[int, int], Iterable[str]]) -> str:
    return ", ".join(f"{s}.{b} ({printable(', '.join(ns))})"
                     for (s, b), ns in sorted(bindings.items())) or "no bindings"


def _one_selector(key: object, option: str) -> Selector:
    """The one binding a key of ``option``'s mapping selects; a LayoutError for a key that
    selects none or several (each binding is its own key)."""
    found = _selectors(key)  # type: ignore[arg-type]  # checked there
    if len(found) != 1:
        raise LayoutError(f"{option}: the key {key!r} must name one binding (a variable name, 'set.binding' or "
                          f"(set, binding)); give each binding its own key")
    return next(iter(found))


def selected(selectors: frozenset[Any], set_: int, binding: int, names: Iterable[str]) -> bool:
    return (set_, binding) in selectors or any(n in selectors for n in names)


def describe(option: str) -> str:
    """The description of a Policy option (its field's)."""
    return str(Policy.__dataclass_fields__[option].metadata["doc"])


def summary(option: str) -> str:
    """The first sentence of a Policy option's description, without its period (for the
    command line's help)."""
    first = describe(option).split(". ", 1)[0].rstrip(".")
    return first[0].lower() + first[1:]


def options_text(indent: str = "") -> str:
    """Every Policy option and its description, as a reST list (for docstrings)."""
    return "\n".join(textwrap.fill(f"- ``{name}``: {describe(name)}", 96, initial_indent=indent,
                                   subsequent_indent=indent + "  ", break_on_hyphens=False) for name in Policy.__dataclass_fields__)


Policy.__doc__ = f"""What merge() does beyond uniting the stages' bindings: the options of ``merge()``
and ``share()`` (PolicyOptions types them), each checked by :meth:`make`.

{SELECTOR_TEXT}

{options_text()}
"""
