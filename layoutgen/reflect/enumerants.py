"""SPIR-V enumerants as reflection reports them: str enums of the grammar's spellings, one a
value (where the grammar gives a value several names, the cross-vendor one:
``RayGenerationKHR``, not ``RayGenerationNV``), each with its table from the value.

A member is the str it spells (``Capability.SHADER == "Shader"``), so it compares, formats and
writes to JSON as that text.

Generated from spirv.core.grammar.json (SPIR-V 1.6 revision 7, sha256 db8581272b63d232268094a47b68d18a0464fc911e06004d57419924fe660ba4)
extinst.glsl.std.450.grammar.json (sha256 5d72e48247569f9b77a17a849db624350abc9d26f7f72b153bbcf15c37238239)
and spir-v.xml (sha256 30f03cdd7f2dadaf06d04df3adf156fb927ced3cd5433f567d6eeb0a86020f30)
by tools/gen_grammar.py - do not edit.
"""
from enum import StrEnum

__all__ = [
    'ExecutionModel',
    'EXECUTION_MODELS',
    'ExecutionModeName',
    'EXECUTION_MODES',
    'BuiltIn',
    'BUILT_INS',
    'Capability',
    'CAPABILITIES',
    'SourceLanguage',
    'SOURCE_LANGUAGES',
    'ImageFormat',
    'SPIRV_IMAGE_FORMATS',
    'Scope',
    'SCOPES',
    'SpecOperation',
    'SPEC_OPERATIONS',
]


class ExecutionModel(StrEnum):
    """An entry point's execution model, as the grammar spells it (SPIR-V's ExecutionModel)."""

    VERTEX = 'Vertex'
    TESSELLATION_CONTROL = 'TessellationControl'
    TESSELLATION_EVALUATION = 'TessellationEvaluation'
    GEOMETRY = 'Geometry'
    FRAGMENT = 'Fragment'
    GL_COMPUTE = 'GLCompute'
    KERNEL = 'Kernel'
    TASK_NV = 'TaskNV'
    MESH_NV = 'MeshNV'
    RAY_GENERATION_KHR = 'RayGenerationKHR'
    INTERSECTION_KHR = 'IntersectionKHR'
    ANY_HIT_KHR = 'AnyHitKHR'
    CLOSEST_HIT_KHR = 'ClosestHitKHR'
    MISS_KHR = 'MissKHR'
    CALLABLE_KHR = 'CallableKHR'
    TASK_EXT = 'TaskEXT'
    MESH_EXT = 'MeshEXT'


#: ExecutionModel value -> its member.
EXECUTION_MODELS: dict[int, ExecutionModel] = {
    0: ExecutionModel.VERTEX,
    1: ExecutionModel.TESSELLATION_CONTROL,
    2: ExecutionModel.TESSELLATION_EVALUATION,
    3: ExecutionModel.GEOMETRY,
    4: ExecutionModel.FRAGMENT,
    5: ExecutionModel.GL_COMPUTE,
    6: ExecutionModel.KERNEL,
    5267: ExecutionModel.TASK_NV,
    5268: ExecutionModel.MESH_NV,
    5313: ExecutionModel.RAY_GENERATION_KHR,
    5314: ExecutionModel.INTERSECTION_KHR,
    5315: ExecutionModel.ANY_HIT_KHR,
    5316: ExecutionModel.CLOSEST_HIT_KHR,
    5317: ExecutionModel.MISS_KHR,
    5318: ExecutionModel.CALLABLE_KHR,
    5364: ExecutionModel.TASK_EXT,
    5365: ExecutionModel.MESH_EXT,
}


class ExecutionModeName(StrEnum):
    """The name of an execution mode, as the grammar spells it (SPIR-V's ExecutionMode)."""

    INVOCATIONS = 'Invocations'
    SPACING_EQUAL = 'SpacingEqual'
    SPACING_FRACTIONAL_EVEN = 'SpacingFractionalEven'
    SPACING_FRACTIONAL_ODD = 'SpacingFractionalOdd'
    VERTEX_ORDER_CW = 'VertexOrderCw'
    VERTEX_ORDER_CCW = 'VertexOrderCcw'
    PIXEL_CENTER_INTEGER = 'PixelCenterInteger'
    ORIGIN_UPPER_LEFT = 'OriginUpperLeft'
    ORIGIN_LOWER_LEFT = 'OriginLowerLeft'
    EARLY_FRAGMENT_TESTS = 'EarlyFragmentTests'
    POINT_MODE = 'PointMode'
    XFB = 'Xfb'
    DEPTH_REPLACING = 'DepthReplacing'
    DEPTH_GREATER = 'DepthGreater'
    DEPTH_LESS = 'DepthLess'
    DEPTH_UNCHANGED = 'DepthUnchanged'
    LOCAL_SIZE = 'LocalSize'
    LOCAL_SIZE_HINT = 'LocalSizeHint'
    INPUT_POINTS = 'InputPoints'
    INPUT_LINES = 'InputLines'
    INPUT_LINES_ADJACENCY = 'InputLinesAdjacency'
    TRIANGLES = 'Triangles'
    INPUT_TRIANGLES_ADJACENCY = 'InputTrianglesAdjacency'
    QUADS = 'Quads'
    ISOLINES = 'Isolines'
    OUTPUT_VERTICES = 'OutputVertices'
    OUTPUT_POINTS = 'OutputPoints'
    OUTPUT_LINE_STRIP = 'OutputLineStrip'
    OUTPUT_TRIANGLE_STRIP = 'OutputTriangleStrip'
    VEC_TYPE_HINT = 'VecTypeHint'
    CONTRACTION_OFF = 'ContractionOff'
    INITIALIZER = 'Initializer'
    FINALIZER = 'Finalizer'
    SUBGROUP_SIZE = 'SubgroupSize'
    SUBGROUPS_PER_WORKGROUP = 'SubgroupsPerWorkgroup'
    SUBGROUPS_PER_WORKGROUP_ID = 'SubgroupsPerWorkgroupId'
    LOCAL_SIZE_ID = 'LocalSizeId'
    LOCAL_SIZE_HINT_ID = 'LocalSizeHintId'
    NON_COHERENT_COLOR_ATTACHMENT_READ_EXT = 'NonCoherentColorAttachmentReadEXT'
    NON_COHERENT_DEPTH_ATTACHMENT_READ_EXT = 'NonCoherentDepthAttachmentReadEXT'
    NON_COHERENT_STENCIL_ATTACHMENT_READ_EXT = 'NonCoherentStencilAttachmentReadEXT'
    SUBGROUP_UNIFORM_CONTROL_FLOW_KHR = 'SubgroupUniformControlFlowKHR'
    POST_DEPTH_COVERAGE = 'PostDepthCoverage'
    DENORM_PRESERVE = 'DenormPreserve'
    DENORM_FLUSH_TO_ZERO = 'DenormFlushToZero'
    SIGNED_ZERO_INF_NAN_PRESERVE = 'SignedZeroInfNanPreserve'
    ROUNDING_MODE_RTE = 'RoundingModeRTE'
    ROUNDING_MODE_RTZ = 'RoundingModeRTZ'
    NON_COHERENT_TILE_ATTACHMENT_READ_QCOM = 'NonCoherentTileAttachmentReadQCOM'
    TILE_SHADING_RATE_QCOM = 'TileShadingRateQCOM'
    EARLY_AND_LATE_FRAGMENT_TESTS_AMD = 'EarlyAndLateFragmentTestsAMD'
    STENCIL_REF_REPLACING_EXT = 'StencilRefReplacingEXT'
    COALESCING_AMDX = 'CoalescingAMDX'
    IS_API_ENTRY_AMDX = 'IsApiEntryAMDX'
    MAX_NODE_RECURSION_AMDX = 'MaxNodeRecursionAMDX'
    STATIC_NUM_WORKGROUPS_AMDX = 'StaticNumWorkgroupsAMDX'
    SHADER_INDEX_AMDX = 'ShaderIndexAMDX'
    MAX_NUM_WORKGROUPS_AMDX = 'MaxNumWorkgroupsAMDX'
    STENCIL_REF_UNCHANGED_FRONT_AMD = 'StencilRefUnchangedFrontAMD'
    STENCIL_REF_GREATER_FRONT_AMD = 'StencilRefGreaterFrontAMD'
    STENCIL_REF_LESS_FRONT_AMD = 'StencilRefLessFrontAMD'
    STENCIL_REF_UNCHANGED_BACK_AMD = 'StencilRefUnchangedBackAMD'
    STENCIL_REF_GREATER_BACK_AMD = 'StencilRefGreaterBackAMD'
    STENCIL_REF_LESS_BACK_AMD = 'StencilRefLessBackAMD'
    QUAD_DERIVATIVES_KHR = 'QuadDerivativesKHR'
    REQUIRE_FULL_QUADS_KHR = 'RequireFullQuadsKHR'
    SHARES_INPUT_WITH_AMDX = 'SharesInputWithAMDX'
    ARITHMETIC_POISON_KHR = 'ArithmeticPoisonKHR'
    OUTPUT_LINES_EXT = 'OutputLinesEXT'
    OUTPUT_PRIMITIVES_EXT = 'OutputPrimitivesEXT'
    DERIVATIVE_GROUP_QUADS_KHR = 'DerivativeGroupQuadsKHR'
    DERIVATIVE_GROUP_LINEAR_KHR = 'DerivativeGroupLinearKHR'
    OUTPUT_TRIANGLES_EXT = 'OutputTrianglesEXT'
    PIXEL_INTERLOCK_ORDERED_EXT = 'PixelInterlockOrderedEXT'
    PIXEL_INTERLOCK_UNORDERED_EXT = 'PixelInterlockUnorderedEXT'
    SAMPLE_INTERLOCK_ORDERED_EXT = 'SampleInterlockOrderedEXT'
    SAMPLE_INTERLOCK_UNORDERED_EXT = 'SampleInterlockUnorderedEXT'
    SHADING_RATE_INTERLOCK_ORDERED_EXT = 'ShadingRateInterlockOrderedEXT'
    SHADING_RATE_INTERLOCK_UNORDERED_EXT = 'ShadingRateInterlockUnorderedEXT'
    SHADER64_BIT_INDEXING_EXT = 'Shader64BitIndexingEXT'
    SHARED_LOCAL_MEMORY_SIZE_INTEL = 'SharedLocalMemorySizeINTEL'
    ROUNDING_MODE_RTPINTEL = 'RoundingModeRTPINTEL'
    ROUNDING_MODE_RTNINTEL = 'RoundingModeRTNINTEL'
    FLOATING_POINT_MODE_ALTINTEL = 'FloatingPointModeALTINTEL'
    FLOATING_POINT_MODE_IEEEINTEL = 'FloatingPointModeIEEEINTEL'
    MAX_WORKGROUP_SIZE_INTEL = 'MaxWorkgroupSizeINTEL'
    MAX_WORK_DIM_INTEL = 'MaxWorkDimINTEL'
    NO_GLOBAL_OFFSET_INTEL = 'NoGlobalOffsetINTEL'
    NUM_SIMD_WORKITEMS_INTEL = 'NumSIMDWorkitemsINTEL'
    SCHEDULER_TARGET_FMAX_MHZ_INTEL = 'SchedulerTargetFmaxMhzINTEL'
    MAXIMALLY_RECONVERGES_KHR = 'MaximallyReconvergesKHR'
    FP_FAST_MATH_DEFAULT = 'FPFastMathDefault'
    OPACITY_MICROMAP_ID_KHR = 'OpacityMicromapIdKHR'
    STREAMING_INTERFACE_INTEL = 'StreamingInterfaceINTEL'
    REGISTER_MAP_INTERFACE_INTEL = 'RegisterMapInterfaceINTEL'
    NAMED_BARRIER_COUNT_INTEL = 'NamedBarrierCountINTEL'
    MAXIMUM_REGISTERS_INTEL = 'MaximumRegistersINTEL'
    MAXIMUM_REGISTERS_ID_INTEL = 'MaximumRegistersIdINTEL'
    NAMED_MAXIMUM_REGISTERS_INTEL = 'NamedMaximumRegistersINTEL'


