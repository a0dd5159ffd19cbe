#!/usr/bin/env python3
"""Generate layoutgen's Vulkan tables from the Vulkan registry (vk.xml).

    python tools/gen_vulkan.py [--registry VK_XML] [--check]

Writes three pure-data modules (none imports ``vulkan``):

- ``layoutgen/vkxml/vkenums.py``: the Vulkan enumerations reflection reports and layouts
  hold, with Vulkan's numbers and names (VkDescriptorType, VkShaderStageFlagBits, VkFormat,
  the descriptor binding, set-layout and pipeline-layout flags, VkPrimitiveTopology and
  VkPipelineBindPoint); ``import layoutgen`` loads it.
- ``layoutgen/vkxml/vkstate.py``: those only the device layer takes, loaded with it: the
  graphics pipeline's fixed-function choices (cull mode, front face, polygon mode, compare,
  stencil and blend ops, blend factors, dynamic states), attachment load and store ops, image
  layouts and the parts of a graphics pipeline library.
- ``layoutgen/vkxml/vkregistry.py``: which Vulkan version, extension, feature or property
  enables each SPIR-V capability and extension; every feature struct (its sType, what
  provides it, its VkBool32 members, the core struct that took it over); the device
  extensions and what each depends on; every device limit's name.

The default registry is the newest one, as the ``vulkan-object`` package installs it
(``vulkan_object/vk.xml`` in site-packages; a development dependency). --check exits 1
when a committed module differs from what the registry gives now.
"""
from __future__ import annotations

import argparse
import hashlib
import re
import sys
import sysconfig
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from generated import write_or_check

DEFAULT_REGISTRY = Path(sysconfig.get_paths()["purelib"]) / "vulkan_object" / "vk.xml"
ROOT = Path(__file__).resolve().parent.parent

ENUMS_TARGET = ROOT / "layoutgen" / "vkxml" / "vkenums.py"
STATE_TARGET = ROOT / "layoutgen" / "vkxml" / "vkstate.py"
REGISTRY_TARGET = ROOT / "layoutgen" / "vkxml" / "vkregistry.py"
API = "vulkan"

#: Python enum -> (Vulkan type, prefix removed from each name, base class).
ENUMS = (
    ("DescriptorType", "VkDescriptorType", "VK_DESCRIPTOR_TYPE_", "IntEnum"),
    ("ShaderStage", "VkShaderStageFlagBits", "VK_SHADER_STAGE_", "IntFlag"),
    ("Format", "VkFormat", "VK_FORMAT_", "IntEnum"),
    ("DescriptorBindingFlag", "VkDescriptorBindingFlagBits", "VK_DESCRIPTOR_BINDING_", "IntFlag"),
    ("DescriptorSetLayoutCreateFlag", "VkDescriptorSetLayoutCreateFlagBits", "VK_DESCRIPTOR_SET_LAYOUT_CREATE_",
     "IntFlag"),
    ("PrimitiveTopology", "VkPrimitiveTopology", "VK_PRIMITIVE_TOPOLOGY_", "IntEnum"),
    ("PipelineBindPoint", "VkPipelineBindPoint", "VK_PIPELINE_BIND_POINT_", "IntEnum"),
    ("PipelineLayoutCreateFlag", "VkPipelineLayoutCreateFlagBits", "VK_PIPELINE_LAYOUT_CREATE_", "IntFlag"),
)
#: The same for the enums only the device layer takes (in vkstate.py).
STATE_ENUMS = (
    ("CullMode", "VkCullModeFlagBits", "VK_CULL_MODE_", "IntFlag"),
    ("FrontFace", "VkFrontFace", "VK_FRONT_FACE_", "IntEnum"),
    ("PolygonMode", "VkPolygonMode", "VK_POLYGON_MODE_", "IntEnum"),
    ("CompareOp", "VkCompareOp", "VK_COMPARE_OP_", "IntEnum"),
    ("StencilOp", "VkStencilOp", "VK_STENCIL_OP_", "IntEnum"),
    ("BlendFactor", "VkBlendFactor", "VK_BLEND_FACTOR_", "IntEnum"),
    ("BlendOp", "VkBlendOp", "VK_BLEND_OP_", "IntEnum"),
    ("DynamicState", "VkDynamicState", "VK_DYNAMIC_STATE_", "IntEnum"),
    ("AttachmentLoadOp", "VkAttachmentLoadOp", "VK_ATTACHMENT_LOAD_OP_", "IntEnum"),
    ("AttachmentStoreOp", "VkAttachmentStoreOp", "VK_ATTACHMENT_STORE_OP_", "IntEnum"),
    ("ImageLayout", "VkImageLayout", "VK_IMAGE_LAYOUT_", "IntEnum"),
    ("GraphicsPipelineLibraryFlag", "VkGraphicsPipelineLibraryFlagBitsEXT", "VK_GRAPHICS_PIPELINE_LIBRARY_", "IntFlag"),
)
FEATURES2 = "VkPhysicalDeviceFeatures2"
PROPERTIES2 = "VkPhysicalDeviceProperties2"
CORE_LIMITS = "VkPhysicalDeviceLimits"
CORE_FEATURES = "VkPhysicalDeviceFeatures"
_AGGREGATE = re.compile(r"VkPhysicalDeviceVulkan(\d)(\d)Features$")


