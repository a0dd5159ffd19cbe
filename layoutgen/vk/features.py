"""Device features and extensions: what a layout or shader modules need, and enabling them.

What is needed is a set of :class:`Need`\\ s, each with alternatives in vk.xml's ``<enable>``
forms (a core version, an extension, a struct's feature, a property bit), any one of which
satisfies it. A SPIR-V capability or extension brings the registry's alternatives
(:mod:`layoutgen.vkxml.vkregistry`); a feature asked for by name (``multiview``, or
``VkPhysicalDeviceMeshShaderFeaturesEXT.meshShader`` where several structs have the name)
may come from any struct that holds it. :meth:`FeatureSet.choose` chooses, on the
physical device, an alternative for each need (see :mod:`.alternatives`); a need no
alternative satisfies is a VulkanError naming it, the modules that asked, and why each
alternative fails.
"""
from __future__ import annotations

import warnings
from collections.abc import Iterable
from dataclasses import dataclass

from ..errors import VulkanError
from ..layout.model import BindingFlag, NullSetLayout, PipelineLayoutDesc, SetLayoutFlag
from ..reflect.model import Module
from ..reflect.vkenums import DescriptorType as DT
from ..vkxml.vkregistry import REGISTRY_VERSION, SPIRV_CAPABILITIES, SPIRV_EXTENSIONS, Enable
from .mutable import MUTABLE_FEATURES
from . import featurechain
from .alternatives import Choice, Device, alternative_choice, with_dependencies
from .binding import Handle, text, version_pair
from .heaps import refuse_heap_modules
from ..layout.device_names import unknown_feature
from .needs import Need, feature_alternatives, feature_need
from .shader_needs import module_needs

#: Features that need others enabled beside them (the spec's valid usage, not the registry's,
#: which holds no dependency of one feature on another): the VUID saying so beside each.
_FEATURE_NEEDS = {
    "accelerationStructure": ("bufferDeviceAddress",), "rayTracingPipeline": ("accelerationStructure",),
    "rayQuery": ("accelerationStructure",), "descriptorBuffer": ("bufferDeviceAddress",),
    "variablePointers": ("variablePointersStorageBuffer",),  # VkPhysicalDeviceVariablePointersFeatures-01431
    "multiviewGeometryShader": ("multiview",),  # VkPhysicalDeviceMultiviewFeatures-multiviewGeometryShader-00580
    "multiviewTessellationShader": ("multiview",),  # ...-multiviewTessellationShader-00581
    "multiviewMeshShader": ("multiview",),  # VkPhysicalDeviceMeshShaderFeaturesEXT-multiviewMeshShader-07032
    "primitiveFragmentShadingRateMeshShader": ("primitiveFragmentShadingRate",),  # ...-07033
    # VkPhysicalDeviceRayTracingPipelineFeaturesKHR-rayTracingPipelineShaderGroupHandleCaptureReplayMixed-03575
    "rayTracingPipelineShaderGroupHandleCaptureReplayMixed": ("rayTracingPipelineShaderGroupHandleCaptureReplay",),
    "robustBufferAccess2": ("robustBufferAccess",),  # VkPhysicalDeviceRobustness2FeaturesEXT-robustBufferAccess2-04000
    "sparseImageInt64Atomics": ("shaderImageInt64Atomics",),  # VkDeviceCreateInfo-None-04896
    "sparseImageFloat32Atomics": ("shaderImageFloat32Atomics",),  # VkDeviceCreateInfo-None-04897
    "sparseImageFloat32AtomicAdd": ("shaderImageFloat32AtomicAdd",),  # VkDeviceCreateInfo-None-04898
    "sparseImageFloat32AtomicMinMax": ("shaderImageFloat32AtomicMinMax",),  # ...-sparseImageFloat32AtomicMinMax-04975
}


