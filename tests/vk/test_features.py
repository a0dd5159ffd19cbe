"""Device features from the modules, on lavapipe with the validation layer: each capability
family gets what vk.xml says it needs, each content-derived feature is one the layer demands,
a missing one is an error naming it and the module, and the layer's cache does not hide it."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import need_newest_tool
from support.vkutil import build_pipeline, layer_version

import layoutgen
from layoutgen.errors import ValidationError, VulkanError
from layoutgen.layout.stages import resolve_all
from layoutgen.layout.vuids import INVALID_SPIRV, layer_names

ROOT = Path(__file__).resolve().parents[2]

VERT = "#version 450\nvoid main() { gl_Position = vec4(0); }\n"
VERT_OUT = "#version 450\nlayout(location = 0) out vec4 v;\nvoid main() { v = vec4(0); gl_Position = vec4(0); }\n"
COMPUTE = "#version 450\n{ext}\nlayout(local_size_x = 1) in;\n{decl}\nvoid main() {{ {body} }}\n"


def _comp(ext: str, decl: str, body: str) -> str:
    return COMPUTE.format(ext=ext, decl=decl, body=body)


def _frag(ext: str, body: str, inputs: str = "") -> str:
    return f"#version 450\n{ext}\n{inputs}layout(location = 0) out vec4 color;\nvoid main() {{ {body} }}\n"


BUF = "layout(set = 0, binding = 0) buffer B {{ {members} }} buf;"
#: Case -> ([(file name, GLSL, target)], a feature or extension the device must have got).
CASES = {
    "MultiView": ([("mv.vert", "#version 450\n#extension GL_EXT_multiview : require\n"
                    "void main() { gl_Position = vec4(float(gl_ViewIndex)); }\n", "vulkan1.0")], "multiview"),
    "StencilExportEXT": ([("v.vert", VERT, "vulkan1.0"), ("stencil.frag", _frag(
        "#extension GL_ARB_shader_stencil_export : require", "gl_FragStencilRefARB = 1; color = vec4(1);"),
        "vulkan1.0")], "VK_EXT_shader_stencil_export"),
    "SampleMaskPostDepthCoverage": ([("v.vert", VERT, "vulkan1.0"), ("pdc.frag", _frag(
        "#extension GL_ARB_post_depth_coverage : require\nlayout(post_depth_coverage) in;",
        "color = vec4(float(gl_SampleMaskIn[0]));"), "vulkan1.0")], "VK_EXT_post_depth_coverage"),
    "ShaderViewportIndexLayerEXT": ([("layer.vert", "#version 450\n#extension GL_ARB_shader_viewport_layer_array : "
                                      "require\nvoid main() { gl_ViewportIndex = 0; gl_Layer = 0; "
                                      "gl_Position = vec4(0); }\n", "vulkan1.0")],
                                    "VK_EXT_shader_viewport_index_layer"),
    "ShaderViewportIndex": ([("layer.vert", "#version 450\n#extension GL_ARB_shader_viewport_layer_array : "
                              "require\nvoid main() { gl_ViewportIndex = 0; gl_Layer = 0; "
                              "gl_Position = vec4(0); }\n", "vulkan1.2")], "shaderOutputViewportIndex"),
    "SubgroupBallotKHR": ([("ballot.comp", _comp(
        "#extension GL_ARB_shader_ballot : require\n#extension GL_ARB_gpu_shader_int64 : require",
        BUF.format(members="uint64_t r;"), "buf.r = ballotARB(true);"), "vulkan1.0")],
        "VK_EXT_shader_subgroup_ballot"),
    "SubgroupVoteKHR": ([("vote.comp", _comp("#extension GL_ARB_shader_group_vote : require",
                                             BUF.format(members="uint r;"),
                                             "buf.r = allInvocationsARB(buf.r > 0) ? 1u : 0u;"), "vulkan1.0")],
                        "VK_EXT_shader_subgroup_vote"),
    "InterpolationFunction": ([("v.vert", VERT_OUT, "vulkan1.0"), ("interp.frag", _frag(
        "", "color = interpolateAtCentroid(v);", "layout(location = 0) in vec4 v;\n"), "vulkan1.0")],
        "sampleRateShading"),
    "AtomicFloat": ([("atomic.comp", _comp(
        "#extension GL_EXT_shader_atomic_float : require\n#extension GL_EXT_shader_atomic_float2 : require",
        BUF.format(members="float a; float b;"), "atomicAdd(buf.a, 1.0); atomicMax(buf.b, 2.0);"), "vulkan1.0")],
        "shaderBufferFloat32AtomicMinMax"),
    "float atomics with no capability": ([("xchg.comp", _comp(
        "#extension GL_EXT_shader_atomic_float : require",
        "layout(set = 0, binding = 0) buffer B { float a; float b; } buf;\nshared float s;\n"
        "layout(set = 0, binding = 1, r32f) uniform image2D img;",
        "s = 0; buf.b = atomicExchange(buf.a, 1.0) + atomicExchange(s, 2.0) + "
        "imageAtomicExchange(img, ivec2(0), 1.0);"), "vulkan1.0")], "shaderSharedFloat32Atomics"),
    "ShaderClockKHR": ([("clock.comp", _comp("#extension GL_ARB_shader_clock : require",
                                             BUF.format(members="uvec2 t;"), "buf.t = clock2x32ARB();"),
                         "vulkan1.0")], "shaderSubgroupClock"),
    "TransformFeedback": ([("xfb.vert", "#version 450\nlayout(xfb_buffer = 0, xfb_offset = 0, location = 0) "
                            "out vec4 v;\nvoid main() { v = vec4(1); gl_Position = vec4(0); }\n", "vulkan1.0")],
                          "transformFeedback"),
    "GeometryStreams": ([("v.vert", VERT, "vulkan1.0"), (
        "streams.geom", "#version 450\nlayout(triangles) in;\nlayout(points, max_vertices = 1) out;\n"
        "layout(stream = 1, location = 0) out vec4 s1;\nvoid main() { s1 = vec4(1); gl_Position = vec4(0); "
        "EmitStreamVertex(1); EndStreamPrimitive(1); }\n", "vulkan1.0")], "geometryStreams"),
    # Features no capability names: the module's contents need them.
    "scalarBlockLayout": ([("scalar.comp", _comp(
        "#extension GL_EXT_scalar_block_layout : require", "layout(set = 0, binding = 0, scalar) buffer B "
        "{ vec3 a; float b; vec3 c[4]; } buf;", "buf.c[1] = buf.a * buf.b;"), "vulkan1.0")], "scalarBlockLayout"),
    "uniformBufferStandardLayout": ([("ubo430.comp", _comp(
        "#extension GL_EXT_scalar_block_layout : require",
        "layout(set = 0, binding = 0, std430) uniform U { float f[4]; } ubo;\n"
        "layout(set = 0, binding = 1) buffer B { float r; } buf;", "buf.r = ubo.f[2];"), "vulkan1.0")],
        "uniformBufferStandardLayout"),
    "8-bit storage": ([("bit8.comp", _comp(
        "#extension GL_EXT_shader_8bit_storage : require\n"
        "#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require",
        "layout(set = 0, binding = 0) buffer B { uint8_t a[4]; } buf;\n"
        "layout(set = 0, binding = 1) uniform U { uint8_t u[16]; } ubo;\n"
        "layout(push_constant) uniform P { uint8_t p; } pc;", "buf.a[1] = ubo.u[0] + pc.p;"), "vulkan1.0")],
        "storageBuffer8BitAccess"),
    "16-bit storage in a BufferBlock": ([("bit16.comp", _comp(
        "#extension GL_EXT_shader_16bit_storage : require\n"
        "#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require",
        BUF.format(members="float16_t a[4];"), "buf.a[1] = buf.a[0] * float16_t(2.0);"), "vulkan1.0")],
        "uniformAndStorageBuffer16BitAccess"),
    "shaderSubgroupExtendedTypes": ([("subext.comp", _comp(
        "#extension GL_KHR_shader_subgroup_arithmetic : require\n"
        "#extension GL_EXT_shader_subgroup_extended_types_int16 : require\n"
        "#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require",
        BUF.format(members="int r;"), "buf.r = int(subgroupAdd(int16_t(buf.r)));"), "vulkan1.1")],
        "shaderSubgroupExtendedTypes"),
    "shaderZeroInitializeWorkgroupMemory": ([("nullinit.comp", _comp(
        "#extension GL_EXT_null_initializer : require", "shared uint s = {};\n" + BUF.format(members="uint r;"),
        "buf.r = s;"), "vulkan1.0")], "shaderZeroInitializeWorkgroupMemory"),
}
#: Content-derived cases -> what the layer says without the feature.
WITHOUT = {
    "scalarBlockLayout": INVALID_SPIRV,
    "uniformBufferStandardLayout": INVALID_SPIRV,
    "16-bit storage in a BufferBlock": "VUID-RuntimeSpirv-uniformAndStorageBuffer16BitAccess-06332",
    "shaderSubgroupExtendedTypes": "VUID-RuntimeSpirv-None-06275",
    "shaderZeroInitializeWorkgroupMemory": "VUID-RuntimeSpirv-shaderZeroInitializeWorkgroupMemory-06372",
    "ShaderClockKHR": "VUID-RuntimeSpirv-shaderSubgroupClock-06267",
    # both layers know both rules; 1.3.239 cites the one for float atomics on storage buffers,
    # 1.4.309 the one for float atomics on workgroup memory, for an atomic on a buffer member
    "float atomics with no capability": ("VUID-RuntimeSpirv-None-06281", "VUID-RuntimeSpirv-None-06285"),
}


def _layer_says(case: str) -> frozenset[str]:
    """The names the running layer may give the rule a case breaks (vuids.RENAMED)."""
    want = WITHOUT[case]
    if isinstance(want, tuple):
        return frozenset(want)
    return layer_names(want, layer_version())

DOT_PRODUCT = """\
               OpCapability Shader
               OpCapability DotProduct
               OpCapability DotProductInput4x8BitPacked
               OpExtension "SPV_KHR_integer_dot_product"
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main"
               OpExecutionMode %main LocalSize 1 1 1
               OpDecorate %B BufferBlock
               OpMemberDecorate %B 0 Offset 0
               OpMemberDecorate %B 1 Offset 4
               OpDecorate %buf DescriptorSet 0
               OpDecorate %buf Binding 0
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
       %uint = OpTypeInt 32 0
        %int = OpTypeInt 32 1
          %B = OpTypeStruct %uint %int
      %ptr_B = OpTypePointer Uniform %B
   %ptr_uint = OpTypePointer Uniform %uint
    %ptr_int = OpTypePointer Uniform %int
        %buf = OpVariable %ptr_B Uniform
       %int0 = OpConstant %int 0
       %int1 = OpConstant %int 1
       %main = OpFunction %void None %fn
      %entry = OpLabel
         %pa = OpAccessChain %ptr_uint %buf %int0
          %a = OpLoad %uint %pa
          %d = OpSDot %int %a %a PackedVectorFormat4x8Bit
         %pr = OpAccessChain %ptr_int %buf %int1
               OpStore %pr %d
               OpReturn
               OpFunctionEnd