def for_api(node: ET.Element, attr: str = "api") -> bool:
    """Whether ``node`` belongs to the Vulkan API (not only to Vulkan SC)."""
    value = node.get(attr)
    return value is None or API in value.split(",")


@dataclass
class Registry:
    """What the generators read from vk.xml."""

    root: ET.Element
    version: tuple[int, int, int]
    #: Vulkan enum type -> [(name, value, alias of or None)] in registry order.
    enums: dict[str, list[tuple[str, int | None, str | None]]] = field(default_factory=dict)
    #: Every enumerant name -> (value, alias of or None).
    enumerants: dict[str, tuple[int | None, str | None]] = field(default_factory=dict)
    #: Struct name -> its <type> element; alias name -> struct name.
    structs: dict[str, ET.Element] = field(default_factory=dict)
    struct_aliases: dict[str, str] = field(default_factory=dict)
    #: Version ('VK_VERSION_1_3') -> its <feature> elements (the API's, and the internal
    #: base, compute and graphics parts it is made of); extension name -> its <extension>.
    features: dict[str, list[ET.Element]] = field(default_factory=dict)
    extensions: dict[str, ET.Element] = field(default_factory=dict)

    def value(self, name: str) -> int:
        v, alias = self.enumerants[name]
        return self.value(alias) if v is None else v


def _enum_value(node: ET.Element, extnumber: int | None) -> int | None:
    if node.get("alias"):
        return None
    if node.get("bitpos") is not None:
        return 1 << int(node.get("bitpos"))
    if node.get("offset") is not None:
        number = int(node.get("extnumber") or extnumber)
        v = 1_000_000_000 + (number - 1) * 1000 + int(node.get("offset"))
        return -v if node.get("dir") == "-" else v
    return int(node.get("value"), 0)


def _add_enum(reg: Registry, enum_type: str, node: ET.Element, extnumber: int | None) -> None:
    if not for_api(node):
        return
    name = node.get("name")
    if name in reg.enumerants:
        return
    row = (name, _enum_value(node, extnumber), node.get("alias"))
    reg.enums.setdefault(enum_type, []).append(row)
    reg.enumerants[name] = row[1:]


def load(path: Path) -> Registry:
    root = ET.parse(path).getroot()
    text = "".join(t for t in root.find("types").itertext())
    header = int(re.search(r"VK_HEADER_VERSION\s+(\d+)", text).group(1))
    complete = re.search(r"VK_HEADER_VERSION_COMPLETE\s*VK_MAKE_API_VERSION\(0, (\d+), (\d+),", text)
    reg = Registry(root, (int(complete.group(1)), int(complete.group(2)), header))
    for enums in root.findall("enums"):
        if enums.get("type") not in ("enum", "bitmask"):
            continue
        for node in enums.findall("enum"):
            _add_enum(reg, enums.get("name"), node, None)
    for t in root.find("types").findall("type"):
        if t.get("category") in ("struct", "union"):
            if t.get("alias"):
                reg.struct_aliases[t.get("name")] = t.get("alias")
            else:
                reg.structs[t.get("name")] = t
    for feat in root.findall("feature"):
        if for_api(feat):
            version = "VK_VERSION_" + feat.get("number").replace(".", "_")
            reg.features.setdefault(version, []).append(feat)
            _requires(reg, feat, None)
    for ext in root.find("extensions").findall("extension"):
        if for_api(ext, "supported"):
            reg.extensions[ext.get("name")] = ext
            _requires(reg, ext, int(ext.get("number")))
    return reg