def names(value: object, what: str) -> list[str]:
    """``value``, a list (any iterable) of names, as a list; a VulkanError for a str alone (it
    would be read a letter a name), an Enabled (a context's ``features``: its ``.features``
    are names) or anything that holds something else."""
    if isinstance(value, str):
        raise VulkanError(f"{what} is a list of names ({what}=[{value!r}]), not a str")
    if isinstance(value, Enabled):
        hint = {"features": "features=ctx.features.features", "extensions": "extensions=ctx.features.extensions"}
        raise VulkanError(f"{what} takes names, not a context's Enabled features"
                          + (f": give {hint[what]}" if what in hint else ""))
    if not isinstance(value, Iterable):
        raise VulkanError(f"{what} is a list of names, not {type(value).__name__}")
    out: list[str] = []
    for v in value:
        if not isinstance(v, str):
            raise VulkanError(f"{what} is a list of names, not one holding {v!r}")
        out.append(v)
    return out


def _merge(needs: Iterable[Need]) -> frozenset[Need]:
    """Needs with equal requirements made one, their sources joined."""
    by_key: dict[Need, set[str]] = {}
    for n in needs:
        by_key.setdefault(n, set()).update(n.sources)
    return frozenset(Need(n.what, n.alternatives, frozenset(s)) for n, s in by_key.items())


@dataclass(frozen=True, slots=True)
class FeatureSet:
    """Features (by name) and device extensions to enable, and needs whose alternatives
    :meth:`choose` picks among on a device: ``features`` (Vulkan's member names, as
    ``"descriptorIndexing"`` or ``"VkPhysicalDeviceVulkan12Features.runtimeDescriptorArray"``),
    ``extensions`` (device extension names) and ``needs`` (each a Need: a capability or
    extension of a module and the alternatives that enable it). ``a | b`` is both."""

    features: frozenset[str] = frozenset()
    extensions: frozenset[str] = frozenset()
    needs: frozenset[Need] = frozenset()

    @classmethod
    def of(cls, features: Iterable[str] = (), extensions: Iterable[str] = (), needs: Iterable[Need] = ()
           ) -> FeatureSet:
        """Features (Vulkan's member names, or "Struct.member"), device extensions and
        needs with alternatives, checked against the registry; an unknown name is a VulkanError."""
        feats = frozenset(names(features, "features"))
        unknown = sorted(f for f in feats if not feature_alternatives(f))
        if unknown:
            raise VulkanError(f"unknown device feature(s): {'; '.join(unknown_feature(f) for f in unknown)}")
        return cls(feats, frozenset(names(extensions, "extensions")), _merge(needs))

    def __or__(self, other: FeatureSet) -> FeatureSet:
        """Both sets, with what each needs."""
        return FeatureSet.of(self.features | other.features, self.extensions | other.extensions,
                             [*self.needs, *other.needs])

    def choose(self, physical_device: Handle, device_name: str, api_version: tuple[int, int] | None = None,
               instance_extensions: Iterable[str] = ()) -> Enabled:
        """Choose how the device meets every need; a missing part is a VulkanError naming it.
        ``api_version`` is the version the instance asked for (the device's own by default)."""
        device = _device(physical_device, device_name, api_version, set(instance_extensions))
        chosen = Choice(extensions=set(self.extensions))
        pending = [feature_need(f) for f in sorted(self.features)]
        pending += sorted(self.needs, key=lambda n: (n.what, n.alternatives))
        while pending:
            for need in pending:
                _choose(device, need, chosen)
            have = {m for _s, m in chosen.features}
            pending = [feature_need(extra, f"{m} needs it") for m in sorted(have)
                       for extra in _FEATURE_NEEDS.get(m, ()) if extra not in have]
        structs: dict[str, set[str]] = {}
        for struct, member in chosen.features:
            structs.setdefault(struct, set()).add(member)
        return Enabled({s: frozenset(m) for s, m in structs.items()},
                       frozenset(with_dependencies(device, chosen.extensions)))

    def resolve(self, physical_device: Handle, device_name: str, api_version: tuple[int, int] | None = None,
                instance_extensions: Iterable[str] = ()) -> Enabled:
        """Deprecated: :meth:`choose`."""
        warnings.warn("FeatureSet.resolve is deprecated: use FeatureSet.choose", DeprecationWarning, stacklevel=2)
        return self.choose(physical_device, device_name, api_version, instance_extensions)