"""


def _compile(glsl, files: list[tuple[str, str, str]]) -> list[str]:
    return [str(glsl(name, source, target)) for name, source, target in files]


def _create(stages, features) -> tuple:
    """Create the pipeline of ``stages`` on a device with ``features``: what the device
    enabled, and the layer's messages."""
    from layoutgen.vk import DeviceContext, LayoutCache
    from layoutgen.vk import pipeline as vp

    desc = layoutgen.merge(stages)
    with DeviceContext(features=features) as ctx, LayoutCache(ctx) as cache:
        try:
            vp.destroy(ctx, "Pipeline", build_pipeline(ctx, cache, stages, desc))
        except ValidationError as exc:
            return ctx.features, exc.messages
        return ctx.features, ctx.take_problems()


def _features_of(stages):
    from layoutgen.vk import for_layout, for_modules

    return for_layout(layoutgen.merge(stages)) | for_modules(s.module for s in stages)


@pytest.mark.parametrize("case", sorted(CASES))
def test_modules_get_what_they_need(case: str, glsl, vulkan_device: bool) -> None:
    files, expect = CASES[case]
    stages = resolve_all(_compile(glsl, files))
    enabled, problems = _create(stages, _features_of(stages))
    assert problems == []
    assert expect in enabled.features | enabled.extensions, enabled