#: ExecutionMode value -> its member.
EXECUTION_MODES: dict[int, ExecutionModeName] = {
    0: ExecutionModeName.INVOCATIONS,
    1: ExecutionModeName.SPACING_EQUAL,
    2: ExecutionModeName.SPACING_FRACTIONAL_EVEN,
    3: ExecutionModeName.SPACING_FRACTIONAL_ODD,
    4: ExecutionModeName.VERTEX_ORDER_CW,
    5: ExecutionModeName.VERTEX_ORDER_CCW,
    6: ExecutionModeName.PIXEL_CENTER_INTEGER,
    7: ExecutionModeName.ORIGIN_UPPER_LEFT,
    8: ExecutionModeName.ORIGIN_LOWER_LEFT,
    9: ExecutionModeName.EARLY_FRAGMENT_TESTS,
    10: ExecutionModeName.POINT_MODE,
    11: ExecutionModeName.XFB,
    12: ExecutionModeName.DEPTH_REPLACING,
    14: ExecutionModeName.DEPTH_GREATER,
    15: ExecutionModeName.DEPTH_LESS,
    16: ExecutionModeName.DEPTH_UNCHANGED,
    17: ExecutionModeName.LOCAL_SIZE,
    18: ExecutionModeName.LOCAL_SIZE_HINT,
    19: ExecutionModeName.INPUT_POINTS,
    20: ExecutionModeName.INPUT_LINES,
    21: ExecutionModeName.INPUT_LINES_ADJACENCY,
    22: ExecutionModeName.TRIANGLES,
    23: ExecutionModeName.INPUT_TRIANGLES_ADJACENCY,
    24: ExecutionModeName.QUADS,
    25: ExecutionModeName.ISOLINES,
    26: ExecutionModeName.OUTPUT_VERTICES,
    27: ExecutionModeName.OUTPUT_POINTS,
    28: ExecutionModeName.OUTPUT_LINE_STRIP,
    29: ExecutionModeName.OUTPUT_TRIANGLE_STRIP,
    30: ExecutionModeName.VEC_TYPE_HINT,
    31: ExecutionModeName.CONTRACTION_OFF,
    33: ExecutionModeName.INITIALIZER,
    34: ExecutionModeName.FINALIZER,
    35: ExecutionModeName.SUBGROUP_SIZE,
    36: ExecutionModeName.SUBGROUPS_PER_WORKGROUP,
    37: ExecutionModeName.SUBGROUPS_PER_WORKGROUP_ID,
    38: ExecutionModeName.LOCAL_SIZE_ID,
    39: ExecutionModeName.LOCAL_SIZE_HINT_ID,
    4169: ExecutionModeName.NON_COHERENT_COLOR_ATTACHMENT_READ_EXT,
    4170: ExecutionModeName.NON_COHERENT_DEPTH_ATTACHMENT_READ_EXT,
    4171: ExecutionModeName.NON_COHERENT_STENCIL_ATTACHMENT_READ_EXT,
    4421: ExecutionModeName.SUBGROUP_UNIFORM_CONTROL_FLOW_KHR,
    4446: ExecutionModeName.POST_DEPTH_COVERAGE,
    4459: ExecutionModeName.DENORM_PRESERVE,
    4460: ExecutionModeName.DENORM_FLUSH_TO_ZERO,
    4461: ExecutionModeName.SIGNED_ZERO_INF_NAN_PRESERVE,
    4462: ExecutionModeName.ROUNDING_MODE_RTE,
    4463: ExecutionModeName.ROUNDING_MODE_RTZ,
    4489: ExecutionModeName.NON_COHERENT_TILE_ATTACHMENT_READ_QCOM,
    4490: ExecutionModeName.TILE_SHADING_RATE_QCOM,
    5017: ExecutionModeName.EARLY_AND_LATE_FRAGMENT_TESTS_AMD,
    5027: ExecutionModeName.STENCIL_REF_REPLACING_EXT,
    5069: ExecutionModeName.COALESCING_AMDX,
    5070: ExecutionModeName.IS_API_ENTRY_AMDX,
    5071: ExecutionModeName.MAX_NODE_RECURSION_AMDX,
    5072: ExecutionModeName.STATIC_NUM_WORKGROUPS_AMDX,
    5073: ExecutionModeName.SHADER_INDEX_AMDX,
    5077: ExecutionModeName.MAX_NUM_WORKGROUPS_AMDX,
    5079: ExecutionModeName.STENCIL_REF_UNCHANGED_FRONT_AMD,
    5080: ExecutionModeName.STENCIL_REF_GREATER_FRONT_AMD,
    5081: ExecutionModeName.STENCIL_REF_LESS_FRONT_AMD,
    5082: ExecutionModeName.STENCIL_REF_UNCHANGED_BACK_AMD,
    5083: ExecutionModeName.STENCIL_REF_GREATER_BACK_AMD,
    5084: ExecutionModeName.STENCIL_REF_LESS_BACK_AMD,
    5088: ExecutionModeName.QUAD_DERIVATIVES_KHR,
    5089: ExecutionModeName.REQUIRE_FULL_QUADS_KHR,
    5102: ExecutionModeName.SHARES_INPUT_WITH_AMDX,
    5157: ExecutionModeName.ARITHMETIC_POISON_KHR,
    5269: ExecutionModeName.OUTPUT_LINES_EXT,
    5270: ExecutionModeName.OUTPUT_PRIMITIVES_EXT,
    5289: ExecutionModeName.DERIVATIVE_GROUP_QUADS_KHR,
    5290: ExecutionModeName.DERIVATIVE_GROUP_LINEAR_KHR,
    5298: ExecutionModeName.OUTPUT_TRIANGLES_EXT,
    5366: ExecutionModeName.PIXEL_INTERLOCK_ORDERED_EXT,
    5367: ExecutionModeName.PIXEL_INTERLOCK_UNORDERED_EXT,
    5368: ExecutionModeName.SAMPLE_INTERLOCK_ORDERED_EXT,
    5369: ExecutionModeName.SAMPLE_INTERLOCK_UNORDERED_EXT,
    5370: ExecutionModeName.SHADING_RATE_INTERLOCK_ORDERED_EXT,
    5371: ExecutionModeName.SHADING_RATE_INTERLOCK_UNORDERED_EXT,
    5427: ExecutionModeName.SHADER64_BIT_INDEXING_EXT,
    5618: ExecutionModeName.SHARED_LOCAL_MEMORY_SIZE_INTEL,
    5620: ExecutionModeName.ROUNDING_MODE_RTPINTEL,
    5621: ExecutionModeName.ROUNDING_MODE_RTNINTEL,
    5622: ExecutionModeName.FLOATING_POINT_MODE_ALTINTEL,
    5623: ExecutionModeName.FLOATING_POINT_MODE_IEEEINTEL,
    5893: ExecutionModeName.MAX_WORKGROUP_SIZE_INTEL,
    5894: ExecutionModeName.MAX_WORK_DIM_INTEL,
    5895: ExecutionModeName.NO_GLOBAL_OFFSET_INTEL,
    5896: ExecutionModeName.NUM_SIMD_WORKITEMS_INTEL,
    5903: ExecutionModeName.SCHEDULER_TARGET_FMAX_MHZ_INTEL,
    6023: ExecutionModeName.MAXIMALLY_RECONVERGES_KHR,
    6028: ExecutionModeName.FP_FAST_MATH_DEFAULT,
    6031: ExecutionModeName.OPACITY_MICROMAP_ID_KHR,
    6154: ExecutionModeName.STREAMING_INTERFACE_INTEL,
    6160: ExecutionModeName.REGISTER_MAP_INTERFACE_INTEL,
    6417: ExecutionModeName.NAMED_BARRIER_COUNT_INTEL,
    6461: ExecutionModeName.MAXIMUM_REGISTERS_INTEL,
    6462: ExecutionModeName.MAXIMUM_REGISTERS_ID_INTEL,
    6463: ExecutionModeName.NAMED_MAXIMUM_REGISTERS_INTEL,
}


class BuiltIn(StrEnum):
    """A built-in variable, as the grammar spells it (SPIR-V's BuiltIn)."""

    POSITION = 'Position'
    POINT_SIZE = 'PointSize'
    CLIP_DISTANCE = 'ClipDistance'
    CULL_DISTANCE = 'CullDistance'
    VERTEX_ID = 'VertexId'
    INSTANCE_ID = 'InstanceId'
    PRIMITIVE_ID = 'PrimitiveId'
    INVOCATION_ID = 'InvocationId'
    LAYER = 'Layer'
    VIEWPORT_INDEX = 'ViewportIndex'
    TESS_LEVEL_OUTER = 'TessLevelOuter'
    TESS_LEVEL_INNER = 'TessLevelInner'
    TESS_COORD = 'TessCoord'
    PATCH_VERTICES = 'PatchVertices'
    FRAG_COORD = 'FragCoord'
    POINT_COORD = 'PointCoord'
    FRONT_FACING = 'FrontFacing'
    SAMPLE_ID = 'SampleId'
    SAMPLE_POSITION = 'SamplePosition'
    SAMPLE_MASK = 'SampleMask'
    FRAG_DEPTH = 'FragDepth'
    HELPER_INVOCATION = 'HelperInvocation'
    NUM_WORKGROUPS = 'NumWorkgroups'
    WORKGROUP_SIZE = 'WorkgroupSize'
    WORKGROUP_ID = 'WorkgroupId'
    LOCAL_INVOCATION_ID = 'LocalInvocationId'
    GLOBAL_INVOCATION_ID = 'GlobalInvocationId'
    LOCAL_INVOCATION_INDEX = 'LocalInvocationIndex'
    WORK_DIM = 'WorkDim'
    GLOBAL_SIZE = 'GlobalSize'
    ENQUEUED_WORKGROUP_SIZE = 'EnqueuedWorkgroupSize'
    GLOBAL_OFFSET = 'GlobalOffset'
    GLOBAL_LINEAR_ID = 'GlobalLinearId'
    SUBGROUP_SIZE = 'SubgroupSize'
    SUBGROUP_MAX_SIZE = 'SubgroupMaxSize'
    NUM_SUBGROUPS = 'NumSubgroups'
    NUM_ENQUEUED_SUBGROUPS = 'NumEnqueuedSubgroups'
    SUBGROUP_ID = 'SubgroupId'
    SUBGROUP_LOCAL_INVOCATION_ID = 'SubgroupLocalInvocationId'
    VERTEX_INDEX = 'VertexIndex'
    INSTANCE_INDEX = 'InstanceIndex'
    CORE_IDARM = 'CoreIDARM'
    CORE_COUNT_ARM = 'CoreCountARM'
    CORE_MAX_IDARM = 'CoreMaxIDARM'
    WARP_IDARM = 'WarpIDARM'
    WARP_MAX_IDARM = 'WarpMaxIDARM'
    SUBGROUP_EQ_MASK = 'SubgroupEqMask'
    SUBGROUP_GE_MASK = 'SubgroupGeMask'
    SUBGROUP_GT_MASK = 'SubgroupGtMask'
    SUBGROUP_LE_MASK = 'SubgroupLeMask'
    SUBGROUP_LT_MASK = 'SubgroupLtMask'
    BASE_VERTEX = 'BaseVertex'
    BASE_INSTANCE = 'BaseInstance'
    DRAW_INDEX = 'DrawIndex'
    PRIMITIVE_SHADING_RATE_KHR = 'PrimitiveShadingRateKHR'
    DEVICE_INDEX = 'DeviceIndex'
    VIEW_INDEX = 'ViewIndex'
    SHADING_RATE_KHR = 'ShadingRateKHR'
    TILE_OFFSET_QCOM = 'TileOffsetQCOM'
    TILE_DIMENSION_QCOM = 'TileDimensionQCOM'
    TILE_APRON_SIZE_QCOM = 'TileApronSizeQCOM'
    BARY_COORD_NO_PERSP_AMD = 'BaryCoordNoPerspAMD'
    BARY_COORD_NO_PERSP_CENTROID_AMD = 'BaryCoordNoPerspCentroidAMD'
    BARY_COORD_NO_PERSP_SAMPLE_AMD = 'BaryCoordNoPerspSampleAMD'
    BARY_COORD_SMOOTH_AMD = 'BaryCoordSmoothAMD'
    BARY_COORD_SMOOTH_CENTROID_AMD = 'BaryCoordSmoothCentroidAMD'
    BARY_COORD_SMOOTH_SAMPLE_AMD = 'BaryCoordSmoothSampleAMD'
    BARY_COORD_PULL_MODEL_AMD = 'BaryCoordPullModelAMD'
    FRAG_STENCIL_REF_EXT = 'FragStencilRefEXT'
    REMAINING_RECURSION_LEVELS_AMDX = 'RemainingRecursionLevelsAMDX'
    SHADER_INDEX_AMDX = 'ShaderIndexAMDX'
    SAMPLER_HEAP_EXT = 'SamplerHeapEXT'
    RESOURCE_HEAP_EXT = 'ResourceHeapEXT'
    VIEWPORT_MASK_NV = 'ViewportMaskNV'
    SECONDARY_POSITION_NV = 'SecondaryPositionNV'
    SECONDARY_VIEWPORT_MASK_NV = 'SecondaryViewportMaskNV'
    POSITION_PER_VIEW_NV = 'PositionPerViewNV'
    VIEWPORT_MASK_PER_VIEW_NV = 'ViewportMaskPerViewNV'
    FULLY_COVERED_EXT = 'FullyCoveredEXT'
    TASK_COUNT_NV = 'TaskCountNV'
    PRIMITIVE_COUNT_NV = 'PrimitiveCountNV'
    PRIMITIVE_INDICES_NV = 'PrimitiveIndicesNV'
    CLIP_DISTANCE_PER_VIEW_NV = 'ClipDistancePerViewNV'
    CULL_DISTANCE_PER_VIEW_NV = 'CullDistancePerViewNV'
    LAYER_PER_VIEW_NV = 'LayerPerViewNV'
    MESH_VIEW_COUNT_NV = 'MeshViewCountNV'
    MESH_VIEW_INDICES_NV = 'MeshViewIndicesNV'
    BARY_COORD_KHR = 'BaryCoordKHR'
    BARY_COORD_NO_PERSP_KHR = 'BaryCoordNoPerspKHR'
    FRAG_SIZE_EXT = 'FragSizeEXT'
    FRAG_INVOCATION_COUNT_EXT = 'FragInvocationCountEXT'
    PRIMITIVE_POINT_INDICES_EXT = 'PrimitivePointIndicesEXT'
    PRIMITIVE_LINE_INDICES_EXT = 'PrimitiveLineIndicesEXT'
    PRIMITIVE_TRIANGLE_INDICES_EXT = 'PrimitiveTriangleIndicesEXT'
    CULL_PRIMITIVE_EXT = 'CullPrimitiveEXT'
    LAUNCH_ID_KHR = 'LaunchIdKHR'
    LAUNCH_SIZE_KHR = 'LaunchSizeKHR'
    WORLD_RAY_ORIGIN_KHR = 'WorldRayOriginKHR'
    WORLD_RAY_DIRECTION_KHR = 'WorldRayDirectionKHR'
    OBJECT_RAY_ORIGIN_KHR = 'ObjectRayOriginKHR'
    OBJECT_RAY_DIRECTION_KHR = 'ObjectRayDirectionKHR'
    RAY_TMIN_KHR = 'RayTminKHR'
    RAY_TMAX_KHR = 'RayTmaxKHR'
    INSTANCE_CUSTOM_INDEX_KHR = 'InstanceCustomIndexKHR'
    OBJECT_TO_WORLD_KHR = 'ObjectToWorldKHR'
    WORLD_TO_OBJECT_KHR = 'WorldToObjectKHR'
    HIT_TNV = 'HitTNV'
    HIT_KIND_KHR = 'HitKindKHR'
    CURRENT_RAY_TIME_NV = 'CurrentRayTimeNV'
    HIT_TRIANGLE_VERTEX_POSITIONS_KHR = 'HitTriangleVertexPositionsKHR'
    HIT_MICRO_TRIANGLE_VERTEX_POSITIONS_NV = 'HitMicroTriangleVertexPositionsNV'
    HIT_MICRO_TRIANGLE_VERTEX_BARYCENTRICS_NV = 'HitMicroTriangleVertexBarycentricsNV'
    INCOMING_RAY_FLAGS_KHR = 'IncomingRayFlagsKHR'
    RAY_GEOMETRY_INDEX_KHR = 'RayGeometryIndexKHR'
    HIT_IS_SPHERE_NV = 'HitIsSphereNV'
    HIT_IS_LSSNV = 'HitIsLSSNV'
    HIT_SPHERE_POSITION_NV = 'HitSpherePositionNV'
    WARPS_PER_SMNV = 'WarpsPerSMNV'
    SM_COUNT_NV = 'SMCountNV'
    WARP_IDNV = 'WarpIDNV'
    SMIDNV = 'SMIDNV'
    HIT_LSS_POSITIONS_NV = 'HitLSSPositionsNV'
    HIT_KIND_FRONT_FACING_MICRO_TRIANGLE_NV = 'HitKindFrontFacingMicroTriangleNV'
    HIT_KIND_BACK_FACING_MICRO_TRIANGLE_NV = 'HitKindBackFacingMicroTriangleNV'
    HIT_SPHERE_RADIUS_NV = 'HitSphereRadiusNV'
    HIT_LSS_RADII_NV = 'HitLSSRadiiNV'
    CLUSTER_IDNV = 'ClusterIDNV'
    CULL_MASK_KHR = 'CullMaskKHR'


