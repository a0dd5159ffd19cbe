"""Device features and extensions: what a layout or a shader needs, and enabling them.

Features are named as Vulkan's feature structs spell their members (``runtimeDescriptorArray``,
``maintenance4``, ``meshShader``...); the struct that holds each is found from the binding's
own type information.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..errors import VulkanError
from ..layout.model import BindingFlag, PipelineLayoutDesc, SetLayoutFlag
from ..reflect.model import Module
from ..reflect.vkenums import DescriptorType as DT
from .binding import const, ffi, lib, text

# (struct, sType constant, the extension it needs or None for core)
_STRUCTS = (
    ("VkPhysicalDeviceFeatures", None, None),
    ("VkPhysicalDeviceVulkan11Features", "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES", None),
    ("VkPhysicalDeviceVulkan12Features", "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES", None),
    ("VkPhysicalDeviceVulkan13Features", "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES", None),
    ("VkPhysicalDeviceMeshShaderFeaturesEXT", "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MESH_SHADER_FEATURES_EXT",
     "VK_EXT_mesh_shader"),
    ("VkPhysicalDeviceAccelerationStructureFeaturesKHR",
     "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_FEATURES_KHR", "VK_KHR_acceleration_structure"),
    ("VkPhysicalDeviceRayTracingPipelineFeaturesKHR",
     "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_FEATURES_KHR", "VK_KHR_ray_tracing_pipeline"),
    ("VkPhysicalDeviceRayQueryFeaturesKHR", "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR",
     "VK_KHR_ray_query"),
    ("VkPhysicalDeviceMutableDescriptorTypeFeaturesEXT",
     "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MUTABLE_DESCRIPTOR_TYPE_FEATURES_EXT", "VK_EXT_mutable_descriptor_type"),
)
#: Extensions that others need enabled beside them.
_EXTENSION_NEEDS = {
    "VK_KHR_acceleration_structure": ("VK_KHR_deferred_host_operations",),
    "VK_KHR_ray_tracing_pipeline": ("VK_KHR_acceleration_structure",),
    "VK_KHR_ray_query": ("VK_KHR_acceleration_structure",),
}
#: Extension features that come with their extension's feature.
_FEATURE_NEEDS = {"accelerationStructure": ("bufferDeviceAddress",), "rayTracingPipeline": ("accelerationStructure",),
                  "rayQuery": ("accelerationStructure",)}

#: SPIR-V capability -> the device features it needs.
CAPABILITY_FEATURES = {
    "Geometry": ("geometryShader",), "Tessellation": ("tessellationShader",),
    "GeometryPointSize": ("shaderTessellationAndGeometryPointSize",),
    "TessellationPointSize": ("shaderTessellationAndGeometryPointSize",),
    "GeometryStreams": ("geometryStreams",), "ImageQuery": (), "InterpolationFunction": (),
    "Float64": ("shaderFloat64",), "Int64": ("shaderInt64",), "Int16": ("shaderInt16",),
    "Int8": ("shaderInt8",), "Float16": ("shaderFloat16",),
    "StorageBuffer16BitAccess": ("storageBuffer16BitAccess",),
    "UniformAndStorageBuffer16BitAccess": ("uniformAndStorageBuffer16BitAccess",),
    "StoragePushConstant16": ("storagePushConstant16",), "StorageInputOutput16": ("storageInputOutput16",),
    "StorageBuffer8BitAccess": ("storageBuffer8BitAccess",),
    "UniformAndStorageBuffer8BitAccess": ("uniformAndStorageBuffer8BitAccess",),
    "StoragePushConstant8": ("storagePushConstant8",),
    "RuntimeDescriptorArray": ("runtimeDescriptorArray",),
    "SampledImageArrayNonUniformIndexing": ("shaderSampledImageArrayNonUniformIndexing",),
    "StorageBufferArrayNonUniformIndexing": ("shaderStorageBufferArrayNonUniformIndexing",),
    "UniformBufferArrayNonUniformIndexing": ("shaderUniformBufferArrayNonUniformIndexing",),
    "StorageImageArrayNonUniformIndexing": ("shaderStorageImageArrayNonUniformIndexing",),
    "InputAttachmentArrayNonUniformIndexing": ("shaderInputAttachmentArrayNonUniformIndexing",),
    "UniformTexelBufferArrayNonUniformIndexing": ("shaderUniformTexelBufferArrayNonUniformIndexing",),
    "StorageTexelBufferArrayNonUniformIndexing": ("shaderStorageTexelBufferArrayNonUniformIndexing",),
    "SampledImageArrayDynamicIndexing": ("shaderSampledImageArrayDynamicIndexing",),
    "StorageBufferArrayDynamicIndexing": ("shaderStorageBufferArrayDynamicIndexing",),
    "UniformBufferArrayDynamicIndexing": ("shaderUniformBufferArrayDynamicIndexing",),
    "StorageImageArrayDynamicIndexing": ("shaderStorageImageArrayDynamicIndexing",),
    "InputAttachmentArrayDynamicIndexing": ("shaderInputAttachmentArrayDynamicIndexing",),
    "UniformTexelBufferArrayDynamicIndexing": ("shaderUniformTexelBufferArrayDynamicIndexing",),
    "StorageTexelBufferArrayDynamicIndexing": ("shaderStorageTexelBufferArrayDynamicIndexing",),
    "StorageImageWriteWithoutFormat": ("shaderStorageImageWriteWithoutFormat",),
    "StorageImageReadWithoutFormat": ("shaderStorageImageReadWithoutFormat",),
    "StorageImageMultisample": ("shaderStorageImageMultisample",),
    "StorageImageExtendedFormats": ("shaderStorageImageExtendedFormats",),
    "ImageCubeArray": ("imageCubeArray",), "SampledCubeArray": ("imageCubeArray",),
    "SampleRateShading": ("sampleRateShading",), "ClipDistance": ("shaderClipDistance",),
    "CullDistance": ("shaderCullDistance",), "MultiViewport": ("multiViewport",),
    "ShaderViewportIndexLayerEXT": ("shaderOutputViewportIndex", "shaderOutputLayer"),
    "ImageGatherExtended": ("shaderImageGatherExtended",), "MinLod": ("shaderResourceMinLod",),
    "SparseResidency": ("shaderResourceResidency",), "VulkanMemoryModel": ("vulkanMemoryModel",),
    "PhysicalStorageBufferAddresses": ("bufferDeviceAddress",),
    "DemoteToHelperInvocation": ("shaderDemoteToHelperInvocation",),
    "DrawParameters": ("shaderDrawParameters",), "Int64Atomics": ("shaderBufferInt64Atomics",),
    "MeshShadingEXT": ("meshShader",), "RayTracingKHR": ("rayTracingPipeline",), "RayQueryKHR": ("rayQuery",),
    "ShaderNonUniform": (), "GroupNonUniform": (),
}
#: SPIR-V extension -> the device extension that allows it (core ones need none).
SPIRV_EXTENSIONS = {
    "SPV_GOOGLE_hlsl_functionality1": "VK_GOOGLE_hlsl_functionality1",
    "SPV_GOOGLE_user_type": "VK_GOOGLE_user_type",
    "SPV_GOOGLE_decorate_string": "VK_GOOGLE_decorate_string",
    "SPV_EXT_mesh_shader": "VK_EXT_mesh_shader",
    "SPV_KHR_ray_tracing": "VK_KHR_ray_tracing_pipeline",
    "SPV_KHR_ray_query": "VK_KHR_ray_query",
    "SPV_EXT_fragment_shader_interlock": "VK_EXT_fragment_shader_interlock",
}
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
    DT.MUTABLE_EXT: (("mutableDescriptorType",), ()),
}


def _struct_fields() -> dict[str, int]:
    """Feature name -> index in _STRUCTS of the struct that holds it."""
    out: dict[str, int] = {}
    for i, (name, _stype, _ext) in enumerate(_STRUCTS):
        for fname, _f in ffi.typeof(name).fields:
            if fname not in ("sType", "pNext"):
                out.setdefault(fname, i)
    return out


_FIELDS = _struct_fields()


@dataclass(frozen=True)
class FeatureSet:
    """Features and device extensions to enable."""

    features: frozenset[str] = frozenset()
    extensions: frozenset[str] = frozenset()

    @classmethod
    def of(cls, features: Iterable[str] = (), extensions: Iterable[str] = ()) -> FeatureSet:
        feats, exts = set(features), set(extensions)
        unknown = sorted(f for f in feats if f not in _FIELDS)
        if unknown:
            raise VulkanError(f"unknown device feature(s): {', '.join(unknown)}")
        while True:  # until what is needed brings in nothing new
            size = len(feats) + len(exts)
            for f in list(feats):
                feats.update(_FEATURE_NEEDS.get(f, ()))
                ext = _STRUCTS[_FIELDS[f]][2]
                if ext:
                    exts.add(ext)
            for e in list(exts):
                exts.update(_EXTENSION_NEEDS.get(e, ()))
            if len(feats) + len(exts) == size:
                return cls(frozenset(feats), frozenset(exts))

    def __or__(self, other: FeatureSet) -> FeatureSet:
        """Both sets, with what each needs."""
        return FeatureSet.of(self.features | other.features, self.extensions | other.extensions)

    def resolve(self, physical_device: Any, device_name: str) -> Enabled:
        """Check the device offers everything; a missing part is a VulkanError naming it."""
        available = _device_extensions(physical_device)
        missing = sorted(e for e in self.extensions if e not in available)
        if missing:
            raise VulkanError(f"{device_name} lacks device extension(s) {', '.join(missing)}")
        enabled = Enabled(self.features, self.extensions)
        supported = enabled.query(physical_device)
        lacking = sorted(f for f in self.features if not supported.get(f))
        if lacking:
            raise VulkanError(f"{device_name} lacks feature(s) {', '.join(lacking)}")
        return enabled


def _device_extensions(physical_device: Any) -> set[str]:
    from .binding import vk

    return {text(e.extensionName) for e in vk.vkEnumerateDeviceExtensionProperties(physical_device, None)}


@dataclass
class Enabled:
    """The features and extensions a device is created with."""

    features: frozenset[str]
    extensions: frozenset[str]

    def _structs(self, indices: Iterable[int]) -> tuple[Any, dict[int, Any], list]:
        """A VkPhysicalDeviceFeatures2 chain holding the structs ``indices`` name, and the
        list that keeps every struct of it alive."""
        head = ffi.new("VkPhysicalDeviceFeatures2*")
        head.sType = const("VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2")
        structs: dict[int, Any] = {0: head.features}
        prev, keep = head, [head]
        for i in sorted(set(indices) - {0}):
            name, stype, _ext = _STRUCTS[i]
            s = ffi.new(name + "*")
            s.sType = const(stype)
            prev.pNext = s
            prev = s
            structs[i] = s
            keep.append(s)
        return head, structs, keep

    def query(self, physical_device: Any) -> dict[str, bool]:
        wanted = {_FIELDS[f] for f in self.features}
        head, structs, _keep = self._structs(wanted)
        lib.vkGetPhysicalDeviceFeatures2(physical_device, head)
        return {f: bool(getattr(structs[_FIELDS[f]], f)) for f in self.features}

    def chain(self) -> tuple[Any, list]:
        """The pNext chain for VkDeviceCreateInfo, and what keeps it alive."""
        head, structs, keep = self._structs(_FIELDS[f] for f in self.features)
        for f in self.features:
            setattr(structs[_FIELDS[f]], f, 1)
        return head, keep


def for_layout(desc: PipelineLayoutDesc) -> FeatureSet:
    """What creating ``desc`` needs enabled on the device."""
    feats: set[str] = set()
    exts: set[str] = set()
    for s in desc.set_layouts:
        if s.flags & SetLayoutFlag.PUSH_DESCRIPTOR_KHR:
            exts.add("VK_KHR_push_descriptor")
        for b in s.bindings:
            f, e = _DESCRIPTOR_TYPE_NEEDS.get(b.descriptor_type, ((), ()))
            feats.update(f)
            exts.update(e)
            if b.binding_flags & BindingFlag.PARTIALLY_BOUND:
                feats.add("descriptorBindingPartiallyBound")
            if b.binding_flags & BindingFlag.VARIABLE_DESCRIPTOR_COUNT:
                feats.add("descriptorBindingVariableDescriptorCount")
            if b.binding_flags & BindingFlag.UPDATE_AFTER_BIND and b.descriptor_type in _UPDATE_AFTER_BIND:
                feats.add(_UPDATE_AFTER_BIND[b.descriptor_type])  # other types are the layer's to refuse
            if b.binding_flags & BindingFlag.UPDATE_UNUSED_WHILE_PENDING:
                feats.add("descriptorBindingUpdateUnusedWhilePending")
    return FeatureSet.of(feats, exts)


def for_modules(modules: Iterable[Module]) -> FeatureSet:
    """What the shader modules' capabilities, stages and stores need enabled."""
    feats: set[str] = set()
    exts: set[str] = set()
    for m in modules:
        for cap in m.capabilities:
            feats.update(CAPABILITY_FEATURES.get(cap, ()))
        exts.update(SPIRV_EXTENSIONS[e] for e in m.extensions if e in SPIRV_EXTENSIONS)
        for ep in m.entry_points:
            if ep.execution_model in ("TaskEXT",):
                feats.add("taskShader")
            if any(mode.name == "LocalSizeId" for mode in ep.execution_modes):
                feats.add("maintenance4")
            if _stores(ep):
                if ep.execution_model == "Fragment":
                    feats.add("fragmentStoresAndAtomics")
                elif ep.execution_model in ("Vertex", "TessellationControl", "TessellationEvaluation", "Geometry"):
                    feats.add("vertexPipelineStoresAndAtomics")
    return FeatureSet.of(feats, exts)


def _stores(ep: Any) -> bool:
    """Whether an entry point may write a storage buffer or image (needs *StoresAndAtomics)."""
    kinds = (DT.STORAGE_BUFFER, DT.STORAGE_IMAGE, DT.STORAGE_TEXEL_BUFFER)
    return any(b.descriptor_type in kinds and not b.non_writable and b.accessed for b in ep.descriptor_bindings)
