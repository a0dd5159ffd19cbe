"""Test helpers for the Vulkan device: contexts and pipelines built from corpus stages."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from layoutgen.layout import PipelineLayoutDesc, merge
from layoutgen.layout.stages import Stage, resolve_all
from layoutgen.layout.vertex import vertex_input as vertex_input_of
from layoutgen.reflect import DescriptorType, Format, ShaderStage


VALIDATION_LAYER = "VK_LAYER_KHRONOS_validation"


def vulkan_missing() -> str | None:
    """What the machine lacks of a Vulkan loader, a driver with a device and the validation
    layer, asked of the loader directly (not through layoutgen); None where all are there."""
    try:
        import vulkan as vk
    except OSError as exc:  # the binding opens the loader library on import
        return f"no Vulkan loader ({exc})"
    layers = {bytes(vk.ffi.string(p.layerName)).decode() if not isinstance(p.layerName, str) else p.layerName
              for p in vk.vkEnumerateInstanceLayerProperties()}
    if VALIDATION_LAYER not in layers:
        return f"no {VALIDATION_LAYER}"
    try:
        instance = vk.vkCreateInstance(vk.VkInstanceCreateInfo(), None)
    except vk.VkError as exc:
        return f"no Vulkan driver (vkCreateInstance: {type(exc).__name__})"
    try:
        devices = vk.vkEnumeratePhysicalDevices(instance)
    finally:
        vk.vkDestroyInstance(instance, None)
    return None if devices else "no Vulkan driver (no physical device)"


def layer_version() -> tuple[int, int, int] | None:
    """The Khronos validation layer's version (its spec version: 1.3.239 on Debian 12, 1.4.309
    on Debian 13), asked of the loader; None where the layer is not installed."""
    try:
        import vulkan as vk
    except OSError:
        return None
    for p in vk.vkEnumerateInstanceLayerProperties():
        name = p.layerName if isinstance(p.layerName, str) else bytes(vk.ffi.string(p.layerName)).decode()
        if name == VALIDATION_LAYER:
            v = p.specVersion
            return (v >> 22) & 0x7F, (v >> 12) & 0x3FF, v & 0xFFF
    return None


def check_device_context(**options) -> None:
    """Where the loader, a driver and the layer are there, DeviceContext must work: a failure
    is layoutgen's, reported with its exception, never taken for a missing driver."""
    from layoutgen.vk import DeviceContext

    try:
        with DeviceContext(validation=True, **options):
            pass
    except Exception as exc:
        raise AssertionError(f"a Vulkan driver and {VALIDATION_LAYER} are installed, but DeviceContext failed: "
                             f"{type(exc).__name__}: {exc}") from exc


def stage_features(stages: Sequence[Stage], desc: PipelineLayoutDesc):
    from layoutgen.vk import for_layout, for_modules

    return for_layout(desc) | for_modules(s.module for s in stages)


def _color_format(fmt: Format) -> Format:
    name = fmt.name
    if name.endswith("SFLOAT") or fmt == Format.UNDEFINED:
        return Format.R32G32B32A32_SFLOAT
    return Format.R32G32B32A32_SINT if name.endswith("SINT") else Format.R32G32B32A32_UINT


@dataclass
class Built:
    desc: PipelineLayoutDesc
    pipeline: object


def build_pipeline(ctx, cache, stages: Sequence[Stage], desc: PipelineLayoutDesc, *, specialization=None) -> object:
    """Create the pipeline of ``stages`` with the layout ``desc`` (through ``cache``)."""
    return pipeline_with_layout(ctx, cache.get(desc).handle, stages, specialization=specialization)


def pipeline_with_layout(ctx, layout, stages: Sequence[Stage], *, specialization=None, vertex_input=None) -> object:
    """Create the pipeline of ``stages`` with the VkPipelineLayout ``layout``."""
    from layoutgen.vk import pipeline as vp

    from layoutgen.vk.shaders import split_specialization

    infos, modules = [], []
    per_stage = split_specialization(specialization, stages)  # each stage the values of its own constants
    try:
        for s, values in zip(stages, per_stage):
            data = _module_bytes(s)
            modules.append(vp.shader_module(ctx, data))
            infos.append(vp.StageInfo(modules[-1], s.stage, s.entry.name, values or None,
                                      s.module.specialization_constants))
        kinds = {s.stage for s in stages}
        if kinds == {ShaderStage.COMPUTE}:
            return vp.compute_pipeline(ctx, layout, infos[0])
        if any(k & (ShaderStage.RAYGEN_KHR | ShaderStage.MISS_KHR | ShaderStage.CLOSEST_HIT_KHR) for k in kinds):
            return vp.ray_tracing_pipeline(ctx, layout, infos)
        return _graphics(ctx, layout, stages, infos, vertex_input)
    finally:
        for m in modules:
            vp.destroy(ctx, "ShaderModule", m)


def _module_bytes(s: Stage) -> bytes:
    import pathlib

    return pathlib.Path(s.file).read_bytes()


def _graphics(ctx, layout, stages: Sequence[Stage], infos, vertex_input=None) -> object:
    from layoutgen.vk import pipeline as vp

    frag = next((s for s in stages if s.stage == ShaderStage.FRAGMENT), None)
    vert = next((s for s in stages if s.stage == ShaderStage.VERTEX), None)
    colors = [_color_format(v.format) for v in frag.entry.outputs] if frag else []
    inputs = []
    samples = 1
    if frag:
        for b in sorted((b for b in frag.entry.descriptor_bindings
                         if b.descriptor_type == DescriptorType.INPUT_ATTACHMENT),
                        key=lambda b: b.input_attachment_index):
            ms = 4 if b.image is not None and b.image.multisampled else 1
            fmt = _color_format(Format.for_components(b.image.sampled_type.kind, 32, 4))
            inputs.append((fmt, ms))
    rp = vp.render_pass(ctx, colors, inputs, samples)
    try:
        vi = vertex_input if vertex_input is not None else (vertex_input_of(vert.entry) if vert else None)
        return vp.graphics_pipeline(ctx, layout, infos, rp, vertex_input=vi, color_attachments=len(colors),
                                    samples=samples)
    finally:
        vp.destroy(ctx, "RenderPass", rp)


def corpus_stages(modules) -> list[Stage]:
    return resolve_all([str(m.spv) for m in modules])


def merged(stages, **policy) -> PipelineLayoutDesc:
    return merge(stages, **policy)