def test_dot_product(tmp_path: Path, vulkan_device: bool) -> None:
    asm = tmp_path / "dot.spvasm"
    asm.write_text(DOT_PRODUCT)
    spv = tmp_path / "dot.spv"
    subprocess.run([need_newest_tool("spirv-as"), "--target-env", "vulkan1.0", "-o", str(spv), str(asm)], check=True)
    stages = resolve_all([str(spv)])
    enabled, problems = _create(stages, _features_of(stages))
    assert problems == []
    assert "shaderIntegerDotProduct" in enabled.features, enabled


@pytest.mark.parametrize("case", sorted(WITHOUT))
def test_the_layer_wants_each_content_feature(case: str, glsl, vulkan_device: bool) -> None:
    """Without the feature the contents need, the layer refuses the module: the need is real."""
    from layoutgen.vk import FeatureSet

    files, feature = CASES[case]
    stages = resolve_all(_compile(glsl, files))
    wanted = _features_of(stages)
    without = FeatureSet.of(wanted.features, wanted.extensions,
                            [n for n in wanted.needs if not n.what.split(" (")[0].endswith(feature)])
    assert without != wanted
    _enabled, messages = _create(stages, without)
    assert _layer_says(case) & {m.vuid for m in messages}, messages


def test_a_missing_feature_names_it_and_the_module(glsl, vulkan_device: bool) -> None:
    from layoutgen.vk import DeviceContext, FeatureSet, for_modules
    from layoutgen.vk.shader_needs import module_needs

    path = glsl("io16.vert", "#version 450\n#extension GL_EXT_shader_16bit_storage : require\n"
                "#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require\n"
                "layout(location = 0) out f16vec4 v;\nvoid main() { v = f16vec4(1); gl_Position = vec4(0); }\n")
    module = layoutgen.reflect(path)
    with pytest.raises(VulkanError, match=r"lacks SPIR-V capability StorageInputOutput16 \(needed by .*io16.vert"):
        DeviceContext(features=for_modules([module]))
    content = FeatureSet.of(needs=module_needs(module, [str(path)]))
    with pytest.raises(VulkanError, match=r"lacks feature storageInputOutput16 \(16-bit values in Output storage\) "
                                          r"\(needed by .*io16.vert.*storageInputOutput16 is not supported"):
        DeviceContext(features=content)
    fsr = glsl("fsr.frag", _frag("#extension GL_EXT_fragment_shading_rate : require",
                                 "color = vec4(float(gl_ShadingRateEXT));"))
    with pytest.raises(VulkanError, match=r"FragmentShadingRateKHR \(needed by .*fsr.frag.*"
                                          r"VK_KHR_fragment_shading_rate \(not offered\)"):
        DeviceContext(features=for_modules([layoutgen.reflect(fsr)]))