#: BuiltIn value -> its member.
BUILT_INS: dict[int, BuiltIn] = {
    0: BuiltIn.POSITION,
    1: BuiltIn.POINT_SIZE,
    3: BuiltIn.CLIP_DISTANCE,
    4: BuiltIn.CULL_DISTANCE,
    5: BuiltIn.VERTEX_ID,
    6: BuiltIn.INSTANCE_ID,
    7: BuiltIn.PRIMITIVE_ID,
    8: BuiltIn.INVOCATION_ID,
    9: BuiltIn.LAYER,
    10: BuiltIn.VIEWPORT_INDEX,
    11: BuiltIn.TESS_LEVEL_OUTER,
    12: BuiltIn.TESS_LEVEL_INNER,
    13: BuiltIn.TESS_COORD,
    14: BuiltIn.PATCH_VERTICES,
    15: BuiltIn.FRAG_COORD,
    16: BuiltIn.POINT_COORD,
    17: BuiltIn.FRONT_FACING,
    18: BuiltIn.SAMPLE_ID,
    19: BuiltIn.SAMPLE_POSITION,
    20: BuiltIn.SAMPLE_MASK,
    22: BuiltIn.FRAG_DEPTH,
    23: BuiltIn.HELPER_INVOCATION,
    24: BuiltIn.NUM_WORKGROUPS,
    25: BuiltIn.WORKGROUP_SIZE,
    26: BuiltIn.WORKGROUP_ID,
    27: BuiltIn.LOCAL_INVOCATION_ID,
    28: BuiltIn.GLOBAL_INVOCATION_ID,
    29: BuiltIn.LOCAL_INVOCATION_INDEX,
    30: BuiltIn.WORK_DIM,
    31: BuiltIn.GLOBAL_SIZE,
    32: BuiltIn.ENQUEUED_WORKGROUP_SIZE,
    33: BuiltIn.GLOBAL_OFFSET,
    34: BuiltIn.GLOBAL_LINEAR_ID,
    36: BuiltIn.SUBGROUP_SIZE,
    37: BuiltIn.SUBGROUP_MAX_SIZE,
    38: BuiltIn.NUM_SUBGROUPS,
    39: BuiltIn.NUM_ENQUEUED_SUBGROUPS,
    40: BuiltIn.SUBGROUP_ID,
    41: BuiltIn.SUBGROUP_LOCAL_INVOCATION_ID,
    42: BuiltIn.VERTEX_INDEX,
    43: BuiltIn.INSTANCE_INDEX,
    4160: BuiltIn.CORE_IDARM,
    4161: BuiltIn.CORE_COUNT_ARM,
    4162: BuiltIn.CORE_MAX_IDARM,
    4163: BuiltIn.WARP_IDARM,
    4164: BuiltIn.WARP_MAX_IDARM,
    4416: BuiltIn.SUBGROUP_EQ_MASK,
    4417: BuiltIn.SUBGROUP_GE_MASK,
    4418: BuiltIn.SUBGROUP_GT_MASK,
    4419: BuiltIn.SUBGROUP_LE_MASK,
    4420: BuiltIn.SUBGROUP_LT_MASK,
    4424: BuiltIn.BASE_VERTEX,
    4425: BuiltIn.BASE_INSTANCE,
    4426: BuiltIn.DRAW_INDEX,
    4432: BuiltIn.PRIMITIVE_SHADING_RATE_KHR,
    4438: BuiltIn.DEVICE_INDEX,
    4440: BuiltIn.VIEW_INDEX,
    4444: BuiltIn.SHADING_RATE_KHR,
    4492: BuiltIn.TILE_OFFSET_QCOM,
    4493: BuiltIn.TILE_DIMENSION_QCOM,
    4494: BuiltIn.TILE_APRON_SIZE_QCOM,
    4992: BuiltIn.BARY_COORD_NO_PERSP_AMD,
    4993: BuiltIn.BARY_COORD_NO_PERSP_CENTROID_AMD,
    4994: BuiltIn.BARY_COORD_NO_PERSP_SAMPLE_AMD,
    4995: BuiltIn.BARY_COORD_SMOOTH_AMD,
    4996: BuiltIn.BARY_COORD_SMOOTH_CENTROID_AMD,
    4997: BuiltIn.BARY_COORD_SMOOTH_SAMPLE_AMD,
    4998: BuiltIn.BARY_COORD_PULL_MODEL_AMD,
    5014: BuiltIn.FRAG_STENCIL_REF_EXT,
    5021: BuiltIn.REMAINING_RECURSION_LEVELS_AMDX,
    5073: BuiltIn.SHADER_INDEX_AMDX,
    5122: BuiltIn.SAMPLER_HEAP_EXT,
    5123: BuiltIn.RESOURCE_HEAP_EXT,
    5253: BuiltIn.VIEWPORT_MASK_NV,
    5257: BuiltIn.SECONDARY_POSITION_NV,
    5258: BuiltIn.SECONDARY_VIEWPORT_MASK_NV,
    5261: BuiltIn.POSITION_PER_VIEW_NV,
    5262: BuiltIn.VIEWPORT_MASK_PER_VIEW_NV,
    5264: BuiltIn.FULLY_COVERED_EXT,
    5274: BuiltIn.TASK_COUNT_NV,
    5275: BuiltIn.PRIMITIVE_COUNT_NV,
    5276: BuiltIn.PRIMITIVE_INDICES_NV,
    5277: BuiltIn.CLIP_DISTANCE_PER_VIEW_NV,
    5278: BuiltIn.CULL_DISTANCE_PER_VIEW_NV,
    5279: BuiltIn.LAYER_PER_VIEW_NV,
    5280: BuiltIn.MESH_VIEW_COUNT_NV,
    5281: BuiltIn.MESH_VIEW_INDICES_NV,
    5286: BuiltIn.BARY_COORD_KHR,
    5287: BuiltIn.BARY_COORD_NO_PERSP_KHR,
    5292: BuiltIn.FRAG_SIZE_EXT,
    5293: BuiltIn.FRAG_INVOCATION_COUNT_EXT,
    5294: BuiltIn.PRIMITIVE_POINT_INDICES_EXT,
    5295: BuiltIn.PRIMITIVE_LINE_INDICES_EXT,
    5296: BuiltIn.PRIMITIVE_TRIANGLE_INDICES_EXT,
    5299: BuiltIn.CULL_PRIMITIVE_EXT,
    5319: BuiltIn.LAUNCH_ID_KHR,
    5320: BuiltIn.LAUNCH_SIZE_KHR,
    5321: BuiltIn.WORLD_RAY_ORIGIN_KHR,
    5322: BuiltIn.WORLD_RAY_DIRECTION_KHR,
    5323: BuiltIn.OBJECT_RAY_ORIGIN_KHR,
    5324: BuiltIn.OBJECT_RAY_DIRECTION_KHR,
    5325: BuiltIn.RAY_TMIN_KHR,
    5326: BuiltIn.RAY_TMAX_KHR,
    5327: BuiltIn.INSTANCE_CUSTOM_INDEX_KHR,
    5330: BuiltIn.OBJECT_TO_WORLD_KHR,
    5331: BuiltIn.WORLD_TO_OBJECT_KHR,
    5332: BuiltIn.HIT_TNV,
    5333: BuiltIn.HIT_KIND_KHR,
    5334: BuiltIn.CURRENT_RAY_TIME_NV,
    5335: BuiltIn.HIT_TRIANGLE_VERTEX_POSITIONS_KHR,
    5337: BuiltIn.HIT_MICRO_TRIANGLE_VERTEX_POSITIONS_NV,
    5344: BuiltIn.HIT_MICRO_TRIANGLE_VERTEX_BARYCENTRICS_NV,
    5351: BuiltIn.INCOMING_RAY_FLAGS_KHR,
    5352: BuiltIn.RAY_GEOMETRY_INDEX_KHR,
    5359: BuiltIn.HIT_IS_SPHERE_NV,
    5360: BuiltIn.HIT_IS_LSSNV,
    5361: BuiltIn.HIT_SPHERE_POSITION_NV,
    5374: BuiltIn.WARPS_PER_SMNV,
    5375: BuiltIn.SM_COUNT_NV,
    5376: BuiltIn.WARP_IDNV,
    5377: BuiltIn.SMIDNV,
    5396: BuiltIn.HIT_LSS_POSITIONS_NV,
    5405: BuiltIn.HIT_KIND_FRONT_FACING_MICRO_TRIANGLE_NV,
    5406: BuiltIn.HIT_KIND_BACK_FACING_MICRO_TRIANGLE_NV,
    5420: BuiltIn.HIT_SPHERE_RADIUS_NV,
    5421: BuiltIn.HIT_LSS_RADII_NV,
    5436: BuiltIn.CLUSTER_IDNV,
    6021: BuiltIn.CULL_MASK_KHR,
}


