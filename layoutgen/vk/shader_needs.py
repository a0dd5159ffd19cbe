"""What a shader module needs of the device beyond its capabilities and extensions: features
its stages, execution modes, stores and data need although no capability names them."""
from __future__ import annotations

from collections.abc import Iterable

from ..reflect.block_rules import SCALAR, UNIFORM_STD430
from ..reflect.model import EntryPoint, Module
from ..reflect.enumerants import Capability, ExecutionModeName, ExecutionModel as Model, Scope
from ..reflect.requirements import AtomicOperation as AtomicOp, Requirements, SmallStorage as Small
from ..reflect.vkenums import DescriptorType as DT

from .needs import Need, feature_alternatives, feature_need

#: Execution model -> the feature its stage needs (capabilities name none of these).
_STAGE_FEATURES: dict[Model | str, str] = {
    Model.TASK_EXT: "VkPhysicalDeviceMeshShaderFeaturesEXT.taskShader",
    Model.MESH_EXT: "VkPhysicalDeviceMeshShaderFeaturesEXT.meshShader",
    Model.TASK_NV: "VkPhysicalDeviceMeshShaderFeaturesNV.taskShader",
    Model.MESH_NV: "VkPhysicalDeviceMeshShaderFeaturesNV.meshShader",
}
#: (storage, bit width) of stored 8/16-bit values -> the features Vulkan gates them by.
#: A Uniform-class BufferBlock is a storage buffer (storageBuffer*); the validation layer
#: 1.3.239 counts it as uniform storage too (VUID-RuntimeSpirv-uniformAndStorageBuffer16BitAccess-06332).
_SMALL_STORAGE = {
    (Small.UNIFORM, 8): ("uniformAndStorageBuffer8BitAccess",),
    (Small.UNIFORM, 16): ("uniformAndStorageBuffer16BitAccess",),
    (Small.BUFFER_BLOCK, 8): ("storageBuffer8BitAccess", "uniformAndStorageBuffer8BitAccess"),
    (Small.BUFFER_BLOCK, 16): ("storageBuffer16BitAccess", "uniformAndStorageBuffer16BitAccess"),
    (Small.STORAGE_BUFFER, 8): ("storageBuffer8BitAccess",), (Small.STORAGE_BUFFER, 16): ("storageBuffer16BitAccess",),
    (Small.PHYSICAL_STORAGE_BUFFER, 8): ("storageBuffer8BitAccess",),
    (Small.PHYSICAL_STORAGE_BUFFER, 16): ("storageBuffer16BitAccess",),
    (Small.SHADER_RECORD_BUFFER_KHR, 8): ("storageBuffer8BitAccess",),
    (Small.SHADER_RECORD_BUFFER_KHR, 16): ("storageBuffer16BitAccess",),
    (Small.PUSH_CONSTANT, 8): ("storagePushConstant8",), (Small.PUSH_CONSTANT, 16): ("storagePushConstant16",),
    (Small.INPUT, 16): ("storageInputOutput16",), (Small.OUTPUT, 16): ("storageInputOutput16",),
}
_CLOCK_FEATURES: dict[Scope | str, str] = {
    Scope.SUBGROUP: "VkPhysicalDeviceShaderClockFeaturesKHR.shaderSubgroupClock",
    Scope.DEVICE: "VkPhysicalDeviceShaderClockFeaturesKHR.shaderDeviceClock"}
#: What an atomic operation is called in the feature's name, and in the reason given.
_ATOMIC_FEATURE_OPS = {AtomicOp.ANY: ("Atomics", "load, store or exchange"), AtomicOp.ADD: ("AtomicAdd", "add"),
                       AtomicOp.MIN_MAX: ("AtomicMinMax", "min or max")}
