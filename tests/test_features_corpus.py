"""Every real-world module of the shared corpus gets the device features it needs: on lavapipe
with the validation layer its shader module creates with no message, and so does a compute
module's pipeline (the layer checks capabilities and features at pipeline creation; the
graphics and ray-tracing pipelines are the corpus sweep's); or the device lacks something,
and the error names it (from a list of what lavapipe truly lacks, each with its reason).
The corpus lives outside the project (../shared/corpus); the test skips, saying so, where it
is absent, and fails under CI."""
from __future__ import annotations

import struct
from collections import defaultdict
from pathlib import Path

from conftest import need

import layoutgen
from layoutgen.errors import LayoutgenError, ValidationError, VulkanError

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus"

#: What lavapipe (Mesa 25) lacks: a module needing one of these gets a VulkanError naming it.
LAVAPIPE_LACKS = {
    "SPIR-V capability RayTracingNV": "NV ray tracing (VK_NV_ray_tracing)",
    "SPIR-V capability FragmentShadingRateKHR": "fragment shading rate",
    "SPIR-V capability FragmentBarycentricKHR": "fragment shader barycentrics",
    "SPIR-V capability FragmentDensityEXT": "fragment density map",
    "SPIR-V capability MinLod": "shaderResourceMinLod",
    "SPIR-V capability StorageInputOutput16": "storageInputOutput16",
    "SPIR-V capability QuadControlKHR": "VK_KHR_shader_quad_control",
    "SPIR-V capability ShaderInvocationReorderNV": "VK_NV_ray_tracing_invocation_reorder",
    "SPIR-V extension SPV_GOOGLE_user_type": "VK_GOOGLE_user_type",
    "SPIR-V capability 5128": "descriptor heaps: newer than the SPIR-V grammar layoutgen is generated from",
}
#: Messages of the validation layer 1.3.239 that are its own limits, or lavapipe's, each with its reason.
LAYER_LIMITS = {
    "exceeds device limit maxComputeWorkGroupInvocations": "lavapipe allows 1024 invocations per workgroup",
    "unknown VkStructureType (1000481000)": "it predates VkPhysicalDeviceRayTracingPositionFetchFeaturesKHR",
    "Invalid opcode: 4433": "its spirv-val predates SPV_KHR_relaxed_extended_instruction",
    "operand ComputeDerivativeGroup": "its spirv-val knows compute derivatives by their NV names only",
}


def _without_slang_language(data: bytes) -> bytes:
    """The layer's spirv-val refuses Slang's OpSource language number (11) before checking
    anything else; 'Unknown' (0) lets it check the rest of the module."""
    words = list(struct.unpack(f"<{len(data) // 4}I", data))
    i = 5
    while i < len(words) and words[i] >> 16:
        if words[i] & 0xFFFF == 3 and words[i + 1] == 11:  # OpSource SourceLanguage
            words[i + 1] = 0
        i += words[i] >> 16
    return struct.pack(f"<{len(words)}I", *words)


def _allowed(text: str, table: dict[str, str]) -> bool:
    return any(key in text for key in table)


def _groups() -> dict:
    """FeatureSet -> [(module file, the compute stage and its layout, or None)] that need it."""
    from layoutgen.layout.stages import resolve
    from layoutgen.vk import for_layout, for_modules

    out: dict = defaultdict(list)
    for path in sorted(CORPUS.glob("*.spv")):
        try:
            module = layoutgen.reflect(path)
        except LayoutgenError:
            continue  # reflection has its own tests; a module it cannot read needs nothing here
        features, compute = for_modules([module]), None
        stages = resolve(module)
        if len(stages) == 1 and stages[0].entry.execution_model == "GLCompute":
            try:
                desc = layoutgen.merge(stages)
                features, compute = features | for_layout(desc), (stages[0], desc)
            except LayoutgenError:
                pass  # merging has its own tests; the module still gets its shader-module check
        out[features].append((path, compute))
    return out


def _create(ctx, path: Path, compute, cache) -> None:
    from layoutgen.vk import pipeline as vp

    module = vp.shader_module(ctx, _without_slang_language(path.read_bytes()))
    try:
        if compute is not None:
            stage, desc = compute
            info = vp.StageInfo(module, stage.stage, stage.entry.name)
            vp.destroy(ctx, "Pipeline", vp.compute_pipeline(ctx, cache.get(desc).handle, info))
    finally:
        vp.destroy(ctx, "ShaderModule", module)


def _check_group(features, items: list, bad: list[str]) -> int:
    from layoutgen.vk import DeviceContext, LayoutCache

    first = items[0][0].name
    try:
        ctx = DeviceContext(features=features)
    except ValidationError as exc:
        if not all(_allowed(m.text, LAYER_LIMITS) or m.source == "general" for m in exc.messages):
            bad.append(f"{first}: {exc}")
        return 0
    except VulkanError as exc:
        if not _allowed(str(exc), LAVAPIPE_LACKS) or first not in str(exc):
            bad.append(f"{first}: {exc}")
        return 0
    created = 0
    with ctx, LayoutCache(ctx) as cache:
        for path, compute in items:
            ctx.take_messages()
            try:
                _create(ctx, path, compute, cache)
                created += 1
                problems = ctx.take_problems()
            except ValidationError as exc:
                problems = exc.messages
            bad.extend(f"{path.name}: {m}" for m in problems if not _allowed(m.text, LAYER_LIMITS))
    return created


def test_every_corpus_module_gets_its_features(vulkan_device: bool) -> None:
    need(f"the shared corpus of real-world modules ({CORPUS})", CORPUS.is_dir())
    bad: list[str] = []
    created = sum(_check_group(features, paths, bad) for features, paths in _groups().items())
    assert not bad, f"{len(bad)} problem(s):\n" + "\n".join(bad[:20])
    assert created > 1300  # the rest: what lavapipe lacks (listed above), or not reflected