class Capability(StrEnum):
    """A capability a module declares, as the grammar spells it (SPIR-V's Capability)."""

    MATRIX = 'Matrix'
    SHADER = 'Shader'
    GEOMETRY = 'Geometry'
    TESSELLATION = 'Tessellation'
    ADDRESSES = 'Addresses'
    LINKAGE = 'Linkage'
    KERNEL = 'Kernel'
    VECTOR16 = 'Vector16'
    FLOAT16_BUFFER = 'Float16Buffer'
    FLOAT16 = 'Float16'
    FLOAT64 = 'Float64'
    INT64 = 'Int64'
    INT64_ATOMICS = 'Int64Atomics'
    IMAGE_BASIC = 'ImageBasic'
    IMAGE_READ_WRITE = 'ImageReadWrite'
    IMAGE_MIPMAP = 'ImageMipmap'
    PIPES = 'Pipes'
    GROUPS = 'Groups'
    DEVICE_ENQUEUE = 'DeviceEnqueue'
    LITERAL_SAMPLER = 'LiteralSampler'
    ATOMIC_STORAGE = 'AtomicStorage'
    INT16 = 'Int16'
    TESSELLATION_POINT_SIZE = 'TessellationPointSize'
    GEOMETRY_POINT_SIZE = 'GeometryPointSize'
    IMAGE_GATHER_EXTENDED = 'ImageGatherExtended'
    STORAGE_IMAGE_MULTISAMPLE = 'StorageImageMultisample'
    UNIFORM_BUFFER_ARRAY_DYNAMIC_INDEXING = 'UniformBufferArrayDynamicIndexing'
    SAMPLED_IMAGE_ARRAY_DYNAMIC_INDEXING = 'SampledImageArrayDynamicIndexing'
    STORAGE_BUFFER_ARRAY_DYNAMIC_INDEXING = 'StorageBufferArrayDynamicIndexing'
    STORAGE_IMAGE_ARRAY_DYNAMIC_INDEXING = 'StorageImageArrayDynamicIndexing'
    CLIP_DISTANCE = 'ClipDistance'
    CULL_DISTANCE = 'CullDistance'
    IMAGE_CUBE_ARRAY = 'ImageCubeArray'
    SAMPLE_RATE_SHADING = 'SampleRateShading'
    IMAGE_RECT = 'ImageRect'
    SAMPLED_RECT = 'SampledRect'
    GENERIC_POINTER = 'GenericPointer'
    INT8 = 'Int8'
    INPUT_ATTACHMENT = 'InputAttachment'
    SPARSE_RESIDENCY = 'SparseResidency'
    MIN_LOD = 'MinLod'
    SAMPLED1_D = 'Sampled1D'
    IMAGE1_D = 'Image1D'
    SAMPLED_CUBE_ARRAY = 'SampledCubeArray'
    SAMPLED_BUFFER = 'SampledBuffer'
    IMAGE_BUFFER = 'ImageBuffer'
    IMAGE_MS_ARRAY = 'ImageMSArray'
    STORAGE_IMAGE_EXTENDED_FORMATS = 'StorageImageExtendedFormats'
    IMAGE_QUERY = 'ImageQuery'
    DERIVATIVE_CONTROL = 'DerivativeControl'
    INTERPOLATION_FUNCTION = 'InterpolationFunction'
    TRANSFORM_FEEDBACK = 'TransformFeedback'
    GEOMETRY_STREAMS = 'GeometryStreams'
    STORAGE_IMAGE_READ_WITHOUT_FORMAT = 'StorageImageReadWithoutFormat'
    STORAGE_IMAGE_WRITE_WITHOUT_FORMAT = 'StorageImageWriteWithoutFormat'
    MULTI_VIEWPORT = 'MultiViewport'
    SUBGROUP_DISPATCH = 'SubgroupDispatch'
    NAMED_BARRIER = 'NamedBarrier'
    PIPE_STORAGE = 'PipeStorage'
    GROUP_NON_UNIFORM = 'GroupNonUniform'
    GROUP_NON_UNIFORM_VOTE = 'GroupNonUniformVote'
    GROUP_NON_UNIFORM_ARITHMETIC = 'GroupNonUniformArithmetic'
    GROUP_NON_UNIFORM_BALLOT = 'GroupNonUniformBallot'
    GROUP_NON_UNIFORM_SHUFFLE = 'GroupNonUniformShuffle'
    GROUP_NON_UNIFORM_SHUFFLE_RELATIVE = 'GroupNonUniformShuffleRelative'
    GROUP_NON_UNIFORM_CLUSTERED = 'GroupNonUniformClustered'
    GROUP_NON_UNIFORM_QUAD = 'GroupNonUniformQuad'
    SHADER_LAYER = 'ShaderLayer'
    SHADER_VIEWPORT_INDEX = 'ShaderViewportIndex'
    UNIFORM_DECORATION = 'UniformDecoration'
    CORE_BUILTINS_ARM = 'CoreBuiltinsARM'
    TILE_IMAGE_COLOR_READ_ACCESS_EXT = 'TileImageColorReadAccessEXT'
    TILE_IMAGE_DEPTH_READ_ACCESS_EXT = 'TileImageDepthReadAccessEXT'
    TILE_IMAGE_STENCIL_READ_ACCESS_EXT = 'TileImageStencilReadAccessEXT'
    TENSORS_ARM = 'TensorsARM'
    STORAGE_TENSOR_ARRAY_DYNAMIC_INDEXING_ARM = 'StorageTensorArrayDynamicIndexingARM'
    STORAGE_TENSOR_ARRAY_NON_UNIFORM_INDEXING_ARM = 'StorageTensorArrayNonUniformIndexingARM'
    GRAPH_ARM = 'GraphARM'
    COOPERATIVE_MATRIX_LAYOUTS_ARM = 'CooperativeMatrixLayoutsARM'
    FLOAT8_EXT = 'Float8EXT'
    FLOAT8_COOPERATIVE_MATRIX_EXT = 'Float8CooperativeMatrixEXT'
    FLOAT6_EXT = 'Float6EXT'
    FLOAT4_EXT = 'Float4EXT'
    FLOAT8_UNSIGNED_E8_M0_EXT = 'Float8UnsignedE8M0EXT'
    MX_INT8_EXT = 'MXInt8EXT'
    BITCAST_EXTRACT_EXT = 'BitcastExtractEXT'
    FRAGMENT_SHADING_RATE_KHR = 'FragmentShadingRateKHR'
    SUBGROUP_BALLOT_KHR = 'SubgroupBallotKHR'
    DRAW_PARAMETERS = 'DrawParameters'
    WORKGROUP_MEMORY_EXPLICIT_LAYOUT_KHR = 'WorkgroupMemoryExplicitLayoutKHR'
    WORKGROUP_MEMORY_EXPLICIT_LAYOUT8_BIT_ACCESS_KHR = 'WorkgroupMemoryExplicitLayout8BitAccessKHR'
    WORKGROUP_MEMORY_EXPLICIT_LAYOUT16_BIT_ACCESS_KHR = 'WorkgroupMemoryExplicitLayout16BitAccessKHR'
    SUBGROUP_VOTE_KHR = 'SubgroupVoteKHR'
    STORAGE_BUFFER16_BIT_ACCESS = 'StorageBuffer16BitAccess'
    UNIFORM_AND_STORAGE_BUFFER16_BIT_ACCESS = 'UniformAndStorageBuffer16BitAccess'
    STORAGE_PUSH_CONSTANT16 = 'StoragePushConstant16'
    STORAGE_INPUT_OUTPUT16 = 'StorageInputOutput16'
    DEVICE_GROUP = 'DeviceGroup'
    MULTI_VIEW = 'MultiView'
    VARIABLE_POINTERS_STORAGE_BUFFER = 'VariablePointersStorageBuffer'
    VARIABLE_POINTERS = 'VariablePointers'
    ATOMIC_STORAGE_OPS = 'AtomicStorageOps'
    SAMPLE_MASK_POST_DEPTH_COVERAGE = 'SampleMaskPostDepthCoverage'
    STORAGE_BUFFER8_BIT_ACCESS = 'StorageBuffer8BitAccess'
    UNIFORM_AND_STORAGE_BUFFER8_BIT_ACCESS = 'UniformAndStorageBuffer8BitAccess'
    STORAGE_PUSH_CONSTANT8 = 'StoragePushConstant8'
    DENORM_PRESERVE = 'DenormPreserve'
    DENORM_FLUSH_TO_ZERO = 'DenormFlushToZero'
    SIGNED_ZERO_INF_NAN_PRESERVE = 'SignedZeroInfNanPreserve'
    ROUNDING_MODE_RTE = 'RoundingModeRTE'
    ROUNDING_MODE_RTZ = 'RoundingModeRTZ'
    RAY_QUERY_PROVISIONAL_KHR = 'RayQueryProvisionalKHR'
    RAY_QUERY_KHR = 'RayQueryKHR'
    UNTYPED_POINTERS_KHR = 'UntypedPointersKHR'
    RAY_TRAVERSAL_PRIMITIVE_CULLING_KHR = 'RayTraversalPrimitiveCullingKHR'
    RAY_TRACING_KHR = 'RayTracingKHR'
    TEXTURE_SAMPLE_WEIGHTED_QCOM = 'TextureSampleWeightedQCOM'
    TEXTURE_BOX_FILTER_QCOM = 'TextureBoxFilterQCOM'
    TEXTURE_BLOCK_MATCH_QCOM = 'TextureBlockMatchQCOM'
    TILE_SHADING_QCOM = 'TileShadingQCOM'
    COOPERATIVE_MATRIX_CONVERSION_QCOM = 'CooperativeMatrixConversionQCOM'
    TEXTURE_BLOCK_MATCH2_QCOM = 'TextureBlockMatch2QCOM'
    MULTIPLE_WAIT_QUEUES_QCOM = 'MultipleWaitQueuesQCOM'
    IMAGE_GATHER_LINEAR_QCOM = 'ImageGatherLinearQCOM'
    IMAGE_GATHER_EXTENDED_MODES_QCOM = 'ImageGatherExtendedModesQCOM'
    FLOAT16_IMAGE_AMD = 'Float16ImageAMD'
    IMAGE_GATHER_BIAS_LOD_AMD = 'ImageGatherBiasLodAMD'
    FRAGMENT_MASK_AMD = 'FragmentMaskAMD'
    STENCIL_EXPORT_EXT = 'StencilExportEXT'
    IMAGE_READ_WRITE_LOD_AMD = 'ImageReadWriteLodAMD'
    INT64_IMAGE_EXT = 'Int64ImageEXT'
    SHADER_CLOCK_KHR = 'ShaderClockKHR'
    SHADER_ENQUEUE_AMDX = 'ShaderEnqueueAMDX'
    QUAD_CONTROL_KHR = 'QuadControlKHR'
    INT4_TYPE_INTEL = 'Int4TypeINTEL'
    INT4_COOPERATIVE_MATRIX_INTEL = 'Int4CooperativeMatrixINTEL'
    B_FLOAT16_TYPE_KHR = 'BFloat16TypeKHR'
    B_FLOAT16_DOT_PRODUCT_KHR = 'BFloat16DotProductKHR'
    B_FLOAT16_COOPERATIVE_MATRIX_KHR = 'BFloat16CooperativeMatrixKHR'
    ABORT_KHR = 'AbortKHR'
    DESCRIPTOR_HEAP_EXT = 'DescriptorHeapEXT'
    CONSTANT_DATA_KHR = 'ConstantDataKHR'
    POISON_FREEZE_KHR = 'PoisonFreezeKHR'
    WEAK_LINKAGE_AMD = 'WeakLinkageAMD'
    SAMPLE_MASK_OVERRIDE_COVERAGE_NV = 'SampleMaskOverrideCoverageNV'
    GEOMETRY_SHADER_PASSTHROUGH_NV = 'GeometryShaderPassthroughNV'
    SHADER_VIEWPORT_INDEX_LAYER_EXT = 'ShaderViewportIndexLayerEXT'
    SHADER_VIEWPORT_MASK_NV = 'ShaderViewportMaskNV'
    SHADER_STEREO_VIEW_NV = 'ShaderStereoViewNV'
    PER_VIEW_ATTRIBUTES_NV = 'PerViewAttributesNV'
    FRAGMENT_FULLY_COVERED_EXT = 'FragmentFullyCoveredEXT'
    MESH_SHADING_NV = 'MeshShadingNV'
    IMAGE_FOOTPRINT_NV = 'ImageFootprintNV'
    MESH_SHADING_EXT = 'MeshShadingEXT'
    FRAGMENT_BARYCENTRIC_KHR = 'FragmentBarycentricKHR'
    COMPUTE_DERIVATIVE_GROUP_QUADS_KHR = 'ComputeDerivativeGroupQuadsKHR'
    FRAGMENT_DENSITY_EXT = 'FragmentDensityEXT'
    GROUP_NON_UNIFORM_PARTITIONED_EXT = 'GroupNonUniformPartitionedEXT'
    SHADER_NON_UNIFORM = 'ShaderNonUniform'
    RUNTIME_DESCRIPTOR_ARRAY = 'RuntimeDescriptorArray'
    INPUT_ATTACHMENT_ARRAY_DYNAMIC_INDEXING = 'InputAttachmentArrayDynamicIndexing'
    UNIFORM_TEXEL_BUFFER_ARRAY_DYNAMIC_INDEXING = 'UniformTexelBufferArrayDynamicIndexing'
    STORAGE_TEXEL_BUFFER_ARRAY_DYNAMIC_INDEXING = 'StorageTexelBufferArrayDynamicIndexing'
    UNIFORM_BUFFER_ARRAY_NON_UNIFORM_INDEXING = 'UniformBufferArrayNonUniformIndexing'
    SAMPLED_IMAGE_ARRAY_NON_UNIFORM_INDEXING = 'SampledImageArrayNonUniformIndexing'
    STORAGE_BUFFER_ARRAY_NON_UNIFORM_INDEXING = 'StorageBufferArrayNonUniformIndexing'
    STORAGE_IMAGE_ARRAY_NON_UNIFORM_INDEXING = 'StorageImageArrayNonUniformIndexing'
    INPUT_ATTACHMENT_ARRAY_NON_UNIFORM_INDEXING = 'InputAttachmentArrayNonUniformIndexing'
    UNIFORM_TEXEL_BUFFER_ARRAY_NON_UNIFORM_INDEXING = 'UniformTexelBufferArrayNonUniformIndexing'
    STORAGE_TEXEL_BUFFER_ARRAY_NON_UNIFORM_INDEXING = 'StorageTexelBufferArrayNonUniformIndexing'
    RAY_TRACING_POSITION_FETCH_KHR = 'RayTracingPositionFetchKHR'
    RAY_TRACING_NV = 'RayTracingNV'
    RAY_TRACING_MOTION_BLUR_NV = 'RayTracingMotionBlurNV'
    VULKAN_MEMORY_MODEL = 'VulkanMemoryModel'
    VULKAN_MEMORY_MODEL_DEVICE_SCOPE = 'VulkanMemoryModelDeviceScope'
    PHYSICAL_STORAGE_BUFFER_ADDRESSES = 'PhysicalStorageBufferAddresses'
    COMPUTE_DERIVATIVE_GROUP_LINEAR_KHR = 'ComputeDerivativeGroupLinearKHR'
    RAY_TRACING_PROVISIONAL_KHR = 'RayTracingProvisionalKHR'
    COOPERATIVE_MATRIX_NV = 'CooperativeMatrixNV'
    FRAGMENT_SHADER_SAMPLE_INTERLOCK_EXT = 'FragmentShaderSampleInterlockEXT'
    FRAGMENT_SHADER_SHADING_RATE_INTERLOCK_EXT = 'FragmentShaderShadingRateInterlockEXT'
    SHADER_SM_BUILTINS_NV = 'ShaderSMBuiltinsNV'
    FRAGMENT_SHADER_PIXEL_INTERLOCK_EXT = 'FragmentShaderPixelInterlockEXT'
    DEMOTE_TO_HELPER_INVOCATION = 'DemoteToHelperInvocation'
    DISPLACEMENT_MICROMAP_NV = 'DisplacementMicromapNV'
    RAY_TRACING_OPACITY_MICROMAP_KHR = 'RayTracingOpacityMicromapKHR'
    SHADER_INVOCATION_REORDER_NV = 'ShaderInvocationReorderNV'
    SHADER_INVOCATION_REORDER_EXT = 'ShaderInvocationReorderEXT'
    BINDLESS_TEXTURE_NV = 'BindlessTextureNV'
    RAY_QUERY_POSITION_FETCH_KHR = 'RayQueryPositionFetchKHR'
    COOPERATIVE_VECTOR_NV = 'CooperativeVectorNV'
    ATOMIC_FLOAT16_VECTOR_NV = 'AtomicFloat16VectorNV'
    RAY_TRACING_DISPLACEMENT_MICROMAP_NV = 'RayTracingDisplacementMicromapNV'
    RAW_ACCESS_CHAINS_NV = 'RawAccessChainsNV'
    RAY_TRACING_SPHERES_GEOMETRY_NV = 'RayTracingSpheresGeometryNV'
    RAY_TRACING_LINEAR_SWEPT_SPHERES_GEOMETRY_NV = 'RayTracingLinearSweptSpheresGeometryNV'
    PUSH_CONSTANT_BANKS_NV = 'PushConstantBanksNV'
    LONG_VECTOR_EXT = 'LongVectorEXT'
    SHADER64_BIT_INDEXING_EXT = 'Shader64BitIndexingEXT'
    COOPERATIVE_MATRIX_CONVERSIONS_EXT = 'CooperativeMatrixConversionsEXT'
    COOPERATIVE_MATRIX_REDUCTIONS_EXT = 'CooperativeMatrixReductionsEXT'
    COOPERATIVE_MATRIX_CONVERSIONS_NV = 'CooperativeMatrixConversionsNV'
    COOPERATIVE_MATRIX_PER_ELEMENT_OPERATIONS_EXT = 'CooperativeMatrixPerElementOperationsEXT'
    COOPERATIVE_MATRIX_TENSOR_ADDRESSING_NV = 'CooperativeMatrixTensorAddressingNV'
    COOPERATIVE_MATRIX_BLOCK_LOADS_NV = 'CooperativeMatrixBlockLoadsNV'
    COOPERATIVE_VECTOR_TRAINING_NV = 'CooperativeVectorTrainingNV'
    RAY_TRACING_CLUSTER_ACCELERATION_STRUCTURE_NV = 'RayTracingClusterAccelerationStructureNV'
    COOPERATIVE_MATRIX_GET_COORDINATE_EXT = 'CooperativeMatrixGetCoordinateEXT'
    TENSOR_ADDRESSING_NV = 'TensorAddressingNV'
    COOPERATIVE_MATRIX_DECODE_VECTOR_NV = 'CooperativeMatrixDecodeVectorNV'
    SUBGROUP_SHUFFLE_INTEL = 'SubgroupShuffleINTEL'
    SUBGROUP_BUFFER_BLOCK_IOINTEL = 'SubgroupBufferBlockIOINTEL'
    SUBGROUP_IMAGE_BLOCK_IOINTEL = 'SubgroupImageBlockIOINTEL'
    SUBGROUP_IMAGE_MEDIA_BLOCK_IOINTEL = 'SubgroupImageMediaBlockIOINTEL'
    ROUND_TO_INFINITY_INTEL = 'RoundToInfinityINTEL'
    FLOATING_POINT_MODE_INTEL = 'FloatingPointModeINTEL'
    INTEGER_FUNCTIONS2_INTEL = 'IntegerFunctions2INTEL'
    FUNCTION_POINTERS_INTEL = 'FunctionPointersINTEL'
    INDIRECT_REFERENCES_INTEL = 'IndirectReferencesINTEL'
    ASM_INTEL = 'AsmINTEL'
    ATOMIC_FLOAT32_MIN_MAX_EXT = 'AtomicFloat32MinMaxEXT'
    ATOMIC_FLOAT64_MIN_MAX_EXT = 'AtomicFloat64MinMaxEXT'
    ATOMIC_FLOAT16_MIN_MAX_EXT = 'AtomicFloat16MinMaxEXT'
    VECTOR_COMPUTE_INTEL = 'VectorComputeINTEL'
    VECTOR_ANY_INTEL = 'VectorAnyINTEL'
    EXPECT_ASSUME_KHR = 'ExpectAssumeKHR'
    SUBGROUP_AVC_MOTION_ESTIMATION_INTEL = 'SubgroupAvcMotionEstimationINTEL'
    SUBGROUP_AVC_MOTION_ESTIMATION_INTRA_INTEL = 'SubgroupAvcMotionEstimationIntraINTEL'
    SUBGROUP_AVC_MOTION_ESTIMATION_CHROMA_INTEL = 'SubgroupAvcMotionEstimationChromaINTEL'
    VARIABLE_LENGTH_ARRAY_INTEL = 'VariableLengthArrayINTEL'
    FUNCTION_FLOAT_CONTROL_INTEL = 'FunctionFloatControlINTEL'
    FPGA_MEMORY_ATTRIBUTES_ALTERA = 'FPGAMemoryAttributesALTERA'
    FP_FAST_MATH_MODE_INTEL = 'FPFastMathModeINTEL'
    ARBITRARY_PRECISION_INTEGERS_ALTERA = 'ArbitraryPrecisionIntegersALTERA'
    ARBITRARY_PRECISION_FLOATING_POINT_ALTERA = 'ArbitraryPrecisionFloatingPointALTERA'
    UNSTRUCTURED_LOOP_CONTROLS_INTEL = 'UnstructuredLoopControlsINTEL'
    FPGA_LOOP_CONTROLS_ALTERA = 'FPGALoopControlsALTERA'
    KERNEL_ATTRIBUTES_INTEL = 'KernelAttributesINTEL'
    FPGA_KERNEL_ATTRIBUTES_INTEL = 'FPGAKernelAttributesINTEL'
    FPGA_MEMORY_ACCESSES_ALTERA = 'FPGAMemoryAccessesALTERA'
    FPGA_CLUSTER_ATTRIBUTES_ALTERA = 'FPGAClusterAttributesALTERA'
    LOOP_FUSE_ALTERA = 'LoopFuseALTERA'
    FPGADSP_CONTROL_ALTERA = 'FPGADSPControlALTERA'
    MEMORY_ACCESS_ALIASING_INTEL = 'MemoryAccessAliasingINTEL'
    FPGA_INVOCATION_PIPELINING_ATTRIBUTES_ALTERA = 'FPGAInvocationPipeliningAttributesALTERA'
    FPGA_BUFFER_LOCATION_ALTERA = 'FPGABufferLocationALTERA'
    ARBITRARY_PRECISION_FIXED_POINT_ALTERA = 'ArbitraryPrecisionFixedPointALTERA'
    USM_STORAGE_CLASSES_ALTERA = 'USMStorageClassesALTERA'
    RUNTIME_ALIGNED_ATTRIBUTE_ALTERA = 'RuntimeAlignedAttributeALTERA'
    IO_PIPES_ALTERA = 'IOPipesALTERA'
    BLOCKING_PIPES_ALTERA = 'BlockingPipesALTERA'
    FPGA_REG_ALTERA = 'FPGARegALTERA'
    DOT_PRODUCT_INPUT_ALL = 'DotProductInputAll'
    DOT_PRODUCT_INPUT4X8_BIT = 'DotProductInput4x8Bit'
    DOT_PRODUCT_INPUT4X8_BIT_PACKED = 'DotProductInput4x8BitPacked'
    DOT_PRODUCT = 'DotProduct'
    RAY_CULL_MASK_KHR = 'RayCullMaskKHR'
    COOPERATIVE_MATRIX_KHR = 'CooperativeMatrixKHR'
    REPLICATED_COMPOSITES_EXT = 'ReplicatedCompositesEXT'
    BIT_INSTRUCTIONS = 'BitInstructions'
    GROUP_NON_UNIFORM_ROTATE_KHR = 'GroupNonUniformRotateKHR'
    FLOAT_CONTROLS2 = 'FloatControls2'
    FMAKHR = 'FMAKHR'
    RAY_TRACING_OPACITY_MICROMAP_EXECUTION_MODE_KHR = 'RayTracingOpacityMicromapExecutionModeKHR'
    ATOMIC_FLOAT32_ADD_EXT = 'AtomicFloat32AddEXT'
    ATOMIC_FLOAT64_ADD_EXT = 'AtomicFloat64AddEXT'
    LONG_COMPOSITES_INTEL = 'LongCompositesINTEL'
    OPT_NONE_INTEL = 'OptNoneINTEL'
    ATOMIC_FLOAT16_ADD_EXT = 'AtomicFloat16AddEXT'
    DEBUG_INFO_MODULE_INTEL = 'DebugInfoModuleINTEL'
    B_FLOAT16_CONVERSION_INTEL = 'BFloat16ConversionINTEL'
    SPLIT_BARRIER_INTEL = 'SplitBarrierINTEL'
    ARITHMETIC_FENCE_EXT = 'ArithmeticFenceEXT'
    FPGA_CLUSTER_ATTRIBUTES_V2_ALTERA = 'FPGAClusterAttributesV2ALTERA'
    FPGA_KERNEL_ATTRIBUTESV2_INTEL = 'FPGAKernelAttributesv2INTEL'
    TASK_SEQUENCE_ALTERA = 'TaskSequenceALTERA'
    FP_MAX_ERROR_INTEL = 'FPMaxErrorINTEL'
    FPGA_LATENCY_CONTROL_ALTERA = 'FPGALatencyControlALTERA'
    FPGA_ARGUMENT_INTERFACES_ALTERA = 'FPGAArgumentInterfacesALTERA'
    GLOBAL_VARIABLE_HOST_ACCESS_INTEL = 'GlobalVariableHostAccessINTEL'
    GLOBAL_VARIABLE_FPGA_DECORATIONS_ALTERA = 'GlobalVariableFPGADecorationsALTERA'
    SUBGROUP_BUFFER_PREFETCH_INTEL = 'SubgroupBufferPrefetchINTEL'
    SUBGROUP2_D_BLOCK_IOINTEL = 'Subgroup2DBlockIOINTEL'
    SUBGROUP2_D_BLOCK_TRANSFORM_INTEL = 'Subgroup2DBlockTransformINTEL'
    SUBGROUP2_D_BLOCK_TRANSPOSE_INTEL = 'Subgroup2DBlockTransposeINTEL'
    SUBGROUP_MATRIX_MULTIPLY_ACCUMULATE_INTEL = 'SubgroupMatrixMultiplyAccumulateINTEL'
    TERNARY_BITWISE_FUNCTION_INTEL = 'TernaryBitwiseFunctionINTEL'
    UNTYPED_VARIABLE_LENGTH_ARRAY_INTEL = 'UntypedVariableLengthArrayINTEL'
    SPEC_CONDITIONAL_INTEL = 'SpecConditionalINTEL'
    FUNCTION_VARIANTS_INTEL = 'FunctionVariantsINTEL'
    PREDICATED_IOINTEL = 'PredicatedIOINTEL'
    ROUNDED_DIVIDE_SQRT_INTEL = 'RoundedDivideSqrtINTEL'
    GROUP_UNIFORM_ARITHMETIC_KHR = 'GroupUniformArithmeticKHR'
    TENSOR_FLOAT32_ROUNDING_INTEL = 'TensorFloat32RoundingINTEL'
    MASKED_GATHER_SCATTER_INTEL = 'MaskedGatherScatterINTEL'
    CACHE_CONTROLS_INTEL = 'CacheControlsINTEL'
    REGISTER_LIMITS_INTEL = 'RegisterLimitsINTEL'
    BINDLESS_IMAGES_INTEL = 'BindlessImagesINTEL'
    DOT_PRODUCT_FLOAT16_ACC_FLOAT32_VALVE = 'DotProductFloat16AccFloat32VALVE'
    DOT_PRODUCT_FLOAT16_ACC_FLOAT16_VALVE = 'DotProductFloat16AccFloat16VALVE'
    DOT_PRODUCT_B_FLOAT16_ACC_VALVE = 'DotProductBFloat16AccVALVE'
    DOT_PRODUCT_FLOAT8_ACC_FLOAT32_VALVE = 'DotProductFloat8AccFloat32VALVE'
    INTRINSIC_SAMSUNG = 'IntrinsicSAMSUNG'