def test_struct_and_extensions_follow_the_api_version(vulkan_device: bool) -> None:
    """Vulkan 1.1 has no VkPhysicalDeviceVulkan11/12Features: the promoted structs (and the
    extension where it is not core) take the features; later versions take the aggregates."""
    from layoutgen.vk import DeviceContext

    with DeviceContext(api_version=(1, 1), features=["multiview", "storageBuffer8BitAccess"]) as ctx:
        assert set(ctx.features.structs) == {"VkPhysicalDeviceMultiviewFeatures", "VkPhysicalDevice8BitStorageFeatures"}
        assert "VK_KHR_8bit_storage" in ctx.features.extensions
        assert ctx.take_problems() == []
    with DeviceContext(api_version=(1, 3), features=["multiview", "storageBuffer8BitAccess"]) as ctx:
        assert set(ctx.features.structs) == {"VkPhysicalDeviceVulkan11Features", "VkPhysicalDeviceVulkan12Features"}
        assert ctx.features.extensions == frozenset()
        assert ctx.take_problems() == []


def test_extensions_come_with_their_dependencies(vulkan_device: bool) -> None:
    from layoutgen.vk import DeviceContext, FeatureSet

    with DeviceContext(features=FeatureSet.of(["rayTracingPipeline", "VkPhysicalDeviceMeshShaderFeaturesEXT.taskShader",
                                               "variablePointers"])) as ctx:
        assert {"VK_KHR_ray_tracing_pipeline", "VK_KHR_acceleration_structure", "VK_KHR_deferred_host_operations",
                "VK_EXT_mesh_shader"} <= ctx.features.extensions
        assert {"accelerationStructure", "bufferDeviceAddress", "taskShader",
                "variablePointersStorageBuffer"} <= ctx.features.features
        assert ctx.take_problems() == []


def test_a_feature_comes_with_the_features_it_needs(vulkan_device: bool) -> None:
    """Each feature the spec says needs another (robustBufferAccess2 needs robustBufferAccess,
    a sparse image atomic its image atomic), asked for alone, is enabled with it: the layer
    refused the device (VUID-VkPhysicalDeviceRobustness2FeaturesEXT-robustBufferAccess2-04000,
    VUID-VkDeviceCreateInfo-None-04897). Those of them this device has are created."""
    from layoutgen.vk import DeviceContext
    from layoutgen.vk.featurechain import FEATURE_STRUCTS, query
    from layoutgen.vk.features import _FEATURE_NEEDS

    with DeviceContext(validation=False) as bare:
        offered = {m for s in FEATURE_STRUCTS for m, on in query(bare.physical_device, [s]).get(s, {}).items() if on}
    tried = []
    for feature, needs in _FEATURE_NEEDS.items():
        if feature in offered and set(needs) <= offered:
            with DeviceContext(features=[feature]) as ctx:
                assert {feature, *needs} <= ctx.features.features
                assert ctx.take_problems() == []
            tried.append(feature)
    assert "robustBufferAccess2" in tried, tried  # lavapipe offers it