def _requires(reg: Registry, node: ET.Element, extnumber: int | None) -> None:
    for req in node.findall("require"):
        if not for_api(req):
            continue
        for e in req.findall("enum"):
            if e.get("extends"):
                _add_enum(reg, e.get("extends"), e, extnumber)


# -- the enums module -------------------------------------------------------------------------

def member_name(vk_name: str, prefix: str, bits: bool) -> str:
    """'VK_SHADER_STAGE_RAYGEN_BIT_KHR' -> 'RAYGEN_KHR'; 'VK_FORMAT_R8_UNORM' -> 'R8_UNORM'."""
    name = vk_name.removeprefix(prefix)
    if bits:
        name = re.sub(r"_BIT(?=_|$)", "", name)
    return name


def enum_lines(reg: Registry, py_name: str, vk_type: str, prefix: str, base: str) -> tuple[list[str], list[str]]:
    """The class's lines and its rows of the name table (member -> Vulkan's name)."""
    bits = base == "IntFlag"
    rows = reg.enums[vk_type]
    canonical = sorted(((n, v) for n, v, a in rows if a is None), key=lambda r: (r[1], r[0]))
    aliases = [(n, reg.value(n)) for n, _v, a in rows if a is not None]
    body = "VkFlag" if bits else "VkFormat" if py_name == "Format" else "VkEnum"
    out = [f"\n\nclass {py_name}({body}):", f'    """``{vk_type}``."""', ""]
    names = []
    for vk_name, value in canonical + aliases:
        ident = member_name(vk_name, prefix, bits)
        out.append(f"    {ident} = {value:#x}" if bits else f"    {ident} = {value}")
        names.append(f"        {ident!r}: {vk_name!r},")
    return out, names


def generate_enums(reg: Registry, digest: str, enums: tuple[tuple[str, str, str, str], ...] = ENUMS,
                   what: str = "reflection reports and layouts hold") -> str:
    out = [
        f'"""The Vulkan enumerations {what}, with Vulkan\'s numbers.',
        "",
        f"Generated from vk.xml (Vulkan {'.'.join(map(str, reg.version))}, sha256 {digest})",
        "by tools/gen_vulkan.py - do not edit. Canonical names come first; the registry's",
        "aliases (``INLINE_UNIFORM_BLOCK_EXT``, ``RAYGEN_NV``...) follow as enum aliases.",
        '"""',
        "from .vkbase import " + ", ".join(sorted({"VkFormat" if name == "Format" else "VkFlag" if base == "IntFlag"
                                                   else "VkEnum" for name, _, _, base in enums})),
    ]
    table = ["\n\n#: Enum -> member (aliases too) -> Vulkan's name of it.", "VK_NAMES = {"]
    for py_name, vk_type, prefix, base in enums:
        lines, names = enum_lines(reg, py_name, vk_type, prefix, base)
        out.extend(lines)
        table.append(f"    {py_name!r}: {{")
        table.extend(names)
        table.append("    },")
    table.append("}")
    return "\n".join(out + table) + "\n"


# -- the registry module ----------------------------------------------------------------------

def _members(struct: ET.Element) -> list[tuple[str, str, str | None]]:
    """(type, name, values) of each member of a struct, for the Vulkan API."""
    out = []
    for m in struct.findall("member"):
        if for_api(m):
            out.append((m.find("type").text, m.find("name").text, m.get("values")))
    return out


def _providers(reg: Registry) -> dict[str, list[str]]:
    """Struct name -> the versions and extensions whose <require> lists it (or an alias)."""
    out: dict[str, list[str]] = {}
    nodes = [(v, f) for v, feats in reg.features.items() for f in feats] + list(reg.extensions.items())
    for name, node in nodes:
        for req in node.findall("require"):
            if not for_api(req):
                continue
            for t in req.findall("type"):
                struct = reg.struct_aliases.get(t.get("name"), t.get("name"))
                names = out.setdefault(struct, [])
                if name not in names:
                    names.append(name)
    return out


def _core_struct(name: str, providers: list[str], structs: dict) -> str | None:
    """The VkPhysicalDeviceVulkanXYFeatures that took over a struct promoted to core X.Y."""
    if _AGGREGATE.match(name) or name == CORE_FEATURES:
        return None
    for p in providers:
        m = re.fullmatch(r"VK_VERSION_(\d)_(\d)", p)
        if m and f"VkPhysicalDeviceVulkan{m.group(1)}{m.group(2)}Features" in structs:
            return f"VkPhysicalDeviceVulkan{m.group(1)}{m.group(2)}Features"
    return None