#: Capability value -> its member.
CAPABILITIES: dict[int, Capability] = {
    0: Capability.MATRIX,
    1: Capability.SHADER,
    2: Capability.GEOMETRY,
    3: Capability.TESSELLATION,
    4: Capability.ADDRESSES,
    5: Capability.LINKAGE,
    6: Capability.KERNEL,
    7: Capability.VECTOR16,
    8: Capability.FLOAT16_BUFFER,
    9: Capability.FLOAT16,
    10: Capability.FLOAT64,
    11: Capability.INT64,
    12: Capability.INT64_ATOMICS,
    13: Capability.IMAGE_BASIC,
    14: Capability.IMAGE_READ_WRITE,
    15: Capability.IMAGE_MIPMAP,
    17: Capability.PIPES,
    18: Capability.GROUPS,
    19: Capability.DEVICE_ENQUEUE,
    20: Capability.LITERAL_SAMPLER,
    21: Capability.ATOMIC_STORAGE,
    22: Capability.INT16,
    23: Capability.TESSELLATION_POINT_SIZE,
    24: Capability.GEOMETRY_POINT_SIZE,
    25: Capability.IMAGE_GATHER_EXTENDED,
    27: Capability.STORAGE_IMAGE_MULTISAMPLE,
    28: Capability.UNIFORM_BUFFER_ARRAY_DYNAMIC_INDEXING,
    29: Capability.SAMPLED_IMAGE_ARRAY_DYNAMIC_INDEXING,
    30: Capability.STORAGE_BUFFER_ARRAY_DYNAMIC_INDEXING,
    31: Capability.STORAGE_IMAGE_ARRAY_DYNAMIC_INDEXING,
    32: Capability.CLIP_DISTANCE,
    33: Capability.CULL_DISTANCE,
    34: Capability.IMAGE_CUBE_ARRAY,
    35: Capability.SAMPLE_RATE_SHADING,
    36: Capability.IMAGE_RECT,
    37: Capability.SAMPLED_RECT,
    38: Capability.GENERIC_POINTER,
    39: Capability.INT8,
    40: Capability.INPUT_ATTACHMENT,
    41: Capability.SPARSE_RESIDENCY,
    42: Capability.MIN_LOD,
    43: Capability.SAMPLED1_D,
    44: Capability.IMAGE1_D,
    45: Capability.SAMPLED_CUBE_ARRAY,
    46: Capability.SAMPLED_BUFFER,
    47: Capability.IMAGE_BUFFER,
    48: Capability.IMAGE_MS_ARRAY,
    49: Capability.STORAGE_IMAGE_EXTENDED_FORMATS,
    50: Capability.IMAGE_QUERY,
    51: Capability.DERIVATIVE_CONTROL,
    52: Capability.INTERPOLATION_FUNCTION,
    53: Capability.TRANSFORM_FEEDBACK,
    54: Capability.GEOMETRY_STREAMS,
    55: Capability.STORAGE_IMAGE_READ_WITHOUT_FORMAT,
    56: Capability.STORAGE_IMAGE_WRITE_WITHOUT_FORMAT,
    57: Capability.MULTI_VIEWPORT,
    58: Capability.SUBGROUP_DISPATCH,
    59: Capability.NAMED_BARRIER,
    60: Capability.PIPE_STORAGE,
    61: Capability.GROUP_NON_UNIFORM,
    62: Capability.GROUP_NON_UNIFORM_VOTE,
    63: Capability.GROUP_NON_UNIFORM_ARITHMETIC,
    64: Capability.GROUP_NON_UNIFORM_BALLOT,
    65: Capability.GROUP_NON_UNIFORM_SHUFFLE,
    66: Capability.GROUP_NON_UNIFORM_SHUFFLE_RELATIVE,
    67: Capability.GROUP_NON_UNIFORM_CLUSTERED,
    68: Capability.GROUP_NON_UNIFORM_QUAD,
    69: Capability.SHADER_LAYER,
    70: Capability.SHADER_VIEWPORT_INDEX,
    71: Capability.UNIFORM_DECORATION,
    4165: Capability.CORE_BUILTINS_ARM,
    4166: Capability.TILE_IMAGE_COLOR_READ_ACCESS_EXT,
    4167: Capability.TILE_IMAGE_DEPTH_READ_ACCESS_EXT,
    4168: Capability.TILE_IMAGE_STENCIL_READ_ACCESS_EXT,
    4174: Capability.TENSORS_ARM,
    4175: Capability.STORAGE_TENSOR_ARRAY_DYNAMIC_INDEXING_ARM,
    4176: Capability.STORAGE_TENSOR_ARRAY_NON_UNIFORM_INDEXING_ARM,
    4191: Capability.GRAPH_ARM,
    4201: Capability.COOPERATIVE_MATRIX_LAYOUTS_ARM,
    4212: Capability.FLOAT8_EXT,
    4213: Capability.FLOAT8_COOPERATIVE_MATRIX_EXT,
    4228: Capability.FLOAT6_EXT,
    4229: Capability.FLOAT4_EXT,
    4230: Capability.FLOAT8_UNSIGNED_E8_M0_EXT,
    4231: Capability.MX_INT8_EXT,
    4232: Capability.BITCAST_EXTRACT_EXT,
    4422: Capability.FRAGMENT_SHADING_RATE_KHR,
    4423: Capability.SUBGROUP_BALLOT_KHR,
    4427: Capability.DRAW_PARAMETERS,
    4428: Capability.WORKGROUP_MEMORY_EXPLICIT_LAYOUT_KHR,
    4429: Capability.WORKGROUP_MEMORY_EXPLICIT_LAYOUT8_BIT_ACCESS_KHR,
    4430: Capability.WORKGROUP_MEMORY_EXPLICIT_LAYOUT16_BIT_ACCESS_KHR,
    4431: Capability.SUBGROUP_VOTE_KHR,
    4433: Capability.STORAGE_BUFFER16_BIT_ACCESS,
    4434: Capability.UNIFORM_AND_STORAGE_BUFFER16_BIT_ACCESS,
    4435: Capability.STORAGE_PUSH_CONSTANT16,
    4436: Capability.STORAGE_INPUT_OUTPUT16,
    4437: Capability.DEVICE_GROUP,
    4439: Capability.MULTI_VIEW,
    4441: Capability.VARIABLE_POINTERS_STORAGE_BUFFER,
    4442: Capability.VARIABLE_POINTERS,
    4445: Capability.ATOMIC_STORAGE_OPS,
    4447: Capability.SAMPLE_MASK_POST_DEPTH_COVERAGE,
    4448: Capability.STORAGE_BUFFER8_BIT_ACCESS,
    4449: Capability.UNIFORM_AND_STORAGE_BUFFER8_BIT_ACCESS,
    4450: Capability.STORAGE_PUSH_CONSTANT8,
    4464: Capability.DENORM_PRESERVE,
    4465: Capability.DENORM_FLUSH_TO_ZERO,
    4466: Capability.SIGNED_ZERO_INF_NAN_PRESERVE,
    4467: Capability.ROUNDING_MODE_RTE,
    4468: Capability.ROUNDING_MODE_RTZ,
    4471: Capability.RAY_QUERY_PROVISIONAL_KHR,
    4472: Capability.RAY_QUERY_KHR,
    4473: Capability.UNTYPED_POINTERS_KHR,
    4478: Capability.RAY_TRAVERSAL_PRIMITIVE_CULLING_KHR,
    4479: Capability.RAY_TRACING_KHR,
    4484: Capability.TEXTURE_SAMPLE_WEIGHTED_QCOM,
    4485: Capability.TEXTURE_BOX_FILTER_QCOM,
    4486: Capability.TEXTURE_BLOCK_MATCH_QCOM,
    4495: Capability.TILE_SHADING_QCOM,
    4496: Capability.COOPERATIVE_MATRIX_CONVERSION_QCOM,
    4498: Capability.TEXTURE_BLOCK_MATCH2_QCOM,
    4539: Capability.MULTIPLE_WAIT_QUEUES_QCOM,
    4543: Capability.IMAGE_GATHER_LINEAR_QCOM,
    4544: Capability.IMAGE_GATHER_EXTENDED_MODES_QCOM,
    5008: Capability.FLOAT16_IMAGE_AMD,
    5009: Capability.IMAGE_GATHER_BIAS_LOD_AMD,
    5010: Capability.FRAGMENT_MASK_AMD,
    5013: Capability.STENCIL_EXPORT_EXT,
    5015: Capability.IMAGE_READ_WRITE_LOD_AMD,
    5016: Capability.INT64_IMAGE_EXT,
    5055: Capability.SHADER_CLOCK_KHR,
    5067: Capability.SHADER_ENQUEUE_AMDX,
    5087: Capability.QUAD_CONTROL_KHR,
    5112: Capability.INT4_TYPE_INTEL,
    5114: Capability.INT4_COOPERATIVE_MATRIX_INTEL,
    5116: Capability.B_FLOAT16_TYPE_KHR,
    5117: Capability.B_FLOAT16_DOT_PRODUCT_KHR,
    5118: Capability.B_FLOAT16_COOPERATIVE_MATRIX_KHR,
    5120: Capability.ABORT_KHR,
    5128: Capability.DESCRIPTOR_HEAP_EXT,
    5146: Capability.CONSTANT_DATA_KHR,
    5156: Capability.POISON_FREEZE_KHR,
    5181: Capability.WEAK_LINKAGE_AMD,
    5249: Capability.SAMPLE_MASK_OVERRIDE_COVERAGE_NV,
    5251: Capability.GEOMETRY_SHADER_PASSTHROUGH_NV,
    5254: Capability.SHADER_VIEWPORT_INDEX_LAYER_EXT,
    5255: Capability.SHADER_VIEWPORT_MASK_NV,
    5259: Capability.SHADER_STEREO_VIEW_NV,
    5260: Capability.PER_VIEW_ATTRIBUTES_NV,
    5265: Capability.FRAGMENT_FULLY_COVERED_EXT,
    5266: Capability.MESH_SHADING_NV,
    5282: Capability.IMAGE_FOOTPRINT_NV,
    5283: Capability.MESH_SHADING_EXT,
    5284: Capability.FRAGMENT_BARYCENTRIC_KHR,
    5288: Capability.COMPUTE_DERIVATIVE_GROUP_QUADS_KHR,
    5291: Capability.FRAGMENT_DENSITY_EXT,
    5297: Capability.GROUP_NON_UNIFORM_PARTITIONED_EXT,
    5301: Capability.SHADER_NON_UNIFORM,
    5302: Capability.RUNTIME_DESCRIPTOR_ARRAY,
    5303: Capability.INPUT_ATTACHMENT_ARRAY_DYNAMIC_INDEXING,
    5304: Capability.UNIFORM_TEXEL_BUFFER_ARRAY_DYNAMIC_INDEXING,
    5305: Capability.STORAGE_TEXEL_BUFFER_ARRAY_DYNAMIC_INDEXING,
    5306: Capability.UNIFORM_BUFFER_ARRAY_NON_UNIFORM_INDEXING,
    5307: Capability.SAMPLED_IMAGE_ARRAY_NON_UNIFORM_INDEXING,
    5308: Capability.STORAGE_BUFFER_ARRAY_NON_UNIFORM_INDEXING,
    5309: Capability.STORAGE_IMAGE_ARRAY_NON_UNIFORM_INDEXING,
    5310: Capability.INPUT_ATTACHMENT_ARRAY_NON_UNIFORM_INDEXING,
    5311: Capability.UNIFORM_TEXEL_BUFFER_ARRAY_NON_UNIFORM_INDEXING,
    5312: Capability.STORAGE_TEXEL_BUFFER_ARRAY_NON_UNIFORM_INDEXING,
    5336: Capability.RAY_TRACING_POSITION_FETCH_KHR,
    5340: Capability.RAY_TRACING_NV,
    5341: Capability.RAY_TRACING_MOTION_BLUR_NV,
    5345: Capability.VULKAN_MEMORY_MODEL,
    5346: Capability.VULKAN_MEMORY_MODEL_DEVICE_SCOPE,
    5347: Capability.PHYSICAL_STORAGE_BUFFER_ADDRESSES,
    5350: Capability.COMPUTE_DERIVATIVE_GROUP_LINEAR_KHR,
    5353: Capability.RAY_TRACING_PROVISIONAL_KHR,
    5357: Capability.COOPERATIVE_MATRIX_NV,
    5363: Capability.FRAGMENT_SHADER_SAMPLE_INTERLOCK_EXT,
    5372: Capability.FRAGMENT_SHADER_SHADING_RATE_INTERLOCK_EXT,
    5373: Capability.SHADER_SM_BUILTINS_NV,
    5378: Capability.FRAGMENT_SHADER_PIXEL_INTERLOCK_EXT,
    5379: Capability.DEMOTE_TO_HELPER_INVOCATION,
    5380: Capability.DISPLACEMENT_MICROMAP_NV,
    5381: Capability.RAY_TRACING_OPACITY_MICROMAP_KHR,
    5383: Capability.SHADER_INVOCATION_REORDER_NV,
    5388: Capability.SHADER_INVOCATION_REORDER_EXT,
    5390: Capability.BINDLESS_TEXTURE_NV,
    5391: Capability.RAY_QUERY_POSITION_FETCH_KHR,
    5394: Capability.COOPERATIVE_VECTOR_NV,
    5404: Capability.ATOMIC_FLOAT16_VECTOR_NV,
    5409: Capability.RAY_TRACING_DISPLACEMENT_MICROMAP_NV,
    5414: Capability.RAW_ACCESS_CHAINS_NV,
    5418: Capability.RAY_TRACING_SPHERES_GEOMETRY_NV,
    5419: Capability.RAY_TRACING_LINEAR_SWEPT_SPHERES_GEOMETRY_NV,
    5423: Capability.PUSH_CONSTANT_BANKS_NV,
    5425: Capability.LONG_VECTOR_EXT,
    5426: Capability.SHADER64_BIT_INDEXING_EXT,
    5429: Capability.COOPERATIVE_MATRIX_CONVERSIONS_EXT,
    5430: Capability.COOPERATIVE_MATRIX_REDUCTIONS_EXT,
    5431: Capability.COOPERATIVE_MATRIX_CONVERSIONS_NV,
    5432: Capability.COOPERATIVE_MATRIX_PER_ELEMENT_OPERATIONS_EXT,
    5433: Capability.COOPERATIVE_MATRIX_TENSOR_ADDRESSING_NV,
    5434: Capability.COOPERATIVE_MATRIX_BLOCK_LOADS_NV,
    5435: Capability.COOPERATIVE_VECTOR_TRAINING_NV,
    5437: Capability.RAY_TRACING_CLUSTER_ACCELERATION_STRUCTURE_NV,
    5438: Capability.COOPERATIVE_MATRIX_GET_COORDINATE_EXT,
    5439: Capability.TENSOR_ADDRESSING_NV,
    5447: Capability.COOPERATIVE_MATRIX_DECODE_VECTOR_NV,
    5568: Capability.SUBGROUP_SHUFFLE_INTEL,
    5569: Capability.SUBGROUP_BUFFER_BLOCK_IOINTEL,
    5570: Capability.SUBGROUP_IMAGE_BLOCK_IOINTEL,
    5579: Capability.SUBGROUP_IMAGE_MEDIA_BLOCK_IOINTEL,
    5582: Capability.ROUND_TO_INFINITY_INTEL,
    5583: Capability.FLOATING_POINT_MODE_INTEL,
    5584: Capability.INTEGER_FUNCTIONS2_INTEL,
    5603: Capability.FUNCTION_POINTERS_INTEL,
    5604: Capability.INDIRECT_REFERENCES_INTEL,
    5606: Capability.ASM_INTEL,
    5612: Capability.ATOMIC_FLOAT32_MIN_MAX_EXT,
    5613: Capability.ATOMIC_FLOAT64_MIN_MAX_EXT,
    5616: Capability.ATOMIC_FLOAT16_MIN_MAX_EXT,
    5617: Capability.VECTOR_COMPUTE_INTEL,
    5619: Capability.VECTOR_ANY_INTEL,
    5629: Capability.EXPECT_ASSUME_KHR,
    5696: Capability.SUBGROUP_AVC_MOTION_ESTIMATION_INTEL,
    5697: Capability.SUBGROUP_AVC_MOTION_ESTIMATION_INTRA_INTEL,
    5698: Capability.SUBGROUP_AVC_MOTION_ESTIMATION_CHROMA_INTEL,
    5817: Capability.VARIABLE_LENGTH_ARRAY_INTEL,
    5821: Capability.FUNCTION_FLOAT_CONTROL_INTEL,
    5824: Capability.FPGA_MEMORY_ATTRIBUTES_ALTERA,
    5837: Capability.FP_FAST_MATH_MODE_INTEL,
    5844: Capability.ARBITRARY_PRECISION_INTEGERS_ALTERA,
    5845: Capability.ARBITRARY_PRECISION_FLOATING_POINT_ALTERA,
    5886: Capability.UNSTRUCTURED_LOOP_CONTROLS_INTEL,
    5888: Capability.FPGA_LOOP_CONTROLS_ALTERA,
    5892: Capability.KERNEL_ATTRIBUTES_INTEL,
    5897: Capability.FPGA_KERNEL_ATTRIBUTES_INTEL,
    5898: Capability.FPGA_MEMORY_ACCESSES_ALTERA,
    5904: Capability.FPGA_CLUSTER_ATTRIBUTES_ALTERA,
    5906: Capability.LOOP_FUSE_ALTERA,
    5908: Capability.FPGADSP_CONTROL_ALTERA,
    5910: Capability.MEMORY_ACCESS_ALIASING_INTEL,
    5916: Capability.FPGA_INVOCATION_PIPELINING_ATTRIBUTES_ALTERA,
    5920: Capability.FPGA_BUFFER_LOCATION_ALTERA,
    5922: Capability.ARBITRARY_PRECISION_FIXED_POINT_ALTERA,
    5935: Capability.USM_STORAGE_CLASSES_ALTERA,
    5939: Capability.RUNTIME_ALIGNED_ATTRIBUTE_ALTERA,
    5943: Capability.IO_PIPES_ALTERA,
    5945: Capability.BLOCKING_PIPES_ALTERA,
    5948: Capability.FPGA_REG_ALTERA,
    6016: Capability.DOT_PRODUCT_INPUT_ALL,
    6017: Capability.DOT_PRODUCT_INPUT4X8_BIT,
    6018: Capability.DOT_PRODUCT_INPUT4X8_BIT_PACKED,
    6019: Capability.DOT_PRODUCT,
    6020: Capability.RAY_CULL_MASK_KHR,
    6022: Capability.COOPERATIVE_MATRIX_KHR,
    6024: Capability.REPLICATED_COMPOSITES_EXT,
    6025: Capability.BIT_INSTRUCTIONS,
    6026: Capability.GROUP_NON_UNIFORM_ROTATE_KHR,
    6029: Capability.FLOAT_CONTROLS2,
    6030: Capability.FMAKHR,
    6032: Capability.RAY_TRACING_OPACITY_MICROMAP_EXECUTION_MODE_KHR,
    6033: Capability.ATOMIC_FLOAT32_ADD_EXT,
    6034: Capability.ATOMIC_FLOAT64_ADD_EXT,
    6089: Capability.LONG_COMPOSITES_INTEL,
    6094: Capability.OPT_NONE_INTEL,
    6095: Capability.ATOMIC_FLOAT16_ADD_EXT,
    6114: Capability.DEBUG_INFO_MODULE_INTEL,
    6115: Capability.B_FLOAT16_CONVERSION_INTEL,
    6141: Capability.SPLIT_BARRIER_INTEL,
    6144: Capability.ARITHMETIC_FENCE_EXT,
    6150: Capability.FPGA_CLUSTER_ATTRIBUTES_V2_ALTERA,
    6161: Capability.FPGA_KERNEL_ATTRIBUTESV2_INTEL,
    6162: Capability.TASK_SEQUENCE_ALTERA,
    6169: Capability.FP_MAX_ERROR_INTEL,
    6171: Capability.FPGA_LATENCY_CONTROL_ALTERA,
    6174: Capability.FPGA_ARGUMENT_INTERFACES_ALTERA,
    6187: Capability.GLOBAL_VARIABLE_HOST_ACCESS_INTEL,
    6189: Capability.GLOBAL_VARIABLE_FPGA_DECORATIONS_ALTERA,
    6220: Capability.SUBGROUP_BUFFER_PREFETCH_INTEL,
    6228: Capability.SUBGROUP2_D_BLOCK_IOINTEL,
    6229: Capability.SUBGROUP2_D_BLOCK_TRANSFORM_INTEL,
    6230: Capability.SUBGROUP2_D_BLOCK_TRANSPOSE_INTEL,
    6236: Capability.SUBGROUP_MATRIX_MULTIPLY_ACCUMULATE_INTEL,
    6241: Capability.TERNARY_BITWISE_FUNCTION_INTEL,
    6243: Capability.UNTYPED_VARIABLE_LENGTH_ARRAY_INTEL,
    6245: Capability.SPEC_CONDITIONAL_INTEL,
    6246: Capability.FUNCTION_VARIANTS_INTEL,
    6257: Capability.PREDICATED_IOINTEL,
    6265: Capability.ROUNDED_DIVIDE_SQRT_INTEL,
    6400: Capability.GROUP_UNIFORM_ARITHMETIC_KHR,
    6425: Capability.TENSOR_FLOAT32_ROUNDING_INTEL,
    6427: Capability.MASKED_GATHER_SCATTER_INTEL,
    6441: Capability.CACHE_CONTROLS_INTEL,
    6460: Capability.REGISTER_LIMITS_INTEL,
    6528: Capability.BINDLESS_IMAGES_INTEL,
    6912: Capability.DOT_PRODUCT_FLOAT16_ACC_FLOAT32_VALVE,
    6913: Capability.DOT_PRODUCT_FLOAT16_ACC_FLOAT16_VALVE,
    6914: Capability.DOT_PRODUCT_B_FLOAT16_ACC_VALVE,
    6915: Capability.DOT_PRODUCT_FLOAT8_ACC_FLOAT32_VALVE,
    7041: Capability.INTRINSIC_SAMSUNG,
}