_LAYOUT_FEATURES = {UNIFORM_STD430: "uniformBufferStandardLayout", SCALAR: "scalarBlockLayout"}
_PRE_RASTER = (Model.VERTEX, Model.TESSELLATION_CONTROL, Model.TESSELLATION_EVALUATION, Model.GEOMETRY)
_STORE_KINDS = (DT.STORAGE_BUFFER, DT.STORAGE_IMAGE, DT.STORAGE_TEXEL_BUFFER)


def module_needs(m: Module, sources: Iterable[str]) -> list[Need]:
    """The needs of module ``m`` beyond its declared capabilities and extensions."""
    src = tuple(sources)
    wanted: dict[str, str] = {}
    for ep in m.entry_points:
        for name, why in _entry_point_features(ep):
            wanted.setdefault(name, why)
    for name, why in _content_features(m.requirements, m.capabilities):
        wanted.setdefault(name, why)
    return [feature_need(name, why, src) for name, why in sorted(wanted.items())]


def _entry_point_features(ep: EntryPoint) -> list[tuple[str, str]]:
    out = []
    if ep.execution_model in _STAGE_FEATURES:
        out.append((_STAGE_FEATURES[ep.execution_model], f"a {ep.execution_model} stage"))
    if any(mode.name == ExecutionModeName.LOCAL_SIZE_ID for mode in ep.execution_modes):
        out.append(("maintenance4", "the LocalSizeId execution mode"))
    if _stores(ep):
        if ep.execution_model == Model.FRAGMENT:
            out.append(("fragmentStoresAndAtomics", "stores from a fragment stage"))
        elif ep.execution_model in _PRE_RASTER:
            out.append(("vertexPipelineStoresAndAtomics", f"stores from a {ep.execution_model} stage"))
    return out


def _content_features(r: Requirements, capabilities: tuple[Capability | str, ...]) -> list[tuple[str, str]]:
    """Features the module's data and instructions need (see reflect.requirements)."""
    out = [(_CLOCK_FEATURES[s], f"OpReadClockKHR at {s} scope") for s in sorted(r.clock_scopes)
           if s in _CLOCK_FEATURES]
    if Scope.DEVICE in r.scopes and Capability.VULKAN_MEMORY_MODEL in capabilities:
        out.append(("vulkanMemoryModelDeviceScope", "Device scope under the Vulkan memory model"))
    for small in sorted(r.small_types):
        out.extend((f, f"{small.width}-bit values in {small.storage} storage")
                   for f in _SMALL_STORAGE.get((small.storage, small.width), ()))
    if r.group_types:
        kinds = ", ".join(f"{g.kind}{g.width}" for g in sorted(r.group_types))
        out.append(("shaderSubgroupExtendedTypes", f"group operations on {kinds}"))
    if r.workgroup_initializer:
        out.append(("shaderZeroInitializeWorkgroupMemory", "a Workgroup variable with an initializer"))
    if r.block_layout in _LAYOUT_FEATURES:
        out.append((_LAYOUT_FEATURES[r.block_layout], r.layout_detail))
    return out + _atomic_features(r)


def _atomic_features(r: Requirements) -> list[tuple[str, str]]:
    """shader{Buffer,Shared,Image}{Float,Int}{width}Atomic{s,Add,MinMax}, as the atomic-float and
    int64-atomic structs name them (a combination Vulkan has no feature for is spirv-val's to refuse)."""
    out = []
    for a in sorted(r.atomics):
        operation, what = _ATOMIC_FEATURE_OPS[a.operation]
        name = f"shader{a.place}{a.kind.capitalize()}{a.width}{operation}"
        if feature_alternatives(name):
            out.append((name, f"atomic {what} on {a.kind}{a.width} in {a.place.lower()} memory"))
    return out


def _stores(ep: EntryPoint) -> bool:
    """Whether an entry point may write a storage buffer or image (needs *StoresAndAtomics)."""
    return any(b.descriptor_type in _STORE_KINDS and not b.non_writable and b.accessed for b in ep.descriptor_bindings)