def feature_structs(reg: Registry) -> dict[str, tuple]:
    """Struct -> (sType, providers, VkBool32 members, extends, core struct)."""
    providers = _providers(reg)
    chosen = {n: s for n, s in reg.structs.items()
              if FEATURES2 in (s.get("structextends") or "").split(",") and n in providers}
    out: dict[str, tuple] = {}
    core = reg.structs[CORE_FEATURES]
    out[CORE_FEATURES] = (None, ("VK_VERSION_1_0",), tuple(n for t, n, _ in _members(core) if t == "VkBool32"),
                          (FEATURES2,), None)
    for name, s in sorted(chosen.items()):
        members = _members(s)
        stype = next(v for _t, n, v in members if n == "sType")
        bools = tuple(n for t, n, _v in members if t == "VkBool32")
        extends = tuple(s.get("structextends").split(","))
        out[name] = (reg.value(stype), tuple(providers[name]), bools, extends,
                     _core_struct(name, providers[name], chosen))
    for name, (_st, _prov, bools, _ext, core_name) in out.items():
        if core_name is not None:
            missing = set(bools) - set(out[core_name][2])
            assert not missing, f"{name}: {sorted(missing)} not in {core_name}"
    return out


def device_limits(reg: Registry) -> list[str]:
    """Every device limit's name: the members vk.xml gives a ``limittype`` in
    VkPhysicalDeviceLimits and in each struct that extends VkPhysicalDeviceProperties2."""
    names: set[str] = set()
    for name, s in reg.structs.items():
        if name == CORE_LIMITS or (for_api(s) and PROPERTIES2 in (s.get("structextends") or "").split(",")):
            names.update(m.find("name").text for m in s.findall("member") if m.get("limittype") and for_api(m))
    return sorted(names)


def _split(text: str | None) -> tuple[str, ...]:
    return tuple(p for p in (text or "").split(",") if p)


def enable_tuple(reg: Registry, e: ET.Element) -> tuple:
    """One <enable> as ('version', name) / ('extension', name) /
    ('feature', struct, member, requires) / ('property', struct, member, value name, value, requires)."""
    if e.get("version"):
        return ("version", e.get("version"))
    if e.get("extension"):
        return ("extension", e.get("extension"))
    if e.get("struct"):
        struct = reg.struct_aliases.get(e.get("struct"), e.get("struct"))
        return ("feature", struct, e.get("feature"), _split(e.get("requires")))
    value = e.get("value")
    number = 1 if value == "VK_TRUE" else reg.value(value)
    return ("property", e.get("property"), e.get("member"), value, number, _split(e.get("requires")))


def spirv_table(reg: Registry, container: str, tag: str) -> dict[str, tuple]:
    out = {}
    for node in reg.root.find(container).findall(tag):
        out[node.get("name")] = tuple(enable_tuple(reg, e) for e in node.findall("enable") if for_api(e))
    return out


def parse_depends(text: str | None) -> object:
    """vk.xml's dependency expression ('+' and, ',' or, equal precedence, left to right) as
    nested tuples: ('and', a, b, ...), ('or', a, b, ...), or a name; None for no dependency."""
    if not text:
        return None
    tokens = re.findall(r"[A-Za-z0-9_]+|[(),+]", text)
    pos = 0

    def operand() -> object:
        nonlocal pos
        tok = tokens[pos]
        pos += 1
        if tok == "(":
            inner = expr()
            assert tokens[pos] == ")", text
            pos += 1
            return inner
        return tok

    def expr() -> object:
        nonlocal pos
        left = operand()
        while pos < len(tokens) and tokens[pos] in "+,":
            op = "and" if tokens[pos] == "+" else "or"
            pos += 1
            right = operand()
            if isinstance(left, tuple) and left[0] == op:
                left = (*left, right)
            else:
                left = (op, left, right)
        return left

    result = expr()
    assert pos == len(tokens), text
    return result


def extension_table(reg: Registry) -> dict[str, tuple]:
    """Extension -> (type, depends, promoted to)."""
    return {name: (e.get("type"), parse_depends(e.get("depends")), e.get("promotedto"))
            for name, e in sorted(reg.extensions.items())}