class SourceLanguage(StrEnum):
    """The source language a module's OpSource names, as the grammar spells it (SPIR-V's SourceLanguage)."""

    UNKNOWN = 'Unknown'
    ESSL = 'ESSL'
    GLSL = 'GLSL'
    OPEN_CL_C = 'OpenCL_C'
    OPEN_CL_CPP = 'OpenCL_CPP'
    HLSL = 'HLSL'
    CPP_FOR_OPEN_CL = 'CPP_for_OpenCL'
    SYCL = 'SYCL'
    HERO_C = 'HERO_C'
    NZSL = 'NZSL'
    WGSL = 'WGSL'
    SLANG = 'Slang'
    ZIG = 'Zig'
    RUST = 'Rust'
    PRED = 'Pred'
    APILA_JAI = 'ApilaJai'


#: SourceLanguage value -> its member.
SOURCE_LANGUAGES: dict[int, SourceLanguage] = {
    0: SourceLanguage.UNKNOWN,
    1: SourceLanguage.ESSL,
    2: SourceLanguage.GLSL,
    3: SourceLanguage.OPEN_CL_C,
    4: SourceLanguage.OPEN_CL_CPP,
    5: SourceLanguage.HLSL,
    6: SourceLanguage.CPP_FOR_OPEN_CL,
    7: SourceLanguage.SYCL,
    8: SourceLanguage.HERO_C,
    9: SourceLanguage.NZSL,
    10: SourceLanguage.WGSL,
    11: SourceLanguage.SLANG,
    12: SourceLanguage.ZIG,
    13: SourceLanguage.RUST,
    14: SourceLanguage.PRED,
    15: SourceLanguage.APILA_JAI,
}