def _device(physical_device: Handle, name: str, api_version: tuple[int, int] | None, instance: set[str]) -> Device:
    from .binding import vk

    props = vk.vkGetPhysicalDeviceProperties(physical_device)
    api = version_pair(props.apiVersion)
    offered = {text(e.extensionName) for e in vk.vkEnumerateDeviceExtensionProperties(physical_device, None)}
    return Device(physical_device, name, min(api, api_version or api), offered, instance)


def _choose(device: Device, need: Need, chosen: Choice) -> None:
    """Add to ``chosen`` what meets ``need`` at the least new extensions; siblings in the
    chosen struct (buffer, shared and image atomics of one capability) come along."""
    results = [alternative_choice(device, alt) for alt in need.alternatives]
    ok = [c for c in results if isinstance(c, Choice)]
    if not ok:
        raise VulkanError(_lacks(device, need, [r for r in results if isinstance(r, str)]))
    best = min(ok, key=lambda c: len(c.extensions - chosen.extensions))
    structs = {s for s, _m in best.features}
    for c in ok:
        if c is best or (c.features and {s for s, _m in c.features} <= structs and c.extensions <= best.extensions):
            chosen.features |= c.features
            chosen.extensions |= c.extensions


def _lacks(device: Device, need: Need, reasons: list[str]) -> str:
    sources = sorted(need.sources)
    who = ""
    if sources:
        shown = ", ".join(sources[:3]) + (f" and {len(sources) - 3} more" if len(sources) > 3 else "")
        who = f" (needed by {shown})"
    if not need.alternatives:
        version = ".".join(map(str, REGISTRY_VERSION))
        return f"{device.name} cannot enable {need.what}{who}: vk.xml {version} names no way to enable it"
    hint = "build the shader without it" if need.sources else "ask for less"
    why = "; ".join(dict.fromkeys(reasons))
    return f"{device.name} lacks {need.what}{who}: {why}. Hint: use a device that has it (vulkaninfo lists " \
           f"what a device offers), or {hint}."


@dataclass
class Enabled:
    """The features (struct -> members) and extensions a device is created with."""

    structs: dict[str, frozenset[str]]
    extensions: frozenset[str]

    @property
    def features(self) -> frozenset[str]:
        """Every enabled feature's member name."""
        return frozenset(m for members in self.structs.values() for m in members)

    def chain(self) -> tuple[Handle, featurechain.Chain]:
        """The pNext chain for VkDeviceCreateInfo, and the object that keeps it alive."""
        chain = featurechain.enable(self.structs)
        return chain.head, chain


_UPDATE_AFTER_BIND = {
    DT.SAMPLER: "descriptorBindingSampledImageUpdateAfterBind",
    DT.COMBINED_IMAGE_SAMPLER: "descriptorBindingSampledImageUpdateAfterBind",
    DT.SAMPLED_IMAGE: "descriptorBindingSampledImageUpdateAfterBind",
    DT.STORAGE_IMAGE: "descriptorBindingStorageImageUpdateAfterBind",
    DT.UNIFORM_BUFFER: "descriptorBindingUniformBufferUpdateAfterBind",
    DT.STORAGE_BUFFER: "descriptorBindingStorageBufferUpdateAfterBind",
    DT.UNIFORM_TEXEL_BUFFER: "descriptorBindingUniformTexelBufferUpdateAfterBind",
    DT.STORAGE_TEXEL_BUFFER: "descriptorBindingStorageTexelBufferUpdateAfterBind",
    DT.INLINE_UNIFORM_BLOCK: "descriptorBindingInlineUniformBlockUpdateAfterBind",
    DT.ACCELERATION_STRUCTURE_KHR: "descriptorBindingAccelerationStructureUpdateAfterBind",
}
_DESCRIPTOR_TYPE_NEEDS: dict[DT, tuple[tuple[str, ...], tuple[str, ...]]] = {
    DT.INLINE_UNIFORM_BLOCK: (("inlineUniformBlock",), ()),
    DT.ACCELERATION_STRUCTURE_KHR: (("accelerationStructure",), ("VK_KHR_acceleration_structure",)),
    DT.MUTABLE_EXT: (MUTABLE_FEATURES, ()),
}
_BINDING_FLAG_FEATURES = {BindingFlag.PARTIALLY_BOUND: "descriptorBindingPartiallyBound",
                          BindingFlag.VARIABLE_DESCRIPTOR_COUNT: "descriptorBindingVariableDescriptorCount",
                          BindingFlag.UPDATE_UNUSED_WHILE_PENDING: "descriptorBindingUpdateUnusedWhilePending"}