def test_feature_names() -> None:
    from layoutgen.vk import FeatureSet
    from layoutgen.vk.needs import feature_alternatives

    assert feature_alternatives("VkPhysicalDeviceMultiviewFeaturesKHR.multiview") == (
        ("feature", "VkPhysicalDeviceMultiviewFeatures", "multiview", ()),)
    assert feature_alternatives("meshShader")[0][1] == "VkPhysicalDeviceMeshShaderFeaturesEXT"  # EXT before NV
    with pytest.raises(VulkanError, match="unknown device feature.*noSuchFeature"):
        FeatureSet.of(["noSuchFeature"])
    with pytest.raises(VulkanError, match="unknown device feature.*VkPhysicalDeviceFeatures.multiview"):
        FeatureSet.of(["VkPhysicalDeviceFeatures.multiview"])


_CACHE_RUN = """
import sys
import layoutgen
from layoutgen.vk import DeviceContext
from layoutgen.vk import pipeline as vp
with DeviceContext(features=sys.argv[2:]) as ctx:
    try:
        vp.destroy(ctx, "ShaderModule", vp.shader_module(ctx, open(sys.argv[1], "rb").read()))
        problems = ctx.take_problems()
    except layoutgen.ValidationError as exc:
        problems = exc.messages
print(" ".join(m.vuid for m in problems) or "clean")
"""


def test_the_layer_cache_does_not_hide_a_missing_feature(glsl, tmp_path: Path, vulkan_device: bool) -> None:
    """The layer's shader-validation cache is keyed by the module, not the features: once
    validated with scalarBlockLayout on, a module would pass without it in any later process."""
    files, _ = CASES["scalarBlockLayout"]
    (path,) = _compile(glsl, files)
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "PYTHONPATH": str(ROOT)}

    def run(*features: str) -> str:
        proc = subprocess.run([sys.executable, "-c", _CACHE_RUN, path, *features], env=env, capture_output=True,
                              text=True, check=True)
        return proc.stdout.strip()

    assert run("scalarBlockLayout") == "clean"
    assert run() in layer_names(INVALID_SPIRV, layer_version())
    assert not list((tmp_path / "cache").glob("shader_validation_cache*"))


def test_requirements_facts(glsl) -> None:
    """What the contents pass reports, without a device."""
    from layoutgen.reflect.block_rules import RELAXED, SCALAR, UNIFORM_STD430
    from layoutgen.reflect.enumerants import Scope
    from layoutgen.reflect.kinds import ScalarKind as K
    from layoutgen.reflect.requirements import AtomicOperation as Op, AtomicPlace, AtomicUse, GroupType
    from layoutgen.reflect.requirements import SmallStorage as S, SmallStore

    def facts(case: str):
        files, _ = CASES[case]
        return layoutgen.reflect(_compile(glsl, files)[-1]).requirements

    assert facts("16-bit storage in a BufferBlock").small_types == {SmallStore(S.BUFFER_BLOCK, 16)}
    assert facts("8-bit storage").small_types == {SmallStore(S.BUFFER_BLOCK, 8), SmallStore(S.UNIFORM, 8),
                                                  SmallStore(S.PUSH_CONSTANT, 8)}
    assert facts("shaderSubgroupExtendedTypes").group_types == {GroupType(K.INT, 16)}
    assert facts("shaderZeroInitializeWorkgroupMemory").workgroup_initializer
    assert facts("ShaderClockKHR").clock_scopes == {Scope.SUBGROUP}
    assert facts("float atomics with no capability").atomics == {AtomicUse(K.FLOAT, 32, place, Op.ANY)
                                                                 for place in AtomicPlace}
    assert facts("AtomicFloat").atomics == {AtomicUse(K.FLOAT, 32, AtomicPlace.BUFFER, Op.ADD),
                                            AtomicUse(K.FLOAT, 32, AtomicPlace.BUFFER, Op.MIN_MAX)}
    scalar = facts("scalarBlockLayout")
    assert scalar.block_layout == SCALAR and "block B: member 2 is an array with stride 12" in scalar.layout_detail
    assert facts("uniformBufferStandardLayout").block_layout == UNIFORM_STD430
    assert facts("MultiView").block_layout == RELAXED and facts("MultiView").small_types == frozenset()