class ImageFormat(StrEnum):
    """The texel format an image type declares, as the grammar spells it (SPIR-V's ImageFormat)."""

    UNKNOWN = 'Unknown'
    RGBA32F = 'Rgba32f'
    RGBA16F = 'Rgba16f'
    R32F = 'R32f'
    RGBA8 = 'Rgba8'
    RGBA8_SNORM = 'Rgba8Snorm'
    RG32F = 'Rg32f'
    RG16F = 'Rg16f'
    R11F_G11F_B10F = 'R11fG11fB10f'
    R16F = 'R16f'
    RGBA16 = 'Rgba16'
    RGB10_A2 = 'Rgb10A2'
    RG16 = 'Rg16'
    RG8 = 'Rg8'
    R16 = 'R16'
    R8 = 'R8'
    RGBA16_SNORM = 'Rgba16Snorm'
    RG16_SNORM = 'Rg16Snorm'
    RG8_SNORM = 'Rg8Snorm'
    R16_SNORM = 'R16Snorm'
    R8_SNORM = 'R8Snorm'
    RGBA32I = 'Rgba32i'
    RGBA16I = 'Rgba16i'
    RGBA8I = 'Rgba8i'
    R32I = 'R32i'
    RG32I = 'Rg32i'
    RG16I = 'Rg16i'
    RG8I = 'Rg8i'
    R16I = 'R16i'
    R8I = 'R8i'
    RGBA32UI = 'Rgba32ui'
    RGBA16UI = 'Rgba16ui'
    RGBA8UI = 'Rgba8ui'
    R32UI = 'R32ui'
    RGB10A2UI = 'Rgb10a2ui'
    RG32UI = 'Rg32ui'
    RG16UI = 'Rg16ui'
    RG8UI = 'Rg8ui'
    R16UI = 'R16ui'
    R8UI = 'R8ui'
    R64UI = 'R64ui'
    R64I = 'R64i'