def for_layout(desc: PipelineLayoutDesc) -> FeatureSet:
    """What creating ``desc`` needs enabled on the device (a pipeline library's layout, with
    null sets or INDEPENDENT_SETS_EXT, needs graphicsPipelineLibrary)."""
    feats: set[str] = set()
    exts: set[str] = set()
    if desc.flags or any(isinstance(s, NullSetLayout) for s in desc.set_layouts):
        feats.add("graphicsPipelineLibrary")
    for s in desc.set_layouts:
        if s.flags & SetLayoutFlag.PUSH_DESCRIPTOR_KHR:
            exts.add("VK_KHR_push_descriptor")
        for b in s.bindings:
            feats.update(name for flag, name in _BINDING_FLAG_FEATURES.items() if b.binding_flags & flag)
            for t in (b.descriptor_type, *b.mutable_types):  # a mutable binding needs what each type of its list does
                f, e = _DESCRIPTOR_TYPE_NEEDS.get(t, ((), ()))
                feats.update(f)
                exts.update(e)
                if b.binding_flags & BindingFlag.UPDATE_AFTER_BIND and t in _UPDATE_AFTER_BIND:
                    feats.add(_UPDATE_AFTER_BIND[t])  # other types are the layer's to refuse
    return FeatureSet.of(feats, exts)


def _capability_table() -> dict[str, tuple[Enable, ...]]:
    """Every grammar spelling of a capability -> vk.xml's enables of it."""
    from ..spirv.grammar import Capability

    out = dict(SPIRV_CAPABILITIES)
    by_value = {int(Capability[n]): alts for n, alts in SPIRV_CAPABILITIES.items() if n in Capability.__members__}
    for name, value in Capability.__members__.items():
        out.setdefault(name, by_value.get(int(value), ()))
    return out


_CAPABILITIES: dict[str, tuple[Enable, ...]] | None = None


def capability_need(name: str, sources: Iterable[str] = ()) -> Need:
    """The need of SPIR-V capability ``name`` (any grammar spelling of it)."""
    global _CAPABILITIES
    if _CAPABILITIES is None:
        _CAPABILITIES = _capability_table()
    what = f"SPIR-V capability {name}"
    if name.isdigit():
        what += " (a number the SPIR-V grammar layoutgen was generated from does not know)"
    return Need(what, _CAPABILITIES.get(name, ()), frozenset(sources))


def extension_need(name: str, sources: Iterable[str] = ()) -> Need:
    """The need of SPIR-V extension ``name``."""
    return Need(f"SPIR-V extension {name}", SPIRV_EXTENSIONS.get(name, ()), frozenset(sources))


def for_modules(modules: Iterable[Module]) -> FeatureSet:
    """What the shader modules need: every capability and SPIR-V extension they declare (as
    vk.xml says, chosen on the device by :meth:`FeatureSet.choose`), their stages,
    their stores, and the features their contents need although no capability names them.
    Modules that read a descriptor heap are a DescriptorHeapDeviceError (see :mod:`.heaps`)."""
    modules = list(modules)
    refuse_heap_modules(modules)
    needs: list[Need] = []
    for m in modules:
        src = (m.file or "module",)
        needs.extend(capability_need(c, src) for c in m.capabilities)
        needs.extend(extension_need(e, src) for e in m.extensions)
        needs.extend(module_needs(m, src))
    return FeatureSet.of((), (), needs)