def _dict_lines(name: str, comment: str, rows: dict, annotation: str = "") -> list[str]:
    out = [f"\n#: {comment}", f"{name}{': ' + annotation if annotation else ''} = {{"]
    out.extend(f"    {k!r}: {v!r}," for k, v in rows.items())
    out.append("}")
    return out


def generate_registry(reg: Registry, digest: str) -> str:
    out = [
        '"""Vulkan\'s registry of SPIR-V capabilities and extensions, feature structs, device',
        "extensions and device limits: pure data for resolving what a shader module needs on a",
        "device and for checking the names of features and limits.",
        "",
        f"Generated from vk.xml (Vulkan {'.'.join(map(str, reg.version))}, sha256 {digest})",
        "by tools/gen_vulkan.py - do not edit.",
        "",
        "An enable is one of",
        "    ('version', 'VK_VERSION_1_1')",
        "    ('extension', 'VK_KHR_multiview')",
        "    ('feature', struct, member, requires)  requires: versions or extensions, any one will do",
        "    ('property', struct, member, value name, value, requires)  the member holds the value (bits)",
        "and a SPIR-V capability or extension is allowed when any one of its enables holds.",
        "Dependencies are names or ('and', ...) / ('or', ...) of them.",
        '"""',
        "",
        "from typing import Literal, TypeAlias, Union",
        "",
        f"REGISTRY_VERSION = {reg.version!r}",
        "",
        "#: The four kinds of enable (see above); a feature's or a property's requirements are",
        "#: versions or extensions, any one of which will do.",
        'VersionEnable: TypeAlias = tuple[Literal["version"], str]',
        'ExtensionEnable: TypeAlias = tuple[Literal["extension"], str]',
        'FeatureEnable: TypeAlias = tuple[Literal["feature"], str, str, tuple[str, ...]]',
        'PropertyEnable: TypeAlias = tuple[Literal["property"], str, str, str, int, tuple[str, ...]]',
        "Enable: TypeAlias = Union[VersionEnable, ExtensionEnable, FeatureEnable, PropertyEnable]",
    ]
    structs = feature_structs(reg)
    capabilities = spirv_table(reg, "spirvcapabilities", "spirvcapability")
    out += _dict_lines("SPIRV_CAPABILITIES", "SPIR-V capability -> its enables.", capabilities,
                       "dict[str, tuple[Enable, ...]]")
    out += _dict_lines("SPIRV_EXTENSIONS", "SPIR-V extension -> its enables.",
                       spirv_table(reg, "spirvextensions", "spirvextension"), "dict[str, tuple[Enable, ...]]")
    properties = sorted({e[1] for enables in capabilities.values() for e in enables if e[0] == "property"})
    out += _dict_lines("PROPERTY_STRUCTS", "Property struct an enable reads -> its sType.",
                       {p: reg.value(next(v for _t, n, v in _members(reg.structs[p]) if n == "sType"))
                        for p in properties})
    out += _dict_lines("FEATURE_STRUCTS", "Feature struct -> (sType, provided by, VkBool32 members, extends, the "
                       "VkPhysicalDeviceVulkanXYFeatures that took it over).", structs)
    aliases = {a: s for a, s in sorted(reg.struct_aliases.items()) if s in structs}
    out += _dict_lines("STRUCT_ALIASES", "Alias of a feature struct -> the struct.", aliases)
    out += _dict_lines("EXTENSIONS", "Extension -> (type: 'device' or 'instance', depends, promoted to).",
                       extension_table(reg))
    out += ["\n#: Every device limit's name (a member of VkPhysicalDeviceLimits or of a property struct).",
            "DEVICE_LIMITS: frozenset[str] = frozenset({"]
    out.extend(f"    {name!r}," for name in device_limits(reg))
    out.append("})")
    return "\n".join(out) + "\n"


def generate(path: Path) -> dict[Path, str]:
    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    reg = load(path)
    return {ENUMS_TARGET: generate_enums(reg, digest),
            STATE_TARGET: generate_enums(reg, digest, STATE_ENUMS, "the device layer takes (pipeline state, "
                                         "attachments, image layouts)"),
            REGISTRY_TARGET: generate_registry(reg, digest)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--registry", type=Path, default=DEFAULT_REGISTRY, help="the vk.xml to read")
    ap.add_argument("--check", action="store_true", help="only compare with the committed modules")
    args = ap.parse_args(argv)
    return write_or_check(generate(args.registry), args.check,
                          f"is stale against {args.registry}; run tools/gen_vulkan.py")


if __name__ == "__main__":
    sys.exit(main())