#: ImageFormat value -> its member.
SPIRV_IMAGE_FORMATS: dict[int, ImageFormat] = {
    0: ImageFormat.UNKNOWN,
    1: ImageFormat.RGBA32F,
    2: ImageFormat.RGBA16F,
    3: ImageFormat.R32F,
    4: ImageFormat.RGBA8,
    5: ImageFormat.RGBA8_SNORM,
    6: ImageFormat.RG32F,
    7: ImageFormat.RG16F,
    8: ImageFormat.R11F_G11F_B10F,
    9: ImageFormat.R16F,
    10: ImageFormat.RGBA16,
    11: ImageFormat.RGB10_A2,
    12: ImageFormat.RG16,
    13: ImageFormat.RG8,
    14: ImageFormat.R16,
    15: ImageFormat.R8,
    16: ImageFormat.RGBA16_SNORM,
    17: ImageFormat.RG16_SNORM,
    18: ImageFormat.RG8_SNORM,
    19: ImageFormat.R16_SNORM,
    20: ImageFormat.R8_SNORM,
    21: ImageFormat.RGBA32I,
    22: ImageFormat.RGBA16I,
    23: ImageFormat.RGBA8I,
    24: ImageFormat.R32I,
    25: ImageFormat.RG32I,
    26: ImageFormat.RG16I,
    27: ImageFormat.RG8I,
    28: ImageFormat.R16I,
    29: ImageFormat.R8I,
    30: ImageFormat.RGBA32UI,
    31: ImageFormat.RGBA16UI,
    32: ImageFormat.RGBA8UI,
    33: ImageFormat.R32UI,
    34: ImageFormat.RGB10A2UI,
    35: ImageFormat.RG32UI,
    36: ImageFormat.RG16UI,
    37: ImageFormat.RG8UI,
    38: ImageFormat.R16UI,
    39: ImageFormat.R8UI,
    40: ImageFormat.R64UI,
    41: ImageFormat.R64I,
}


class Scope(StrEnum):
    """An execution or memory scope an instruction names, as the grammar spells it (SPIR-V's Scope)."""

    CROSS_DEVICE = 'CrossDevice'
    DEVICE = 'Device'
    WORKGROUP = 'Workgroup'
    SUBGROUP = 'Subgroup'
    INVOCATION = 'Invocation'
    QUEUE_FAMILY = 'QueueFamily'
    SHADER_CALL_KHR = 'ShaderCallKHR'


#: Scope value -> its member.
SCOPES: dict[int, Scope] = {
    0: Scope.CROSS_DEVICE,
    1: Scope.DEVICE,
    2: Scope.WORKGROUP,
    3: Scope.SUBGROUP,
    4: Scope.INVOCATION,
    5: Scope.QUEUE_FAMILY,
    6: Scope.SHADER_CALL_KHR,
}


class SpecOperation(StrEnum):
    """An operation an OpSpecConstantOp may name, as the grammar spells its opcode without ``Op``."""

    ACCESS_CHAIN = 'AccessChain'
    IN_BOUNDS_ACCESS_CHAIN = 'InBoundsAccessChain'
    PTR_ACCESS_CHAIN = 'PtrAccessChain'
    IN_BOUNDS_PTR_ACCESS_CHAIN = 'InBoundsPtrAccessChain'
    VECTOR_SHUFFLE = 'VectorShuffle'
    COMPOSITE_EXTRACT = 'CompositeExtract'
    COMPOSITE_INSERT = 'CompositeInsert'
    CONVERT_F_TO_U = 'ConvertFToU'
    CONVERT_F_TO_S = 'ConvertFToS'
    CONVERT_S_TO_F = 'ConvertSToF'
    CONVERT_U_TO_F = 'ConvertUToF'
    U_CONVERT = 'UConvert'
    S_CONVERT = 'SConvert'
    F_CONVERT = 'FConvert'
    QUANTIZE_TO_F16 = 'QuantizeToF16'
    CONVERT_PTR_TO_U = 'ConvertPtrToU'
    CONVERT_U_TO_PTR = 'ConvertUToPtr'
    PTR_CAST_TO_GENERIC = 'PtrCastToGeneric'
    GENERIC_CAST_TO_PTR = 'GenericCastToPtr'
    BITCAST = 'Bitcast'
    S_NEGATE = 'SNegate'
    F_NEGATE = 'FNegate'
    I_ADD = 'IAdd'
    F_ADD = 'FAdd'
    I_SUB = 'ISub'
    F_SUB = 'FSub'
    I_MUL = 'IMul'
    F_MUL = 'FMul'
    U_DIV = 'UDiv'
    S_DIV = 'SDiv'
    F_DIV = 'FDiv'
    U_MOD = 'UMod'
    S_REM = 'SRem'
    S_MOD = 'SMod'
    F_REM = 'FRem'
    F_MOD = 'FMod'
    LOGICAL_EQUAL = 'LogicalEqual'
    LOGICAL_NOT_EQUAL = 'LogicalNotEqual'
    LOGICAL_OR = 'LogicalOr'
    LOGICAL_AND = 'LogicalAnd'
    LOGICAL_NOT = 'LogicalNot'
    SELECT = 'Select'
    I_EQUAL = 'IEqual'
    I_NOT_EQUAL = 'INotEqual'
    U_GREATER_THAN = 'UGreaterThan'
    S_GREATER_THAN = 'SGreaterThan'
    U_GREATER_THAN_EQUAL = 'UGreaterThanEqual'
    S_GREATER_THAN_EQUAL = 'SGreaterThanEqual'
    U_LESS_THAN = 'ULessThan'
    S_LESS_THAN = 'SLessThan'
    U_LESS_THAN_EQUAL = 'ULessThanEqual'
    S_LESS_THAN_EQUAL = 'SLessThanEqual'
    SHIFT_RIGHT_LOGICAL = 'ShiftRightLogical'
    SHIFT_RIGHT_ARITHMETIC = 'ShiftRightArithmetic'
    SHIFT_LEFT_LOGICAL = 'ShiftLeftLogical'
    BITWISE_OR = 'BitwiseOr'
    BITWISE_XOR = 'BitwiseXor'
    BITWISE_AND = 'BitwiseAnd'
    NOT = 'Not'
    COOPERATIVE_MATRIX_LENGTH_KHR = 'CooperativeMatrixLengthKHR'
    COOPERATIVE_MATRIX_LENGTH_NV = 'CooperativeMatrixLengthNV'


#: Opcode -> the operation of that opcode an OpSpecConstantOp may name.
SPEC_OPERATIONS: dict[int, SpecOperation] = {
    65: SpecOperation.ACCESS_CHAIN,
    66: SpecOperation.IN_BOUNDS_ACCESS_CHAIN,
    67: SpecOperation.PTR_ACCESS_CHAIN,
    70: SpecOperation.IN_BOUNDS_PTR_ACCESS_CHAIN,
    79: SpecOperation.VECTOR_SHUFFLE,
    81: SpecOperation.COMPOSITE_EXTRACT,
    82: SpecOperation.COMPOSITE_INSERT,
    109: SpecOperation.CONVERT_F_TO_U,
    110: SpecOperation.CONVERT_F_TO_S,
    111: SpecOperation.CONVERT_S_TO_F,
    112: SpecOperation.CONVERT_U_TO_F,
    113: SpecOperation.U_CONVERT,
    114: SpecOperation.S_CONVERT,
    115: SpecOperation.F_CONVERT,
    116: SpecOperation.QUANTIZE_TO_F16,
    117: SpecOperation.CONVERT_PTR_TO_U,
    120: SpecOperation.CONVERT_U_TO_PTR,
    121: SpecOperation.PTR_CAST_TO_GENERIC,
    122: SpecOperation.GENERIC_CAST_TO_PTR,
    124: SpecOperation.BITCAST,
    126: SpecOperation.S_NEGATE,
    127: SpecOperation.F_NEGATE,
    128: SpecOperation.I_ADD,
    129: SpecOperation.F_ADD,
    130: SpecOperation.I_SUB,
    131: SpecOperation.F_SUB,
    132: SpecOperation.I_MUL,
    133: SpecOperation.F_MUL,
    134: SpecOperation.U_DIV,
    135: SpecOperation.S_DIV,
    136: SpecOperation.F_DIV,
    137: SpecOperation.U_MOD,
    138: SpecOperation.S_REM,
    139: SpecOperation.S_MOD,
    140: SpecOperation.F_REM,
    141: SpecOperation.F_MOD,
    164: SpecOperation.LOGICAL_EQUAL,
    165: SpecOperation.LOGICAL_NOT_EQUAL,
    166: SpecOperation.LOGICAL_OR,
    167: SpecOperation.LOGICAL_AND,
    168: SpecOperation.LOGICAL_NOT,
    169: SpecOperation.SELECT,
    170: SpecOperation.I_EQUAL,
    171: SpecOperation.I_NOT_EQUAL,
    172: SpecOperation.U_GREATER_THAN,
    173: SpecOperation.S_GREATER_THAN,
    174: SpecOperation.U_GREATER_THAN_EQUAL,
    175: SpecOperation.S_GREATER_THAN_EQUAL,
    176: SpecOperation.U_LESS_THAN,
    177: SpecOperation.S_LESS_THAN,
    178: SpecOperation.U_LESS_THAN_EQUAL,
    179: SpecOperation.S_LESS_THAN_EQUAL,
    194: SpecOperation.SHIFT_RIGHT_LOGICAL,
    195: SpecOperation.SHIFT_RIGHT_ARITHMETIC,
    196: SpecOperation.SHIFT_LEFT_LOGICAL,
    197: SpecOperation.BITWISE_OR,
    198: SpecOperation.BITWISE_XOR,
    199: SpecOperation.BITWISE_AND,
    200: SpecOperation.NOT,
    4460: SpecOperation.COOPERATIVE_MATRIX_LENGTH_KHR,
    5362: SpecOperation.COOPERATIVE_MATRIX_LENGTH_NV,
}
