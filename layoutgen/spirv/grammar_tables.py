"""The SPIR-V grammar as plain tables: each enum as a class of int constants (the same names
as the enum classes of :mod:`.grammar`: ``Op.OpDecorate`` is 71 here and there), the opcodes'
names, the operands of each opcode and enumerant, spellings, generators.

Generated from spirv.core.grammar.json (SPIR-V 1.6 revision 7, sha256 db8581272b63d232268094a47b68d18a0464fc911e06004d57419924fe660ba4)
extinst.glsl.std.450.grammar.json (sha256 5d72e48247569f9b77a17a849db624350abc9d26f7f72b153bbcf15c37238239)
and spir-v.xml (sha256 30f03cdd7f2dadaf06d04df3adf156fb927ced3cd5433f567d6eeb0a86020f30)
by tools/gen_grammar.py - do not edit.
"""
from collections.abc import Mapping

MAGIC_NUMBER = 0x07230203
GRAMMAR_VERSION = (1, 6, 7)

# Each enum's members (aliases too, each value's grammar name first), as plain ints.


class Op:
    """Op's members as plain ints (:class:`layoutgen.spirv.grammar.Op` is the enum)."""
    OpNop = 0
    OpUndef = 1
    OpSourceContinued = 2
    OpSource = 3
    OpSourceExtension = 4
    OpName = 5
    OpMemberName = 6
    OpString = 7
    OpLine = 8
    OpExtension = 10
    OpExtInstImport = 11
    OpExtInst = 12
    OpMemoryModel = 14
    OpEntryPoint = 15
    OpExecutionMode = 16
    OpCapability = 17
    OpTypeVoid = 19
    OpTypeBool = 20
    OpTypeInt = 21
    OpTypeFloat = 22
    OpTypeVector = 23
    OpTypeMatrix = 24
    OpTypeImage = 25
    OpTypeSampler = 26
    OpTypeSampledImage = 27
    OpTypeArray = 28
    OpTypeRuntimeArray = 29
    OpTypeStruct = 30
    OpTypeOpaque = 31
    OpTypePointer = 32
    OpTypeFunction = 33
    OpTypeEvent = 34
    OpTypeDeviceEvent = 35
    OpTypeReserveId = 36
    OpTypeQueue = 37
    OpTypePipe = 38
    OpTypeForwardPointer = 39
    OpConstantTrue = 41
    OpConstantFalse = 42
    OpConstant = 43
    OpConstantComposite = 44
    OpConstantSampler = 45
    OpConstantNull = 46
    OpSpecConstantTrue = 48
    OpSpecConstantFalse = 49
    OpSpecConstant = 50
    OpSpecConstantComposite = 51
    OpSpecConstantOp = 52
    OpFunction = 54
    OpFunctionParameter = 55
    OpFunctionEnd = 56
    OpFunctionCall = 57
    OpVariable = 59
    OpImageTexelPointer = 60
    OpLoad = 61
    OpStore = 62
    OpCopyMemory = 63
    OpCopyMemorySized = 64
    OpAccessChain = 65
    OpInBoundsAccessChain = 66
    OpPtrAccessChain = 67
    OpArrayLength = 68
    OpGenericPtrMemSemantics = 69
    OpInBoundsPtrAccessChain = 70
    OpDecorate = 71
    OpMemberDecorate = 72
    OpDecorationGroup = 73
    OpGroupDecorate = 74
    OpGroupMemberDecorate = 75
    OpVectorExtractDynamic = 77
    OpVectorInsertDynamic = 78
    OpVectorShuffle = 79
    OpCompositeConstruct = 80
    OpCompositeExtract = 81
    OpCompositeInsert = 82
    OpCopyObject = 83
    OpTranspose = 84
    OpSampledImage = 86
    OpImageSampleImplicitLod = 87
    OpImageSampleExplicitLod = 88
    OpImageSampleDrefImplicitLod = 89
    OpImageSampleDrefExplicitLod = 90
    OpImageSampleProjImplicitLod = 91
    OpImageSampleProjExplicitLod = 92
    OpImageSampleProjDrefImplicitLod = 93
    OpImageSampleProjDrefExplicitLod = 94
    OpImageFetch = 95
    OpImageGather = 96
    OpImageDrefGather = 97
    OpImageRead = 98
    OpImageWrite = 99
    OpImage = 100
    OpImageQueryFormat = 101
    OpImageQueryOrder = 102
    OpImageQuerySizeLod = 103
    OpImageQuerySize = 104
    OpImageQueryLod = 105
    OpImageQueryLevels = 106
    OpImageQuerySamples = 107
    OpConvertFToU = 109
    OpConvertFToS = 110
    OpConvertSToF = 111
    OpConvertUToF = 112
    OpUConvert = 113
    OpSConvert = 114
    OpFConvert = 115
    OpQuantizeToF16 = 116
    OpConvertPtrToU = 117
    OpSatConvertSToU = 118
    OpSatConvertUToS = 119
    OpConvertUToPtr = 120
    OpPtrCastToGeneric = 121
    OpGenericCastToPtr = 122
    OpGenericCastToPtrExplicit = 123
    OpBitcast = 124
    OpSNegate = 126
    OpFNegate = 127
    OpIAdd = 128
    OpFAdd = 129
    OpISub = 130
    OpFSub = 131
    OpIMul = 132
    OpFMul = 133
    OpUDiv = 134
    OpSDiv = 135
    OpFDiv = 136
    OpUMod = 137
    OpSRem = 138
    OpSMod = 139
    OpFRem = 140
    OpFMod = 141
    OpVectorTimesScalar = 142
    OpMatrixTimesScalar = 143
    OpVectorTimesMatrix = 144
    OpMatrixTimesVector = 145
    OpMatrixTimesMatrix = 146
    OpOuterProduct = 147
    OpDot = 148
    OpIAddCarry = 149
    OpISubBorrow = 150
    OpUMulExtended = 151
    OpSMulExtended = 152
    OpAny = 154
    OpAll = 155
    OpIsNan = 156
    OpIsInf = 157
    OpIsFinite = 158
    OpIsNormal = 159
    OpSignBitSet = 160
    OpLessOrGreater = 161
    OpOrdered = 162
    OpUnordered = 163
    OpLogicalEqual = 164
    OpLogicalNotEqual = 165
    OpLogicalOr = 166
    OpLogicalAnd = 167
    OpLogicalNot = 168
    OpSelect = 169
    OpIEqual = 170
    OpINotEqual = 171
    OpUGreaterThan = 172
    OpSGreaterThan = 173
    OpUGreaterThanEqual = 174
    OpSGreaterThanEqual = 175
    OpULessThan = 176
    OpSLessThan = 177
    OpULessThanEqual = 178
    OpSLessThanEqual = 179
    OpFOrdEqual = 180
    OpFUnordEqual = 181
    OpFOrdNotEqual = 182
    OpFUnordNotEqual = 183
    OpFOrdLessThan = 184
    OpFUnordLessThan = 185
    OpFOrdGreaterThan = 186
    OpFUnordGreaterThan = 187
    OpFOrdLessThanEqual = 188
    OpFUnordLessThanEqual = 189
    OpFOrdGreaterThanEqual = 190
    OpFUnordGreaterThanEqual = 191
    OpShiftRightLogical = 194
    OpShiftRightArithmetic = 195
    OpShiftLeftLogical = 196
    OpBitwiseOr = 197
    OpBitwiseXor = 198
    OpBitwiseAnd = 199
    OpNot = 200
    OpBitFieldInsert = 201
    OpBitFieldSExtract = 202
    OpBitFieldUExtract = 203
    OpBitReverse = 204
    OpBitCount = 205
    OpDPdx = 207
    OpDPdy = 208
    OpFwidth = 209
    OpDPdxFine = 210
    OpDPdyFine = 211
    OpFwidthFine = 212
    OpDPdxCoarse = 213
    OpDPdyCoarse = 214
    OpFwidthCoarse = 215
    OpEmitVertex = 218
    OpEndPrimitive = 219
    OpEmitStreamVertex = 220
    OpEndStreamPrimitive = 221
    OpControlBarrier = 224
    OpMemoryBarrier = 225
    OpAtomicLoad = 227
    OpAtomicStore = 228
    OpAtomicExchange = 229
    OpAtomicCompareExchange = 230
    OpAtomicCompareExchangeWeak = 231
    OpAtomicIIncrement = 232
    OpAtomicIDecrement = 233
    OpAtomicIAdd = 234
    OpAtomicISub = 235
    OpAtomicSMin = 236
    OpAtomicUMin = 237
    OpAtomicSMax = 238
    OpAtomicUMax = 239
    OpAtomicAnd = 240
    OpAtomicOr = 241
    OpAtomicXor = 242
    OpPhi = 245
    OpLoopMerge = 246
    OpSelectionMerge = 247
    OpLabel = 248
    OpBranch = 249
    OpBranchConditional = 250
    OpSwitch = 251
    OpKill = 252
    OpReturn = 253
    OpReturnValue = 254
    OpUnreachable = 255
    OpLifetimeStart = 256
    OpLifetimeStop = 257
    OpGroupAsyncCopy = 259
    OpGroupWaitEvents = 260
    OpGroupAll = 261
    OpGroupAny = 262
    OpGroupBroadcast = 263
    OpGroupIAdd = 264
    OpGroupFAdd = 265
    OpGroupFMin = 266
    OpGroupUMin = 267
    OpGroupSMin = 268
    OpGroupFMax = 269
    OpGroupUMax = 270
    OpGroupSMax = 271
    OpReadPipe = 274
    OpWritePipe = 275
    OpReservedReadPipe = 276
    OpReservedWritePipe = 277
    OpReserveReadPipePackets = 278
    OpReserveWritePipePackets = 279
    OpCommitReadPipe = 280
    OpCommitWritePipe = 281
    OpIsValidReserveId = 282
    OpGetNumPipePackets = 283
    OpGetMaxPipePackets = 284
    OpGroupReserveReadPipePackets = 285
    OpGroupReserveWritePipePackets = 286
    OpGroupCommitReadPipe = 287
    OpGroupCommitWritePipe = 288
    OpEnqueueMarker = 291
    OpEnqueueKernel = 292
    OpGetKernelNDrangeSubGroupCount = 293
    OpGetKernelNDrangeMaxSubGroupSize = 294
    OpGetKernelWorkGroupSize = 295
    OpGetKernelPreferredWorkGroupSizeMultiple = 296
    OpRetainEvent = 297
    OpReleaseEvent = 298
    OpCreateUserEvent = 299
    OpIsValidEvent = 300
    OpSetUserEventStatus = 301
    OpCaptureEventProfilingInfo = 302
    OpGetDefaultQueue = 303
    OpBuildNDRange = 304
    OpImageSparseSampleImplicitLod = 305
    OpImageSparseSampleExplicitLod = 306
    OpImageSparseSampleDrefImplicitLod = 307
    OpImageSparseSampleDrefExplicitLod = 308
    OpImageSparseSampleProjImplicitLod = 309
    OpImageSparseSampleProjExplicitLod = 310
    OpImageSparseSampleProjDrefImplicitLod = 311
    OpImageSparseSampleProjDrefExplicitLod = 312
    OpImageSparseFetch = 313
    OpImageSparseGather = 314
    OpImageSparseDrefGather = 315
    OpImageSparseTexelsResident = 316
    OpNoLine = 317
    OpAtomicFlagTestAndSet = 318
    OpAtomicFlagClear = 319
    OpImageSparseRead = 320
    OpSizeOf = 321
    OpTypePipeStorage = 322
    OpConstantPipeStorage = 323
    OpCreatePipeFromPipeStorage = 324
    OpGetKernelLocalSizeForSubgroupCount = 325
    OpGetKernelMaxNumSubgroups = 326
    OpTypeNamedBarrier = 327
    OpNamedBarrierInitialize = 328
    OpMemoryNamedBarrier = 329
    OpModuleProcessed = 330
    OpExecutionModeId = 331
    OpDecorateId = 332
    OpGroupNonUniformElect = 333
    OpGroupNonUniformAll = 334
    OpGroupNonUniformAny = 335
    OpGroupNonUniformAllEqual = 336
    OpGroupNonUniformBroadcast = 337
    OpGroupNonUniformBroadcastFirst = 338
    OpGroupNonUniformBallot = 339
    OpGroupNonUniformInverseBallot = 340
    OpGroupNonUniformBallotBitExtract = 341
    OpGroupNonUniformBallotBitCount = 342
    OpGroupNonUniformBallotFindLSB = 343
    OpGroupNonUniformBallotFindMSB = 344
    OpGroupNonUniformShuffle = 345
    OpGroupNonUniformShuffleXor = 346
    OpGroupNonUniformShuffleUp = 347
    OpGroupNonUniformShuffleDown = 348
    OpGroupNonUniformIAdd = 349
    OpGroupNonUniformFAdd = 350
    OpGroupNonUniformIMul = 351
    OpGroupNonUniformFMul = 352
    OpGroupNonUniformSMin = 353
    OpGroupNonUniformUMin = 354
    OpGroupNonUniformFMin = 355
    OpGroupNonUniformSMax = 356
    OpGroupNonUniformUMax = 357
    OpGroupNonUniformFMax = 358
    OpGroupNonUniformBitwiseAnd = 359
    OpGroupNonUniformBitwiseOr = 360
    OpGroupNonUniformBitwiseXor = 361
    OpGroupNonUniformLogicalAnd = 362
    OpGroupNonUniformLogicalOr = 363
    OpGroupNonUniformLogicalXor = 364
    OpGroupNonUniformQuadBroadcast = 365
    OpGroupNonUniformQuadSwap = 366
    OpCopyLogical = 400
    OpPtrEqual = 401
    OpPtrNotEqual = 402
    OpPtrDiff = 403
    OpColorAttachmentReadEXT = 4160
    OpDepthAttachmentReadEXT = 4161
    OpStencilAttachmentReadEXT = 4162
    OpTypeTensorARM = 4163
    OpTensorReadARM = 4164
    OpTensorWriteARM = 4165
    OpTensorQuerySizeARM = 4166
    OpGraphConstantARM = 4181
    OpGraphEntryPointARM = 4182
    OpGraphARM = 4183
    OpGraphInputARM = 4184
    OpGraphSetOutputARM = 4185
    OpGraphEndARM = 4186
    OpTypeGraphARM = 4190
    OpBitcastExtractEXT = 4195
    OpTerminateInvocation = 4416
    OpTypeUntypedPointerKHR = 4417
    OpUntypedVariableKHR = 4418
    OpUntypedAccessChainKHR = 4419
    OpUntypedInBoundsAccessChainKHR = 4420
    OpSubgroupBallotKHR = 4421
    OpSubgroupFirstInvocationKHR = 4422
    OpUntypedPtrAccessChainKHR = 4423
    OpUntypedInBoundsPtrAccessChainKHR = 4424
    OpUntypedArrayLengthKHR = 4425
    OpUntypedPrefetchKHR = 4426
    OpFmaKHR = 4427
    OpSubgroupAllKHR = 4428
    OpSubgroupAnyKHR = 4429
    OpSubgroupAllEqualKHR = 4430
    OpGroupNonUniformRotateKHR = 4431
    OpSubgroupReadInvocationKHR = 4432
    OpExtInstWithForwardRefsKHR = 4433
    OpUntypedGroupAsyncCopyKHR = 4434
    OpTraceRayKHR = 4445
    OpExecuteCallableKHR = 4446
    OpConvertUToAccelerationStructureKHR = 4447
    OpIgnoreIntersectionKHR = 4448
    OpTerminateRayKHR = 4449
    OpSDot = 4450
    OpSDotKHR = 4450
    OpUDot = 4451
    OpUDotKHR = 4451
    OpSUDot = 4452
    OpSUDotKHR = 4452
    OpSDotAccSat = 4453
    OpSDotAccSatKHR = 4453
    OpUDotAccSat = 4454
    OpUDotAccSatKHR = 4454
    OpSUDotAccSat = 4455
    OpSUDotAccSatKHR = 4455
    OpTypeCooperativeMatrixKHR = 4456
    OpCooperativeMatrixLoadKHR = 4457
    OpCooperativeMatrixStoreKHR = 4458
    OpCooperativeMatrixMulAddKHR = 4459
    OpCooperativeMatrixLengthKHR = 4460
    OpConstantCompositeReplicateEXT = 4461
    OpSpecConstantCompositeReplicateEXT = 4462
    OpCompositeConstructReplicateEXT = 4463
    OpTypeRayQueryKHR = 4472
    OpRayQueryInitializeKHR = 4473
    OpRayQueryTerminateKHR = 4474
    OpRayQueryGenerateIntersectionKHR = 4475
    OpRayQueryConfirmIntersectionKHR = 4476
    OpRayQueryProceedKHR = 4477
    OpRayQueryGetIntersectionTypeKHR = 4479
    OpImageSampleWeightedQCOM = 4480
    OpImageBoxFilterQCOM = 4481
    OpImageBlockMatchSSDQCOM = 4482
    OpImageBlockMatchSADQCOM = 4483
    OpBitCastArrayQCOM = 4497
    OpImageBlockMatchWindowSSDQCOM = 4500
    OpImageBlockMatchWindowSADQCOM = 4501
    OpImageBlockMatchGatherSSDQCOM = 4502
    OpImageBlockMatchGatherSADQCOM = 4503
    OpCompositeConstructCoopMatQCOM = 4540
    OpCompositeExtractCoopMatQCOM = 4541
    OpExtractSubArrayQCOM = 4542
    OpImageGatherQCOM = 4545
    OpGroupIAddNonUniformAMD = 5000
    OpGroupFAddNonUniformAMD = 5001
    OpGroupFMinNonUniformAMD = 5002
    OpGroupUMinNonUniformAMD = 5003
    OpGroupSMinNonUniformAMD = 5004
    OpGroupFMaxNonUniformAMD = 5005
    OpGroupUMaxNonUniformAMD = 5006
    OpGroupSMaxNonUniformAMD = 5007
    OpFragmentMaskFetchAMD = 5011
    OpFragmentFetchAMD = 5012
    OpReadClockKHR = 5056
    OpAllocateNodePayloadsAMDX = 5074
    OpEnqueueNodePayloadsAMDX = 5075
    OpTypeNodePayloadArrayAMDX = 5076
    OpFinishWritingNodePayloadAMDX = 5078
    OpNodePayloadArrayLengthAMDX = 5090
    OpIsNodePayloadValidAMDX = 5101
    OpConstantStringAMDX = 5103
    OpSpecConstantStringAMDX = 5104
    OpGroupNonUniformQuadAllKHR = 5110
    OpGroupNonUniformQuadAnyKHR = 5111
    OpTypeBufferEXT = 5115
    OpBufferPointerEXT = 5119
    OpAbortKHR = 5121
    OpUntypedImageTexelPointerEXT = 5126
    OpMemberDecorateIdEXT = 5127
    OpConstantSizeOfEXT = 5129
    OpConstantDataKHR = 5147
    OpSpecConstantDataKHR = 5148
    OpPoisonKHR = 5158
    OpFreezeKHR = 5159
    OpHitObjectRecordHitMotionNV = 5249
    OpHitObjectRecordHitWithIndexMotionNV = 5250
    OpHitObjectRecordMissMotionNV = 5251
    OpHitObjectGetWorldToObjectNV = 5252
    OpHitObjectGetObjectToWorldNV = 5253
    OpHitObjectGetObjectRayDirectionNV = 5254
    OpHitObjectGetObjectRayOriginNV = 5255
    OpHitObjectTraceRayMotionNV = 5256
    OpHitObjectGetShaderRecordBufferHandleNV = 5257
    OpHitObjectGetShaderBindingTableRecordIndexNV = 5258
    OpHitObjectRecordEmptyNV = 5259
    OpHitObjectTraceRayNV = 5260
    OpHitObjectRecordHitNV = 5261
    OpHitObjectRecordHitWithIndexNV = 5262
    OpHitObjectRecordMissNV = 5263
    OpHitObjectExecuteShaderNV = 5264
    OpHitObjectGetCurrentTimeNV = 5265
    OpHitObjectGetAttributesNV = 5266
    OpHitObjectGetHitKindNV = 5267
    OpHitObjectGetPrimitiveIndexNV = 5268
    OpHitObjectGetGeometryIndexNV = 5269
    OpHitObjectGetInstanceIdNV = 5270
    OpHitObjectGetInstanceCustomIndexNV = 5271
    OpHitObjectGetWorldRayDirectionNV = 5272
    OpHitObjectGetWorldRayOriginNV = 5273
    OpHitObjectGetRayTMaxNV = 5274
    OpHitObjectGetRayTMinNV = 5275
    OpHitObjectIsEmptyNV = 5276
    OpHitObjectIsHitNV = 5277
    OpHitObjectIsMissNV = 5278
    OpReorderThreadWithHitObjectNV = 5279
    OpReorderThreadWithHintNV = 5280
    OpTypeHitObjectNV = 5281
    OpImageSampleFootprintNV = 5283
    OpTypeVectorIdEXT = 5288
    OpTypeCooperativeVectorNV = 5288
    OpCooperativeVectorMatrixMulNV = 5289
    OpCooperativeVectorOuterProductAccumulateNV = 5290
    OpCooperativeVectorReduceSumAccumulateNV = 5291
    OpCooperativeVectorMatrixMulAddNV = 5292
    OpCooperativeMatrixConvertUseEXT = 5293
    OpCooperativeMatrixConvertNV = 5293
    OpEmitMeshTasksEXT = 5294
    OpSetMeshOutputsEXT = 5295
    OpGroupNonUniformPartitionEXT = 5296
    OpGroupNonUniformPartitionNV = 5296
    OpWritePackedPrimitiveIndices4x8NV = 5299
    OpFetchMicroTriangleVertexPositionNV = 5300
    OpFetchMicroTriangleVertexBarycentricNV = 5301
    OpCooperativeVectorLoadNV = 5302
    OpCooperativeVectorStoreNV = 5303
    OpHitObjectRecordFromQueryEXT = 5304
    OpHitObjectRecordMissEXT = 5305
    OpHitObjectRecordMissMotionEXT = 5306
    OpHitObjectGetIntersectionTriangleVertexPositionsEXT = 5307
    OpHitObjectGetRayFlagsEXT = 5308
    OpHitObjectSetShaderBindingTableRecordIndexEXT = 5309
    OpHitObjectReorderExecuteShaderEXT = 5310
    OpHitObjectTraceReorderExecuteEXT = 5311
    OpHitObjectTraceMotionReorderExecuteEXT = 5312
    OpTypeHitObjectEXT = 5313
    OpReorderThreadWithHintEXT = 5314
    OpReorderThreadWithHitObjectEXT = 5315
    OpHitObjectTraceRayEXT = 5316
    OpHitObjectTraceRayMotionEXT = 5317
    OpHitObjectRecordEmptyEXT = 5318
    OpHitObjectExecuteShaderEXT = 5319
    OpHitObjectGetCurrentTimeEXT = 5320
    OpHitObjectGetAttributesEXT = 5321
    OpHitObjectGetHitKindEXT = 5322
    OpHitObjectGetPrimitiveIndexEXT = 5323
    OpHitObjectGetGeometryIndexEXT = 5324
    OpHitObjectGetInstanceIdEXT = 5325
    OpHitObjectGetInstanceCustomIndexEXT = 5326
    OpHitObjectGetObjectRayOriginEXT = 5327
    OpHitObjectGetObjectRayDirectionEXT = 5328
    OpHitObjectGetWorldRayDirectionEXT = 5329
    OpHitObjectGetWorldRayOriginEXT = 5330
    OpHitObjectGetObjectToWorldEXT = 5331
    OpHitObjectGetWorldToObjectEXT = 5332
    OpHitObjectGetRayTMaxEXT = 5333
    OpReportIntersectionKHR = 5334
    OpReportIntersectionNV = 5334
    OpIgnoreIntersectionNV = 5335
    OpTerminateRayNV = 5336
    OpTraceNV = 5337
    OpTraceMotionNV = 5338
    OpTraceRayMotionNV = 5339
    OpRayQueryGetIntersectionTriangleVertexPositionsKHR = 5340
    OpTypeAccelerationStructureKHR = 5341
    OpTypeAccelerationStructureNV = 5341
    OpExecuteCallableNV = 5344
    OpRayQueryGetIntersectionClusterIdNV = 5345
    OpRayQueryGetClusterIdNV = 5345
    OpHitObjectGetClusterIdNV = 5346
    OpHitObjectGetRayTMinEXT = 5347
    OpHitObjectGetShaderBindingTableRecordIndexEXT = 5348
    OpHitObjectGetShaderRecordBufferHandleEXT = 5349
    OpHitObjectIsEmptyEXT = 5350
    OpHitObjectIsHitEXT = 5351
    OpHitObjectIsMissEXT = 5352
    OpTypeCooperativeMatrixNV = 5358
    OpCooperativeMatrixLoadNV = 5359
    OpCooperativeMatrixStoreNV = 5360
    OpCooperativeMatrixMulAddNV = 5361
    OpCooperativeMatrixLengthNV = 5362
    OpCooperativeMatrixGetCoordinateEXT = 5363
    OpBeginInvocationInterlockEXT = 5364
    OpEndInvocationInterlockEXT = 5365
    OpCooperativeMatrixReduceEXT = 5366
    OpCooperativeMatrixReduceNV = 5366
    OpCooperativeMatrixLoadTensorNV = 5367
    OpCooperativeMatrixStoreTensorNV = 5368
    OpCooperativeMatrixPerElementOpEXT = 5369
    OpCooperativeMatrixPerElementOpNV = 5369
    OpTypeTensorLayoutNV = 5370
    OpTypeTensorViewNV = 5371
    OpCreateTensorLayoutNV = 5372
    OpTensorLayoutSetDimensionNV = 5373
    OpTensorLayoutSetStrideNV = 5374
    OpTensorLayoutSliceNV = 5375
    OpTensorLayoutSetClampValueNV = 5376
    OpCreateTensorViewNV = 5377
    OpTensorViewSetDimensionNV = 5378
    OpTensorViewSetStrideNV = 5379
    OpDemoteToHelperInvocation = 5380
    OpDemoteToHelperInvocationEXT = 5380
    OpIsHelperInvocationEXT = 5381
    OpTensorViewSetClipNV = 5382
    OpTensorLayoutSetBlockSizeNV = 5384
    OpCooperativeMatrixTransposeNV = 5390
    OpConvertUToImageNV = 5391
    OpConvertUToSamplerNV = 5392
    OpConvertImageToUNV = 5393
    OpConvertSamplerToUNV = 5394
    OpConvertUToSampledImageNV = 5395
    OpConvertSampledImageToUNV = 5396
    OpSamplerImageAddressingModeNV = 5397
    OpRawAccessChainNV = 5398
    OpRayQueryGetIntersectionSpherePositionNV = 5427
    OpRayQueryGetIntersectionSphereRadiusNV = 5428
    OpRayQueryGetIntersectionLSSPositionsNV = 5429
    OpRayQueryGetIntersectionLSSRadiiNV = 5430
    OpRayQueryGetIntersectionLSSHitValueNV = 5431
    OpHitObjectGetSpherePositionNV = 5432
    OpHitObjectGetSphereRadiusNV = 5433
    OpHitObjectGetLSSPositionsNV = 5434
    OpHitObjectGetLSSRadiiNV = 5435
    OpHitObjectIsSphereHitNV = 5436
    OpHitObjectIsLSSHitNV = 5437
    OpRayQueryIsSphereHitNV = 5438
    OpRayQueryIsLSSHitNV = 5439
    OpSubgroupShuffleINTEL = 5571
    OpSubgroupShuffleDownINTEL = 5572
    OpSubgroupShuffleUpINTEL = 5573
    OpSubgroupShuffleXorINTEL = 5574
    OpSubgroupBlockReadINTEL = 5575
    OpSubgroupBlockWriteINTEL = 5576
    OpSubgroupImageBlockReadINTEL = 5577
    OpSubgroupImageBlockWriteINTEL = 5578
    OpSubgroupImageMediaBlockReadINTEL = 5580
    OpSubgroupImageMediaBlockWriteINTEL = 5581
    OpUCountLeadingZerosINTEL = 5585
    OpUCountTrailingZerosINTEL = 5586
    OpAbsISubINTEL = 5587
    OpAbsUSubINTEL = 5588
    OpIAddSatINTEL = 5589
    OpUAddSatINTEL = 5590
    OpIAverageINTEL = 5591
    OpUAverageINTEL = 5592
    OpIAverageRoundedINTEL = 5593
    OpUAverageRoundedINTEL = 5594
    OpISubSatINTEL = 5595
    OpUSubSatINTEL = 5596
    OpIMul32x16INTEL = 5597
    OpUMul32x16INTEL = 5598
    OpConstantFunctionPointerINTEL = 5600
    OpFunctionPointerCallINTEL = 5601
    OpAsmTargetINTEL = 5609
    OpAsmINTEL = 5610
    OpAsmCallINTEL = 5611
    OpAtomicFMinEXT = 5614
    OpAtomicFMaxEXT = 5615
    OpAssumeTrueKHR = 5630
    OpExpectKHR = 5631
    OpDecorateString = 5632
    OpDecorateStringGOOGLE = 5632
    OpMemberDecorateString = 5633
    OpMemberDecorateStringGOOGLE = 5633
    OpVmeImageINTEL = 5699
    OpTypeVmeImageINTEL = 5700
    OpTypeAvcImePayloadINTEL = 5701
    OpTypeAvcRefPayloadINTEL = 5702
    OpTypeAvcSicPayloadINTEL = 5703
    OpTypeAvcMcePayloadINTEL = 5704
    OpTypeAvcMceResultINTEL = 5705
    OpTypeAvcImeResultINTEL = 5706
    OpTypeAvcImeResultSingleReferenceStreamoutINTEL = 5707
    OpTypeAvcImeResultDualReferenceStreamoutINTEL = 5708
    OpTypeAvcImeSingleReferenceStreaminINTEL = 5709
    OpTypeAvcImeDualReferenceStreaminINTEL = 5710
    OpTypeAvcRefResultINTEL = 5711
    OpTypeAvcSicResultINTEL = 5712
    OpSubgroupAvcMceGetDefaultInterBaseMultiReferencePenaltyINTEL = 5713
    OpSubgroupAvcMceSetInterBaseMultiReferencePenaltyINTEL = 5714
    OpSubgroupAvcMceGetDefaultInterShapePenaltyINTEL = 5715
    OpSubgroupAvcMceSetInterShapePenaltyINTEL = 5716
    OpSubgroupAvcMceGetDefaultInterDirectionPenaltyINTEL = 5717
    OpSubgroupAvcMceSetInterDirectionPenaltyINTEL = 5718
    OpSubgroupAvcMceGetDefaultIntraLumaShapePenaltyINTEL = 5719
    OpSubgroupAvcMceGetDefaultInterMotionVectorCostTableINTEL = 5720
    OpSubgroupAvcMceGetDefaultHighPenaltyCostTableINTEL = 5721
    OpSubgroupAvcMceGetDefaultMediumPenaltyCostTableINTEL = 5722
    OpSubgroupAvcMceGetDefaultLowPenaltyCostTableINTEL = 5723
    OpSubgroupAvcMceSetMotionVectorCostFunctionINTEL = 5724
    OpSubgroupAvcMceGetDefaultIntraLumaModePenaltyINTEL = 5725
    OpSubgroupAvcMceGetDefaultNonDcLumaIntraPenaltyINTEL = 5726
    OpSubgroupAvcMceGetDefaultIntraChromaModeBasePenaltyINTEL = 5727
    OpSubgroupAvcMceSetAcOnlyHaarINTEL = 5728
    OpSubgroupAvcMceSetSourceInterlacedFieldPolarityINTEL = 5729
    OpSubgroupAvcMceSetSingleReferenceInterlacedFieldPolarityINTEL = 5730
    OpSubgroupAvcMceSetDualReferenceInterlacedFieldPolaritiesINTEL = 5731
    OpSubgroupAvcMceConvertToImePayloadINTEL = 5732
    OpSubgroupAvcMceConvertToImeResultINTEL = 5733
    OpSubgroupAvcMceConvertToRefPayloadINTEL = 5734
    OpSubgroupAvcMceConvertToRefResultINTEL = 5735
    OpSubgroupAvcMceConvertToSicPayloadINTEL = 5736
    OpSubgroupAvcMceConvertToSicResultINTEL = 5737
    OpSubgroupAvcMceGetMotionVectorsINTEL = 5738
    OpSubgroupAvcMceGetInterDistortionsINTEL = 5739
    OpSubgroupAvcMceGetBestInterDistortionsINTEL = 5740
    OpSubgroupAvcMceGetInterMajorShapeINTEL = 5741
    OpSubgroupAvcMceGetInterMinorShapeINTEL = 5742
    OpSubgroupAvcMceGetInterDirectionsINTEL = 5743
    OpSubgroupAvcMceGetInterMotionVectorCountINTEL = 5744
    OpSubgroupAvcMceGetInterReferenceIdsINTEL = 5745
    OpSubgroupAvcMceGetInterReferenceInterlacedFieldPolaritiesINTEL = 5746
    OpSubgroupAvcImeInitializeINTEL = 5747
    OpSubgroupAvcImeSetSingleReferenceINTEL = 5748
    OpSubgroupAvcImeSetDualReferenceINTEL = 5749
    OpSubgroupAvcImeRefWindowSizeINTEL = 5750
    OpSubgroupAvcImeAdjustRefOffsetINTEL = 5751
    OpSubgroupAvcImeConvertToMcePayloadINTEL = 5752
    OpSubgroupAvcImeSetMaxMotionVectorCountINTEL = 5753
    OpSubgroupAvcImeSetUnidirectionalMixDisableINTEL = 5754
    OpSubgroupAvcImeSetEarlySearchTerminationThresholdINTEL = 5755
    OpSubgroupAvcImeSetWeightedSadINTEL = 5756
    OpSubgroupAvcImeEvaluateWithSingleReferenceINTEL = 5757
    OpSubgroupAvcImeEvaluateWithDualReferenceINTEL = 5758
    OpSubgroupAvcImeEvaluateWithSingleReferenceStreaminINTEL = 5759
    OpSubgroupAvcImeEvaluateWithDualReferenceStreaminINTEL = 5760
    OpSubgroupAvcImeEvaluateWithSingleReferenceStreamoutINTEL = 5761
    OpSubgroupAvcImeEvaluateWithDualReferenceStreamoutINTEL = 5762
    OpSubgroupAvcImeEvaluateWithSingleReferenceStreaminoutINTEL = 5763
    OpSubgroupAvcImeEvaluateWithDualReferenceStreaminoutINTEL = 5764
    OpSubgroupAvcImeConvertToMceResultINTEL = 5765
    OpSubgroupAvcImeGetSingleReferenceStreaminINTEL = 5766
    OpSubgroupAvcImeGetDualReferenceStreaminINTEL = 5767
    OpSubgroupAvcImeStripSingleReferenceStreamoutINTEL = 5768
    OpSubgroupAvcImeStripDualReferenceStreamoutINTEL = 5769
    OpSubgroupAvcImeGetStreamoutSingleReferenceMajorShapeMotionVectorsINTEL = 5770
    OpSubgroupAvcImeGetStreamoutSingleReferenceMajorShapeDistortionsINTEL = 5771
    OpSubgroupAvcImeGetStreamoutSingleReferenceMajorShapeReferenceIdsINTEL = 5772
    OpSubgroupAvcImeGetStreamoutDualReferenceMajorShapeMotionVectorsINTEL = 5773
    OpSubgroupAvcImeGetStreamoutDualReferenceMajorShapeDistortionsINTEL = 5774
    OpSubgroupAvcImeGetStreamoutDualReferenceMajorShapeReferenceIdsINTEL = 5775
    OpSubgroupAvcImeGetBorderReachedINTEL = 5776
    OpSubgroupAvcImeGetTruncatedSearchIndicationINTEL = 5777
    OpSubgroupAvcImeGetUnidirectionalEarlySearchTerminationINTEL = 5778
    OpSubgroupAvcImeGetWeightingPatternMinimumMotionVectorINTEL = 5779
    OpSubgroupAvcImeGetWeightingPatternMinimumDistortionINTEL = 5780
    OpSubgroupAvcFmeInitializeINTEL = 5781
    OpSubgroupAvcBmeInitializeINTEL = 5782
    OpSubgroupAvcRefConvertToMcePayloadINTEL = 5783
    OpSubgroupAvcRefSetBidirectionalMixDisableINTEL = 5784
    OpSubgroupAvcRefSetBilinearFilterEnableINTEL = 5785
    OpSubgroupAvcRefEvaluateWithSingleReferenceINTEL = 5786
    OpSubgroupAvcRefEvaluateWithDualReferenceINTEL = 5787
    OpSubgroupAvcRefEvaluateWithMultiReferenceINTEL = 5788
    OpSubgroupAvcRefEvaluateWithMultiReferenceInterlacedINTEL = 5789
    OpSubgroupAvcRefConvertToMceResultINTEL = 5790
    OpSubgroupAvcSicInitializeINTEL = 5791
    OpSubgroupAvcSicConfigureSkcINTEL = 5792
    OpSubgroupAvcSicConfigureIpeLumaINTEL = 5793
    OpSubgroupAvcSicConfigureIpeLumaChromaINTEL = 5794
    OpSubgroupAvcSicGetMotionVectorMaskINTEL = 5795
    OpSubgroupAvcSicConvertToMcePayloadINTEL = 5796
    OpSubgroupAvcSicSetIntraLumaShapePenaltyINTEL = 5797
    OpSubgroupAvcSicSetIntraLumaModeCostFunctionINTEL = 5798
    OpSubgroupAvcSicSetIntraChromaModeCostFunctionINTEL = 5799
    OpSubgroupAvcSicSetBilinearFilterEnableINTEL = 5800
    OpSubgroupAvcSicSetSkcForwardTransformEnableINTEL = 5801
    OpSubgroupAvcSicSetBlockBasedRawSkipSadINTEL = 5802
    OpSubgroupAvcSicEvaluateIpeINTEL = 5803
    OpSubgroupAvcSicEvaluateWithSingleReferenceINTEL = 5804
    OpSubgroupAvcSicEvaluateWithDualReferenceINTEL = 5805
    OpSubgroupAvcSicEvaluateWithMultiReferenceINTEL = 5806
    OpSubgroupAvcSicEvaluateWithMultiReferenceInterlacedINTEL = 5807
    OpSubgroupAvcSicConvertToMceResultINTEL = 5808
    OpSubgroupAvcSicGetIpeLumaShapeINTEL = 5809
    OpSubgroupAvcSicGetBestIpeLumaDistortionINTEL = 5810
    OpSubgroupAvcSicGetBestIpeChromaDistortionINTEL = 5811
    OpSubgroupAvcSicGetPackedIpeLumaModesINTEL = 5812
    OpSubgroupAvcSicGetIpeChromaModeINTEL = 5813
    OpSubgroupAvcSicGetPackedSkcLumaCountThresholdINTEL = 5814
    OpSubgroupAvcSicGetPackedSkcLumaSumThresholdINTEL = 5815
    OpSubgroupAvcSicGetInterRawSadsINTEL = 5816
    OpVariableLengthArrayINTEL = 5818
    OpSaveMemoryINTEL = 5819
    OpRestoreMemoryINTEL = 5820
    OpArbitraryFloatSinCosPiALTERA = 5840
    OpArbitraryFloatSinCosPiINTEL = 5840
    OpArbitraryFloatCastALTERA = 5841
    OpArbitraryFloatCastINTEL = 5841
    OpArbitraryFloatCastFromIntALTERA = 5842
    OpArbitraryFloatCastFromIntINTEL = 5842
    OpArbitraryFloatCastToIntALTERA = 5843
    OpArbitraryFloatCastToIntINTEL = 5843
    OpArbitraryFloatAddALTERA = 5846
    OpArbitraryFloatAddINTEL = 5846
    OpArbitraryFloatSubALTERA = 5847
    OpArbitraryFloatSubINTEL = 5847
    OpArbitraryFloatMulALTERA = 5848
    OpArbitraryFloatMulINTEL = 5848
    OpArbitraryFloatDivALTERA = 5849
    OpArbitraryFloatDivINTEL = 5849
    OpArbitraryFloatGTALTERA = 5850
    OpArbitraryFloatGTINTEL = 5850
    OpArbitraryFloatGEALTERA = 5851
    OpArbitraryFloatGEINTEL = 5851
    OpArbitraryFloatLTALTERA = 5852
    OpArbitraryFloatLTINTEL = 5852
    OpArbitraryFloatLEALTERA = 5853
    OpArbitraryFloatLEINTEL = 5853
    OpArbitraryFloatEQALTERA = 5854
    OpArbitraryFloatEQINTEL = 5854
    OpArbitraryFloatRecipALTERA = 5855
    OpArbitraryFloatRecipINTEL = 5855
    OpArbitraryFloatRSqrtALTERA = 5856
    OpArbitraryFloatRSqrtINTEL = 5856
    OpArbitraryFloatCbrtALTERA = 5857
    OpArbitraryFloatCbrtINTEL = 5857
    OpArbitraryFloatHypotALTERA = 5858
    OpArbitraryFloatHypotINTEL = 5858
    OpArbitraryFloatSqrtALTERA = 5859
    OpArbitraryFloatSqrtINTEL = 5859
    OpArbitraryFloatLogINTEL = 5860
    OpArbitraryFloatLog2INTEL = 5861
    OpArbitraryFloatLog10INTEL = 5862
    OpArbitraryFloatLog1pINTEL = 5863
    OpArbitraryFloatExpINTEL = 5864
    OpArbitraryFloatExp2INTEL = 5865
    OpArbitraryFloatExp10INTEL = 5866
    OpArbitraryFloatExpm1INTEL = 5867
    OpArbitraryFloatSinINTEL = 5868
    OpArbitraryFloatCosINTEL = 5869
    OpArbitraryFloatSinCosINTEL = 5870
    OpArbitraryFloatSinPiINTEL = 5871
    OpArbitraryFloatCosPiINTEL = 5872
    OpArbitraryFloatASinINTEL = 5873
    OpArbitraryFloatASinPiINTEL = 5874
    OpArbitraryFloatACosINTEL = 5875
    OpArbitraryFloatACosPiINTEL = 5876
    OpArbitraryFloatATanINTEL = 5877
    OpArbitraryFloatATanPiINTEL = 5878
    OpArbitraryFloatATan2INTEL = 5879
    OpArbitraryFloatPowINTEL = 5880
    OpArbitraryFloatPowRINTEL = 5881
    OpArbitraryFloatPowNINTEL = 5882
    OpLoopControlINTEL = 5887
    OpAliasDomainDeclINTEL = 5911
    OpAliasScopeDeclINTEL = 5912
    OpAliasScopeListDeclINTEL = 5913
    OpFixedSqrtALTERA = 5923
    OpFixedSqrtINTEL = 5923
    OpFixedRecipALTERA = 5924
    OpFixedRecipINTEL = 5924
    OpFixedRsqrtALTERA = 5925
    OpFixedRsqrtINTEL = 5925
    OpFixedSinALTERA = 5926
    OpFixedSinINTEL = 5926
    OpFixedCosALTERA = 5927
    OpFixedCosINTEL = 5927
    OpFixedSinCosALTERA = 5928
    OpFixedSinCosINTEL = 5928
    OpFixedSinPiALTERA = 5929
    OpFixedSinPiINTEL = 5929
    OpFixedCosPiALTERA = 5930
    OpFixedCosPiINTEL = 5930
    OpFixedSinCosPiALTERA = 5931
    OpFixedSinCosPiINTEL = 5931
    OpFixedLogALTERA = 5932
    OpFixedLogINTEL = 5932
    OpFixedExpALTERA = 5933
    OpFixedExpINTEL = 5933
    OpPtrCastToCrossWorkgroupALTERA = 5934
    OpPtrCastToCrossWorkgroupINTEL = 5934
    OpCrossWorkgroupCastToPtrALTERA = 5938
    OpCrossWorkgroupCastToPtrINTEL = 5938
    OpReadPipeBlockingALTERA = 5946
    OpReadPipeBlockingINTEL = 5946
    OpWritePipeBlockingALTERA = 5947
    OpWritePipeBlockingINTEL = 5947
    OpFPGARegALTERA = 5949
    OpFPGARegINTEL = 5949
    OpRayQueryGetRayTMinKHR = 6016
    OpRayQueryGetRayFlagsKHR = 6017
    OpRayQueryGetIntersectionTKHR = 6018
    OpRayQueryGetIntersectionInstanceCustomIndexKHR = 6019
    OpRayQueryGetIntersectionInstanceIdKHR = 6020
    OpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR = 6021
    OpRayQueryGetIntersectionGeometryIndexKHR = 6022
    OpRayQueryGetIntersectionPrimitiveIndexKHR = 6023
    OpRayQueryGetIntersectionBarycentricsKHR = 6024
    OpRayQueryGetIntersectionFrontFaceKHR = 6025
    OpRayQueryGetIntersectionCandidateAABBOpaqueKHR = 6026
    OpRayQueryGetIntersectionObjectRayDirectionKHR = 6027
    OpRayQueryGetIntersectionObjectRayOriginKHR = 6028
    OpRayQueryGetWorldRayDirectionKHR = 6029
    OpRayQueryGetWorldRayOriginKHR = 6030
    OpRayQueryGetIntersectionObjectToWorldKHR = 6031
    OpRayQueryGetIntersectionWorldToObjectKHR = 6032
    OpAtomicFAddEXT = 6035
    OpTypeBufferSurfaceINTEL = 6086
    OpTypeStructContinuedINTEL = 6090
    OpConstantCompositeContinuedINTEL = 6091
    OpSpecConstantCompositeContinuedINTEL = 6092
    OpCompositeConstructContinuedINTEL = 6096
    OpConvertFToBF16INTEL = 6116
    OpConvertBF16ToFINTEL = 6117
    OpControlBarrierArriveEXT = 6142
    OpControlBarrierArriveINTEL = 6142
    OpControlBarrierWaitEXT = 6143
    OpControlBarrierWaitINTEL = 6143
    OpArithmeticFenceEXT = 6145
    OpTaskSequenceCreateALTERA = 6163
    OpTaskSequenceCreateINTEL = 6163
    OpTaskSequenceAsyncALTERA = 6164
    OpTaskSequenceAsyncINTEL = 6164
    OpTaskSequenceGetALTERA = 6165
    OpTaskSequenceGetINTEL = 6165
    OpTaskSequenceReleaseALTERA = 6166
    OpTaskSequenceReleaseINTEL = 6166
    OpTypeTaskSequenceALTERA = 6199
    OpTypeTaskSequenceINTEL = 6199
    OpSubgroupBlockPrefetchINTEL = 6221
    OpSubgroup2DBlockLoadINTEL = 6231
    OpSubgroup2DBlockLoadTransformINTEL = 6232
    OpSubgroup2DBlockLoadTransposeINTEL = 6233
    OpSubgroup2DBlockPrefetchINTEL = 6234
    OpSubgroup2DBlockStoreINTEL = 6235
    OpSubgroupMatrixMultiplyAccumulateINTEL = 6237
    OpBitwiseFunctionINTEL = 6242
    OpUntypedVariableLengthArrayINTEL = 6244
    OpConditionalExtensionINTEL = 6248
    OpConditionalEntryPointINTEL = 6249
    OpConditionalCapabilityINTEL = 6250
    OpSpecConstantTargetINTEL = 6251
    OpSpecConstantArchitectureINTEL = 6252
    OpSpecConstantCapabilitiesINTEL = 6253
    OpConditionalCopyObjectINTEL = 6254
    OpPredicatedLoadINTEL = 6258
    OpPredicatedStoreINTEL = 6259
    OpGroupIMulKHR = 6401
    OpGroupFMulKHR = 6402
    OpGroupBitwiseAndKHR = 6403
    OpGroupBitwiseOrKHR = 6404
    OpGroupBitwiseXorKHR = 6405
    OpGroupLogicalAndKHR = 6406
    OpGroupLogicalOrKHR = 6407
    OpGroupLogicalXorKHR = 6408
    OpRoundFToTF32INTEL = 6426
    OpMaskedGatherINTEL = 6428
    OpMaskedScatterINTEL = 6429
    OpConvertHandleToImageINTEL = 6529
    OpConvertHandleToSamplerINTEL = 6530
    OpConvertHandleToSampledImageINTEL = 6531
    OpFDot2MixAcc32VALVE = 6916
    OpFDot2MixAcc16VALVE = 6917
    OpFDot4MixAcc32VALVE = 6918


class ImageOperands:
    """ImageOperands's members as plain ints (:class:`layoutgen.spirv.grammar.ImageOperands` is the enum)."""
    None_ = 0
    Bias = 1
    Lod = 2
    Grad = 4
    ConstOffset = 8
    Offset = 16
    ConstOffsets = 32
    Sample = 64
    MinLod = 128
    MakeTexelAvailable = 256
    MakeTexelAvailableKHR = 256
    MakeTexelVisible = 512
    MakeTexelVisibleKHR = 512
    NonPrivateTexel = 1024
    NonPrivateTexelKHR = 1024
    VolatileTexel = 2048
    VolatileTexelKHR = 2048
    SignExtend = 4096
    ZeroExtend = 8192
    Nontemporal = 16384
    Offsets = 65536


class FPFastMathMode:
    """FPFastMathMode's members as plain ints (:class:`layoutgen.spirv.grammar.FPFastMathMode` is the enum)."""
    None_ = 0
    NotNaN = 1
    NotInf = 2
    NSZ = 4
    AllowRecip = 8
    Fast = 16
    AllowContract = 65536
    AllowContractFastINTEL = 65536
    AllowReassoc = 131072
    AllowReassocINTEL = 131072
    AllowTransform = 262144


class SelectionControl:
    """SelectionControl's members as plain ints (:class:`layoutgen.spirv.grammar.SelectionControl` is the enum)."""
    None_ = 0
    Flatten = 1
    DontFlatten = 2


class LoopControl:
    """LoopControl's members as plain ints (:class:`layoutgen.spirv.grammar.LoopControl` is the enum)."""
    None_ = 0
    Unroll = 1
    DontUnroll = 2
    DependencyInfinite = 4
    DependencyLength = 8
    MinIterations = 16
    MaxIterations = 32
    IterationMultiple = 64
    PeelCount = 128
    PartialCount = 256
    InitiationIntervalALTERA = 65536
    InitiationIntervalINTEL = 65536
    MaxConcurrencyALTERA = 131072
    MaxConcurrencyINTEL = 131072
    DependencyArrayALTERA = 262144
    DependencyArrayINTEL = 262144
    PipelineEnableALTERA = 524288
    PipelineEnableINTEL = 524288
    LoopCoalesceALTERA = 1048576
    LoopCoalesceINTEL = 1048576
    MaxInterleavingALTERA = 2097152
    MaxInterleavingINTEL = 2097152
    SpeculatedIterationsALTERA = 4194304
    SpeculatedIterationsINTEL = 4194304
    NoFusionALTERA = 8388608
    NoFusionINTEL = 8388608
    LoopCountALTERA = 16777216
    LoopCountINTEL = 16777216
    MaxReinvocationDelayALTERA = 33554432
    MaxReinvocationDelayINTEL = 33554432
    MultipleWaitQueuesQCOM = 268435456


class FunctionControl:
    """FunctionControl's members as plain ints (:class:`layoutgen.spirv.grammar.FunctionControl` is the enum)."""
    None_ = 0
    Inline = 1
    DontInline = 2
    Pure = 4
    Const = 8
    OptNoneEXT = 65536
    OptNoneINTEL = 65536


class MemorySemantics:
    """MemorySemantics's members as plain ints (:class:`layoutgen.spirv.grammar.MemorySemantics` is the enum)."""
    Relaxed = 0
    None_ = 0
    Acquire = 2
    Release = 4
    AcquireRelease = 8
    SequentiallyConsistent = 16
    UniformMemory = 64
    SubgroupMemory = 128
    WorkgroupMemory = 256
    CrossWorkgroupMemory = 512
    AtomicCounterMemory = 1024
    ImageMemory = 2048
    OutputMemory = 4096
    OutputMemoryKHR = 4096
    MakeAvailable = 8192
    MakeAvailableKHR = 8192
    MakeVisible = 16384
    MakeVisibleKHR = 16384
    Volatile = 32768


class MemoryAccess:
    """MemoryAccess's members as plain ints (:class:`layoutgen.spirv.grammar.MemoryAccess` is the enum)."""
    None_ = 0
    Volatile = 1
    Aligned = 2
    Nontemporal = 4
    MakePointerAvailable = 8
    MakePointerAvailableKHR = 8
    MakePointerVisible = 16
    MakePointerVisibleKHR = 16
    NonPrivatePointer = 32
    NonPrivatePointerKHR = 32
    AliasScopeINTELMask = 65536
    NoAliasINTELMask = 131072


class KernelProfilingInfo:
    """KernelProfilingInfo's members as plain ints (:class:`layoutgen.spirv.grammar.KernelProfilingInfo` is the enum)."""
    None_ = 0
    CmdExecTime = 1


class RayFlags:
    """RayFlags's members as plain ints (:class:`layoutgen.spirv.grammar.RayFlags` is the enum)."""
    NoneKHR = 0
    OpaqueKHR = 1
    NoOpaqueKHR = 2
    TerminateOnFirstHitKHR = 4
    SkipClosestHitShaderKHR = 8
    CullBackFacingTrianglesKHR = 16
    CullFrontFacingTrianglesKHR = 32
    CullOpaqueKHR = 64
    CullNoOpaqueKHR = 128
    SkipTrianglesKHR = 256
    SkipBuiltinPrimitivesNV = 256
    SkipAABBsKHR = 512
    ForceOpacityMicromap2StateKHR = 1024
    ForceOpacityMicromap2StateEXT = 1024


class FragmentShadingRate:
    """FragmentShadingRate's members as plain ints (:class:`layoutgen.spirv.grammar.FragmentShadingRate` is the enum)."""
    Vertical2Pixels = 1
    Vertical4Pixels = 2
    Horizontal2Pixels = 4
    Horizontal4Pixels = 8


class RawAccessChainOperands:
    """RawAccessChainOperands's members as plain ints (:class:`layoutgen.spirv.grammar.RawAccessChainOperands` is the enum)."""
    None_ = 0
    RobustnessPerComponentNV = 1
    RobustnessPerElementNV = 2


class SourceLanguage:
    """SourceLanguage's members as plain ints (:class:`layoutgen.spirv.grammar.SourceLanguage` is the enum)."""
    Unknown = 0
    ESSL = 1
    GLSL = 2
    OpenCL_C = 3
    OpenCL_CPP = 4
    HLSL = 5
    CPP_for_OpenCL = 6
    SYCL = 7
    HERO_C = 8
    NZSL = 9
    WGSL = 10
    Slang = 11
    Zig = 12
    Rust = 13
    Pred = 14
    ApilaJai = 15


class ExecutionModel:
    """ExecutionModel's members as plain ints (:class:`layoutgen.spirv.grammar.ExecutionModel` is the enum)."""
    Vertex = 0
    TessellationControl = 1
    TessellationEvaluation = 2
    Geometry = 3
    Fragment = 4
    GLCompute = 5
    Kernel = 6
    TaskNV = 5267
    MeshNV = 5268
    RayGenerationKHR = 5313
    RayGenerationNV = 5313
    IntersectionKHR = 5314
    IntersectionNV = 5314
    AnyHitKHR = 5315
    AnyHitNV = 5315
    ClosestHitKHR = 5316
    ClosestHitNV = 5316
    MissKHR = 5317
    MissNV = 5317
    CallableKHR = 5318
    CallableNV = 5318
    TaskEXT = 5364
    MeshEXT = 5365


class AddressingModel:
    """AddressingModel's members as plain ints (:class:`layoutgen.spirv.grammar.AddressingModel` is the enum)."""
    Logical = 0
    Physical32 = 1
    Physical64 = 2
    PhysicalStorageBuffer64 = 5348
    PhysicalStorageBuffer64EXT = 5348


class MemoryModel:
    """MemoryModel's members as plain ints (:class:`layoutgen.spirv.grammar.MemoryModel` is the enum)."""
    Simple = 0
    GLSL450 = 1
    OpenCL = 2
    Vulkan = 3
    VulkanKHR = 3


class ExecutionMode:
    """ExecutionMode's members as plain ints (:class:`layoutgen.spirv.grammar.ExecutionMode` is the enum)."""
    Invocations = 0
    SpacingEqual = 1
    SpacingFractionalEven = 2
    SpacingFractionalOdd = 3
    VertexOrderCw = 4
    VertexOrderCcw = 5
    PixelCenterInteger = 6
    OriginUpperLeft = 7
    OriginLowerLeft = 8
    EarlyFragmentTests = 9
    PointMode = 10
    Xfb = 11
    DepthReplacing = 12
    DepthGreater = 14
    DepthLess = 15
    DepthUnchanged = 16
    LocalSize = 17
    LocalSizeHint = 18
    InputPoints = 19
    InputLines = 20
    InputLinesAdjacency = 21
    Triangles = 22
    InputTrianglesAdjacency = 23
    Quads = 24
    Isolines = 25
    OutputVertices = 26
    OutputPoints = 27
    OutputLineStrip = 28
    OutputTriangleStrip = 29
    VecTypeHint = 30
    ContractionOff = 31
    Initializer = 33
    Finalizer = 34
    SubgroupSize = 35
    SubgroupsPerWorkgroup = 36
    SubgroupsPerWorkgroupId = 37
    LocalSizeId = 38
    LocalSizeHintId = 39
    NonCoherentColorAttachmentReadEXT = 4169
    NonCoherentDepthAttachmentReadEXT = 4170
    NonCoherentStencilAttachmentReadEXT = 4171
    SubgroupUniformControlFlowKHR = 4421
    PostDepthCoverage = 4446
    DenormPreserve = 4459
    DenormFlushToZero = 4460
    SignedZeroInfNanPreserve = 4461
    RoundingModeRTE = 4462
    RoundingModeRTZ = 4463
    NonCoherentTileAttachmentReadQCOM = 4489
    TileShadingRateQCOM = 4490
    EarlyAndLateFragmentTestsAMD = 5017
    StencilRefReplacingEXT = 5027
    CoalescingAMDX = 5069
    IsApiEntryAMDX = 5070
    MaxNodeRecursionAMDX = 5071
    StaticNumWorkgroupsAMDX = 5072
    ShaderIndexAMDX = 5073
    MaxNumWorkgroupsAMDX = 5077
    StencilRefUnchangedFrontAMD = 5079
    StencilRefGreaterFrontAMD = 5080
    StencilRefLessFrontAMD = 5081
    StencilRefUnchangedBackAMD = 5082
    StencilRefGreaterBackAMD = 5083
    StencilRefLessBackAMD = 5084
    QuadDerivativesKHR = 5088
    RequireFullQuadsKHR = 5089
    SharesInputWithAMDX = 5102
    ArithmeticPoisonKHR = 5157
    OutputLinesEXT = 5269
    OutputLinesNV = 5269
    OutputPrimitivesEXT = 5270
    OutputPrimitivesNV = 5270
    DerivativeGroupQuadsKHR = 5289
    DerivativeGroupQuadsNV = 5289
    DerivativeGroupLinearKHR = 5290
    DerivativeGroupLinearNV = 5290
    OutputTrianglesEXT = 5298
    OutputTrianglesNV = 5298
    PixelInterlockOrderedEXT = 5366
    PixelInterlockUnorderedEXT = 5367
    SampleInterlockOrderedEXT = 5368
    SampleInterlockUnorderedEXT = 5369
    ShadingRateInterlockOrderedEXT = 5370
    ShadingRateInterlockUnorderedEXT = 5371
    Shader64BitIndexingEXT = 5427
    SharedLocalMemorySizeINTEL = 5618
    RoundingModeRTPINTEL = 5620
    RoundingModeRTNINTEL = 5621
    FloatingPointModeALTINTEL = 5622
    FloatingPointModeIEEEINTEL = 5623
    MaxWorkgroupSizeINTEL = 5893
    MaxWorkDimINTEL = 5894
    NoGlobalOffsetINTEL = 5895
    NumSIMDWorkitemsINTEL = 5896
    SchedulerTargetFmaxMhzINTEL = 5903
    MaximallyReconvergesKHR = 6023
    FPFastMathDefault = 6028
    OpacityMicromapIdKHR = 6031
    StreamingInterfaceINTEL = 6154
    RegisterMapInterfaceINTEL = 6160
    NamedBarrierCountINTEL = 6417
    MaximumRegistersINTEL = 6461
    MaximumRegistersIdINTEL = 6462
    NamedMaximumRegistersINTEL = 6463


class StorageClass:
    """StorageClass's members as plain ints (:class:`layoutgen.spirv.grammar.StorageClass` is the enum)."""
    UniformConstant = 0
    Input = 1
    Uniform = 2
    Output = 3
    Workgroup = 4
    CrossWorkgroup = 5
    Private = 6
    Function = 7
    Generic = 8
    PushConstant = 9
    AtomicCounter = 10
    Image = 11
    StorageBuffer = 12
    TileImageEXT = 4172
    TileAttachmentQCOM = 4491
    NodePayloadAMDX = 5068
    CallableDataKHR = 5328
    CallableDataNV = 5328
    IncomingCallableDataKHR = 5329
    IncomingCallableDataNV = 5329
    RayPayloadKHR = 5338
    RayPayloadNV = 5338
    HitAttributeKHR = 5339
    HitAttributeNV = 5339
    IncomingRayPayloadKHR = 5342
    IncomingRayPayloadNV = 5342
    ShaderRecordBufferKHR = 5343
    ShaderRecordBufferNV = 5343
    PhysicalStorageBuffer = 5349
    PhysicalStorageBufferEXT = 5349
    HitObjectAttributeNV = 5385
    TaskPayloadWorkgroupEXT = 5402
    HitObjectAttributeEXT = 5411
    CodeSectionINTEL = 5605
    DeviceOnlyALTERA = 5936
    DeviceOnlyINTEL = 5936
    HostOnlyALTERA = 5937
    HostOnlyINTEL = 5937


class Dim:
    """Dim's members as plain ints (:class:`layoutgen.spirv.grammar.Dim` is the enum)."""
    Dim1D = 0
    Dim2D = 1
    Dim3D = 2
    Cube = 3
    Rect = 4
    Buffer = 5
    SubpassData = 6
    TileImageDataEXT = 4173


class SamplerAddressingMode:
    """SamplerAddressingMode's members as plain ints (:class:`layoutgen.spirv.grammar.SamplerAddressingMode` is the enum)."""
    None_ = 0
    ClampToEdge = 1
    Clamp = 2
    Repeat = 3
    RepeatMirrored = 4


class SamplerFilterMode:
    """SamplerFilterMode's members as plain ints (:class:`layoutgen.spirv.grammar.SamplerFilterMode` is the enum)."""
    Nearest = 0
    Linear = 1


class ImageFormat:
    """ImageFormat's members as plain ints (:class:`layoutgen.spirv.grammar.ImageFormat` is the enum)."""
    Unknown = 0
    Rgba32f = 1
    Rgba16f = 2
    R32f = 3
    Rgba8 = 4
    Rgba8Snorm = 5
    Rg32f = 6
    Rg16f = 7
    R11fG11fB10f = 8
    R16f = 9
    Rgba16 = 10
    Rgb10A2 = 11
    Rg16 = 12
    Rg8 = 13
    R16 = 14
    R8 = 15
    Rgba16Snorm = 16
    Rg16Snorm = 17
    Rg8Snorm = 18
    R16Snorm = 19
    R8Snorm = 20
    Rgba32i = 21
    Rgba16i = 22
    Rgba8i = 23
    R32i = 24
    Rg32i = 25
    Rg16i = 26
    Rg8i = 27
    R16i = 28
    R8i = 29
    Rgba32ui = 30
    Rgba16ui = 31
    Rgba8ui = 32
    R32ui = 33
    Rgb10a2ui = 34
    Rg32ui = 35
    Rg16ui = 36
    Rg8ui = 37
    R16ui = 38
    R8ui = 39
    R64ui = 40
    R64i = 41


class ImageChannelOrder:
    """ImageChannelOrder's members as plain ints (:class:`layoutgen.spirv.grammar.ImageChannelOrder` is the enum)."""
    R = 0
    A = 1
    RG = 2
    RA = 3
    RGB = 4
    RGBA = 5
    BGRA = 6
    ARGB = 7
    Intensity = 8
    Luminance = 9
    Rx = 10
    RGx = 11
    RGBx = 12
    Depth = 13
    DepthStencil = 14
    sRGB = 15
    sRGBx = 16
    sRGBA = 17
    sBGRA = 18
    ABGR = 19


class ImageChannelDataType:
    """ImageChannelDataType's members as plain ints (:class:`layoutgen.spirv.grammar.ImageChannelDataType` is the enum)."""
    SnormInt8 = 0
    SnormInt16 = 1
    UnormInt8 = 2
    UnormInt16 = 3
    UnormShort565 = 4
    UnormShort555 = 5
    UnormInt101010 = 6
    SignedInt8 = 7
    SignedInt16 = 8
    SignedInt32 = 9
    UnsignedInt8 = 10
    UnsignedInt16 = 11
    UnsignedInt32 = 12
    HalfFloat = 13
    Float = 14
    UnormInt24 = 15
    UnormInt101010_2 = 16
    UnormInt10X6EXT = 17
    UnsignedIntRaw10EXT = 19
    UnsignedIntRaw12EXT = 20
    UnormInt2_101010EXT = 21
    UnsignedInt10X6EXT = 22
    UnsignedInt12X4EXT = 23
    UnsignedInt14X2EXT = 24
    UnormInt12X4EXT = 25
    UnormInt14X2EXT = 26


class FPRoundingMode:
    """FPRoundingMode's members as plain ints (:class:`layoutgen.spirv.grammar.FPRoundingMode` is the enum)."""
    RTE = 0
    RTZ = 1
    RTP = 2
    RTN = 3


class FPDenormMode:
    """FPDenormMode's members as plain ints (:class:`layoutgen.spirv.grammar.FPDenormMode` is the enum)."""
    Preserve = 0
    FlushToZero = 1


class QuantizationModes:
    """QuantizationModes's members as plain ints (:class:`layoutgen.spirv.grammar.QuantizationModes` is the enum)."""
    TRN = 0
    TRN_ZERO = 1
    RND = 2
    RND_ZERO = 3
    RND_INF = 4
    RND_MIN_INF = 5
    RND_CONV = 6
    RND_CONV_ODD = 7


class FPOperationMode:
    """FPOperationMode's members as plain ints (:class:`layoutgen.spirv.grammar.FPOperationMode` is the enum)."""
    IEEE = 0
    ALT = 1


class OverflowModes:
    """OverflowModes's members as plain ints (:class:`layoutgen.spirv.grammar.OverflowModes` is the enum)."""
    WRAP = 0
    SAT = 1
    SAT_ZERO = 2
    SAT_SYM = 3


class LinkageType:
    """LinkageType's members as plain ints (:class:`layoutgen.spirv.grammar.LinkageType` is the enum)."""
    Export = 0
    Import = 1
    LinkOnceODR = 2
    WeakAMD = 3


class AccessQualifier:
    """AccessQualifier's members as plain ints (:class:`layoutgen.spirv.grammar.AccessQualifier` is the enum)."""
    ReadOnly = 0
    WriteOnly = 1
    ReadWrite = 2


class HostAccessQualifier:
    """HostAccessQualifier's members as plain ints (:class:`layoutgen.spirv.grammar.HostAccessQualifier` is the enum)."""
    NoneINTEL = 0
    ReadINTEL = 1
    WriteINTEL = 2
    ReadWriteINTEL = 3


class FunctionParameterAttribute:
    """FunctionParameterAttribute's members as plain ints (:class:`layoutgen.spirv.grammar.FunctionParameterAttribute` is the enum)."""
    Zext = 0
    Sext = 1
    ByVal = 2
    Sret = 3
    NoAlias = 4
    NoCapture = 5
    NoWrite = 6
    NoReadWrite = 7
    RuntimeAlignedALTERA = 5940
    RuntimeAlignedINTEL = 5940


class Decoration:
    """Decoration's members as plain ints (:class:`layoutgen.spirv.grammar.Decoration` is the enum)."""
    RelaxedPrecision = 0
    SpecId = 1
    Block = 2
    BufferBlock = 3
    RowMajor = 4
    ColMajor = 5
    ArrayStride = 6
    MatrixStride = 7
    GLSLShared = 8
    GLSLPacked = 9
    CPacked = 10
    BuiltIn = 11
    NoPerspective = 13
    Flat = 14
    Patch = 15
    Centroid = 16
    Sample = 17
    Invariant = 18
    Restrict = 19
    Aliased = 20
    Volatile = 21
    Constant = 22
    Coherent = 23
    NonWritable = 24
    NonReadable = 25
    Uniform = 26
    UniformId = 27
    SaturatedConversion = 28
    Stream = 29
    Location = 30
    Component = 31
    Index = 32
    Binding = 33
    DescriptorSet = 34
    Offset = 35
    XfbBuffer = 36
    XfbStride = 37
    FuncParamAttr = 38
    FPRoundingMode = 39
    FPFastMathMode = 40
    LinkageAttributes = 41
    NoContraction = 42
    InputAttachmentIndex = 43
    Alignment = 44
    MaxByteOffset = 45
    AlignmentId = 46
    MaxByteOffsetId = 47
    SaturatedToLargestFloat8NormalConversionEXT = 4216
    NoSignedWrap = 4469
    NoUnsignedWrap = 4470
    WeightTextureQCOM = 4487
    BlockMatchTextureQCOM = 4488
    BlockMatchSamplerQCOM = 4499
    ExplicitInterpAMD = 4999
    NodeSharesPayloadLimitsWithAMDX = 5019
    NodeMaxPayloadsAMDX = 5020
    TrackFinishWritingAMDX = 5078
    PayloadNodeNameAMDX = 5091
    PayloadNodeBaseIndexAMDX = 5098
    PayloadNodeSparseArrayAMDX = 5099
    PayloadNodeArraySizeAMDX = 5100
    PayloadDispatchIndirectAMDX = 5105
    ArrayStrideIdEXT = 5124
    OffsetIdEXT = 5125
    UTFEncodedKHR = 5145
    OverrideCoverageNV = 5248
    PassthroughNV = 5250
    ViewportRelativeNV = 5252
    SecondaryViewportRelativeNV = 5256
    PerPrimitiveEXT = 5271
    PerPrimitiveNV = 5271
    PerViewNV = 5272
    PerTaskNV = 5273
    PerVertexKHR = 5285
    PerVertexNV = 5285
    NonUniform = 5300
    NonUniformEXT = 5300
    RestrictPointer = 5355
    RestrictPointerEXT = 5355
    AliasedPointer = 5356
    AliasedPointerEXT = 5356
    MemberOffsetNV = 5358
    HitObjectShaderRecordBufferNV = 5386
    HitObjectShaderRecordBufferEXT = 5389
    BankNV = 5397
    BindlessSamplerNV = 5398
    BindlessImageNV = 5399
    BoundSamplerNV = 5400
    BoundImageNV = 5401
    CooperativeMatrixTransposeEXT = 5440
    SIMTCallINTEL = 5599
    ReferencedIndirectlyINTEL = 5602
    ClobberINTEL = 5607
    SideEffectsINTEL = 5608
    VectorComputeVariableINTEL = 5624
    FuncParamIOKindINTEL = 5625
    VectorComputeFunctionINTEL = 5626
    StackCallINTEL = 5627
    GlobalVariableOffsetINTEL = 5628
    CounterBuffer = 5634
    HlslCounterBufferGOOGLE = 5634
    UserSemantic = 5635
    HlslSemanticGOOGLE = 5635
    UserTypeGOOGLE = 5636
    FunctionRoundingModeINTEL = 5822
    FunctionDenormModeINTEL = 5823
    RegisterALTERA = 5825
    RegisterINTEL = 5825
    MemoryALTERA = 5826
    MemoryINTEL = 5826
    NumbanksALTERA = 5827
    NumbanksINTEL = 5827
    BankwidthALTERA = 5828
    BankwidthINTEL = 5828
    MaxPrivateCopiesALTERA = 5829
    MaxPrivateCopiesINTEL = 5829
    SinglepumpALTERA = 5830
    SinglepumpINTEL = 5830
    DoublepumpALTERA = 5831
    DoublepumpINTEL = 5831
    MaxReplicatesALTERA = 5832
    MaxReplicatesINTEL = 5832
    SimpleDualPortALTERA = 5833
    SimpleDualPortINTEL = 5833
    MergeALTERA = 5834
    MergeINTEL = 5834
    BankBitsALTERA = 5835
    BankBitsINTEL = 5835
    ForcePow2DepthALTERA = 5836
    ForcePow2DepthINTEL = 5836
    StridesizeALTERA = 5883
    StridesizeINTEL = 5883
    WordsizeALTERA = 5884
    WordsizeINTEL = 5884
    TrueDualPortALTERA = 5885
    TrueDualPortINTEL = 5885
    BurstCoalesceALTERA = 5899
    BurstCoalesceINTEL = 5899
    CacheSizeALTERA = 5900
    CacheSizeINTEL = 5900
    DontStaticallyCoalesceALTERA = 5901
    DontStaticallyCoalesceINTEL = 5901
    PrefetchALTERA = 5902
    PrefetchINTEL = 5902
    StallEnableALTERA = 5905
    StallEnableINTEL = 5905
    FuseLoopsInFunctionALTERA = 5907
    FuseLoopsInFunctionINTEL = 5907
    MathOpDSPModeALTERA = 5909
    MathOpDSPModeINTEL = 5909
    AliasScopeINTEL = 5914
    NoAliasINTEL = 5915
    InitiationIntervalALTERA = 5917
    InitiationIntervalINTEL = 5917
    MaxConcurrencyALTERA = 5918
    MaxConcurrencyINTEL = 5918
    PipelineEnableALTERA = 5919
    PipelineEnableINTEL = 5919
    BufferLocationALTERA = 5921
    BufferLocationINTEL = 5921
    IOPipeStorageALTERA = 5944
    IOPipeStorageINTEL = 5944
    FunctionFloatingPointModeINTEL = 6080
    SingleElementVectorINTEL = 6085
    VectorComputeCallableFunctionINTEL = 6087
    MediaBlockIOINTEL = 6140
    StallFreeALTERA = 6151
    StallFreeINTEL = 6151
    FPMaxErrorDecorationINTEL = 6170
    LatencyControlLabelALTERA = 6172
    LatencyControlLabelINTEL = 6172
    LatencyControlConstraintALTERA = 6173
    LatencyControlConstraintINTEL = 6173
    ConduitKernelArgumentALTERA = 6175
    ConduitKernelArgumentINTEL = 6175
    RegisterMapKernelArgumentALTERA = 6176
    RegisterMapKernelArgumentINTEL = 6176
    MMHostInterfaceAddressWidthALTERA = 6177
    MMHostInterfaceAddressWidthINTEL = 6177
    MMHostInterfaceDataWidthALTERA = 6178
    MMHostInterfaceDataWidthINTEL = 6178
    MMHostInterfaceLatencyALTERA = 6179
    MMHostInterfaceLatencyINTEL = 6179
    MMHostInterfaceReadWriteModeALTERA = 6180
    MMHostInterfaceReadWriteModeINTEL = 6180
    MMHostInterfaceMaxBurstALTERA = 6181
    MMHostInterfaceMaxBurstINTEL = 6181
    MMHostInterfaceWaitRequestALTERA = 6182
    MMHostInterfaceWaitRequestINTEL = 6182
    StableKernelArgumentALTERA = 6183
    StableKernelArgumentINTEL = 6183
    HostAccessINTEL = 6188
    InitModeALTERA = 6190
    InitModeINTEL = 6190
    ImplementInRegisterMapALTERA = 6191
    ImplementInRegisterMapINTEL = 6191
    ConditionalINTEL = 6247
    CacheControlLoadINTEL = 6442
    CacheControlStoreINTEL = 6443
    IntrinsicSAMSUNG = 7040


class BuiltIn:
    """BuiltIn's members as plain ints (:class:`layoutgen.spirv.grammar.BuiltIn` is the enum)."""
    Position = 0
    PointSize = 1
    ClipDistance = 3
    CullDistance = 4
    VertexId = 5
    InstanceId = 6
    PrimitiveId = 7
    InvocationId = 8
    Layer = 9
    ViewportIndex = 10
    TessLevelOuter = 11
    TessLevelInner = 12
    TessCoord = 13
    PatchVertices = 14
    FragCoord = 15
    PointCoord = 16
    FrontFacing = 17
    SampleId = 18
    SamplePosition = 19
    SampleMask = 20
    FragDepth = 22
    HelperInvocation = 23
    NumWorkgroups = 24
    WorkgroupSize = 25
    WorkgroupId = 26
    LocalInvocationId = 27
    GlobalInvocationId = 28
    LocalInvocationIndex = 29
    WorkDim = 30
    GlobalSize = 31
    EnqueuedWorkgroupSize = 32
    GlobalOffset = 33
    GlobalLinearId = 34
    SubgroupSize = 36
    SubgroupMaxSize = 37
    NumSubgroups = 38
    NumEnqueuedSubgroups = 39
    SubgroupId = 40
    SubgroupLocalInvocationId = 41
    VertexIndex = 42
    InstanceIndex = 43
    CoreIDARM = 4160
    CoreCountARM = 4161
    CoreMaxIDARM = 4162
    WarpIDARM = 4163
    WarpMaxIDARM = 4164
    SubgroupEqMask = 4416
    SubgroupEqMaskKHR = 4416
    SubgroupGeMask = 4417
    SubgroupGeMaskKHR = 4417
    SubgroupGtMask = 4418
    SubgroupGtMaskKHR = 4418
    SubgroupLeMask = 4419
    SubgroupLeMaskKHR = 4419
    SubgroupLtMask = 4420
    SubgroupLtMaskKHR = 4420
    BaseVertex = 4424
    BaseInstance = 4425
    DrawIndex = 4426
    PrimitiveShadingRateKHR = 4432
    DeviceIndex = 4438
    ViewIndex = 4440
    ShadingRateKHR = 4444
    TileOffsetQCOM = 4492
    TileDimensionQCOM = 4493
    TileApronSizeQCOM = 4494
    BaryCoordNoPerspAMD = 4992
    BaryCoordNoPerspCentroidAMD = 4993
    BaryCoordNoPerspSampleAMD = 4994
    BaryCoordSmoothAMD = 4995
    BaryCoordSmoothCentroidAMD = 4996
    BaryCoordSmoothSampleAMD = 4997
    BaryCoordPullModelAMD = 4998
    FragStencilRefEXT = 5014
    RemainingRecursionLevelsAMDX = 5021
    ShaderIndexAMDX = 5073
    SamplerHeapEXT = 5122
    ResourceHeapEXT = 5123
    ViewportMaskNV = 5253
    SecondaryPositionNV = 5257
    SecondaryViewportMaskNV = 5258
    PositionPerViewNV = 5261
    ViewportMaskPerViewNV = 5262
    FullyCoveredEXT = 5264
    TaskCountNV = 5274
    PrimitiveCountNV = 5275
    PrimitiveIndicesNV = 5276
    ClipDistancePerViewNV = 5277
    CullDistancePerViewNV = 5278
    LayerPerViewNV = 5279
    MeshViewCountNV = 5280
    MeshViewIndicesNV = 5281
    BaryCoordKHR = 5286
    BaryCoordNV = 5286
    BaryCoordNoPerspKHR = 5287
    BaryCoordNoPerspNV = 5287
    FragSizeEXT = 5292
    FragmentSizeNV = 5292
    FragInvocationCountEXT = 5293
    InvocationsPerPixelNV = 5293
    PrimitivePointIndicesEXT = 5294
    PrimitiveLineIndicesEXT = 5295
    PrimitiveTriangleIndicesEXT = 5296
    CullPrimitiveEXT = 5299
    LaunchIdKHR = 5319
    LaunchIdNV = 5319
    LaunchSizeKHR = 5320
    LaunchSizeNV = 5320
    WorldRayOriginKHR = 5321
    WorldRayOriginNV = 5321
    WorldRayDirectionKHR = 5322
    WorldRayDirectionNV = 5322
    ObjectRayOriginKHR = 5323
    ObjectRayOriginNV = 5323
    ObjectRayDirectionKHR = 5324
    ObjectRayDirectionNV = 5324
    RayTminKHR = 5325
    RayTminNV = 5325
    RayTmaxKHR = 5326
    RayTmaxNV = 5326
    InstanceCustomIndexKHR = 5327
    InstanceCustomIndexNV = 5327
    ObjectToWorldKHR = 5330
    ObjectToWorldNV = 5330
    WorldToObjectKHR = 5331
    WorldToObjectNV = 5331
    HitTNV = 5332
    HitKindKHR = 5333
    HitKindNV = 5333
    CurrentRayTimeNV = 5334
    HitTriangleVertexPositionsKHR = 5335
    HitMicroTriangleVertexPositionsNV = 5337
    HitMicroTriangleVertexBarycentricsNV = 5344
    IncomingRayFlagsKHR = 5351
    IncomingRayFlagsNV = 5351
    RayGeometryIndexKHR = 5352
    HitIsSphereNV = 5359
    HitIsLSSNV = 5360
    HitSpherePositionNV = 5361
    WarpsPerSMNV = 5374
    SMCountNV = 5375
    WarpIDNV = 5376
    SMIDNV = 5377
    HitLSSPositionsNV = 5396
    HitKindFrontFacingMicroTriangleNV = 5405
    HitKindBackFacingMicroTriangleNV = 5406
    HitSphereRadiusNV = 5420
    HitLSSRadiiNV = 5421
    ClusterIDNV = 5436
    CullMaskKHR = 6021


class Scope:
    """Scope's members as plain ints (:class:`layoutgen.spirv.grammar.Scope` is the enum)."""
    CrossDevice = 0
    Device = 1
    Workgroup = 2
    Subgroup = 3
    Invocation = 4
    QueueFamily = 5
    QueueFamilyKHR = 5
    ShaderCallKHR = 6


class GroupOperation:
    """GroupOperation's members as plain ints (:class:`layoutgen.spirv.grammar.GroupOperation` is the enum)."""
    Reduce = 0
    InclusiveScan = 1
    ExclusiveScan = 2
    ClusteredReduce = 3
    PartitionedReduceEXT = 6
    PartitionedReduceNV = 6
    PartitionedInclusiveScanEXT = 7
    PartitionedInclusiveScanNV = 7
    PartitionedExclusiveScanEXT = 8
    PartitionedExclusiveScanNV = 8


class KernelEnqueueFlags:
    """KernelEnqueueFlags's members as plain ints (:class:`layoutgen.spirv.grammar.KernelEnqueueFlags` is the enum)."""
    NoWait = 0
    WaitKernel = 1
    WaitWorkGroup = 2


class Capability:
    """Capability's members as plain ints (:class:`layoutgen.spirv.grammar.Capability` is the enum)."""
    Matrix = 0
    Shader = 1
    Geometry = 2
    Tessellation = 3
    Addresses = 4
    Linkage = 5
    Kernel = 6
    Vector16 = 7
    Float16Buffer = 8
    Float16 = 9
    Float64 = 10
    Int64 = 11
    Int64Atomics = 12
    ImageBasic = 13
    ImageReadWrite = 14
    ImageMipmap = 15
    Pipes = 17
    Groups = 18
    DeviceEnqueue = 19
    LiteralSampler = 20
    AtomicStorage = 21
    Int16 = 22
    TessellationPointSize = 23
    GeometryPointSize = 24
    ImageGatherExtended = 25
    StorageImageMultisample = 27
    UniformBufferArrayDynamicIndexing = 28
    SampledImageArrayDynamicIndexing = 29
    StorageBufferArrayDynamicIndexing = 30
    StorageImageArrayDynamicIndexing = 31
    ClipDistance = 32
    CullDistance = 33
    ImageCubeArray = 34
    SampleRateShading = 35
    ImageRect = 36
    SampledRect = 37
    GenericPointer = 38
    Int8 = 39
    InputAttachment = 40
    SparseResidency = 41
    MinLod = 42
    Sampled1D = 43
    Image1D = 44
    SampledCubeArray = 45
    SampledBuffer = 46
    ImageBuffer = 47
    ImageMSArray = 48
    StorageImageExtendedFormats = 49
    ImageQuery = 50
    DerivativeControl = 51
    InterpolationFunction = 52
    TransformFeedback = 53
    GeometryStreams = 54
    StorageImageReadWithoutFormat = 55
    StorageImageWriteWithoutFormat = 56
    MultiViewport = 57
    SubgroupDispatch = 58
    NamedBarrier = 59
    PipeStorage = 60
    GroupNonUniform = 61
    GroupNonUniformVote = 62
    GroupNonUniformArithmetic = 63
    GroupNonUniformBallot = 64
    GroupNonUniformShuffle = 65
    GroupNonUniformShuffleRelative = 66
    GroupNonUniformClustered = 67
    GroupNonUniformQuad = 68
    ShaderLayer = 69
    ShaderViewportIndex = 70
    UniformDecoration = 71
    CoreBuiltinsARM = 4165
    TileImageColorReadAccessEXT = 4166
    TileImageDepthReadAccessEXT = 4167
    TileImageStencilReadAccessEXT = 4168
    TensorsARM = 4174
    StorageTensorArrayDynamicIndexingARM = 4175
    StorageTensorArrayNonUniformIndexingARM = 4176
    GraphARM = 4191
    CooperativeMatrixLayoutsARM = 4201
    Float8EXT = 4212
    Float8CooperativeMatrixEXT = 4213
    Float6EXT = 4228
    Float4EXT = 4229
    Float8UnsignedE8M0EXT = 4230
    MXInt8EXT = 4231
    BitcastExtractEXT = 4232
    FragmentShadingRateKHR = 4422
    SubgroupBallotKHR = 4423
    DrawParameters = 4427
    WorkgroupMemoryExplicitLayoutKHR = 4428
    WorkgroupMemoryExplicitLayout8BitAccessKHR = 4429
    WorkgroupMemoryExplicitLayout16BitAccessKHR = 4430
    SubgroupVoteKHR = 4431
    StorageBuffer16BitAccess = 4433
    StorageUniformBufferBlock16 = 4433
    UniformAndStorageBuffer16BitAccess = 4434
    StorageUniform16 = 4434
    StoragePushConstant16 = 4435
    StorageInputOutput16 = 4436
    DeviceGroup = 4437
    MultiView = 4439
    VariablePointersStorageBuffer = 4441
    VariablePointers = 4442
    AtomicStorageOps = 4445
    SampleMaskPostDepthCoverage = 4447
    StorageBuffer8BitAccess = 4448
    UniformAndStorageBuffer8BitAccess = 4449
    StoragePushConstant8 = 4450
    DenormPreserve = 4464
    DenormFlushToZero = 4465
    SignedZeroInfNanPreserve = 4466
    RoundingModeRTE = 4467
    RoundingModeRTZ = 4468
    RayQueryProvisionalKHR = 4471
    RayQueryKHR = 4472
    UntypedPointersKHR = 4473
    RayTraversalPrimitiveCullingKHR = 4478
    RayTracingKHR = 4479
    TextureSampleWeightedQCOM = 4484
    TextureBoxFilterQCOM = 4485
    TextureBlockMatchQCOM = 4486
    TileShadingQCOM = 4495
    CooperativeMatrixConversionQCOM = 4496
    TextureBlockMatch2QCOM = 4498
    MultipleWaitQueuesQCOM = 4539
    ImageGatherLinearQCOM = 4543
    ImageGatherExtendedModesQCOM = 4544
    Float16ImageAMD = 5008
    ImageGatherBiasLodAMD = 5009
    FragmentMaskAMD = 5010
    StencilExportEXT = 5013
    ImageReadWriteLodAMD = 5015
    Int64ImageEXT = 5016
    ShaderClockKHR = 5055
    ShaderEnqueueAMDX = 5067
    QuadControlKHR = 5087
    Int4TypeINTEL = 5112
    Int4CooperativeMatrixINTEL = 5114
    BFloat16TypeKHR = 5116
    BFloat16DotProductKHR = 5117
    BFloat16CooperativeMatrixKHR = 5118
    AbortKHR = 5120
    DescriptorHeapEXT = 5128
    ConstantDataKHR = 5146
    PoisonFreezeKHR = 5156
    WeakLinkageAMD = 5181
    SampleMaskOverrideCoverageNV = 5249
    GeometryShaderPassthroughNV = 5251
    ShaderViewportIndexLayerEXT = 5254
    ShaderViewportIndexLayerNV = 5254
    ShaderViewportMaskNV = 5255
    ShaderStereoViewNV = 5259
    PerViewAttributesNV = 5260
    FragmentFullyCoveredEXT = 5265
    MeshShadingNV = 5266
    ImageFootprintNV = 5282
    MeshShadingEXT = 5283
    FragmentBarycentricKHR = 5284
    FragmentBarycentricNV = 5284
    ComputeDerivativeGroupQuadsKHR = 5288
    ComputeDerivativeGroupQuadsNV = 5288
    FragmentDensityEXT = 5291
    ShadingRateNV = 5291
    GroupNonUniformPartitionedEXT = 5297
    GroupNonUniformPartitionedNV = 5297
    ShaderNonUniform = 5301
    ShaderNonUniformEXT = 5301
    RuntimeDescriptorArray = 5302
    RuntimeDescriptorArrayEXT = 5302
    InputAttachmentArrayDynamicIndexing = 5303
    InputAttachmentArrayDynamicIndexingEXT = 5303
    UniformTexelBufferArrayDynamicIndexing = 5304
    UniformTexelBufferArrayDynamicIndexingEXT = 5304
    StorageTexelBufferArrayDynamicIndexing = 5305
    StorageTexelBufferArrayDynamicIndexingEXT = 5305
    UniformBufferArrayNonUniformIndexing = 5306
    UniformBufferArrayNonUniformIndexingEXT = 5306
    SampledImageArrayNonUniformIndexing = 5307
    SampledImageArrayNonUniformIndexingEXT = 5307
    StorageBufferArrayNonUniformIndexing = 5308
    StorageBufferArrayNonUniformIndexingEXT = 5308
    StorageImageArrayNonUniformIndexing = 5309
    StorageImageArrayNonUniformIndexingEXT = 5309
    InputAttachmentArrayNonUniformIndexing = 5310
    InputAttachmentArrayNonUniformIndexingEXT = 5310
    UniformTexelBufferArrayNonUniformIndexing = 5311
    UniformTexelBufferArrayNonUniformIndexingEXT = 5311
    StorageTexelBufferArrayNonUniformIndexing = 5312
    StorageTexelBufferArrayNonUniformIndexingEXT = 5312
    RayTracingPositionFetchKHR = 5336
    RayTracingNV = 5340
    RayTracingMotionBlurNV = 5341
    VulkanMemoryModel = 5345
    VulkanMemoryModelKHR = 5345
    VulkanMemoryModelDeviceScope = 5346
    VulkanMemoryModelDeviceScopeKHR = 5346
    PhysicalStorageBufferAddresses = 5347
    PhysicalStorageBufferAddressesEXT = 5347
    ComputeDerivativeGroupLinearKHR = 5350
    ComputeDerivativeGroupLinearNV = 5350
    RayTracingProvisionalKHR = 5353
    CooperativeMatrixNV = 5357
    FragmentShaderSampleInterlockEXT = 5363
    FragmentShaderShadingRateInterlockEXT = 5372
    ShaderSMBuiltinsNV = 5373
    FragmentShaderPixelInterlockEXT = 5378
    DemoteToHelperInvocation = 5379
    DemoteToHelperInvocationEXT = 5379
    DisplacementMicromapNV = 5380
    RayTracingOpacityMicromapKHR = 5381
    RayTracingOpacityMicromapEXT = 5381
    ShaderInvocationReorderNV = 5383
    ShaderInvocationReorderEXT = 5388
    BindlessTextureNV = 5390
    RayQueryPositionFetchKHR = 5391
    CooperativeVectorNV = 5394
    AtomicFloat16VectorNV = 5404
    RayTracingDisplacementMicromapNV = 5409
    RawAccessChainsNV = 5414
    RayTracingSpheresGeometryNV = 5418
    RayTracingLinearSweptSpheresGeometryNV = 5419
    PushConstantBanksNV = 5423
    LongVectorEXT = 5425
    Shader64BitIndexingEXT = 5426
    CooperativeMatrixConversionsEXT = 5429
    CooperativeMatrixReductionsEXT = 5430
    CooperativeMatrixReductionsNV = 5430
    CooperativeMatrixConversionsNV = 5431
    CooperativeMatrixPerElementOperationsEXT = 5432
    CooperativeMatrixPerElementOperationsNV = 5432
    CooperativeMatrixTensorAddressingNV = 5433
    CooperativeMatrixBlockLoadsNV = 5434
    CooperativeVectorTrainingNV = 5435
    RayTracingClusterAccelerationStructureNV = 5437
    CooperativeMatrixGetCoordinateEXT = 5438
    TensorAddressingNV = 5439
    CooperativeMatrixDecodeVectorNV = 5447
    SubgroupShuffleINTEL = 5568
    SubgroupBufferBlockIOINTEL = 5569
    SubgroupImageBlockIOINTEL = 5570
    SubgroupImageMediaBlockIOINTEL = 5579
    RoundToInfinityINTEL = 5582
    FloatingPointModeINTEL = 5583
    IntegerFunctions2INTEL = 5584
    FunctionPointersINTEL = 5603
    IndirectReferencesINTEL = 5604
    AsmINTEL = 5606
    AtomicFloat32MinMaxEXT = 5612
    AtomicFloat64MinMaxEXT = 5613
    AtomicFloat16MinMaxEXT = 5616
    VectorComputeINTEL = 5617
    VectorAnyINTEL = 5619
    ExpectAssumeKHR = 5629
    SubgroupAvcMotionEstimationINTEL = 5696
    SubgroupAvcMotionEstimationIntraINTEL = 5697
    SubgroupAvcMotionEstimationChromaINTEL = 5698
    VariableLengthArrayINTEL = 5817
    FunctionFloatControlINTEL = 5821
    FPGAMemoryAttributesALTERA = 5824
    FPGAMemoryAttributesINTEL = 5824
    FPFastMathModeINTEL = 5837
    ArbitraryPrecisionIntegersALTERA = 5844
    ArbitraryPrecisionIntegersINTEL = 5844
    ArbitraryPrecisionFloatingPointALTERA = 5845
    ArbitraryPrecisionFloatingPointINTEL = 5845
    UnstructuredLoopControlsINTEL = 5886
    FPGALoopControlsALTERA = 5888
    FPGALoopControlsINTEL = 5888
    KernelAttributesINTEL = 5892
    FPGAKernelAttributesINTEL = 5897
    FPGAMemoryAccessesALTERA = 5898
    FPGAMemoryAccessesINTEL = 5898
    FPGAClusterAttributesALTERA = 5904
    FPGAClusterAttributesINTEL = 5904
    LoopFuseALTERA = 5906
    LoopFuseINTEL = 5906
    FPGADSPControlALTERA = 5908
    FPGADSPControlINTEL = 5908
    MemoryAccessAliasingINTEL = 5910
    FPGAInvocationPipeliningAttributesALTERA = 5916
    FPGAInvocationPipeliningAttributesINTEL = 5916
    FPGABufferLocationALTERA = 5920
    FPGABufferLocationINTEL = 5920
    ArbitraryPrecisionFixedPointALTERA = 5922
    ArbitraryPrecisionFixedPointINTEL = 5922
    USMStorageClassesALTERA = 5935
    USMStorageClassesINTEL = 5935
    RuntimeAlignedAttributeALTERA = 5939
    RuntimeAlignedAttributeINTEL = 5939
    IOPipesALTERA = 5943
    IOPipesINTEL = 5943
    BlockingPipesALTERA = 5945
    BlockingPipesINTEL = 5945
    FPGARegALTERA = 5948
    FPGARegINTEL = 5948
    DotProductInputAll = 6016
    DotProductInputAllKHR = 6016
    DotProductInput4x8Bit = 6017
    DotProductInput4x8BitKHR = 6017
    DotProductInput4x8BitPacked = 6018
    DotProductInput4x8BitPackedKHR = 6018
    DotProduct = 6019
    DotProductKHR = 6019
    RayCullMaskKHR = 6020
    CooperativeMatrixKHR = 6022
    ReplicatedCompositesEXT = 6024
    BitInstructions = 6025
    GroupNonUniformRotateKHR = 6026
    FloatControls2 = 6029
    FMAKHR = 6030
    RayTracingOpacityMicromapExecutionModeKHR = 6032
    AtomicFloat32AddEXT = 6033
    AtomicFloat64AddEXT = 6034
    LongCompositesINTEL = 6089
    OptNoneEXT = 6094
    OptNoneINTEL = 6094
    AtomicFloat16AddEXT = 6095
    DebugInfoModuleINTEL = 6114
    BFloat16ConversionINTEL = 6115
    SplitBarrierEXT = 6141
    SplitBarrierINTEL = 6141
    ArithmeticFenceEXT = 6144
    FPGAClusterAttributesV2ALTERA = 6150
    FPGAClusterAttributesV2INTEL = 6150
    FPGAKernelAttributesv2INTEL = 6161
    TaskSequenceALTERA = 6162
    TaskSequenceINTEL = 6162
    FPMaxErrorINTEL = 6169
    FPGALatencyControlALTERA = 6171
    FPGALatencyControlINTEL = 6171
    FPGAArgumentInterfacesALTERA = 6174
    FPGAArgumentInterfacesINTEL = 6174
    GlobalVariableHostAccessINTEL = 6187
    GlobalVariableFPGADecorationsALTERA = 6189
    GlobalVariableFPGADecorationsINTEL = 6189
    SubgroupBufferPrefetchINTEL = 6220
    Subgroup2DBlockIOINTEL = 6228
    Subgroup2DBlockTransformINTEL = 6229
    Subgroup2DBlockTransposeINTEL = 6230
    SubgroupMatrixMultiplyAccumulateINTEL = 6236
    TernaryBitwiseFunctionINTEL = 6241
    UntypedVariableLengthArrayINTEL = 6243
    SpecConditionalINTEL = 6245
    FunctionVariantsINTEL = 6246
    PredicatedIOINTEL = 6257
    RoundedDivideSqrtINTEL = 6265
    GroupUniformArithmeticKHR = 6400
    TensorFloat32RoundingINTEL = 6425
    MaskedGatherScatterINTEL = 6427
    CacheControlsINTEL = 6441
    RegisterLimitsINTEL = 6460
    BindlessImagesINTEL = 6528
    DotProductFloat16AccFloat32VALVE = 6912
    DotProductFloat16AccFloat16VALVE = 6913
    DotProductBFloat16AccVALVE = 6914
    DotProductFloat8AccFloat32VALVE = 6915
    IntrinsicSAMSUNG = 7041


class RayQueryIntersection:
    """RayQueryIntersection's members as plain ints (:class:`layoutgen.spirv.grammar.RayQueryIntersection` is the enum)."""
    RayQueryCandidateIntersectionKHR = 0
    RayQueryCommittedIntersectionKHR = 1


class RayQueryCommittedIntersectionType:
    """RayQueryCommittedIntersectionType's members as plain ints (:class:`layoutgen.spirv.grammar.RayQueryCommittedIntersectionType` is the enum)."""
    RayQueryCommittedIntersectionNoneKHR = 0
    RayQueryCommittedIntersectionTriangleKHR = 1
    RayQueryCommittedIntersectionGeneratedKHR = 2


class RayQueryCandidateIntersectionType:
    """RayQueryCandidateIntersectionType's members as plain ints (:class:`layoutgen.spirv.grammar.RayQueryCandidateIntersectionType` is the enum)."""
    RayQueryCandidateIntersectionTriangleKHR = 0
    RayQueryCandidateIntersectionAABBKHR = 1


class PackedVectorFormat:
    """PackedVectorFormat's members as plain ints (:class:`layoutgen.spirv.grammar.PackedVectorFormat` is the enum)."""
    PackedVectorFormat4x8Bit = 0
    PackedVectorFormat4x8BitKHR = 0


class CooperativeMatrixOperands:
    """CooperativeMatrixOperands's members as plain ints (:class:`layoutgen.spirv.grammar.CooperativeMatrixOperands` is the enum)."""
    NoneKHR = 0
    MatrixASignedComponentsKHR = 1
    MatrixBSignedComponentsKHR = 2
    MatrixCSignedComponentsKHR = 4
    MatrixResultSignedComponentsKHR = 8
    SaturatingAccumulationKHR = 16


class CooperativeMatrixLayout:
    """CooperativeMatrixLayout's members as plain ints (:class:`layoutgen.spirv.grammar.CooperativeMatrixLayout` is the enum)."""
    RowMajorKHR = 0
    ColumnMajorKHR = 1
    RowBlockedInterleavedARM = 4202
    ColumnBlockedInterleavedARM = 4203


class CooperativeMatrixUse:
    """CooperativeMatrixUse's members as plain ints (:class:`layoutgen.spirv.grammar.CooperativeMatrixUse` is the enum)."""
    MatrixAKHR = 0
    MatrixBKHR = 1
    MatrixAccumulatorKHR = 2


class CooperativeMatrixReduce:
    """CooperativeMatrixReduce's members as plain ints (:class:`layoutgen.spirv.grammar.CooperativeMatrixReduce` is the enum)."""
    Row = 1
    Column = 2
    CooperativeMatrixReduce2x2 = 4


class TensorClampMode:
    """TensorClampMode's members as plain ints (:class:`layoutgen.spirv.grammar.TensorClampMode` is the enum)."""
    Undefined = 0
    Constant = 1
    ClampToEdge = 2
    Repeat = 3
    RepeatMirrored = 4


class TensorAddressingOperands:
    """TensorAddressingOperands's members as plain ints (:class:`layoutgen.spirv.grammar.TensorAddressingOperands` is the enum)."""
    None_ = 0
    TensorView = 1
    DecodeFunc = 2
    DecodeVectorFunc = 4


class InitializationModeQualifier:
    """InitializationModeQualifier's members as plain ints (:class:`layoutgen.spirv.grammar.InitializationModeQualifier` is the enum)."""
    InitOnDeviceReprogramALTERA = 0
    InitOnDeviceReprogramINTEL = 0
    InitOnDeviceResetALTERA = 1
    InitOnDeviceResetINTEL = 1


class LoadCacheControl:
    """LoadCacheControl's members as plain ints (:class:`layoutgen.spirv.grammar.LoadCacheControl` is the enum)."""
    UncachedINTEL = 0
    CachedINTEL = 1
    StreamingINTEL = 2
    InvalidateAfterReadINTEL = 3
    ConstCachedINTEL = 4


class StoreCacheControl:
    """StoreCacheControl's members as plain ints (:class:`layoutgen.spirv.grammar.StoreCacheControl` is the enum)."""
    UncachedINTEL = 0
    WriteThroughINTEL = 1
    WriteBackINTEL = 2
    StreamingINTEL = 3


class NamedMaximumNumberOfRegisters:
    """NamedMaximumNumberOfRegisters's members as plain ints (:class:`layoutgen.spirv.grammar.NamedMaximumNumberOfRegisters` is the enum)."""
    AutoINTEL = 0


class MatrixMultiplyAccumulateOperands:
    """MatrixMultiplyAccumulateOperands's members as plain ints (:class:`layoutgen.spirv.grammar.MatrixMultiplyAccumulateOperands` is the enum)."""
    None_ = 0
    MatrixASignedComponentsINTEL = 1
    MatrixBSignedComponentsINTEL = 2
    MatrixCBFloat16INTEL = 4
    MatrixResultBFloat16INTEL = 8
    MatrixAPackedInt8INTEL = 16
    MatrixBPackedInt8INTEL = 32
    MatrixAPackedInt4INTEL = 64
    MatrixBPackedInt4INTEL = 128
    MatrixATF32INTEL = 256
    MatrixBTF32INTEL = 512
    MatrixAPackedFloat16INTEL = 1024
    MatrixBPackedFloat16INTEL = 2048
    MatrixAPackedBFloat16INTEL = 4096
    MatrixBPackedBFloat16INTEL = 8192


class FPEncoding:
    """FPEncoding's members as plain ints (:class:`layoutgen.spirv.grammar.FPEncoding` is the enum)."""
    BFloat16KHR = 0
    Float8E4M3EXT = 4214
    Float8E5M2EXT = 4215
    Float6E2M3EXT = 4223
    Float6E3M2EXT = 4224
    Float4E2M1EXT = 4225
    Float8UnsignedE8M0EXT = 4226
    MXInt8EXT = 4227


class CooperativeVectorMatrixLayout:
    """CooperativeVectorMatrixLayout's members as plain ints (:class:`layoutgen.spirv.grammar.CooperativeVectorMatrixLayout` is the enum)."""
    RowMajorNV = 0
    ColumnMajorNV = 1
    InferencingOptimalNV = 2
    TrainingOptimalNV = 3


class ComponentType:
    """ComponentType's members as plain ints (:class:`layoutgen.spirv.grammar.ComponentType` is the enum)."""
    Float16NV = 0
    Float32NV = 1
    Float64NV = 2
    SignedInt8NV = 3
    SignedInt16NV = 4
    SignedInt32NV = 5
    SignedInt64NV = 6
    UnsignedInt8NV = 7
    UnsignedInt16NV = 8
    UnsignedInt32NV = 9
    UnsignedInt64NV = 10
    SignedInt8PackedNV = 1000491000
    UnsignedInt8PackedNV = 1000491001
    FloatE4M3NV = 1000491002
    FloatE5M2NV = 1000491003


class GatherModes:
    """GatherModes's members as plain ints (:class:`layoutgen.spirv.grammar.GatherModes` is the enum)."""
    Gather4x1QCOM = 0
    GatherDQCOM = 1
    GatherH2QCOM = 2
    GatherV2QCOM = 3


class TensorOperands:
    """TensorOperands's members as plain ints (:class:`layoutgen.spirv.grammar.TensorOperands` is the enum)."""
    NoneARM = 0
    NontemporalARM = 1
    OutOfBoundsValueARM = 2
    MakeElementAvailableARM = 4
    MakeElementVisibleARM = 8
    NonPrivateElementARM = 16


#: Enum name -> its class of constants above.
ENUM_CLASSES: dict[str, type] = {'Op': Op, 'ImageOperands': ImageOperands, 'FPFastMathMode': FPFastMathMode, 'SelectionControl': SelectionControl, 'LoopControl': LoopControl, 'FunctionControl': FunctionControl, 'MemorySemantics': MemorySemantics, 'MemoryAccess': MemoryAccess, 'KernelProfilingInfo': KernelProfilingInfo, 'RayFlags': RayFlags, 'FragmentShadingRate': FragmentShadingRate, 'RawAccessChainOperands': RawAccessChainOperands, 'SourceLanguage': SourceLanguage, 'ExecutionModel': ExecutionModel, 'AddressingModel': AddressingModel, 'MemoryModel': MemoryModel, 'ExecutionMode': ExecutionMode, 'StorageClass': StorageClass, 'Dim': Dim, 'SamplerAddressingMode': SamplerAddressingMode, 'SamplerFilterMode': SamplerFilterMode, 'ImageFormat': ImageFormat, 'ImageChannelOrder': ImageChannelOrder, 'ImageChannelDataType': ImageChannelDataType, 'FPRoundingMode': FPRoundingMode, 'FPDenormMode': FPDenormMode, 'QuantizationModes': QuantizationModes, 'FPOperationMode': FPOperationMode, 'OverflowModes': OverflowModes, 'LinkageType': LinkageType, 'AccessQualifier': AccessQualifier, 'HostAccessQualifier': HostAccessQualifier, 'FunctionParameterAttribute': FunctionParameterAttribute, 'Decoration': Decoration, 'BuiltIn': BuiltIn, 'Scope': Scope, 'GroupOperation': GroupOperation, 'KernelEnqueueFlags': KernelEnqueueFlags, 'Capability': Capability, 'RayQueryIntersection': RayQueryIntersection, 'RayQueryCommittedIntersectionType': RayQueryCommittedIntersectionType, 'RayQueryCandidateIntersectionType': RayQueryCandidateIntersectionType, 'PackedVectorFormat': PackedVectorFormat, 'CooperativeMatrixOperands': CooperativeMatrixOperands, 'CooperativeMatrixLayout': CooperativeMatrixLayout, 'CooperativeMatrixUse': CooperativeMatrixUse, 'CooperativeMatrixReduce': CooperativeMatrixReduce, 'TensorClampMode': TensorClampMode, 'TensorAddressingOperands': TensorAddressingOperands, 'InitializationModeQualifier': InitializationModeQualifier, 'LoadCacheControl': LoadCacheControl, 'StoreCacheControl': StoreCacheControl, 'NamedMaximumNumberOfRegisters': NamedMaximumNumberOfRegisters, 'MatrixMultiplyAccumulateOperands': MatrixMultiplyAccumulateOperands, 'FPEncoding': FPEncoding, 'CooperativeVectorMatrixLayout': CooperativeVectorMatrixLayout, 'ComponentType': ComponentType, 'GatherModes': GatherModes, 'TensorOperands': TensorOperands}

# Opcode -> the grammar's name of it (its first name, ahead of its aliases): what spirv-dis prints.
OPCODE_NAMES: dict[int, str] = {0: 'OpNop', 1: 'OpUndef', 2: 'OpSourceContinued', 3: 'OpSource', 4: 'OpSourceExtension', 5: 'OpName', 6: 'OpMemberName', 7: 'OpString', 8: 'OpLine', 10: 'OpExtension', 11: 'OpExtInstImport', 12: 'OpExtInst', 14: 'OpMemoryModel', 15: 'OpEntryPoint', 16: 'OpExecutionMode', 17: 'OpCapability', 19: 'OpTypeVoid', 20: 'OpTypeBool', 21: 'OpTypeInt', 22: 'OpTypeFloat', 23: 'OpTypeVector', 24: 'OpTypeMatrix', 25: 'OpTypeImage', 26: 'OpTypeSampler', 27: 'OpTypeSampledImage', 28: 'OpTypeArray', 29: 'OpTypeRuntimeArray', 30: 'OpTypeStruct', 31: 'OpTypeOpaque', 32: 'OpTypePointer', 33: 'OpTypeFunction', 34: 'OpTypeEvent', 35: 'OpTypeDeviceEvent', 36: 'OpTypeReserveId', 37: 'OpTypeQueue', 38: 'OpTypePipe', 39: 'OpTypeForwardPointer', 41: 'OpConstantTrue', 42: 'OpConstantFalse', 43: 'OpConstant', 44: 'OpConstantComposite', 45: 'OpConstantSampler', 46: 'OpConstantNull', 48: 'OpSpecConstantTrue', 49: 'OpSpecConstantFalse', 50: 'OpSpecConstant', 51: 'OpSpecConstantComposite', 52: 'OpSpecConstantOp', 54: 'OpFunction', 55: 'OpFunctionParameter', 56: 'OpFunctionEnd', 57: 'OpFunctionCall', 59: 'OpVariable', 60: 'OpImageTexelPointer', 61: 'OpLoad', 62: 'OpStore', 63: 'OpCopyMemory', 64: 'OpCopyMemorySized', 65: 'OpAccessChain', 66: 'OpInBoundsAccessChain', 67: 'OpPtrAccessChain', 68: 'OpArrayLength', 69: 'OpGenericPtrMemSemantics', 70: 'OpInBoundsPtrAccessChain', 71: 'OpDecorate', 72: 'OpMemberDecorate', 73: 'OpDecorationGroup', 74: 'OpGroupDecorate', 75: 'OpGroupMemberDecorate', 77: 'OpVectorExtractDynamic', 78: 'OpVectorInsertDynamic', 79: 'OpVectorShuffle', 80: 'OpCompositeConstruct', 81: 'OpCompositeExtract', 82: 'OpCompositeInsert', 83: 'OpCopyObject', 84: 'OpTranspose', 86: 'OpSampledImage', 87: 'OpImageSampleImplicitLod', 88: 'OpImageSampleExplicitLod', 89: 'OpImageSampleDrefImplicitLod', 90: 'OpImageSampleDrefExplicitLod', 91: 'OpImageSampleProjImplicitLod', 92: 'OpImageSampleProjExplicitLod', 93: 'OpImageSampleProjDrefImplicitLod', 94: 'OpImageSampleProjDrefExplicitLod', 95: 'OpImageFetch', 96: 'OpImageGather', 97: 'OpImageDrefGather', 98: 'OpImageRead', 99: 'OpImageWrite', 100: 'OpImage', 101: 'OpImageQueryFormat', 102: 'OpImageQueryOrder', 103: 'OpImageQuerySizeLod', 104: 'OpImageQuerySize', 105: 'OpImageQueryLod', 106: 'OpImageQueryLevels', 107: 'OpImageQuerySamples', 109: 'OpConvertFToU', 110: 'OpConvertFToS', 111: 'OpConvertSToF', 112: 'OpConvertUToF', 113: 'OpUConvert', 114: 'OpSConvert', 115: 'OpFConvert', 116: 'OpQuantizeToF16', 117: 'OpConvertPtrToU', 118: 'OpSatConvertSToU', 119: 'OpSatConvertUToS', 120: 'OpConvertUToPtr', 121: 'OpPtrCastToGeneric', 122: 'OpGenericCastToPtr', 123: 'OpGenericCastToPtrExplicit', 124: 'OpBitcast', 126: 'OpSNegate', 127: 'OpFNegate', 128: 'OpIAdd', 129: 'OpFAdd', 130: 'OpISub', 131: 'OpFSub', 132: 'OpIMul', 133: 'OpFMul', 134: 'OpUDiv', 135: 'OpSDiv', 136: 'OpFDiv', 137: 'OpUMod', 138: 'OpSRem', 139: 'OpSMod', 140: 'OpFRem', 141: 'OpFMod', 142: 'OpVectorTimesScalar', 143: 'OpMatrixTimesScalar', 144: 'OpVectorTimesMatrix', 145: 'OpMatrixTimesVector', 146: 'OpMatrixTimesMatrix', 147: 'OpOuterProduct', 148: 'OpDot', 149: 'OpIAddCarry', 150: 'OpISubBorrow', 151: 'OpUMulExtended', 152: 'OpSMulExtended', 154: 'OpAny', 155: 'OpAll', 156: 'OpIsNan', 157: 'OpIsInf', 158: 'OpIsFinite', 159: 'OpIsNormal', 160: 'OpSignBitSet', 161: 'OpLessOrGreater', 162: 'OpOrdered', 163: 'OpUnordered', 164: 'OpLogicalEqual', 165: 'OpLogicalNotEqual', 166: 'OpLogicalOr', 167: 'OpLogicalAnd', 168: 'OpLogicalNot', 169: 'OpSelect', 170: 'OpIEqual', 171: 'OpINotEqual', 172: 'OpUGreaterThan', 173: 'OpSGreaterThan', 174: 'OpUGreaterThanEqual', 175: 'OpSGreaterThanEqual', 176: 'OpULessThan', 177: 'OpSLessThan', 178: 'OpULessThanEqual', 179: 'OpSLessThanEqual', 180: 'OpFOrdEqual', 181: 'OpFUnordEqual', 182: 'OpFOrdNotEqual', 183: 'OpFUnordNotEqual', 184: 'OpFOrdLessThan', 185: 'OpFUnordLessThan', 186: 'OpFOrdGreaterThan', 187: 'OpFUnordGreaterThan', 188: 'OpFOrdLessThanEqual', 189: 'OpFUnordLessThanEqual', 190: 'OpFOrdGreaterThanEqual', 191: 'OpFUnordGreaterThanEqual', 194: 'OpShiftRightLogical', 195: 'OpShiftRightArithmetic', 196: 'OpShiftLeftLogical', 197: 'OpBitwiseOr', 198: 'OpBitwiseXor', 199: 'OpBitwiseAnd', 200: 'OpNot', 201: 'OpBitFieldInsert', 202: 'OpBitFieldSExtract', 203: 'OpBitFieldUExtract', 204: 'OpBitReverse', 205: 'OpBitCount', 207: 'OpDPdx', 208: 'OpDPdy', 209: 'OpFwidth', 210: 'OpDPdxFine', 211: 'OpDPdyFine', 212: 'OpFwidthFine', 213: 'OpDPdxCoarse', 214: 'OpDPdyCoarse', 215: 'OpFwidthCoarse', 218: 'OpEmitVertex', 219: 'OpEndPrimitive', 220: 'OpEmitStreamVertex', 221: 'OpEndStreamPrimitive', 224: 'OpControlBarrier', 225: 'OpMemoryBarrier', 227: 'OpAtomicLoad', 228: 'OpAtomicStore', 229: 'OpAtomicExchange', 230: 'OpAtomicCompareExchange', 231: 'OpAtomicCompareExchangeWeak', 232: 'OpAtomicIIncrement', 233: 'OpAtomicIDecrement', 234: 'OpAtomicIAdd', 235: 'OpAtomicISub', 236: 'OpAtomicSMin', 237: 'OpAtomicUMin', 238: 'OpAtomicSMax', 239: 'OpAtomicUMax', 240: 'OpAtomicAnd', 241: 'OpAtomicOr', 242: 'OpAtomicXor', 245: 'OpPhi', 246: 'OpLoopMerge', 247: 'OpSelectionMerge', 248: 'OpLabel', 249: 'OpBranch', 250: 'OpBranchConditional', 251: 'OpSwitch', 252: 'OpKill', 253: 'OpReturn', 254: 'OpReturnValue', 255: 'OpUnreachable', 256: 'OpLifetimeStart', 257: 'OpLifetimeStop', 259: 'OpGroupAsyncCopy', 260: 'OpGroupWaitEvents', 261: 'OpGroupAll', 262: 'OpGroupAny', 263: 'OpGroupBroadcast', 264: 'OpGroupIAdd', 265: 'OpGroupFAdd', 266: 'OpGroupFMin', 267: 'OpGroupUMin', 268: 'OpGroupSMin', 269: 'OpGroupFMax', 270: 'OpGroupUMax', 271: 'OpGroupSMax', 274: 'OpReadPipe', 275: 'OpWritePipe', 276: 'OpReservedReadPipe', 277: 'OpReservedWritePipe', 278: 'OpReserveReadPipePackets', 279: 'OpReserveWritePipePackets', 280: 'OpCommitReadPipe', 281: 'OpCommitWritePipe', 282: 'OpIsValidReserveId', 283: 'OpGetNumPipePackets', 284: 'OpGetMaxPipePackets', 285: 'OpGroupReserveReadPipePackets', 286: 'OpGroupReserveWritePipePackets', 287: 'OpGroupCommitReadPipe', 288: 'OpGroupCommitWritePipe', 291: 'OpEnqueueMarker', 292: 'OpEnqueueKernel', 293: 'OpGetKernelNDrangeSubGroupCount', 294: 'OpGetKernelNDrangeMaxSubGroupSize', 295: 'OpGetKernelWorkGroupSize', 296: 'OpGetKernelPreferredWorkGroupSizeMultiple', 297: 'OpRetainEvent', 298: 'OpReleaseEvent', 299: 'OpCreateUserEvent', 300: 'OpIsValidEvent', 301: 'OpSetUserEventStatus', 302: 'OpCaptureEventProfilingInfo', 303: 'OpGetDefaultQueue', 304: 'OpBuildNDRange', 305: 'OpImageSparseSampleImplicitLod', 306: 'OpImageSparseSampleExplicitLod', 307: 'OpImageSparseSampleDrefImplicitLod', 308: 'OpImageSparseSampleDrefExplicitLod', 309: 'OpImageSparseSampleProjImplicitLod', 310: 'OpImageSparseSampleProjExplicitLod', 311: 'OpImageSparseSampleProjDrefImplicitLod', 312: 'OpImageSparseSampleProjDrefExplicitLod', 313: 'OpImageSparseFetch', 314: 'OpImageSparseGather', 315: 'OpImageSparseDrefGather', 316: 'OpImageSparseTexelsResident', 317: 'OpNoLine', 318: 'OpAtomicFlagTestAndSet', 319: 'OpAtomicFlagClear', 320: 'OpImageSparseRead', 321: 'OpSizeOf', 322: 'OpTypePipeStorage', 323: 'OpConstantPipeStorage', 324: 'OpCreatePipeFromPipeStorage', 325: 'OpGetKernelLocalSizeForSubgroupCount', 326: 'OpGetKernelMaxNumSubgroups', 327: 'OpTypeNamedBarrier', 328: 'OpNamedBarrierInitialize', 329: 'OpMemoryNamedBarrier', 330: 'OpModuleProcessed', 331: 'OpExecutionModeId', 332: 'OpDecorateId', 333: 'OpGroupNonUniformElect', 334: 'OpGroupNonUniformAll', 335: 'OpGroupNonUniformAny', 336: 'OpGroupNonUniformAllEqual', 337: 'OpGroupNonUniformBroadcast', 338: 'OpGroupNonUniformBroadcastFirst', 339: 'OpGroupNonUniformBallot', 340: 'OpGroupNonUniformInverseBallot', 341: 'OpGroupNonUniformBallotBitExtract', 342: 'OpGroupNonUniformBallotBitCount', 343: 'OpGroupNonUniformBallotFindLSB', 344: 'OpGroupNonUniformBallotFindMSB', 345: 'OpGroupNonUniformShuffle', 346: 'OpGroupNonUniformShuffleXor', 347: 'OpGroupNonUniformShuffleUp', 348: 'OpGroupNonUniformShuffleDown', 349: 'OpGroupNonUniformIAdd', 350: 'OpGroupNonUniformFAdd', 351: 'OpGroupNonUniformIMul', 352: 'OpGroupNonUniformFMul', 353: 'OpGroupNonUniformSMin', 354: 'OpGroupNonUniformUMin', 355: 'OpGroupNonUniformFMin', 356: 'OpGroupNonUniformSMax', 357: 'OpGroupNonUniformUMax', 358: 'OpGroupNonUniformFMax', 359: 'OpGroupNonUniformBitwiseAnd', 360: 'OpGroupNonUniformBitwiseOr', 361: 'OpGroupNonUniformBitwiseXor', 362: 'OpGroupNonUniformLogicalAnd', 363: 'OpGroupNonUniformLogicalOr', 364: 'OpGroupNonUniformLogicalXor', 365: 'OpGroupNonUniformQuadBroadcast', 366: 'OpGroupNonUniformQuadSwap', 400: 'OpCopyLogical', 401: 'OpPtrEqual', 402: 'OpPtrNotEqual', 403: 'OpPtrDiff', 4160: 'OpColorAttachmentReadEXT', 4161: 'OpDepthAttachmentReadEXT', 4162: 'OpStencilAttachmentReadEXT', 4163: 'OpTypeTensorARM', 4164: 'OpTensorReadARM', 4165: 'OpTensorWriteARM', 4166: 'OpTensorQuerySizeARM', 4181: 'OpGraphConstantARM', 4182: 'OpGraphEntryPointARM', 4183: 'OpGraphARM', 4184: 'OpGraphInputARM', 4185: 'OpGraphSetOutputARM', 4186: 'OpGraphEndARM', 4190: 'OpTypeGraphARM', 4195: 'OpBitcastExtractEXT', 4416: 'OpTerminateInvocation', 4417: 'OpTypeUntypedPointerKHR', 4418: 'OpUntypedVariableKHR', 4419: 'OpUntypedAccessChainKHR', 4420: 'OpUntypedInBoundsAccessChainKHR', 4421: 'OpSubgroupBallotKHR', 4422: 'OpSubgroupFirstInvocationKHR', 4423: 'OpUntypedPtrAccessChainKHR', 4424: 'OpUntypedInBoundsPtrAccessChainKHR', 4425: 'OpUntypedArrayLengthKHR', 4426: 'OpUntypedPrefetchKHR', 4427: 'OpFmaKHR', 4428: 'OpSubgroupAllKHR', 4429: 'OpSubgroupAnyKHR', 4430: 'OpSubgroupAllEqualKHR', 4431: 'OpGroupNonUniformRotateKHR', 4432: 'OpSubgroupReadInvocationKHR', 4433: 'OpExtInstWithForwardRefsKHR', 4434: 'OpUntypedGroupAsyncCopyKHR', 4445: 'OpTraceRayKHR', 4446: 'OpExecuteCallableKHR', 4447: 'OpConvertUToAccelerationStructureKHR', 4448: 'OpIgnoreIntersectionKHR', 4449: 'OpTerminateRayKHR', 4450: 'OpSDot', 4451: 'OpUDot', 4452: 'OpSUDot', 4453: 'OpSDotAccSat', 4454: 'OpUDotAccSat', 4455: 'OpSUDotAccSat', 4456: 'OpTypeCooperativeMatrixKHR', 4457: 'OpCooperativeMatrixLoadKHR', 4458: 'OpCooperativeMatrixStoreKHR', 4459: 'OpCooperativeMatrixMulAddKHR', 4460: 'OpCooperativeMatrixLengthKHR', 4461: 'OpConstantCompositeReplicateEXT', 4462: 'OpSpecConstantCompositeReplicateEXT', 4463: 'OpCompositeConstructReplicateEXT', 4472: 'OpTypeRayQueryKHR', 4473: 'OpRayQueryInitializeKHR', 4474: 'OpRayQueryTerminateKHR', 4475: 'OpRayQueryGenerateIntersectionKHR', 4476: 'OpRayQueryConfirmIntersectionKHR', 4477: 'OpRayQueryProceedKHR', 4479: 'OpRayQueryGetIntersectionTypeKHR', 4480: 'OpImageSampleWeightedQCOM', 4481: 'OpImageBoxFilterQCOM', 4482: 'OpImageBlockMatchSSDQCOM', 4483: 'OpImageBlockMatchSADQCOM', 4497: 'OpBitCastArrayQCOM', 4500: 'OpImageBlockMatchWindowSSDQCOM', 4501: 'OpImageBlockMatchWindowSADQCOM', 4502: 'OpImageBlockMatchGatherSSDQCOM', 4503: 'OpImageBlockMatchGatherSADQCOM', 4540: 'OpCompositeConstructCoopMatQCOM', 4541: 'OpCompositeExtractCoopMatQCOM', 4542: 'OpExtractSubArrayQCOM', 4545: 'OpImageGatherQCOM', 5000: 'OpGroupIAddNonUniformAMD', 5001: 'OpGroupFAddNonUniformAMD', 5002: 'OpGroupFMinNonUniformAMD', 5003: 'OpGroupUMinNonUniformAMD', 5004: 'OpGroupSMinNonUniformAMD', 5005: 'OpGroupFMaxNonUniformAMD', 5006: 'OpGroupUMaxNonUniformAMD', 5007: 'OpGroupSMaxNonUniformAMD', 5011: 'OpFragmentMaskFetchAMD', 5012: 'OpFragmentFetchAMD', 5056: 'OpReadClockKHR', 5074: 'OpAllocateNodePayloadsAMDX', 5075: 'OpEnqueueNodePayloadsAMDX', 5076: 'OpTypeNodePayloadArrayAMDX', 5078: 'OpFinishWritingNodePayloadAMDX', 5090: 'OpNodePayloadArrayLengthAMDX', 5101: 'OpIsNodePayloadValidAMDX', 5103: 'OpConstantStringAMDX', 5104: 'OpSpecConstantStringAMDX', 5110: 'OpGroupNonUniformQuadAllKHR', 5111: 'OpGroupNonUniformQuadAnyKHR', 5115: 'OpTypeBufferEXT', 5119: 'OpBufferPointerEXT', 5121: 'OpAbortKHR', 5126: 'OpUntypedImageTexelPointerEXT', 5127: 'OpMemberDecorateIdEXT', 5129: 'OpConstantSizeOfEXT', 5147: 'OpConstantDataKHR', 5148: 'OpSpecConstantDataKHR', 5158: 'OpPoisonKHR', 5159: 'OpFreezeKHR', 5249: 'OpHitObjectRecordHitMotionNV', 5250: 'OpHitObjectRecordHitWithIndexMotionNV', 5251: 'OpHitObjectRecordMissMotionNV', 5252: 'OpHitObjectGetWorldToObjectNV', 5253: 'OpHitObjectGetObjectToWorldNV', 5254: 'OpHitObjectGetObjectRayDirectionNV', 5255: 'OpHitObjectGetObjectRayOriginNV', 5256: 'OpHitObjectTraceRayMotionNV', 5257: 'OpHitObjectGetShaderRecordBufferHandleNV', 5258: 'OpHitObjectGetShaderBindingTableRecordIndexNV', 5259: 'OpHitObjectRecordEmptyNV', 5260: 'OpHitObjectTraceRayNV', 5261: 'OpHitObjectRecordHitNV', 5262: 'OpHitObjectRecordHitWithIndexNV', 5263: 'OpHitObjectRecordMissNV', 5264: 'OpHitObjectExecuteShaderNV', 5265: 'OpHitObjectGetCurrentTimeNV', 5266: 'OpHitObjectGetAttributesNV', 5267: 'OpHitObjectGetHitKindNV', 5268: 'OpHitObjectGetPrimitiveIndexNV', 5269: 'OpHitObjectGetGeometryIndexNV', 5270: 'OpHitObjectGetInstanceIdNV', 5271: 'OpHitObjectGetInstanceCustomIndexNV', 5272: 'OpHitObjectGetWorldRayDirectionNV', 5273: 'OpHitObjectGetWorldRayOriginNV', 5274: 'OpHitObjectGetRayTMaxNV', 5275: 'OpHitObjectGetRayTMinNV', 5276: 'OpHitObjectIsEmptyNV', 5277: 'OpHitObjectIsHitNV', 5278: 'OpHitObjectIsMissNV', 5279: 'OpReorderThreadWithHitObjectNV', 5280: 'OpReorderThreadWithHintNV', 5281: 'OpTypeHitObjectNV', 5283: 'OpImageSampleFootprintNV', 5288: 'OpTypeVectorIdEXT', 5289: 'OpCooperativeVectorMatrixMulNV', 5290: 'OpCooperativeVectorOuterProductAccumulateNV', 5291: 'OpCooperativeVectorReduceSumAccumulateNV', 5292: 'OpCooperativeVectorMatrixMulAddNV', 5293: 'OpCooperativeMatrixConvertUseEXT', 5294: 'OpEmitMeshTasksEXT', 5295: 'OpSetMeshOutputsEXT', 5296: 'OpGroupNonUniformPartitionEXT', 5299: 'OpWritePackedPrimitiveIndices4x8NV', 5300: 'OpFetchMicroTriangleVertexPositionNV', 5301: 'OpFetchMicroTriangleVertexBarycentricNV', 5302: 'OpCooperativeVectorLoadNV', 5303: 'OpCooperativeVectorStoreNV', 5304: 'OpHitObjectRecordFromQueryEXT', 5305: 'OpHitObjectRecordMissEXT', 5306: 'OpHitObjectRecordMissMotionEXT', 5307: 'OpHitObjectGetIntersectionTriangleVertexPositionsEXT', 5308: 'OpHitObjectGetRayFlagsEXT', 5309: 'OpHitObjectSetShaderBindingTableRecordIndexEXT', 5310: 'OpHitObjectReorderExecuteShaderEXT', 5311: 'OpHitObjectTraceReorderExecuteEXT', 5312: 'OpHitObjectTraceMotionReorderExecuteEXT', 5313: 'OpTypeHitObjectEXT', 5314: 'OpReorderThreadWithHintEXT', 5315: 'OpReorderThreadWithHitObjectEXT', 5316: 'OpHitObjectTraceRayEXT', 5317: 'OpHitObjectTraceRayMotionEXT', 5318: 'OpHitObjectRecordEmptyEXT', 5319: 'OpHitObjectExecuteShaderEXT', 5320: 'OpHitObjectGetCurrentTimeEXT', 5321: 'OpHitObjectGetAttributesEXT', 5322: 'OpHitObjectGetHitKindEXT', 5323: 'OpHitObjectGetPrimitiveIndexEXT', 5324: 'OpHitObjectGetGeometryIndexEXT', 5325: 'OpHitObjectGetInstanceIdEXT', 5326: 'OpHitObjectGetInstanceCustomIndexEXT', 5327: 'OpHitObjectGetObjectRayOriginEXT', 5328: 'OpHitObjectGetObjectRayDirectionEXT', 5329: 'OpHitObjectGetWorldRayDirectionEXT', 5330: 'OpHitObjectGetWorldRayOriginEXT', 5331: 'OpHitObjectGetObjectToWorldEXT', 5332: 'OpHitObjectGetWorldToObjectEXT', 5333: 'OpHitObjectGetRayTMaxEXT', 5334: 'OpReportIntersectionKHR', 5335: 'OpIgnoreIntersectionNV', 5336: 'OpTerminateRayNV', 5337: 'OpTraceNV', 5338: 'OpTraceMotionNV', 5339: 'OpTraceRayMotionNV', 5340: 'OpRayQueryGetIntersectionTriangleVertexPositionsKHR', 5341: 'OpTypeAccelerationStructureKHR', 5344: 'OpExecuteCallableNV', 5345: 'OpRayQueryGetIntersectionClusterIdNV', 5346: 'OpHitObjectGetClusterIdNV', 5347: 'OpHitObjectGetRayTMinEXT', 5348: 'OpHitObjectGetShaderBindingTableRecordIndexEXT', 5349: 'OpHitObjectGetShaderRecordBufferHandleEXT', 5350: 'OpHitObjectIsEmptyEXT', 5351: 'OpHitObjectIsHitEXT', 5352: 'OpHitObjectIsMissEXT', 5358: 'OpTypeCooperativeMatrixNV', 5359: 'OpCooperativeMatrixLoadNV', 5360: 'OpCooperativeMatrixStoreNV', 5361: 'OpCooperativeMatrixMulAddNV', 5362: 'OpCooperativeMatrixLengthNV', 5363: 'OpCooperativeMatrixGetCoordinateEXT', 5364: 'OpBeginInvocationInterlockEXT', 5365: 'OpEndInvocationInterlockEXT', 5366: 'OpCooperativeMatrixReduceEXT', 5367: 'OpCooperativeMatrixLoadTensorNV', 5368: 'OpCooperativeMatrixStoreTensorNV', 5369: 'OpCooperativeMatrixPerElementOpEXT', 5370: 'OpTypeTensorLayoutNV', 5371: 'OpTypeTensorViewNV', 5372: 'OpCreateTensorLayoutNV', 5373: 'OpTensorLayoutSetDimensionNV', 5374: 'OpTensorLayoutSetStrideNV', 5375: 'OpTensorLayoutSliceNV', 5376: 'OpTensorLayoutSetClampValueNV', 5377: 'OpCreateTensorViewNV', 5378: 'OpTensorViewSetDimensionNV', 5379: 'OpTensorViewSetStrideNV', 5380: 'OpDemoteToHelperInvocation', 5381: 'OpIsHelperInvocationEXT', 5382: 'OpTensorViewSetClipNV', 5384: 'OpTensorLayoutSetBlockSizeNV', 5390: 'OpCooperativeMatrixTransposeNV', 5391: 'OpConvertUToImageNV', 5392: 'OpConvertUToSamplerNV', 5393: 'OpConvertImageToUNV', 5394: 'OpConvertSamplerToUNV', 5395: 'OpConvertUToSampledImageNV', 5396: 'OpConvertSampledImageToUNV', 5397: 'OpSamplerImageAddressingModeNV', 5398: 'OpRawAccessChainNV', 5427: 'OpRayQueryGetIntersectionSpherePositionNV', 5428: 'OpRayQueryGetIntersectionSphereRadiusNV', 5429: 'OpRayQueryGetIntersectionLSSPositionsNV', 5430: 'OpRayQueryGetIntersectionLSSRadiiNV', 5431: 'OpRayQueryGetIntersectionLSSHitValueNV', 5432: 'OpHitObjectGetSpherePositionNV', 5433: 'OpHitObjectGetSphereRadiusNV', 5434: 'OpHitObjectGetLSSPositionsNV', 5435: 'OpHitObjectGetLSSRadiiNV', 5436: 'OpHitObjectIsSphereHitNV', 5437: 'OpHitObjectIsLSSHitNV', 5438: 'OpRayQueryIsSphereHitNV', 5439: 'OpRayQueryIsLSSHitNV', 5571: 'OpSubgroupShuffleINTEL', 5572: 'OpSubgroupShuffleDownINTEL', 5573: 'OpSubgroupShuffleUpINTEL', 5574: 'OpSubgroupShuffleXorINTEL', 5575: 'OpSubgroupBlockReadINTEL', 5576: 'OpSubgroupBlockWriteINTEL', 5577: 'OpSubgroupImageBlockReadINTEL', 5578: 'OpSubgroupImageBlockWriteINTEL', 5580: 'OpSubgroupImageMediaBlockReadINTEL', 5581: 'OpSubgroupImageMediaBlockWriteINTEL', 5585: 'OpUCountLeadingZerosINTEL', 5586: 'OpUCountTrailingZerosINTEL', 5587: 'OpAbsISubINTEL', 5588: 'OpAbsUSubINTEL', 5589: 'OpIAddSatINTEL', 5590: 'OpUAddSatINTEL', 5591: 'OpIAverageINTEL', 5592: 'OpUAverageINTEL', 5593: 'OpIAverageRoundedINTEL', 5594: 'OpUAverageRoundedINTEL', 5595: 'OpISubSatINTEL', 5596: 'OpUSubSatINTEL', 5597: 'OpIMul32x16INTEL', 5598: 'OpUMul32x16INTEL', 5600: 'OpConstantFunctionPointerINTEL', 5601: 'OpFunctionPointerCallINTEL', 5609: 'OpAsmTargetINTEL', 5610: 'OpAsmINTEL', 5611: 'OpAsmCallINTEL', 5614: 'OpAtomicFMinEXT', 5615: 'OpAtomicFMaxEXT', 5630: 'OpAssumeTrueKHR', 5631: 'OpExpectKHR', 5632: 'OpDecorateString', 5633: 'OpMemberDecorateString', 5699: 'OpVmeImageINTEL', 5700: 'OpTypeVmeImageINTEL', 5701: 'OpTypeAvcImePayloadINTEL', 5702: 'OpTypeAvcRefPayloadINTEL', 5703: 'OpTypeAvcSicPayloadINTEL', 5704: 'OpTypeAvcMcePayloadINTEL', 5705: 'OpTypeAvcMceResultINTEL', 5706: 'OpTypeAvcImeResultINTEL', 5707: 'OpTypeAvcImeResultSingleReferenceStreamoutINTEL', 5708: 'OpTypeAvcImeResultDualReferenceStreamoutINTEL', 5709: 'OpTypeAvcImeSingleReferenceStreaminINTEL', 5710: 'OpTypeAvcImeDualReferenceStreaminINTEL', 5711: 'OpTypeAvcRefResultINTEL', 5712: 'OpTypeAvcSicResultINTEL', 5713: 'OpSubgroupAvcMceGetDefaultInterBaseMultiReferencePenaltyINTEL', 5714: 'OpSubgroupAvcMceSetInterBaseMultiReferencePenaltyINTEL', 5715: 'OpSubgroupAvcMceGetDefaultInterShapePenaltyINTEL', 5716: 'OpSubgroupAvcMceSetInterShapePenaltyINTEL', 5717: 'OpSubgroupAvcMceGetDefaultInterDirectionPenaltyINTEL', 5718: 'OpSubgroupAvcMceSetInterDirectionPenaltyINTEL', 5719: 'OpSubgroupAvcMceGetDefaultIntraLumaShapePenaltyINTEL', 5720: 'OpSubgroupAvcMceGetDefaultInterMotionVectorCostTableINTEL', 5721: 'OpSubgroupAvcMceGetDefaultHighPenaltyCostTableINTEL', 5722: 'OpSubgroupAvcMceGetDefaultMediumPenaltyCostTableINTEL', 5723: 'OpSubgroupAvcMceGetDefaultLowPenaltyCostTableINTEL', 5724: 'OpSubgroupAvcMceSetMotionVectorCostFunctionINTEL', 5725: 'OpSubgroupAvcMceGetDefaultIntraLumaModePenaltyINTEL', 5726: 'OpSubgroupAvcMceGetDefaultNonDcLumaIntraPenaltyINTEL', 5727: 'OpSubgroupAvcMceGetDefaultIntraChromaModeBasePenaltyINTEL', 5728: 'OpSubgroupAvcMceSetAcOnlyHaarINTEL', 5729: 'OpSubgroupAvcMceSetSourceInterlacedFieldPolarityINTEL', 5730: 'OpSubgroupAvcMceSetSingleReferenceInterlacedFieldPolarityINTEL', 5731: 'OpSubgroupAvcMceSetDualReferenceInterlacedFieldPolaritiesINTEL', 5732: 'OpSubgroupAvcMceConvertToImePayloadINTEL', 5733: 'OpSubgroupAvcMceConvertToImeResultINTEL', 5734: 'OpSubgroupAvcMceConvertToRefPayloadINTEL', 5735: 'OpSubgroupAvcMceConvertToRefResultINTEL', 5736: 'OpSubgroupAvcMceConvertToSicPayloadINTEL', 5737: 'OpSubgroupAvcMceConvertToSicResultINTEL', 5738: 'OpSubgroupAvcMceGetMotionVectorsINTEL', 5739: 'OpSubgroupAvcMceGetInterDistortionsINTEL', 5740: 'OpSubgroupAvcMceGetBestInterDistortionsINTEL', 5741: 'OpSubgroupAvcMceGetInterMajorShapeINTEL', 5742: 'OpSubgroupAvcMceGetInterMinorShapeINTEL', 5743: 'OpSubgroupAvcMceGetInterDirectionsINTEL', 5744: 'OpSubgroupAvcMceGetInterMotionVectorCountINTEL', 5745: 'OpSubgroupAvcMceGetInterReferenceIdsINTEL', 5746: 'OpSubgroupAvcMceGetInterReferenceInterlacedFieldPolaritiesINTEL', 5747: 'OpSubgroupAvcImeInitializeINTEL', 5748: 'OpSubgroupAvcImeSetSingleReferenceINTEL', 5749: 'OpSubgroupAvcImeSetDualReferenceINTEL', 5750: 'OpSubgroupAvcImeRefWindowSizeINTEL', 5751: 'OpSubgroupAvcImeAdjustRefOffsetINTEL', 5752: 'OpSubgroupAvcImeConvertToMcePayloadINTEL', 5753: 'OpSubgroupAvcImeSetMaxMotionVectorCountINTEL', 5754: 'OpSubgroupAvcImeSetUnidirectionalMixDisableINTEL', 5755: 'OpSubgroupAvcImeSetEarlySearchTerminationThresholdINTEL', 5756: 'OpSubgroupAvcImeSetWeightedSadINTEL', 5757: 'OpSubgroupAvcImeEvaluateWithSingleReferenceINTEL', 5758: 'OpSubgroupAvcImeEvaluateWithDualReferenceINTEL', 5759: 'OpSubgroupAvcImeEvaluateWithSingleReferenceStreaminINTEL', 5760: 'OpSubgroupAvcImeEvaluateWithDualReferenceStreaminINTEL', 5761: 'OpSubgroupAvcImeEvaluateWithSingleReferenceStreamoutINTEL', 5762: 'OpSubgroupAvcImeEvaluateWithDualReferenceStreamoutINTEL', 5763: 'OpSubgroupAvcImeEvaluateWithSingleReferenceStreaminoutINTEL', 5764: 'OpSubgroupAvcImeEvaluateWithDualReferenceStreaminoutINTEL', 5765: 'OpSubgroupAvcImeConvertToMceResultINTEL', 5766: 'OpSubgroupAvcImeGetSingleReferenceStreaminINTEL', 5767: 'OpSubgroupAvcImeGetDualReferenceStreaminINTEL', 5768: 'OpSubgroupAvcImeStripSingleReferenceStreamoutINTEL', 5769: 'OpSubgroupAvcImeStripDualReferenceStreamoutINTEL', 5770: 'OpSubgroupAvcImeGetStreamoutSingleReferenceMajorShapeMotionVectorsINTEL', 5771: 'OpSubgroupAvcImeGetStreamoutSingleReferenceMajorShapeDistortionsINTEL', 5772: 'OpSubgroupAvcImeGetStreamoutSingleReferenceMajorShapeReferenceIdsINTEL', 5773: 'OpSubgroupAvcImeGetStreamoutDualReferenceMajorShapeMotionVectorsINTEL', 5774: 'OpSubgroupAvcImeGetStreamoutDualReferenceMajorShapeDistortionsINTEL', 5775: 'OpSubgroupAvcImeGetStreamoutDualReferenceMajorShapeReferenceIdsINTEL', 5776: 'OpSubgroupAvcImeGetBorderReachedINTEL', 5777: 'OpSubgroupAvcImeGetTruncatedSearchIndicationINTEL', 5778: 'OpSubgroupAvcImeGetUnidirectionalEarlySearchTerminationINTEL', 5779: 'OpSubgroupAvcImeGetWeightingPatternMinimumMotionVectorINTEL', 5780: 'OpSubgroupAvcImeGetWeightingPatternMinimumDistortionINTEL', 5781: 'OpSubgroupAvcFmeInitializeINTEL', 5782: 'OpSubgroupAvcBmeInitializeINTEL', 5783: 'OpSubgroupAvcRefConvertToMcePayloadINTEL', 5784: 'OpSubgroupAvcRefSetBidirectionalMixDisableINTEL', 5785: 'OpSubgroupAvcRefSetBilinearFilterEnableINTEL', 5786: 'OpSubgroupAvcRefEvaluateWithSingleReferenceINTEL', 5787: 'OpSubgroupAvcRefEvaluateWithDualReferenceINTEL', 5788: 'OpSubgroupAvcRefEvaluateWithMultiReferenceINTEL', 5789: 'OpSubgroupAvcRefEvaluateWithMultiReferenceInterlacedINTEL', 5790: 'OpSubgroupAvcRefConvertToMceResultINTEL', 5791: 'OpSubgroupAvcSicInitializeINTEL', 5792: 'OpSubgroupAvcSicConfigureSkcINTEL', 5793: 'OpSubgroupAvcSicConfigureIpeLumaINTEL', 5794: 'OpSubgroupAvcSicConfigureIpeLumaChromaINTEL', 5795: 'OpSubgroupAvcSicGetMotionVectorMaskINTEL', 5796: 'OpSubgroupAvcSicConvertToMcePayloadINTEL', 5797: 'OpSubgroupAvcSicSetIntraLumaShapePenaltyINTEL', 5798: 'OpSubgroupAvcSicSetIntraLumaModeCostFunctionINTEL', 5799: 'OpSubgroupAvcSicSetIntraChromaModeCostFunctionINTEL', 5800: 'OpSubgroupAvcSicSetBilinearFilterEnableINTEL', 5801: 'OpSubgroupAvcSicSetSkcForwardTransformEnableINTEL', 5802: 'OpSubgroupAvcSicSetBlockBasedRawSkipSadINTEL', 5803: 'OpSubgroupAvcSicEvaluateIpeINTEL', 5804: 'OpSubgroupAvcSicEvaluateWithSingleReferenceINTEL', 5805: 'OpSubgroupAvcSicEvaluateWithDualReferenceINTEL', 5806: 'OpSubgroupAvcSicEvaluateWithMultiReferenceINTEL', 5807: 'OpSubgroupAvcSicEvaluateWithMultiReferenceInterlacedINTEL', 5808: 'OpSubgroupAvcSicConvertToMceResultINTEL', 5809: 'OpSubgroupAvcSicGetIpeLumaShapeINTEL', 5810: 'OpSubgroupAvcSicGetBestIpeLumaDistortionINTEL', 5811: 'OpSubgroupAvcSicGetBestIpeChromaDistortionINTEL', 5812: 'OpSubgroupAvcSicGetPackedIpeLumaModesINTEL', 5813: 'OpSubgroupAvcSicGetIpeChromaModeINTEL', 5814: 'OpSubgroupAvcSicGetPackedSkcLumaCountThresholdINTEL', 5815: 'OpSubgroupAvcSicGetPackedSkcLumaSumThresholdINTEL', 5816: 'OpSubgroupAvcSicGetInterRawSadsINTEL', 5818: 'OpVariableLengthArrayINTEL', 5819: 'OpSaveMemoryINTEL', 5820: 'OpRestoreMemoryINTEL', 5840: 'OpArbitraryFloatSinCosPiALTERA', 5841: 'OpArbitraryFloatCastALTERA', 5842: 'OpArbitraryFloatCastFromIntALTERA', 5843: 'OpArbitraryFloatCastToIntALTERA', 5846: 'OpArbitraryFloatAddALTERA', 5847: 'OpArbitraryFloatSubALTERA', 5848: 'OpArbitraryFloatMulALTERA', 5849: 'OpArbitraryFloatDivALTERA', 5850: 'OpArbitraryFloatGTALTERA', 5851: 'OpArbitraryFloatGEALTERA', 5852: 'OpArbitraryFloatLTALTERA', 5853: 'OpArbitraryFloatLEALTERA', 5854: 'OpArbitraryFloatEQALTERA', 5855: 'OpArbitraryFloatRecipALTERA', 5856: 'OpArbitraryFloatRSqrtALTERA', 5857: 'OpArbitraryFloatCbrtALTERA', 5858: 'OpArbitraryFloatHypotALTERA', 5859: 'OpArbitraryFloatSqrtALTERA', 5860: 'OpArbitraryFloatLogINTEL', 5861: 'OpArbitraryFloatLog2INTEL', 5862: 'OpArbitraryFloatLog10INTEL', 5863: 'OpArbitraryFloatLog1pINTEL', 5864: 'OpArbitraryFloatExpINTEL', 5865: 'OpArbitraryFloatExp2INTEL', 5866: 'OpArbitraryFloatExp10INTEL', 5867: 'OpArbitraryFloatExpm1INTEL', 5868: 'OpArbitraryFloatSinINTEL', 5869: 'OpArbitraryFloatCosINTEL', 5870: 'OpArbitraryFloatSinCosINTEL', 5871: 'OpArbitraryFloatSinPiINTEL', 5872: 'OpArbitraryFloatCosPiINTEL', 5873: 'OpArbitraryFloatASinINTEL', 5874: 'OpArbitraryFloatASinPiINTEL', 5875: 'OpArbitraryFloatACosINTEL', 5876: 'OpArbitraryFloatACosPiINTEL', 5877: 'OpArbitraryFloatATanINTEL', 5878: 'OpArbitraryFloatATanPiINTEL', 5879: 'OpArbitraryFloatATan2INTEL', 5880: 'OpArbitraryFloatPowINTEL', 5881: 'OpArbitraryFloatPowRINTEL', 5882: 'OpArbitraryFloatPowNINTEL', 5887: 'OpLoopControlINTEL', 5911: 'OpAliasDomainDeclINTEL', 5912: 'OpAliasScopeDeclINTEL', 5913: 'OpAliasScopeListDeclINTEL', 5923: 'OpFixedSqrtALTERA', 5924: 'OpFixedRecipALTERA', 5925: 'OpFixedRsqrtALTERA', 5926: 'OpFixedSinALTERA', 5927: 'OpFixedCosALTERA', 5928: 'OpFixedSinCosALTERA', 5929: 'OpFixedSinPiALTERA', 5930: 'OpFixedCosPiALTERA', 5931: 'OpFixedSinCosPiALTERA', 5932: 'OpFixedLogALTERA', 5933: 'OpFixedExpALTERA', 5934: 'OpPtrCastToCrossWorkgroupALTERA', 5938: 'OpCrossWorkgroupCastToPtrALTERA', 5946: 'OpReadPipeBlockingALTERA', 5947: 'OpWritePipeBlockingALTERA', 5949: 'OpFPGARegALTERA', 6016: 'OpRayQueryGetRayTMinKHR', 6017: 'OpRayQueryGetRayFlagsKHR', 6018: 'OpRayQueryGetIntersectionTKHR', 6019: 'OpRayQueryGetIntersectionInstanceCustomIndexKHR', 6020: 'OpRayQueryGetIntersectionInstanceIdKHR', 6021: 'OpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR', 6022: 'OpRayQueryGetIntersectionGeometryIndexKHR', 6023: 'OpRayQueryGetIntersectionPrimitiveIndexKHR', 6024: 'OpRayQueryGetIntersectionBarycentricsKHR', 6025: 'OpRayQueryGetIntersectionFrontFaceKHR', 6026: 'OpRayQueryGetIntersectionCandidateAABBOpaqueKHR', 6027: 'OpRayQueryGetIntersectionObjectRayDirectionKHR', 6028: 'OpRayQueryGetIntersectionObjectRayOriginKHR', 6029: 'OpRayQueryGetWorldRayDirectionKHR', 6030: 'OpRayQueryGetWorldRayOriginKHR', 6031: 'OpRayQueryGetIntersectionObjectToWorldKHR', 6032: 'OpRayQueryGetIntersectionWorldToObjectKHR', 6035: 'OpAtomicFAddEXT', 6086: 'OpTypeBufferSurfaceINTEL', 6090: 'OpTypeStructContinuedINTEL', 6091: 'OpConstantCompositeContinuedINTEL', 6092: 'OpSpecConstantCompositeContinuedINTEL', 6096: 'OpCompositeConstructContinuedINTEL', 6116: 'OpConvertFToBF16INTEL', 6117: 'OpConvertBF16ToFINTEL', 6142: 'OpControlBarrierArriveEXT', 6143: 'OpControlBarrierWaitEXT', 6145: 'OpArithmeticFenceEXT', 6163: 'OpTaskSequenceCreateALTERA', 6164: 'OpTaskSequenceAsyncALTERA', 6165: 'OpTaskSequenceGetALTERA', 6166: 'OpTaskSequenceReleaseALTERA', 6199: 'OpTypeTaskSequenceALTERA', 6221: 'OpSubgroupBlockPrefetchINTEL', 6231: 'OpSubgroup2DBlockLoadINTEL', 6232: 'OpSubgroup2DBlockLoadTransformINTEL', 6233: 'OpSubgroup2DBlockLoadTransposeINTEL', 6234: 'OpSubgroup2DBlockPrefetchINTEL', 6235: 'OpSubgroup2DBlockStoreINTEL', 6237: 'OpSubgroupMatrixMultiplyAccumulateINTEL', 6242: 'OpBitwiseFunctionINTEL', 6244: 'OpUntypedVariableLengthArrayINTEL', 6248: 'OpConditionalExtensionINTEL', 6249: 'OpConditionalEntryPointINTEL', 6250: 'OpConditionalCapabilityINTEL', 6251: 'OpSpecConstantTargetINTEL', 6252: 'OpSpecConstantArchitectureINTEL', 6253: 'OpSpecConstantCapabilitiesINTEL', 6254: 'OpConditionalCopyObjectINTEL', 6258: 'OpPredicatedLoadINTEL', 6259: 'OpPredicatedStoreINTEL', 6401: 'OpGroupIMulKHR', 6402: 'OpGroupFMulKHR', 6403: 'OpGroupBitwiseAndKHR', 6404: 'OpGroupBitwiseOrKHR', 6405: 'OpGroupBitwiseXorKHR', 6406: 'OpGroupLogicalAndKHR', 6407: 'OpGroupLogicalOrKHR', 6408: 'OpGroupLogicalXorKHR', 6426: 'OpRoundFToTF32INTEL', 6428: 'OpMaskedGatherINTEL', 6429: 'OpMaskedScatterINTEL', 6529: 'OpConvertHandleToImageINTEL', 6530: 'OpConvertHandleToSamplerINTEL', 6531: 'OpConvertHandleToSampledImageINTEL', 6916: 'OpFDot2MixAcc32VALVE', 6917: 'OpFDot2MixAcc16VALVE', 6918: 'OpFDot4MixAcc32VALVE'}

# Operand kind -> category (Id, Literal, ValueEnum, BitEnum, Composite).
KIND_CATEGORY: dict[str, str] = {
    'ImageOperands': 'BitEnum',
    'FPFastMathMode': 'BitEnum',
    'SelectionControl': 'BitEnum',
    'LoopControl': 'BitEnum',
    'FunctionControl': 'BitEnum',
    'MemorySemantics': 'BitEnum',
    'MemoryAccess': 'BitEnum',
    'KernelProfilingInfo': 'BitEnum',
    'RayFlags': 'BitEnum',
    'FragmentShadingRate': 'BitEnum',
    'RawAccessChainOperands': 'BitEnum',
    'SourceLanguage': 'ValueEnum',
    'ExecutionModel': 'ValueEnum',
    'AddressingModel': 'ValueEnum',
    'MemoryModel': 'ValueEnum',
    'ExecutionMode': 'ValueEnum',
    'StorageClass': 'ValueEnum',
    'Dim': 'ValueEnum',
    'SamplerAddressingMode': 'ValueEnum',
    'SamplerFilterMode': 'ValueEnum',
    'ImageFormat': 'ValueEnum',
    'ImageChannelOrder': 'ValueEnum',
    'ImageChannelDataType': 'ValueEnum',
    'FPRoundingMode': 'ValueEnum',
    'FPDenormMode': 'ValueEnum',
    'QuantizationModes': 'ValueEnum',
    'FPOperationMode': 'ValueEnum',
    'OverflowModes': 'ValueEnum',
    'LinkageType': 'ValueEnum',
    'AccessQualifier': 'ValueEnum',
    'HostAccessQualifier': 'ValueEnum',
    'FunctionParameterAttribute': 'ValueEnum',
    'Decoration': 'ValueEnum',
    'BuiltIn': 'ValueEnum',
    'Scope': 'ValueEnum',
    'GroupOperation': 'ValueEnum',
    'KernelEnqueueFlags': 'ValueEnum',
    'Capability': 'ValueEnum',
    'RayQueryIntersection': 'ValueEnum',
    'RayQueryCommittedIntersectionType': 'ValueEnum',
    'RayQueryCandidateIntersectionType': 'ValueEnum',
    'PackedVectorFormat': 'ValueEnum',
    'CooperativeMatrixOperands': 'BitEnum',
    'CooperativeMatrixLayout': 'ValueEnum',
    'CooperativeMatrixUse': 'ValueEnum',
    'CooperativeMatrixReduce': 'BitEnum',
    'TensorClampMode': 'ValueEnum',
    'TensorAddressingOperands': 'BitEnum',
    'InitializationModeQualifier': 'ValueEnum',
    'LoadCacheControl': 'ValueEnum',
    'StoreCacheControl': 'ValueEnum',
    'NamedMaximumNumberOfRegisters': 'ValueEnum',
    'MatrixMultiplyAccumulateOperands': 'BitEnum',
    'FPEncoding': 'ValueEnum',
    'CooperativeVectorMatrixLayout': 'ValueEnum',
    'ComponentType': 'ValueEnum',
    'GatherModes': 'ValueEnum',
    'IdResultType': 'Id',
    'IdResult': 'Id',
    'IdMemorySemantics': 'Id',
    'IdScope': 'Id',
    'IdRef': 'Id',
    'LiteralInteger': 'Literal',
    'LiteralString': 'Literal',
    'LiteralFloat': 'Literal',
    'LiteralContextDependentNumber': 'Literal',
    'LiteralExtInstInteger': 'Literal',
    'LiteralSpecConstantOpInteger': 'Literal',
    'PairLiteralIntegerIdRef': 'Composite',
    'PairIdRefLiteralInteger': 'Composite',
    'PairIdRefIdRef': 'Composite',
    'TensorOperands': 'BitEnum',
}

# The operand kinds whose category is Id (IdRef, IdResult, IdScope...).
ID_KINDS: frozenset[str] = frozenset({'IdResultType', 'IdResult', 'IdMemorySemantics', 'IdScope', 'IdRef'})

# Composite kind -> the kinds it is made of.
COMPOSITE_BASES: dict[str, tuple[str, ...]] = {
    'PairLiteralIntegerIdRef': ('LiteralInteger', 'IdRef'),
    'PairIdRefLiteralInteger': ('IdRef', 'LiteralInteger'),
    'PairIdRefIdRef': ('IdRef', 'IdRef'),
}

# Opcode -> its operands as (kind, quantifier); quantifier '' one, '?' optional, '*' any.
OPERANDS: dict[int, tuple[tuple[str, str], ...]] = {
    0: (),  # OpNop
    1: (('IdResultType', ''), ('IdResult', '')),  # OpUndef
    2: (('LiteralString', ''),),  # OpSourceContinued
    3: (('SourceLanguage', ''), ('LiteralInteger', ''), ('IdRef', '?'), ('LiteralString', '?')),  # OpSource
    4: (('LiteralString', ''),),  # OpSourceExtension
    5: (('IdRef', ''), ('LiteralString', '')),  # OpName
    6: (('IdRef', ''), ('LiteralInteger', ''), ('LiteralString', '')),  # OpMemberName
    7: (('IdResult', ''), ('LiteralString', '')),  # OpString
    8: (('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpLine
    10: (('LiteralString', ''),),  # OpExtension
    11: (('IdResult', ''), ('LiteralString', '')),  # OpExtInstImport
    12: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralExtInstInteger', ''), ('IdRef', '*')),  # OpExtInst
    14: (('AddressingModel', ''), ('MemoryModel', '')),  # OpMemoryModel
    15: (('ExecutionModel', ''), ('IdRef', ''), ('LiteralString', ''), ('IdRef', '*')),  # OpEntryPoint
    16: (('IdRef', ''), ('ExecutionMode', '')),  # OpExecutionMode
    17: (('Capability', ''),),  # OpCapability
    19: (('IdResult', ''),),  # OpTypeVoid
    20: (('IdResult', ''),),  # OpTypeBool
    21: (('IdResult', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpTypeInt
    22: (('IdResult', ''), ('LiteralInteger', ''), ('FPEncoding', '?')),  # OpTypeFloat
    23: (('IdResult', ''), ('IdRef', ''), ('LiteralInteger', '')),  # OpTypeVector
    24: (('IdResult', ''), ('IdRef', ''), ('LiteralInteger', '')),  # OpTypeMatrix
    25: (('IdResult', ''), ('IdRef', ''), ('Dim', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('ImageFormat', ''), ('AccessQualifier', '?')),  # OpTypeImage
    26: (('IdResult', ''),),  # OpTypeSampler
    27: (('IdResult', ''), ('IdRef', '')),  # OpTypeSampledImage
    28: (('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpTypeArray
    29: (('IdResult', ''), ('IdRef', '')),  # OpTypeRuntimeArray
    30: (('IdResult', ''), ('IdRef', '*')),  # OpTypeStruct
    31: (('IdResult', ''), ('LiteralString', '')),  # OpTypeOpaque
    32: (('IdResult', ''), ('StorageClass', ''), ('IdRef', '')),  # OpTypePointer
    33: (('IdResult', ''), ('IdRef', ''), ('IdRef', '*')),  # OpTypeFunction
    34: (('IdResult', ''),),  # OpTypeEvent
    35: (('IdResult', ''),),  # OpTypeDeviceEvent
    36: (('IdResult', ''),),  # OpTypeReserveId
    37: (('IdResult', ''),),  # OpTypeQueue
    38: (('IdResult', ''), ('AccessQualifier', '')),  # OpTypePipe
    39: (('IdRef', ''), ('StorageClass', '')),  # OpTypeForwardPointer
    41: (('IdResultType', ''), ('IdResult', '')),  # OpConstantTrue
    42: (('IdResultType', ''), ('IdResult', '')),  # OpConstantFalse
    43: (('IdResultType', ''), ('IdResult', ''), ('LiteralContextDependentNumber', '')),  # OpConstant
    44: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '*')),  # OpConstantComposite
    45: (('IdResultType', ''), ('IdResult', ''), ('SamplerAddressingMode', ''), ('LiteralInteger', ''), ('SamplerFilterMode', '')),  # OpConstantSampler
    46: (('IdResultType', ''), ('IdResult', '')),  # OpConstantNull
    48: (('IdResultType', ''), ('IdResult', '')),  # OpSpecConstantTrue
    49: (('IdResultType', ''), ('IdResult', '')),  # OpSpecConstantFalse
    50: (('IdResultType', ''), ('IdResult', ''), ('LiteralContextDependentNumber', '')),  # OpSpecConstant
    51: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '*')),  # OpSpecConstantComposite
    52: (('IdResultType', ''), ('IdResult', ''), ('LiteralSpecConstantOpInteger', '')),  # OpSpecConstantOp
    54: (('IdResultType', ''), ('IdResult', ''), ('FunctionControl', ''), ('IdRef', '')),  # OpFunction
    55: (('IdResultType', ''), ('IdResult', '')),  # OpFunctionParameter
    56: (),  # OpFunctionEnd
    57: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '*')),  # OpFunctionCall
    59: (('IdResultType', ''), ('IdResult', ''), ('StorageClass', ''), ('IdRef', '?')),  # OpVariable
    60: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpImageTexelPointer
    61: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('MemoryAccess', '?')),  # OpLoad
    62: (('IdRef', ''), ('IdRef', ''), ('MemoryAccess', '?')),  # OpStore
    63: (('IdRef', ''), ('IdRef', ''), ('MemoryAccess', '?'), ('MemoryAccess', '?')),  # OpCopyMemory
    64: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('MemoryAccess', '?'), ('MemoryAccess', '?')),  # OpCopyMemorySized
    65: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '*')),  # OpAccessChain
    66: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '*')),  # OpInBoundsAccessChain
    67: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '*')),  # OpPtrAccessChain
    68: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', '')),  # OpArrayLength
    69: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpGenericPtrMemSemantics
    70: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '*')),  # OpInBoundsPtrAccessChain
    71: (('IdRef', ''), ('Decoration', '')),  # OpDecorate
    72: (('IdRef', ''), ('LiteralInteger', ''), ('Decoration', '')),  # OpMemberDecorate
    73: (('IdResult', ''),),  # OpDecorationGroup
    74: (('IdRef', ''), ('IdRef', '*')),  # OpGroupDecorate
    75: (('IdRef', ''), ('PairIdRefLiteralInteger', '*')),  # OpGroupMemberDecorate
    77: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpVectorExtractDynamic
    78: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpVectorInsertDynamic
    79: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('LiteralInteger', '*')),  # OpVectorShuffle
    80: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '*')),  # OpCompositeConstruct
    81: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', '*')),  # OpCompositeExtract
    82: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('LiteralInteger', '*')),  # OpCompositeInsert
    83: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpCopyObject
    84: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpTranspose
    86: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSampledImage
    87: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageSampleImplicitLod
    88: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '')),  # OpImageSampleExplicitLod
    89: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageSampleDrefImplicitLod
    90: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '')),  # OpImageSampleDrefExplicitLod
    91: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageSampleProjImplicitLod
    92: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '')),  # OpImageSampleProjExplicitLod
    93: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageSampleProjDrefImplicitLod
    94: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '')),  # OpImageSampleProjDrefExplicitLod
    95: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageFetch
    96: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageGather
    97: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageDrefGather
    98: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageRead
    99: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageWrite
    100: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpImage
    101: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpImageQueryFormat
    102: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpImageQueryOrder
    103: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpImageQuerySizeLod
    104: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpImageQuerySize
    105: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpImageQueryLod
    106: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpImageQueryLevels
    107: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpImageQuerySamples
    109: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertFToU
    110: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertFToS
    111: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertSToF
    112: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertUToF
    113: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpUConvert
    114: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSConvert
    115: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpFConvert
    116: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpQuantizeToF16
    117: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertPtrToU
    118: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSatConvertSToU
    119: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSatConvertUToS
    120: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertUToPtr
    121: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpPtrCastToGeneric
    122: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpGenericCastToPtr
    123: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('StorageClass', '')),  # OpGenericCastToPtrExplicit
    124: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpBitcast
    126: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSNegate
    127: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpFNegate
    128: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpIAdd
    129: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFAdd
    130: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpISub
    131: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFSub
    132: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpIMul
    133: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFMul
    134: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpUDiv
    135: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSDiv
    136: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFDiv
    137: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpUMod
    138: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSRem
    139: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSMod
    140: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFRem
    141: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFMod
    142: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpVectorTimesScalar
    143: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpMatrixTimesScalar
    144: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpVectorTimesMatrix
    145: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpMatrixTimesVector
    146: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpMatrixTimesMatrix
    147: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpOuterProduct
    148: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpDot
    149: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpIAddCarry
    150: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpISubBorrow
    151: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpUMulExtended
    152: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSMulExtended
    154: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpAny
    155: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpAll
    156: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpIsNan
    157: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpIsInf
    158: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpIsFinite
    159: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpIsNormal
    160: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSignBitSet
    161: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpLessOrGreater
    162: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpOrdered
    163: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpUnordered
    164: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpLogicalEqual
    165: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpLogicalNotEqual
    166: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpLogicalOr
    167: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpLogicalAnd
    168: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpLogicalNot
    169: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSelect
    170: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpIEqual
    171: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpINotEqual
    172: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpUGreaterThan
    173: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSGreaterThan
    174: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpUGreaterThanEqual
    175: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSGreaterThanEqual
    176: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpULessThan
    177: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSLessThan
    178: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpULessThanEqual
    179: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSLessThanEqual
    180: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFOrdEqual
    181: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFUnordEqual
    182: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFOrdNotEqual
    183: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFUnordNotEqual
    184: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFOrdLessThan
    185: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFUnordLessThan
    186: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFOrdGreaterThan
    187: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFUnordGreaterThan
    188: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFOrdLessThanEqual
    189: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFUnordLessThanEqual
    190: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFOrdGreaterThanEqual
    191: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFUnordGreaterThanEqual
    194: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpShiftRightLogical
    195: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpShiftRightArithmetic
    196: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpShiftLeftLogical
    197: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpBitwiseOr
    198: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpBitwiseXor
    199: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpBitwiseAnd
    200: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpNot
    201: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpBitFieldInsert
    202: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpBitFieldSExtract
    203: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpBitFieldUExtract
    204: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpBitReverse
    205: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpBitCount
    207: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpDPdx
    208: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpDPdy
    209: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpFwidth
    210: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpDPdxFine
    211: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpDPdyFine
    212: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpFwidthFine
    213: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpDPdxCoarse
    214: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpDPdyCoarse
    215: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpFwidthCoarse
    218: (),  # OpEmitVertex
    219: (),  # OpEndPrimitive
    220: (('IdRef', ''),),  # OpEmitStreamVertex
    221: (('IdRef', ''),),  # OpEndStreamPrimitive
    224: (('IdScope', ''), ('IdScope', ''), ('IdMemorySemantics', '')),  # OpControlBarrier
    225: (('IdScope', ''), ('IdMemorySemantics', '')),  # OpMemoryBarrier
    227: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', '')),  # OpAtomicLoad
    228: (('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdRef', '')),  # OpAtomicStore
    229: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdRef', '')),  # OpAtomicExchange
    230: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdMemorySemantics', ''), ('IdRef', ''), ('IdRef', '')),  # OpAtomicCompareExchange
    231: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdMemorySemantics', ''), ('IdRef', ''), ('IdRef', '')),  # OpAtomicCompareExchangeWeak
    232: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', '')),  # OpAtomicIIncrement
    233: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', '')),  # OpAtomicIDecrement
    234: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdRef', '')),  # OpAtomicIAdd
    235: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdRef', '')),  # OpAtomicISub
    236: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdRef', '')),  # OpAtomicSMin
    237: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdRef', '')),  # OpAtomicUMin
    238: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdRef', '')),  # OpAtomicSMax
    239: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdRef', '')),  # OpAtomicUMax
    240: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdRef', '')),  # OpAtomicAnd
    241: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdRef', '')),  # OpAtomicOr
    242: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdRef', '')),  # OpAtomicXor
    245: (('IdResultType', ''), ('IdResult', ''), ('PairIdRefIdRef', '*')),  # OpPhi
    246: (('IdRef', ''), ('IdRef', ''), ('LoopControl', '')),  # OpLoopMerge
    247: (('IdRef', ''), ('SelectionControl', '')),  # OpSelectionMerge
    248: (('IdResult', ''),),  # OpLabel
    249: (('IdRef', ''),),  # OpBranch
    250: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('LiteralInteger', '*')),  # OpBranchConditional
    251: (('IdRef', ''), ('IdRef', ''), ('PairLiteralIntegerIdRef', '*')),  # OpSwitch
    252: (),  # OpKill
    253: (),  # OpReturn
    254: (('IdRef', ''),),  # OpReturnValue
    255: (),  # OpUnreachable
    256: (('IdRef', ''), ('LiteralInteger', '')),  # OpLifetimeStart
    257: (('IdRef', ''), ('LiteralInteger', '')),  # OpLifetimeStop
    259: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupAsyncCopy
    260: (('IdScope', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupWaitEvents
    261: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', '')),  # OpGroupAll
    262: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', '')),  # OpGroupAny
    263: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupBroadcast
    264: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupIAdd
    265: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupFAdd
    266: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupFMin
    267: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupUMin
    268: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupSMin
    269: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupFMax
    270: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupUMax
    271: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupSMax
    274: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpReadPipe
    275: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpWritePipe
    276: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpReservedReadPipe
    277: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpReservedWritePipe
    278: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpReserveReadPipePackets
    279: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpReserveWritePipePackets
    280: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpCommitReadPipe
    281: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpCommitWritePipe
    282: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpIsValidReserveId
    283: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpGetNumPipePackets
    284: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpGetMaxPipePackets
    285: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupReserveReadPipePackets
    286: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupReserveWritePipePackets
    287: (('IdScope', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupCommitReadPipe
    288: (('IdScope', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupCommitWritePipe
    291: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpEnqueueMarker
    292: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '*')),  # OpEnqueueKernel
    293: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpGetKernelNDrangeSubGroupCount
    294: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpGetKernelNDrangeMaxSubGroupSize
    295: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpGetKernelWorkGroupSize
    296: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpGetKernelPreferredWorkGroupSizeMultiple
    297: (('IdRef', ''),),  # OpRetainEvent
    298: (('IdRef', ''),),  # OpReleaseEvent
    299: (('IdResultType', ''), ('IdResult', '')),  # OpCreateUserEvent
    300: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpIsValidEvent
    301: (('IdRef', ''), ('IdRef', '')),  # OpSetUserEventStatus
    302: (('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpCaptureEventProfilingInfo
    303: (('IdResultType', ''), ('IdResult', '')),  # OpGetDefaultQueue
    304: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpBuildNDRange
    305: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageSparseSampleImplicitLod
    306: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '')),  # OpImageSparseSampleExplicitLod
    307: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageSparseSampleDrefImplicitLod
    308: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '')),  # OpImageSparseSampleDrefExplicitLod
    309: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageSparseSampleProjImplicitLod
    310: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '')),  # OpImageSparseSampleProjExplicitLod
    311: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageSparseSampleProjDrefImplicitLod
    312: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '')),  # OpImageSparseSampleProjDrefExplicitLod
    313: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageSparseFetch
    314: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageSparseGather
    315: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageSparseDrefGather
    316: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpImageSparseTexelsResident
    317: (),  # OpNoLine
    318: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', '')),  # OpAtomicFlagTestAndSet
    319: (('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', '')),  # OpAtomicFlagClear
    320: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageSparseRead
    321: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSizeOf
    322: (('IdResult', ''),),  # OpTypePipeStorage
    323: (('IdResultType', ''), ('IdResult', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpConstantPipeStorage
    324: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpCreatePipeFromPipeStorage
    325: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpGetKernelLocalSizeForSubgroupCount
    326: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpGetKernelMaxNumSubgroups
    327: (('IdResult', ''),),  # OpTypeNamedBarrier
    328: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpNamedBarrierInitialize
    329: (('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', '')),  # OpMemoryNamedBarrier
    330: (('LiteralString', ''),),  # OpModuleProcessed
    331: (('IdRef', ''), ('ExecutionMode', '')),  # OpExecutionModeId
    332: (('IdRef', ''), ('Decoration', '')),  # OpDecorateId
    333: (('IdResultType', ''), ('IdResult', ''), ('IdScope', '')),  # OpGroupNonUniformElect
    334: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', '')),  # OpGroupNonUniformAll
    335: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', '')),  # OpGroupNonUniformAny
    336: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', '')),  # OpGroupNonUniformAllEqual
    337: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupNonUniformBroadcast
    338: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', '')),  # OpGroupNonUniformBroadcastFirst
    339: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', '')),  # OpGroupNonUniformBallot
    340: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', '')),  # OpGroupNonUniformInverseBallot
    341: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupNonUniformBallotBitExtract
    342: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupNonUniformBallotBitCount
    343: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', '')),  # OpGroupNonUniformBallotFindLSB
    344: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', '')),  # OpGroupNonUniformBallotFindMSB
    345: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupNonUniformShuffle
    346: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupNonUniformShuffleXor
    347: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupNonUniformShuffleUp
    348: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupNonUniformShuffleDown
    349: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformIAdd
    350: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformFAdd
    351: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformIMul
    352: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformFMul
    353: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformSMin
    354: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformUMin
    355: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformFMin
    356: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformSMax
    357: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformUMax
    358: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformFMax
    359: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformBitwiseAnd
    360: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformBitwiseOr
    361: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformBitwiseXor
    362: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformLogicalAnd
    363: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformLogicalOr
    364: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformLogicalXor
    365: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupNonUniformQuadBroadcast
    366: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', '')),  # OpGroupNonUniformQuadSwap
    400: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpCopyLogical
    401: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpPtrEqual
    402: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpPtrNotEqual
    403: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpPtrDiff
    4160: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '?')),  # OpColorAttachmentReadEXT
    4161: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '?')),  # OpDepthAttachmentReadEXT
    4162: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '?')),  # OpStencilAttachmentReadEXT
    4163: (('IdResult', ''), ('IdRef', ''), ('IdRef', '?'), ('IdRef', '?')),  # OpTypeTensorARM
    4164: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('TensorOperands', '?')),  # OpTensorReadARM
    4165: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('TensorOperands', '?')),  # OpTensorWriteARM
    4166: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpTensorQuerySizeARM
    4181: (('IdResultType', ''), ('IdResult', ''), ('LiteralInteger', '')),  # OpGraphConstantARM
    4182: (('IdRef', ''), ('LiteralString', ''), ('IdRef', '*')),  # OpGraphEntryPointARM
    4183: (('IdResultType', ''), ('IdResult', '')),  # OpGraphARM
    4184: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '*')),  # OpGraphInputARM
    4185: (('IdRef', ''), ('IdRef', ''), ('IdRef', '*')),  # OpGraphSetOutputARM
    4186: (),  # OpGraphEndARM
    4190: (('IdResult', ''), ('LiteralInteger', ''), ('IdRef', '*')),  # OpTypeGraphARM
    4195: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpBitcastExtractEXT
    4416: (),  # OpTerminateInvocation
    4417: (('IdResult', ''), ('StorageClass', '')),  # OpTypeUntypedPointerKHR
    4418: (('IdResultType', ''), ('IdResult', ''), ('StorageClass', ''), ('IdRef', '?'), ('IdRef', '?')),  # OpUntypedVariableKHR
    4419: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '*')),  # OpUntypedAccessChainKHR
    4420: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '*')),  # OpUntypedInBoundsAccessChainKHR
    4421: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupBallotKHR
    4422: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupFirstInvocationKHR
    4423: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '*')),  # OpUntypedPtrAccessChainKHR
    4424: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '*')),  # OpUntypedInBoundsPtrAccessChainKHR
    4425: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('LiteralInteger', '')),  # OpUntypedArrayLengthKHR
    4426: (('IdRef', ''), ('IdRef', ''), ('IdRef', '?'), ('IdRef', '?'), ('IdRef', '?')),  # OpUntypedPrefetchKHR
    4427: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpFmaKHR
    4428: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAllKHR
    4429: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAnyKHR
    4430: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAllEqualKHR
    4431: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '?')),  # OpGroupNonUniformRotateKHR
    4432: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupReadInvocationKHR
    4433: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralExtInstInteger', ''), ('IdRef', '*')),  # OpExtInstWithForwardRefsKHR
    4434: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('MemoryAccess', '?'), ('MemoryAccess', '?')),  # OpUntypedGroupAsyncCopyKHR
    4445: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpTraceRayKHR
    4446: (('IdRef', ''), ('IdRef', '')),  # OpExecuteCallableKHR
    4447: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertUToAccelerationStructureKHR
    4448: (),  # OpIgnoreIntersectionKHR
    4449: (),  # OpTerminateRayKHR
    4450: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('PackedVectorFormat', '?')),  # OpSDot
    4451: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('PackedVectorFormat', '?')),  # OpUDot
    4452: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('PackedVectorFormat', '?')),  # OpSUDot
    4453: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('PackedVectorFormat', '?')),  # OpSDotAccSat
    4454: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('PackedVectorFormat', '?')),  # OpUDotAccSat
    4455: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('PackedVectorFormat', '?')),  # OpSUDotAccSat
    4456: (('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpTypeCooperativeMatrixKHR
    4457: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '?'), ('MemoryAccess', '?')),  # OpCooperativeMatrixLoadKHR
    4458: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '?'), ('MemoryAccess', '?')),  # OpCooperativeMatrixStoreKHR
    4459: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('CooperativeMatrixOperands', '?')),  # OpCooperativeMatrixMulAddKHR
    4460: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpCooperativeMatrixLengthKHR
    4461: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConstantCompositeReplicateEXT
    4462: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSpecConstantCompositeReplicateEXT
    4463: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpCompositeConstructReplicateEXT
    4472: (('IdResult', ''),),  # OpTypeRayQueryKHR
    4473: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryInitializeKHR
    4474: (('IdRef', ''),),  # OpRayQueryTerminateKHR
    4475: (('IdRef', ''), ('IdRef', '')),  # OpRayQueryGenerateIntersectionKHR
    4476: (('IdRef', ''),),  # OpRayQueryConfirmIntersectionKHR
    4477: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpRayQueryProceedKHR
    4479: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionTypeKHR
    4480: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpImageSampleWeightedQCOM
    4481: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpImageBoxFilterQCOM
    4482: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpImageBlockMatchSSDQCOM
    4483: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpImageBlockMatchSADQCOM
    4497: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpBitCastArrayQCOM
    4500: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpImageBlockMatchWindowSSDQCOM
    4501: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpImageBlockMatchWindowSADQCOM
    4502: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpImageBlockMatchGatherSSDQCOM
    4503: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpImageBlockMatchGatherSADQCOM
    4540: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpCompositeConstructCoopMatQCOM
    4541: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpCompositeExtractCoopMatQCOM
    4542: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpExtractSubArrayQCOM
    4545: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageGatherQCOM
    5000: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupIAddNonUniformAMD
    5001: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupFAddNonUniformAMD
    5002: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupFMinNonUniformAMD
    5003: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupUMinNonUniformAMD
    5004: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupSMinNonUniformAMD
    5005: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupFMaxNonUniformAMD
    5006: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupUMaxNonUniformAMD
    5007: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupSMaxNonUniformAMD
    5011: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpFragmentMaskFetchAMD
    5012: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpFragmentFetchAMD
    5056: (('IdResultType', ''), ('IdResult', ''), ('IdScope', '')),  # OpReadClockKHR
    5074: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', '')),  # OpAllocateNodePayloadsAMDX
    5075: (('IdRef', ''),),  # OpEnqueueNodePayloadsAMDX
    5076: (('IdResult', ''), ('IdRef', '')),  # OpTypeNodePayloadArrayAMDX
    5078: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpFinishWritingNodePayloadAMDX
    5090: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpNodePayloadArrayLengthAMDX
    5101: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpIsNodePayloadValidAMDX
    5103: (('IdResult', ''), ('LiteralString', '')),  # OpConstantStringAMDX
    5104: (('IdResult', ''), ('LiteralString', '')),  # OpSpecConstantStringAMDX
    5110: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpGroupNonUniformQuadAllKHR
    5111: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpGroupNonUniformQuadAnyKHR
    5115: (('IdResult', ''), ('StorageClass', '')),  # OpTypeBufferEXT
    5119: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpBufferPointerEXT
    5121: (('IdRef', ''), ('IdRef', '')),  # OpAbortKHR
    5126: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpUntypedImageTexelPointerEXT
    5127: (('IdRef', ''), ('LiteralInteger', ''), ('Decoration', '')),  # OpMemberDecorateIdEXT
    5129: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConstantSizeOfEXT
    5147: (('IdResultType', ''), ('IdResult', ''), ('LiteralInteger', '*')),  # OpConstantDataKHR
    5148: (('IdResultType', ''), ('IdResult', ''), ('LiteralInteger', '*')),  # OpSpecConstantDataKHR
    5158: (('IdResultType', ''), ('IdResult', '')),  # OpPoisonKHR
    5159: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpFreezeKHR
    5249: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpHitObjectRecordHitMotionNV
    5250: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpHitObjectRecordHitWithIndexMotionNV
    5251: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpHitObjectRecordMissMotionNV
    5252: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetWorldToObjectNV
    5253: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetObjectToWorldNV
    5254: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetObjectRayDirectionNV
    5255: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetObjectRayOriginNV
    5256: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpHitObjectTraceRayMotionNV
    5257: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetShaderRecordBufferHandleNV
    5258: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetShaderBindingTableRecordIndexNV
    5259: (('IdRef', ''),),  # OpHitObjectRecordEmptyNV
    5260: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpHitObjectTraceRayNV
    5261: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpHitObjectRecordHitNV
    5262: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpHitObjectRecordHitWithIndexNV
    5263: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpHitObjectRecordMissNV
    5264: (('IdRef', ''), ('IdRef', '')),  # OpHitObjectExecuteShaderNV
    5265: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetCurrentTimeNV
    5266: (('IdRef', ''), ('IdRef', '')),  # OpHitObjectGetAttributesNV
    5267: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetHitKindNV
    5268: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetPrimitiveIndexNV
    5269: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetGeometryIndexNV
    5270: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetInstanceIdNV
    5271: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetInstanceCustomIndexNV
    5272: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetWorldRayDirectionNV
    5273: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetWorldRayOriginNV
    5274: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetRayTMaxNV
    5275: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetRayTMinNV
    5276: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectIsEmptyNV
    5277: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectIsHitNV
    5278: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectIsMissNV
    5279: (('IdRef', ''), ('IdRef', '?'), ('IdRef', '?')),  # OpReorderThreadWithHitObjectNV
    5280: (('IdRef', ''), ('IdRef', '')),  # OpReorderThreadWithHintNV
    5281: (('IdResult', ''),),  # OpTypeHitObjectNV
    5283: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('ImageOperands', '?')),  # OpImageSampleFootprintNV
    5288: (('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpTypeVectorIdEXT
    5289: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '?'), ('CooperativeMatrixOperands', '?')),  # OpCooperativeVectorMatrixMulNV
    5290: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '?')),  # OpCooperativeVectorOuterProductAccumulateNV
    5291: (('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpCooperativeVectorReduceSumAccumulateNV
    5292: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '?'), ('CooperativeMatrixOperands', '?')),  # OpCooperativeVectorMatrixMulAddNV
    5293: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpCooperativeMatrixConvertUseEXT
    5294: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '?')),  # OpEmitMeshTasksEXT
    5295: (('IdRef', ''), ('IdRef', '')),  # OpSetMeshOutputsEXT
    5296: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpGroupNonUniformPartitionEXT
    5299: (('IdRef', ''), ('IdRef', '')),  # OpWritePackedPrimitiveIndices4x8NV
    5300: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpFetchMicroTriangleVertexPositionNV
    5301: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpFetchMicroTriangleVertexBarycentricNV
    5302: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('MemoryAccess', '?')),  # OpCooperativeVectorLoadNV
    5303: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('MemoryAccess', '?')),  # OpCooperativeVectorStoreNV
    5304: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '?')),  # OpHitObjectRecordFromQueryEXT
    5305: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpHitObjectRecordMissEXT
    5306: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpHitObjectRecordMissMotionEXT
    5307: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetIntersectionTriangleVertexPositionsEXT
    5308: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetRayFlagsEXT
    5309: (('IdRef', ''), ('IdRef', '')),  # OpHitObjectSetShaderBindingTableRecordIndexEXT
    5310: (('IdRef', ''), ('IdRef', ''), ('IdRef', '?'), ('IdRef', '?')),  # OpHitObjectReorderExecuteShaderEXT
    5311: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '?'), ('IdRef', '?')),  # OpHitObjectTraceReorderExecuteEXT
    5312: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '?'), ('IdRef', '?')),  # OpHitObjectTraceMotionReorderExecuteEXT
    5313: (('IdResult', ''),),  # OpTypeHitObjectEXT
    5314: (('IdRef', ''), ('IdRef', '')),  # OpReorderThreadWithHintEXT
    5315: (('IdRef', ''), ('IdRef', '?'), ('IdRef', '?')),  # OpReorderThreadWithHitObjectEXT
    5316: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpHitObjectTraceRayEXT
    5317: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpHitObjectTraceRayMotionEXT
    5318: (('IdRef', ''),),  # OpHitObjectRecordEmptyEXT
    5319: (('IdRef', ''), ('IdRef', '')),  # OpHitObjectExecuteShaderEXT
    5320: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetCurrentTimeEXT
    5321: (('IdRef', ''), ('IdRef', '')),  # OpHitObjectGetAttributesEXT
    5322: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetHitKindEXT
    5323: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetPrimitiveIndexEXT
    5324: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetGeometryIndexEXT
    5325: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetInstanceIdEXT
    5326: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetInstanceCustomIndexEXT
    5327: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetObjectRayOriginEXT
    5328: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetObjectRayDirectionEXT
    5329: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetWorldRayDirectionEXT
    5330: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetWorldRayOriginEXT
    5331: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetObjectToWorldEXT
    5332: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetWorldToObjectEXT
    5333: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetRayTMaxEXT
    5334: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpReportIntersectionKHR
    5335: (),  # OpIgnoreIntersectionNV
    5336: (),  # OpTerminateRayNV
    5337: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpTraceNV
    5338: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpTraceMotionNV
    5339: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpTraceRayMotionNV
    5340: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionTriangleVertexPositionsKHR
    5341: (('IdResult', ''),),  # OpTypeAccelerationStructureKHR
    5344: (('IdRef', ''), ('IdRef', '')),  # OpExecuteCallableNV
    5345: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionClusterIdNV
    5346: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetClusterIdNV
    5347: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetRayTMinEXT
    5348: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetShaderBindingTableRecordIndexEXT
    5349: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetShaderRecordBufferHandleEXT
    5350: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectIsEmptyEXT
    5351: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectIsHitEXT
    5352: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectIsMissEXT
    5358: (('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdRef', ''), ('IdRef', '')),  # OpTypeCooperativeMatrixNV
    5359: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('MemoryAccess', '?')),  # OpCooperativeMatrixLoadNV
    5360: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('MemoryAccess', '?')),  # OpCooperativeMatrixStoreNV
    5361: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpCooperativeMatrixMulAddNV
    5362: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpCooperativeMatrixLengthNV
    5363: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpCooperativeMatrixGetCoordinateEXT
    5364: (),  # OpBeginInvocationInterlockEXT
    5365: (),  # OpEndInvocationInterlockEXT
    5366: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('CooperativeMatrixReduce', ''), ('IdRef', '')),  # OpCooperativeMatrixReduceEXT
    5367: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('MemoryAccess', ''), ('TensorAddressingOperands', '')),  # OpCooperativeMatrixLoadTensorNV
    5368: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('MemoryAccess', ''), ('TensorAddressingOperands', '')),  # OpCooperativeMatrixStoreTensorNV
    5369: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '*')),  # OpCooperativeMatrixPerElementOpEXT
    5370: (('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpTypeTensorLayoutNV
    5371: (('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '*')),  # OpTypeTensorViewNV
    5372: (('IdResultType', ''), ('IdResult', '')),  # OpCreateTensorLayoutNV
    5373: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '*')),  # OpTensorLayoutSetDimensionNV
    5374: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '*')),  # OpTensorLayoutSetStrideNV
    5375: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '*')),  # OpTensorLayoutSliceNV
    5376: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpTensorLayoutSetClampValueNV
    5377: (('IdResultType', ''), ('IdResult', '')),  # OpCreateTensorViewNV
    5378: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '*')),  # OpTensorViewSetDimensionNV
    5379: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '*')),  # OpTensorViewSetStrideNV
    5380: (),  # OpDemoteToHelperInvocation
    5381: (('IdResultType', ''), ('IdResult', '')),  # OpIsHelperInvocationEXT
    5382: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpTensorViewSetClipNV
    5384: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '*')),  # OpTensorLayoutSetBlockSizeNV
    5390: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpCooperativeMatrixTransposeNV
    5391: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertUToImageNV
    5392: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertUToSamplerNV
    5393: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertImageToUNV
    5394: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertSamplerToUNV
    5395: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertUToSampledImageNV
    5396: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertSampledImageToUNV
    5397: (('LiteralInteger', ''),),  # OpSamplerImageAddressingModeNV
    5398: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('RawAccessChainOperands', '?')),  # OpRawAccessChainNV
    5427: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionSpherePositionNV
    5428: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionSphereRadiusNV
    5429: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionLSSPositionsNV
    5430: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionLSSRadiiNV
    5431: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionLSSHitValueNV
    5432: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetSpherePositionNV
    5433: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetSphereRadiusNV
    5434: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetLSSPositionsNV
    5435: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectGetLSSRadiiNV
    5436: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectIsSphereHitNV
    5437: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpHitObjectIsLSSHitNV
    5438: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryIsSphereHitNV
    5439: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryIsLSSHitNV
    5571: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupShuffleINTEL
    5572: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupShuffleDownINTEL
    5573: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupShuffleUpINTEL
    5574: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupShuffleXorINTEL
    5575: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupBlockReadINTEL
    5576: (('IdRef', ''), ('IdRef', '')),  # OpSubgroupBlockWriteINTEL
    5577: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupImageBlockReadINTEL
    5578: (('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupImageBlockWriteINTEL
    5580: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupImageMediaBlockReadINTEL
    5581: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupImageMediaBlockWriteINTEL
    5585: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpUCountLeadingZerosINTEL
    5586: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpUCountTrailingZerosINTEL
    5587: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpAbsISubINTEL
    5588: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpAbsUSubINTEL
    5589: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpIAddSatINTEL
    5590: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpUAddSatINTEL
    5591: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpIAverageINTEL
    5592: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpUAverageINTEL
    5593: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpIAverageRoundedINTEL
    5594: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpUAverageRoundedINTEL
    5595: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpISubSatINTEL
    5596: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpUSubSatINTEL
    5597: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpIMul32x16INTEL
    5598: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpUMul32x16INTEL
    5600: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConstantFunctionPointerINTEL
    5601: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '*')),  # OpFunctionPointerCallINTEL
    5609: (('IdResult', ''), ('LiteralString', '')),  # OpAsmTargetINTEL
    5610: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('LiteralString', ''), ('LiteralString', '')),  # OpAsmINTEL
    5611: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '*')),  # OpAsmCallINTEL
    5614: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdRef', '')),  # OpAtomicFMinEXT
    5615: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdRef', '')),  # OpAtomicFMaxEXT
    5630: (('IdRef', ''),),  # OpAssumeTrueKHR
    5631: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpExpectKHR
    5632: (('IdRef', ''), ('Decoration', '')),  # OpDecorateString
    5633: (('IdRef', ''), ('LiteralInteger', ''), ('Decoration', '')),  # OpMemberDecorateString
    5699: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpVmeImageINTEL
    5700: (('IdResult', ''), ('IdRef', '')),  # OpTypeVmeImageINTEL
    5701: (('IdResult', ''),),  # OpTypeAvcImePayloadINTEL
    5702: (('IdResult', ''),),  # OpTypeAvcRefPayloadINTEL
    5703: (('IdResult', ''),),  # OpTypeAvcSicPayloadINTEL
    5704: (('IdResult', ''),),  # OpTypeAvcMcePayloadINTEL
    5705: (('IdResult', ''),),  # OpTypeAvcMceResultINTEL
    5706: (('IdResult', ''),),  # OpTypeAvcImeResultINTEL
    5707: (('IdResult', ''),),  # OpTypeAvcImeResultSingleReferenceStreamoutINTEL
    5708: (('IdResult', ''),),  # OpTypeAvcImeResultDualReferenceStreamoutINTEL
    5709: (('IdResult', ''),),  # OpTypeAvcImeSingleReferenceStreaminINTEL
    5710: (('IdResult', ''),),  # OpTypeAvcImeDualReferenceStreaminINTEL
    5711: (('IdResult', ''),),  # OpTypeAvcRefResultINTEL
    5712: (('IdResult', ''),),  # OpTypeAvcSicResultINTEL
    5713: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetDefaultInterBaseMultiReferencePenaltyINTEL
    5714: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcMceSetInterBaseMultiReferencePenaltyINTEL
    5715: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetDefaultInterShapePenaltyINTEL
    5716: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcMceSetInterShapePenaltyINTEL
    5717: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetDefaultInterDirectionPenaltyINTEL
    5718: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcMceSetInterDirectionPenaltyINTEL
    5719: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetDefaultIntraLumaShapePenaltyINTEL
    5720: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetDefaultInterMotionVectorCostTableINTEL
    5721: (('IdResultType', ''), ('IdResult', '')),  # OpSubgroupAvcMceGetDefaultHighPenaltyCostTableINTEL
    5722: (('IdResultType', ''), ('IdResult', '')),  # OpSubgroupAvcMceGetDefaultMediumPenaltyCostTableINTEL
    5723: (('IdResultType', ''), ('IdResult', '')),  # OpSubgroupAvcMceGetDefaultLowPenaltyCostTableINTEL
    5724: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcMceSetMotionVectorCostFunctionINTEL
    5725: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetDefaultIntraLumaModePenaltyINTEL
    5726: (('IdResultType', ''), ('IdResult', '')),  # OpSubgroupAvcMceGetDefaultNonDcLumaIntraPenaltyINTEL
    5727: (('IdResultType', ''), ('IdResult', '')),  # OpSubgroupAvcMceGetDefaultIntraChromaModeBasePenaltyINTEL
    5728: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceSetAcOnlyHaarINTEL
    5729: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcMceSetSourceInterlacedFieldPolarityINTEL
    5730: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcMceSetSingleReferenceInterlacedFieldPolarityINTEL
    5731: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcMceSetDualReferenceInterlacedFieldPolaritiesINTEL
    5732: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceConvertToImePayloadINTEL
    5733: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceConvertToImeResultINTEL
    5734: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceConvertToRefPayloadINTEL
    5735: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceConvertToRefResultINTEL
    5736: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceConvertToSicPayloadINTEL
    5737: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceConvertToSicResultINTEL
    5738: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetMotionVectorsINTEL
    5739: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetInterDistortionsINTEL
    5740: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetBestInterDistortionsINTEL
    5741: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetInterMajorShapeINTEL
    5742: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetInterMinorShapeINTEL
    5743: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetInterDirectionsINTEL
    5744: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetInterMotionVectorCountINTEL
    5745: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetInterReferenceIdsINTEL
    5746: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcMceGetInterReferenceInterlacedFieldPolaritiesINTEL
    5747: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeInitializeINTEL
    5748: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeSetSingleReferenceINTEL
    5749: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeSetDualReferenceINTEL
    5750: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeRefWindowSizeINTEL
    5751: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeAdjustRefOffsetINTEL
    5752: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcImeConvertToMcePayloadINTEL
    5753: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeSetMaxMotionVectorCountINTEL
    5754: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcImeSetUnidirectionalMixDisableINTEL
    5755: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeSetEarlySearchTerminationThresholdINTEL
    5756: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeSetWeightedSadINTEL
    5757: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeEvaluateWithSingleReferenceINTEL
    5758: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeEvaluateWithDualReferenceINTEL
    5759: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeEvaluateWithSingleReferenceStreaminINTEL
    5760: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeEvaluateWithDualReferenceStreaminINTEL
    5761: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeEvaluateWithSingleReferenceStreamoutINTEL
    5762: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeEvaluateWithDualReferenceStreamoutINTEL
    5763: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeEvaluateWithSingleReferenceStreaminoutINTEL
    5764: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeEvaluateWithDualReferenceStreaminoutINTEL
    5765: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcImeConvertToMceResultINTEL
    5766: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcImeGetSingleReferenceStreaminINTEL
    5767: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcImeGetDualReferenceStreaminINTEL
    5768: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcImeStripSingleReferenceStreamoutINTEL
    5769: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcImeStripDualReferenceStreamoutINTEL
    5770: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeGetStreamoutSingleReferenceMajorShapeMotionVectorsINTEL
    5771: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeGetStreamoutSingleReferenceMajorShapeDistortionsINTEL
    5772: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeGetStreamoutSingleReferenceMajorShapeReferenceIdsINTEL
    5773: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeGetStreamoutDualReferenceMajorShapeMotionVectorsINTEL
    5774: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeGetStreamoutDualReferenceMajorShapeDistortionsINTEL
    5775: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeGetStreamoutDualReferenceMajorShapeReferenceIdsINTEL
    5776: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcImeGetBorderReachedINTEL
    5777: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcImeGetTruncatedSearchIndicationINTEL
    5778: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcImeGetUnidirectionalEarlySearchTerminationINTEL
    5779: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcImeGetWeightingPatternMinimumMotionVectorINTEL
    5780: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcImeGetWeightingPatternMinimumDistortionINTEL
    5781: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcFmeInitializeINTEL
    5782: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcBmeInitializeINTEL
    5783: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcRefConvertToMcePayloadINTEL
    5784: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcRefSetBidirectionalMixDisableINTEL
    5785: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcRefSetBilinearFilterEnableINTEL
    5786: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcRefEvaluateWithSingleReferenceINTEL
    5787: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcRefEvaluateWithDualReferenceINTEL
    5788: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcRefEvaluateWithMultiReferenceINTEL
    5789: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcRefEvaluateWithMultiReferenceInterlacedINTEL
    5790: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcRefConvertToMceResultINTEL
    5791: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcSicInitializeINTEL
    5792: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcSicConfigureSkcINTEL
    5793: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcSicConfigureIpeLumaINTEL
    5794: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcSicConfigureIpeLumaChromaINTEL
    5795: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcSicGetMotionVectorMaskINTEL
    5796: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcSicConvertToMcePayloadINTEL
    5797: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcSicSetIntraLumaShapePenaltyINTEL
    5798: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcSicSetIntraLumaModeCostFunctionINTEL
    5799: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcSicSetIntraChromaModeCostFunctionINTEL
    5800: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcSicSetBilinearFilterEnableINTEL
    5801: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcSicSetSkcForwardTransformEnableINTEL
    5802: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcSicSetBlockBasedRawSkipSadINTEL
    5803: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcSicEvaluateIpeINTEL
    5804: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcSicEvaluateWithSingleReferenceINTEL
    5805: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcSicEvaluateWithDualReferenceINTEL
    5806: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcSicEvaluateWithMultiReferenceINTEL
    5807: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroupAvcSicEvaluateWithMultiReferenceInterlacedINTEL
    5808: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcSicConvertToMceResultINTEL
    5809: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcSicGetIpeLumaShapeINTEL
    5810: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcSicGetBestIpeLumaDistortionINTEL
    5811: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcSicGetBestIpeChromaDistortionINTEL
    5812: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcSicGetPackedIpeLumaModesINTEL
    5813: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcSicGetIpeChromaModeINTEL
    5814: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcSicGetPackedSkcLumaCountThresholdINTEL
    5815: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcSicGetPackedSkcLumaSumThresholdINTEL
    5816: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpSubgroupAvcSicGetInterRawSadsINTEL
    5818: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpVariableLengthArrayINTEL
    5819: (('IdResultType', ''), ('IdResult', '')),  # OpSaveMemoryINTEL
    5820: (('IdRef', ''),),  # OpRestoreMemoryINTEL
    5840: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatSinCosPiALTERA
    5841: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatCastALTERA
    5842: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatCastFromIntALTERA
    5843: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatCastToIntALTERA
    5846: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatAddALTERA
    5847: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatSubALTERA
    5848: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatMulALTERA
    5849: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatDivALTERA
    5850: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('LiteralInteger', '')),  # OpArbitraryFloatGTALTERA
    5851: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('LiteralInteger', '')),  # OpArbitraryFloatGEALTERA
    5852: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('LiteralInteger', '')),  # OpArbitraryFloatLTALTERA
    5853: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('LiteralInteger', '')),  # OpArbitraryFloatLEALTERA
    5854: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('LiteralInteger', '')),  # OpArbitraryFloatEQALTERA
    5855: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatRecipALTERA
    5856: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatRSqrtALTERA
    5857: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatCbrtALTERA
    5858: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatHypotALTERA
    5859: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatSqrtALTERA
    5860: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatLogINTEL
    5861: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatLog2INTEL
    5862: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatLog10INTEL
    5863: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatLog1pINTEL
    5864: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatExpINTEL
    5865: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatExp2INTEL
    5866: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatExp10INTEL
    5867: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatExpm1INTEL
    5868: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatSinINTEL
    5869: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatCosINTEL
    5870: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatSinCosINTEL
    5871: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatSinPiINTEL
    5872: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatCosPiINTEL
    5873: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatASinINTEL
    5874: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatASinPiINTEL
    5875: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatACosINTEL
    5876: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatACosPiINTEL
    5877: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatATanINTEL
    5878: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatATanPiINTEL
    5879: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatATan2INTEL
    5880: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatPowINTEL
    5881: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatPowRINTEL
    5882: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpArbitraryFloatPowNINTEL
    5887: (('LiteralInteger', '*'),),  # OpLoopControlINTEL
    5911: (('IdResult', ''), ('IdRef', '?')),  # OpAliasDomainDeclINTEL
    5912: (('IdResult', ''), ('IdRef', ''), ('IdRef', '?')),  # OpAliasScopeDeclINTEL
    5913: (('IdResult', ''), ('IdRef', '*')),  # OpAliasScopeListDeclINTEL
    5923: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpFixedSqrtALTERA
    5924: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpFixedRecipALTERA
    5925: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpFixedRsqrtALTERA
    5926: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpFixedSinALTERA
    5927: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpFixedCosALTERA
    5928: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpFixedSinCosALTERA
    5929: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpFixedSinPiALTERA
    5930: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpFixedCosPiALTERA
    5931: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpFixedSinCosPiALTERA
    5932: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpFixedLogALTERA
    5933: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpFixedExpALTERA
    5934: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpPtrCastToCrossWorkgroupALTERA
    5938: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpCrossWorkgroupCastToPtrALTERA
    5946: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpReadPipeBlockingALTERA
    5947: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpWritePipeBlockingALTERA
    5949: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpFPGARegALTERA
    6016: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpRayQueryGetRayTMinKHR
    6017: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpRayQueryGetRayFlagsKHR
    6018: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionTKHR
    6019: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionInstanceCustomIndexKHR
    6020: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionInstanceIdKHR
    6021: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR
    6022: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionGeometryIndexKHR
    6023: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionPrimitiveIndexKHR
    6024: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionBarycentricsKHR
    6025: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionFrontFaceKHR
    6026: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionCandidateAABBOpaqueKHR
    6027: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionObjectRayDirectionKHR
    6028: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionObjectRayOriginKHR
    6029: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpRayQueryGetWorldRayDirectionKHR
    6030: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpRayQueryGetWorldRayOriginKHR
    6031: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionObjectToWorldKHR
    6032: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpRayQueryGetIntersectionWorldToObjectKHR
    6035: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdScope', ''), ('IdMemorySemantics', ''), ('IdRef', '')),  # OpAtomicFAddEXT
    6086: (('IdResult', ''), ('AccessQualifier', '')),  # OpTypeBufferSurfaceINTEL
    6090: (('IdRef', '*'),),  # OpTypeStructContinuedINTEL
    6091: (('IdRef', '*'),),  # OpConstantCompositeContinuedINTEL
    6092: (('IdRef', '*'),),  # OpSpecConstantCompositeContinuedINTEL
    6096: (('IdRef', '*'),),  # OpCompositeConstructContinuedINTEL
    6116: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertFToBF16INTEL
    6117: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertBF16ToFINTEL
    6142: (('IdScope', ''), ('IdScope', ''), ('IdMemorySemantics', '')),  # OpControlBarrierArriveEXT
    6143: (('IdScope', ''), ('IdScope', ''), ('IdMemorySemantics', '')),  # OpControlBarrierWaitEXT
    6145: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpArithmeticFenceEXT
    6163: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpTaskSequenceCreateALTERA
    6164: (('IdRef', ''), ('IdRef', '*')),  # OpTaskSequenceAsyncALTERA
    6165: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpTaskSequenceGetALTERA
    6166: (('IdRef', ''),),  # OpTaskSequenceReleaseALTERA
    6199: (('IdResult', ''),),  # OpTypeTaskSequenceALTERA
    6221: (('IdRef', ''), ('IdRef', ''), ('MemoryAccess', '?')),  # OpSubgroupBlockPrefetchINTEL
    6231: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroup2DBlockLoadINTEL
    6232: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroup2DBlockLoadTransformINTEL
    6233: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroup2DBlockLoadTransposeINTEL
    6234: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroup2DBlockPrefetchINTEL
    6235: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpSubgroup2DBlockStoreINTEL
    6237: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('MatrixMultiplyAccumulateOperands', '?')),  # OpSubgroupMatrixMultiplyAccumulateINTEL
    6242: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpBitwiseFunctionINTEL
    6244: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', '')),  # OpUntypedVariableLengthArrayINTEL
    6248: (('IdRef', ''), ('LiteralString', '')),  # OpConditionalExtensionINTEL
    6249: (('IdRef', ''), ('ExecutionModel', ''), ('IdRef', ''), ('LiteralString', ''), ('IdRef', '*')),  # OpConditionalEntryPointINTEL
    6250: (('IdRef', ''), ('Capability', '')),  # OpConditionalCapabilityINTEL
    6251: (('IdResultType', ''), ('IdResult', ''), ('LiteralInteger', ''), ('LiteralInteger', '*')),  # OpSpecConstantTargetINTEL
    6252: (('IdResultType', ''), ('IdResult', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),  # OpSpecConstantArchitectureINTEL
    6253: (('IdResultType', ''), ('IdResult', ''), ('Capability', '*')),  # OpSpecConstantCapabilitiesINTEL
    6254: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '*')),  # OpConditionalCopyObjectINTEL
    6258: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('MemoryAccess', '?')),  # OpPredicatedLoadINTEL
    6259: (('IdRef', ''), ('IdRef', ''), ('IdRef', ''), ('MemoryAccess', '?')),  # OpPredicatedStoreINTEL
    6401: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupIMulKHR
    6402: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupFMulKHR
    6403: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupBitwiseAndKHR
    6404: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupBitwiseOrKHR
    6405: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupBitwiseXorKHR
    6406: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupLogicalAndKHR
    6407: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupLogicalOrKHR
    6408: (('IdResultType', ''), ('IdResult', ''), ('IdScope', ''), ('GroupOperation', ''), ('IdRef', '')),  # OpGroupLogicalXorKHR
    6426: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpRoundFToTF32INTEL
    6428: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', ''), ('IdRef', '')),  # OpMaskedGatherINTEL
    6429: (('IdRef', ''), ('IdRef', ''), ('LiteralInteger', ''), ('IdRef', '')),  # OpMaskedScatterINTEL
    6529: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertHandleToImageINTEL
    6530: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertHandleToSamplerINTEL
    6531: (('IdResultType', ''), ('IdResult', ''), ('IdRef', '')),  # OpConvertHandleToSampledImageINTEL
    6916: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpFDot2MixAcc32VALVE
    6917: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpFDot2MixAcc16VALVE
    6918: (('IdResultType', ''), ('IdResult', ''), ('IdRef', ''), ('IdRef', ''), ('IdRef', '')),  # OpFDot4MixAcc32VALVE
}

# Enum kind -> value -> the operands that value adds (a Decoration of Binding: one literal).
ENUM_PARAMETERS: dict[str, dict[int, tuple[tuple[str, str], ...]]] = {
    'ImageOperands': {
        1: (('IdRef', ''),),
        2: (('IdRef', ''),),
        4: (('IdRef', ''), ('IdRef', '')),
        8: (('IdRef', ''),),
        16: (('IdRef', ''),),
        32: (('IdRef', ''),),
        64: (('IdRef', ''),),
        128: (('IdRef', ''),),
        256: (('IdScope', ''),),
        512: (('IdScope', ''),),
        65536: (('IdRef', ''),),
    },
    'LoopControl': {
        8: (('LiteralInteger', ''),),
        16: (('LiteralInteger', ''),),
        32: (('LiteralInteger', ''),),
        64: (('LiteralInteger', ''),),
        128: (('LiteralInteger', ''),),
        256: (('LiteralInteger', ''),),
        65536: (('LiteralInteger', ''),),
        131072: (('LiteralInteger', ''),),
        262144: (('LiteralInteger', ''),),
        524288: (('LiteralInteger', ''),),
        1048576: (('LiteralInteger', ''),),
        2097152: (('LiteralInteger', ''),),
        4194304: (('LiteralInteger', ''),),
        16777216: (('LiteralInteger', ''),),
        33554432: (('LiteralInteger', ''),),
        268435456: (('LiteralInteger', ''),),
    },
    'MemoryAccess': {
        2: (('LiteralInteger', ''),),
        8: (('IdScope', ''),),
        16: (('IdScope', ''),),
        65536: (('IdRef', ''),),
        131072: (('IdRef', ''),),
    },
    'ExecutionMode': {
        0: (('LiteralInteger', ''),),
        17: (('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),
        18: (('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),
        26: (('LiteralInteger', ''),),
        30: (('LiteralInteger', ''),),
        35: (('LiteralInteger', ''),),
        36: (('LiteralInteger', ''),),
        37: (('IdRef', ''),),
        38: (('IdRef', ''), ('IdRef', ''), ('IdRef', '')),
        39: (('IdRef', ''), ('IdRef', ''), ('IdRef', '')),
        4459: (('LiteralInteger', ''),),
        4460: (('LiteralInteger', ''),),
        4461: (('LiteralInteger', ''),),
        4462: (('LiteralInteger', ''),),
        4463: (('LiteralInteger', ''),),
        4490: (('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),
        5070: (('IdRef', ''),),
        5071: (('IdRef', ''),),
        5072: (('IdRef', ''), ('IdRef', ''), ('IdRef', '')),
        5073: (('IdRef', ''),),
        5077: (('IdRef', ''), ('IdRef', ''), ('IdRef', '')),
        5102: (('IdRef', ''), ('IdRef', '')),
        5270: (('LiteralInteger', ''),),
        5618: (('LiteralInteger', ''),),
        5620: (('LiteralInteger', ''),),
        5621: (('LiteralInteger', ''),),
        5622: (('LiteralInteger', ''),),
        5623: (('LiteralInteger', ''),),
        5893: (('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),
        5894: (('LiteralInteger', ''),),
        5896: (('LiteralInteger', ''),),
        5903: (('LiteralInteger', ''),),
        6028: (('IdRef', ''), ('IdRef', '')),
        6031: (('IdRef', ''),),
        6154: (('LiteralInteger', ''),),
        6160: (('LiteralInteger', ''),),
        6417: (('LiteralInteger', ''),),
        6461: (('LiteralInteger', ''),),
        6462: (('IdRef', ''),),
        6463: (('NamedMaximumNumberOfRegisters', ''),),
    },
    'Decoration': {
        1: (('LiteralInteger', ''),),
        6: (('LiteralInteger', ''),),
        7: (('LiteralInteger', ''),),
        11: (('BuiltIn', ''),),
        27: (('IdScope', ''),),
        29: (('LiteralInteger', ''),),
        30: (('LiteralInteger', ''),),
        31: (('LiteralInteger', ''),),
        32: (('LiteralInteger', ''),),
        33: (('LiteralInteger', ''),),
        34: (('LiteralInteger', ''),),
        35: (('LiteralInteger', ''),),
        36: (('LiteralInteger', ''),),
        37: (('LiteralInteger', ''),),
        38: (('FunctionParameterAttribute', ''),),
        39: (('FPRoundingMode', ''),),
        40: (('FPFastMathMode', ''),),
        41: (('LiteralString', ''), ('LinkageType', '')),
        43: (('LiteralInteger', ''),),
        44: (('LiteralInteger', ''),),
        45: (('LiteralInteger', ''),),
        46: (('IdRef', ''),),
        47: (('IdRef', ''),),
        5019: (('IdRef', ''),),
        5020: (('IdRef', ''),),
        5091: (('IdRef', ''),),
        5098: (('IdRef', ''),),
        5100: (('IdRef', ''),),
        5124: (('IdRef', ''),),
        5125: (('IdRef', ''),),
        5256: (('LiteralInteger', ''),),
        5358: (('LiteralInteger', ''),),
        5397: (('LiteralInteger', ''),),
        5599: (('LiteralInteger', ''),),
        5607: (('LiteralString', ''),),
        5625: (('LiteralInteger', ''),),
        5628: (('LiteralInteger', ''),),
        5634: (('IdRef', ''),),
        5635: (('LiteralString', ''),),
        5636: (('LiteralString', ''),),
        5822: (('LiteralInteger', ''), ('FPRoundingMode', '')),
        5823: (('LiteralInteger', ''), ('FPDenormMode', '')),
        5826: (('LiteralString', ''),),
        5827: (('LiteralInteger', ''),),
        5828: (('LiteralInteger', ''),),
        5829: (('LiteralInteger', ''),),
        5832: (('LiteralInteger', ''),),
        5834: (('LiteralString', ''), ('LiteralString', '')),
        5835: (('LiteralInteger', '*'),),
        5836: (('LiteralInteger', ''),),
        5883: (('LiteralInteger', ''),),
        5884: (('LiteralInteger', ''),),
        5900: (('LiteralInteger', ''),),
        5902: (('LiteralInteger', ''),),
        5909: (('LiteralInteger', ''), ('LiteralInteger', '')),
        5914: (('IdRef', ''),),
        5915: (('IdRef', ''),),
        5917: (('LiteralInteger', ''),),
        5918: (('LiteralInteger', ''),),
        5919: (('LiteralInteger', ''),),
        5921: (('LiteralInteger', ''),),
        5944: (('LiteralInteger', ''),),
        6080: (('LiteralInteger', ''), ('FPOperationMode', '')),
        6170: (('LiteralFloat', ''),),
        6172: (('LiteralInteger', ''),),
        6173: (('LiteralInteger', ''), ('LiteralInteger', ''), ('LiteralInteger', '')),
        6177: (('LiteralInteger', ''),),
        6178: (('LiteralInteger', ''),),
        6179: (('LiteralInteger', ''),),
        6180: (('AccessQualifier', ''),),
        6181: (('LiteralInteger', ''),),
        6182: (('LiteralInteger', ''),),
        6188: (('HostAccessQualifier', ''), ('LiteralString', '')),
        6190: (('InitializationModeQualifier', ''),),
        6191: (('LiteralInteger', ''),),
        6247: (('IdRef', ''),),
        6442: (('LiteralInteger', ''), ('LoadCacheControl', '')),
        6443: (('LiteralInteger', ''), ('StoreCacheControl', '')),
        7040: (('LiteralInteger', ''),),
    },
    'TensorAddressingOperands': {
        1: (('IdRef', ''),),
        2: (('IdRef', ''),),
        4: (('IdRef', ''),),
    },
    'TensorOperands': {
        2: (('IdRef', ''),),
        4: (('IdRef', ''),),
        8: (('IdRef', ''),),
    },
}

# Enum kind -> value -> the grammar's spelling (the first enumerant of that value).
SPELLING: dict[str, dict[int, str]] = {
    'ImageOperands': {0: 'None', 1: 'Bias', 2: 'Lod', 4: 'Grad', 8: 'ConstOffset', 16: 'Offset', 32: 'ConstOffsets', 64: 'Sample', 128: 'MinLod', 256: 'MakeTexelAvailable', 512: 'MakeTexelVisible', 1024: 'NonPrivateTexel', 2048: 'VolatileTexel', 4096: 'SignExtend', 8192: 'ZeroExtend', 16384: 'Nontemporal', 65536: 'Offsets'},
    'FPFastMathMode': {0: 'None', 1: 'NotNaN', 2: 'NotInf', 4: 'NSZ', 8: 'AllowRecip', 16: 'Fast', 65536: 'AllowContract', 131072: 'AllowReassoc', 262144: 'AllowTransform'},
    'SelectionControl': {0: 'None', 1: 'Flatten', 2: 'DontFlatten'},
    'LoopControl': {0: 'None', 1: 'Unroll', 2: 'DontUnroll', 4: 'DependencyInfinite', 8: 'DependencyLength', 16: 'MinIterations', 32: 'MaxIterations', 64: 'IterationMultiple', 128: 'PeelCount', 256: 'PartialCount', 65536: 'InitiationIntervalALTERA', 131072: 'MaxConcurrencyALTERA', 262144: 'DependencyArrayALTERA', 524288: 'PipelineEnableALTERA', 1048576: 'LoopCoalesceALTERA', 2097152: 'MaxInterleavingALTERA', 4194304: 'SpeculatedIterationsALTERA', 8388608: 'NoFusionALTERA', 16777216: 'LoopCountALTERA', 33554432: 'MaxReinvocationDelayALTERA', 268435456: 'MultipleWaitQueuesQCOM'},
    'FunctionControl': {0: 'None', 1: 'Inline', 2: 'DontInline', 4: 'Pure', 8: 'Const', 65536: 'OptNoneEXT'},
    'MemorySemantics': {0: 'Relaxed', 2: 'Acquire', 4: 'Release', 8: 'AcquireRelease', 16: 'SequentiallyConsistent', 64: 'UniformMemory', 128: 'SubgroupMemory', 256: 'WorkgroupMemory', 512: 'CrossWorkgroupMemory', 1024: 'AtomicCounterMemory', 2048: 'ImageMemory', 4096: 'OutputMemory', 8192: 'MakeAvailable', 16384: 'MakeVisible', 32768: 'Volatile'},
    'MemoryAccess': {0: 'None', 1: 'Volatile', 2: 'Aligned', 4: 'Nontemporal', 8: 'MakePointerAvailable', 16: 'MakePointerVisible', 32: 'NonPrivatePointer', 65536: 'AliasScopeINTELMask', 131072: 'NoAliasINTELMask'},
    'KernelProfilingInfo': {0: 'None', 1: 'CmdExecTime'},
    'RayFlags': {0: 'NoneKHR', 1: 'OpaqueKHR', 2: 'NoOpaqueKHR', 4: 'TerminateOnFirstHitKHR', 8: 'SkipClosestHitShaderKHR', 16: 'CullBackFacingTrianglesKHR', 32: 'CullFrontFacingTrianglesKHR', 64: 'CullOpaqueKHR', 128: 'CullNoOpaqueKHR', 256: 'SkipTrianglesKHR', 512: 'SkipAABBsKHR', 1024: 'ForceOpacityMicromap2StateKHR'},
    'FragmentShadingRate': {1: 'Vertical2Pixels', 2: 'Vertical4Pixels', 4: 'Horizontal2Pixels', 8: 'Horizontal4Pixels'},
    'RawAccessChainOperands': {0: 'None', 1: 'RobustnessPerComponentNV', 2: 'RobustnessPerElementNV'},
    'SourceLanguage': {0: 'Unknown', 1: 'ESSL', 2: 'GLSL', 3: 'OpenCL_C', 4: 'OpenCL_CPP', 5: 'HLSL', 6: 'CPP_for_OpenCL', 7: 'SYCL', 8: 'HERO_C', 9: 'NZSL', 10: 'WGSL', 11: 'Slang', 12: 'Zig', 13: 'Rust', 14: 'Pred', 15: 'ApilaJai'},
    'ExecutionModel': {0: 'Vertex', 1: 'TessellationControl', 2: 'TessellationEvaluation', 3: 'Geometry', 4: 'Fragment', 5: 'GLCompute', 6: 'Kernel', 5267: 'TaskNV', 5268: 'MeshNV', 5313: 'RayGenerationKHR', 5314: 'IntersectionKHR', 5315: 'AnyHitKHR', 5316: 'ClosestHitKHR', 5317: 'MissKHR', 5318: 'CallableKHR', 5364: 'TaskEXT', 5365: 'MeshEXT'},
    'AddressingModel': {0: 'Logical', 1: 'Physical32', 2: 'Physical64', 5348: 'PhysicalStorageBuffer64'},
    'MemoryModel': {0: 'Simple', 1: 'GLSL450', 2: 'OpenCL', 3: 'Vulkan'},
    'ExecutionMode': {0: 'Invocations', 1: 'SpacingEqual', 2: 'SpacingFractionalEven', 3: 'SpacingFractionalOdd', 4: 'VertexOrderCw', 5: 'VertexOrderCcw', 6: 'PixelCenterInteger', 7: 'OriginUpperLeft', 8: 'OriginLowerLeft', 9: 'EarlyFragmentTests', 10: 'PointMode', 11: 'Xfb', 12: 'DepthReplacing', 14: 'DepthGreater', 15: 'DepthLess', 16: 'DepthUnchanged', 17: 'LocalSize', 18: 'LocalSizeHint', 19: 'InputPoints', 20: 'InputLines', 21: 'InputLinesAdjacency', 22: 'Triangles', 23: 'InputTrianglesAdjacency', 24: 'Quads', 25: 'Isolines', 26: 'OutputVertices', 27: 'OutputPoints', 28: 'OutputLineStrip', 29: 'OutputTriangleStrip', 30: 'VecTypeHint', 31: 'ContractionOff', 33: 'Initializer', 34: 'Finalizer', 35: 'SubgroupSize', 36: 'SubgroupsPerWorkgroup', 37: 'SubgroupsPerWorkgroupId', 38: 'LocalSizeId', 39: 'LocalSizeHintId', 4169: 'NonCoherentColorAttachmentReadEXT', 4170: 'NonCoherentDepthAttachmentReadEXT', 4171: 'NonCoherentStencilAttachmentReadEXT', 4421: 'SubgroupUniformControlFlowKHR', 4446: 'PostDepthCoverage', 4459: 'DenormPreserve', 4460: 'DenormFlushToZero', 4461: 'SignedZeroInfNanPreserve', 4462: 'RoundingModeRTE', 4463: 'RoundingModeRTZ', 4489: 'NonCoherentTileAttachmentReadQCOM', 4490: 'TileShadingRateQCOM', 5017: 'EarlyAndLateFragmentTestsAMD', 5027: 'StencilRefReplacingEXT', 5069: 'CoalescingAMDX', 5070: 'IsApiEntryAMDX', 5071: 'MaxNodeRecursionAMDX', 5072: 'StaticNumWorkgroupsAMDX', 5073: 'ShaderIndexAMDX', 5077: 'MaxNumWorkgroupsAMDX', 5079: 'StencilRefUnchangedFrontAMD', 5080: 'StencilRefGreaterFrontAMD', 5081: 'StencilRefLessFrontAMD', 5082: 'StencilRefUnchangedBackAMD', 5083: 'StencilRefGreaterBackAMD', 5084: 'StencilRefLessBackAMD', 5088: 'QuadDerivativesKHR', 5089: 'RequireFullQuadsKHR', 5102: 'SharesInputWithAMDX', 5157: 'ArithmeticPoisonKHR', 5269: 'OutputLinesEXT', 5270: 'OutputPrimitivesEXT', 5289: 'DerivativeGroupQuadsKHR', 5290: 'DerivativeGroupLinearKHR', 5298: 'OutputTrianglesEXT', 5366: 'PixelInterlockOrderedEXT', 5367: 'PixelInterlockUnorderedEXT', 5368: 'SampleInterlockOrderedEXT', 5369: 'SampleInterlockUnorderedEXT', 5370: 'ShadingRateInterlockOrderedEXT', 5371: 'ShadingRateInterlockUnorderedEXT', 5427: 'Shader64BitIndexingEXT', 5618: 'SharedLocalMemorySizeINTEL', 5620: 'RoundingModeRTPINTEL', 5621: 'RoundingModeRTNINTEL', 5622: 'FloatingPointModeALTINTEL', 5623: 'FloatingPointModeIEEEINTEL', 5893: 'MaxWorkgroupSizeINTEL', 5894: 'MaxWorkDimINTEL', 5895: 'NoGlobalOffsetINTEL', 5896: 'NumSIMDWorkitemsINTEL', 5903: 'SchedulerTargetFmaxMhzINTEL', 6023: 'MaximallyReconvergesKHR', 6028: 'FPFastMathDefault', 6031: 'OpacityMicromapIdKHR', 6154: 'StreamingInterfaceINTEL', 6160: 'RegisterMapInterfaceINTEL', 6417: 'NamedBarrierCountINTEL', 6461: 'MaximumRegistersINTEL', 6462: 'MaximumRegistersIdINTEL', 6463: 'NamedMaximumRegistersINTEL'},
    'StorageClass': {0: 'UniformConstant', 1: 'Input', 2: 'Uniform', 3: 'Output', 4: 'Workgroup', 5: 'CrossWorkgroup', 6: 'Private', 7: 'Function', 8: 'Generic', 9: 'PushConstant', 10: 'AtomicCounter', 11: 'Image', 12: 'StorageBuffer', 4172: 'TileImageEXT', 4491: 'TileAttachmentQCOM', 5068: 'NodePayloadAMDX', 5328: 'CallableDataKHR', 5329: 'IncomingCallableDataKHR', 5338: 'RayPayloadKHR', 5339: 'HitAttributeKHR', 5342: 'IncomingRayPayloadKHR', 5343: 'ShaderRecordBufferKHR', 5349: 'PhysicalStorageBuffer', 5385: 'HitObjectAttributeNV', 5402: 'TaskPayloadWorkgroupEXT', 5411: 'HitObjectAttributeEXT', 5605: 'CodeSectionINTEL', 5936: 'DeviceOnlyALTERA', 5937: 'HostOnlyALTERA'},
    'Dim': {0: '1D', 1: '2D', 2: '3D', 3: 'Cube', 4: 'Rect', 5: 'Buffer', 6: 'SubpassData', 4173: 'TileImageDataEXT'},
    'SamplerAddressingMode': {0: 'None', 1: 'ClampToEdge', 2: 'Clamp', 3: 'Repeat', 4: 'RepeatMirrored'},
    'SamplerFilterMode': {0: 'Nearest', 1: 'Linear'},
    'ImageFormat': {0: 'Unknown', 1: 'Rgba32f', 2: 'Rgba16f', 3: 'R32f', 4: 'Rgba8', 5: 'Rgba8Snorm', 6: 'Rg32f', 7: 'Rg16f', 8: 'R11fG11fB10f', 9: 'R16f', 10: 'Rgba16', 11: 'Rgb10A2', 12: 'Rg16', 13: 'Rg8', 14: 'R16', 15: 'R8', 16: 'Rgba16Snorm', 17: 'Rg16Snorm', 18: 'Rg8Snorm', 19: 'R16Snorm', 20: 'R8Snorm', 21: 'Rgba32i', 22: 'Rgba16i', 23: 'Rgba8i', 24: 'R32i', 25: 'Rg32i', 26: 'Rg16i', 27: 'Rg8i', 28: 'R16i', 29: 'R8i', 30: 'Rgba32ui', 31: 'Rgba16ui', 32: 'Rgba8ui', 33: 'R32ui', 34: 'Rgb10a2ui', 35: 'Rg32ui', 36: 'Rg16ui', 37: 'Rg8ui', 38: 'R16ui', 39: 'R8ui', 40: 'R64ui', 41: 'R64i'},
    'ImageChannelOrder': {0: 'R', 1: 'A', 2: 'RG', 3: 'RA', 4: 'RGB', 5: 'RGBA', 6: 'BGRA', 7: 'ARGB', 8: 'Intensity', 9: 'Luminance', 10: 'Rx', 11: 'RGx', 12: 'RGBx', 13: 'Depth', 14: 'DepthStencil', 15: 'sRGB', 16: 'sRGBx', 17: 'sRGBA', 18: 'sBGRA', 19: 'ABGR'},
    'ImageChannelDataType': {0: 'SnormInt8', 1: 'SnormInt16', 2: 'UnormInt8', 3: 'UnormInt16', 4: 'UnormShort565', 5: 'UnormShort555', 6: 'UnormInt101010', 7: 'SignedInt8', 8: 'SignedInt16', 9: 'SignedInt32', 10: 'UnsignedInt8', 11: 'UnsignedInt16', 12: 'UnsignedInt32', 13: 'HalfFloat', 14: 'Float', 15: 'UnormInt24', 16: 'UnormInt101010_2', 17: 'UnormInt10X6EXT', 19: 'UnsignedIntRaw10EXT', 20: 'UnsignedIntRaw12EXT', 21: 'UnormInt2_101010EXT', 22: 'UnsignedInt10X6EXT', 23: 'UnsignedInt12X4EXT', 24: 'UnsignedInt14X2EXT', 25: 'UnormInt12X4EXT', 26: 'UnormInt14X2EXT'},
    'FPRoundingMode': {0: 'RTE', 1: 'RTZ', 2: 'RTP', 3: 'RTN'},
    'FPDenormMode': {0: 'Preserve', 1: 'FlushToZero'},
    'QuantizationModes': {0: 'TRN', 1: 'TRN_ZERO', 2: 'RND', 3: 'RND_ZERO', 4: 'RND_INF', 5: 'RND_MIN_INF', 6: 'RND_CONV', 7: 'RND_CONV_ODD'},
    'FPOperationMode': {0: 'IEEE', 1: 'ALT'},
    'OverflowModes': {0: 'WRAP', 1: 'SAT', 2: 'SAT_ZERO', 3: 'SAT_SYM'},
    'LinkageType': {0: 'Export', 1: 'Import', 2: 'LinkOnceODR', 3: 'WeakAMD'},
    'AccessQualifier': {0: 'ReadOnly', 1: 'WriteOnly', 2: 'ReadWrite'},
    'HostAccessQualifier': {0: 'NoneINTEL', 1: 'ReadINTEL', 2: 'WriteINTEL', 3: 'ReadWriteINTEL'},
    'FunctionParameterAttribute': {0: 'Zext', 1: 'Sext', 2: 'ByVal', 3: 'Sret', 4: 'NoAlias', 5: 'NoCapture', 6: 'NoWrite', 7: 'NoReadWrite', 5940: 'RuntimeAlignedALTERA'},
    'Decoration': {0: 'RelaxedPrecision', 1: 'SpecId', 2: 'Block', 3: 'BufferBlock', 4: 'RowMajor', 5: 'ColMajor', 6: 'ArrayStride', 7: 'MatrixStride', 8: 'GLSLShared', 9: 'GLSLPacked', 10: 'CPacked', 11: 'BuiltIn', 13: 'NoPerspective', 14: 'Flat', 15: 'Patch', 16: 'Centroid', 17: 'Sample', 18: 'Invariant', 19: 'Restrict', 20: 'Aliased', 21: 'Volatile', 22: 'Constant', 23: 'Coherent', 24: 'NonWritable', 25: 'NonReadable', 26: 'Uniform', 27: 'UniformId', 28: 'SaturatedConversion', 29: 'Stream', 30: 'Location', 31: 'Component', 32: 'Index', 33: 'Binding', 34: 'DescriptorSet', 35: 'Offset', 36: 'XfbBuffer', 37: 'XfbStride', 38: 'FuncParamAttr', 39: 'FPRoundingMode', 40: 'FPFastMathMode', 41: 'LinkageAttributes', 42: 'NoContraction', 43: 'InputAttachmentIndex', 44: 'Alignment', 45: 'MaxByteOffset', 46: 'AlignmentId', 47: 'MaxByteOffsetId', 4216: 'SaturatedToLargestFloat8NormalConversionEXT', 4469: 'NoSignedWrap', 4470: 'NoUnsignedWrap', 4487: 'WeightTextureQCOM', 4488: 'BlockMatchTextureQCOM', 4499: 'BlockMatchSamplerQCOM', 4999: 'ExplicitInterpAMD', 5019: 'NodeSharesPayloadLimitsWithAMDX', 5020: 'NodeMaxPayloadsAMDX', 5078: 'TrackFinishWritingAMDX', 5091: 'PayloadNodeNameAMDX', 5098: 'PayloadNodeBaseIndexAMDX', 5099: 'PayloadNodeSparseArrayAMDX', 5100: 'PayloadNodeArraySizeAMDX', 5105: 'PayloadDispatchIndirectAMDX', 5124: 'ArrayStrideIdEXT', 5125: 'OffsetIdEXT', 5145: 'UTFEncodedKHR', 5248: 'OverrideCoverageNV', 5250: 'PassthroughNV', 5252: 'ViewportRelativeNV', 5256: 'SecondaryViewportRelativeNV', 5271: 'PerPrimitiveEXT', 5272: 'PerViewNV', 5273: 'PerTaskNV', 5285: 'PerVertexKHR', 5300: 'NonUniform', 5355: 'RestrictPointer', 5356: 'AliasedPointer', 5358: 'MemberOffsetNV', 5386: 'HitObjectShaderRecordBufferNV', 5389: 'HitObjectShaderRecordBufferEXT', 5397: 'BankNV', 5398: 'BindlessSamplerNV', 5399: 'BindlessImageNV', 5400: 'BoundSamplerNV', 5401: 'BoundImageNV', 5440: 'CooperativeMatrixTransposeEXT', 5599: 'SIMTCallINTEL', 5602: 'ReferencedIndirectlyINTEL', 5607: 'ClobberINTEL', 5608: 'SideEffectsINTEL', 5624: 'VectorComputeVariableINTEL', 5625: 'FuncParamIOKindINTEL', 5626: 'VectorComputeFunctionINTEL', 5627: 'StackCallINTEL', 5628: 'GlobalVariableOffsetINTEL', 5634: 'CounterBuffer', 5635: 'UserSemantic', 5636: 'UserTypeGOOGLE', 5822: 'FunctionRoundingModeINTEL', 5823: 'FunctionDenormModeINTEL', 5825: 'RegisterALTERA', 5826: 'MemoryALTERA', 5827: 'NumbanksALTERA', 5828: 'BankwidthALTERA', 5829: 'MaxPrivateCopiesALTERA', 5830: 'SinglepumpALTERA', 5831: 'DoublepumpALTERA', 5832: 'MaxReplicatesALTERA', 5833: 'SimpleDualPortALTERA', 5834: 'MergeALTERA', 5835: 'BankBitsALTERA', 5836: 'ForcePow2DepthALTERA', 5883: 'StridesizeALTERA', 5884: 'WordsizeALTERA', 5885: 'TrueDualPortALTERA', 5899: 'BurstCoalesceALTERA', 5900: 'CacheSizeALTERA', 5901: 'DontStaticallyCoalesceALTERA', 5902: 'PrefetchALTERA', 5905: 'StallEnableALTERA', 5907: 'FuseLoopsInFunctionALTERA', 5909: 'MathOpDSPModeALTERA', 5914: 'AliasScopeINTEL', 5915: 'NoAliasINTEL', 5917: 'InitiationIntervalALTERA', 5918: 'MaxConcurrencyALTERA', 5919: 'PipelineEnableALTERA', 5921: 'BufferLocationALTERA', 5944: 'IOPipeStorageALTERA', 6080: 'FunctionFloatingPointModeINTEL', 6085: 'SingleElementVectorINTEL', 6087: 'VectorComputeCallableFunctionINTEL', 6140: 'MediaBlockIOINTEL', 6151: 'StallFreeALTERA', 6170: 'FPMaxErrorDecorationINTEL', 6172: 'LatencyControlLabelALTERA', 6173: 'LatencyControlConstraintALTERA', 6175: 'ConduitKernelArgumentALTERA', 6176: 'RegisterMapKernelArgumentALTERA', 6177: 'MMHostInterfaceAddressWidthALTERA', 6178: 'MMHostInterfaceDataWidthALTERA', 6179: 'MMHostInterfaceLatencyALTERA', 6180: 'MMHostInterfaceReadWriteModeALTERA', 6181: 'MMHostInterfaceMaxBurstALTERA', 6182: 'MMHostInterfaceWaitRequestALTERA', 6183: 'StableKernelArgumentALTERA', 6188: 'HostAccessINTEL', 6190: 'InitModeALTERA', 6191: 'ImplementInRegisterMapALTERA', 6247: 'ConditionalINTEL', 6442: 'CacheControlLoadINTEL', 6443: 'CacheControlStoreINTEL', 7040: 'IntrinsicSAMSUNG'},
    'BuiltIn': {0: 'Position', 1: 'PointSize', 3: 'ClipDistance', 4: 'CullDistance', 5: 'VertexId', 6: 'InstanceId', 7: 'PrimitiveId', 8: 'InvocationId', 9: 'Layer', 10: 'ViewportIndex', 11: 'TessLevelOuter', 12: 'TessLevelInner', 13: 'TessCoord', 14: 'PatchVertices', 15: 'FragCoord', 16: 'PointCoord', 17: 'FrontFacing', 18: 'SampleId', 19: 'SamplePosition', 20: 'SampleMask', 22: 'FragDepth', 23: 'HelperInvocation', 24: 'NumWorkgroups', 25: 'WorkgroupSize', 26: 'WorkgroupId', 27: 'LocalInvocationId', 28: 'GlobalInvocationId', 29: 'LocalInvocationIndex', 30: 'WorkDim', 31: 'GlobalSize', 32: 'EnqueuedWorkgroupSize', 33: 'GlobalOffset', 34: 'GlobalLinearId', 36: 'SubgroupSize', 37: 'SubgroupMaxSize', 38: 'NumSubgroups', 39: 'NumEnqueuedSubgroups', 40: 'SubgroupId', 41: 'SubgroupLocalInvocationId', 42: 'VertexIndex', 43: 'InstanceIndex', 4160: 'CoreIDARM', 4161: 'CoreCountARM', 4162: 'CoreMaxIDARM', 4163: 'WarpIDARM', 4164: 'WarpMaxIDARM', 4416: 'SubgroupEqMask', 4417: 'SubgroupGeMask', 4418: 'SubgroupGtMask', 4419: 'SubgroupLeMask', 4420: 'SubgroupLtMask', 4424: 'BaseVertex', 4425: 'BaseInstance', 4426: 'DrawIndex', 4432: 'PrimitiveShadingRateKHR', 4438: 'DeviceIndex', 4440: 'ViewIndex', 4444: 'ShadingRateKHR', 4492: 'TileOffsetQCOM', 4493: 'TileDimensionQCOM', 4494: 'TileApronSizeQCOM', 4992: 'BaryCoordNoPerspAMD', 4993: 'BaryCoordNoPerspCentroidAMD', 4994: 'BaryCoordNoPerspSampleAMD', 4995: 'BaryCoordSmoothAMD', 4996: 'BaryCoordSmoothCentroidAMD', 4997: 'BaryCoordSmoothSampleAMD', 4998: 'BaryCoordPullModelAMD', 5014: 'FragStencilRefEXT', 5021: 'RemainingRecursionLevelsAMDX', 5073: 'ShaderIndexAMDX', 5122: 'SamplerHeapEXT', 5123: 'ResourceHeapEXT', 5253: 'ViewportMaskNV', 5257: 'SecondaryPositionNV', 5258: 'SecondaryViewportMaskNV', 5261: 'PositionPerViewNV', 5262: 'ViewportMaskPerViewNV', 5264: 'FullyCoveredEXT', 5274: 'TaskCountNV', 5275: 'PrimitiveCountNV', 5276: 'PrimitiveIndicesNV', 5277: 'ClipDistancePerViewNV', 5278: 'CullDistancePerViewNV', 5279: 'LayerPerViewNV', 5280: 'MeshViewCountNV', 5281: 'MeshViewIndicesNV', 5286: 'BaryCoordKHR', 5287: 'BaryCoordNoPerspKHR', 5292: 'FragSizeEXT', 5293: 'FragInvocationCountEXT', 5294: 'PrimitivePointIndicesEXT', 5295: 'PrimitiveLineIndicesEXT', 5296: 'PrimitiveTriangleIndicesEXT', 5299: 'CullPrimitiveEXT', 5319: 'LaunchIdKHR', 5320: 'LaunchSizeKHR', 5321: 'WorldRayOriginKHR', 5322: 'WorldRayDirectionKHR', 5323: 'ObjectRayOriginKHR', 5324: 'ObjectRayDirectionKHR', 5325: 'RayTminKHR', 5326: 'RayTmaxKHR', 5327: 'InstanceCustomIndexKHR', 5330: 'ObjectToWorldKHR', 5331: 'WorldToObjectKHR', 5332: 'HitTNV', 5333: 'HitKindKHR', 5334: 'CurrentRayTimeNV', 5335: 'HitTriangleVertexPositionsKHR', 5337: 'HitMicroTriangleVertexPositionsNV', 5344: 'HitMicroTriangleVertexBarycentricsNV', 5351: 'IncomingRayFlagsKHR', 5352: 'RayGeometryIndexKHR', 5359: 'HitIsSphereNV', 5360: 'HitIsLSSNV', 5361: 'HitSpherePositionNV', 5374: 'WarpsPerSMNV', 5375: 'SMCountNV', 5376: 'WarpIDNV', 5377: 'SMIDNV', 5396: 'HitLSSPositionsNV', 5405: 'HitKindFrontFacingMicroTriangleNV', 5406: 'HitKindBackFacingMicroTriangleNV', 5420: 'HitSphereRadiusNV', 5421: 'HitLSSRadiiNV', 5436: 'ClusterIDNV', 6021: 'CullMaskKHR'},
    'Scope': {0: 'CrossDevice', 1: 'Device', 2: 'Workgroup', 3: 'Subgroup', 4: 'Invocation', 5: 'QueueFamily', 6: 'ShaderCallKHR'},
    'GroupOperation': {0: 'Reduce', 1: 'InclusiveScan', 2: 'ExclusiveScan', 3: 'ClusteredReduce', 6: 'PartitionedReduceEXT', 7: 'PartitionedInclusiveScanEXT', 8: 'PartitionedExclusiveScanEXT'},
    'KernelEnqueueFlags': {0: 'NoWait', 1: 'WaitKernel', 2: 'WaitWorkGroup'},
    'Capability': {0: 'Matrix', 1: 'Shader', 2: 'Geometry', 3: 'Tessellation', 4: 'Addresses', 5: 'Linkage', 6: 'Kernel', 7: 'Vector16', 8: 'Float16Buffer', 9: 'Float16', 10: 'Float64', 11: 'Int64', 12: 'Int64Atomics', 13: 'ImageBasic', 14: 'ImageReadWrite', 15: 'ImageMipmap', 17: 'Pipes', 18: 'Groups', 19: 'DeviceEnqueue', 20: 'LiteralSampler', 21: 'AtomicStorage', 22: 'Int16', 23: 'TessellationPointSize', 24: 'GeometryPointSize', 25: 'ImageGatherExtended', 27: 'StorageImageMultisample', 28: 'UniformBufferArrayDynamicIndexing', 29: 'SampledImageArrayDynamicIndexing', 30: 'StorageBufferArrayDynamicIndexing', 31: 'StorageImageArrayDynamicIndexing', 32: 'ClipDistance', 33: 'CullDistance', 34: 'ImageCubeArray', 35: 'SampleRateShading', 36: 'ImageRect', 37: 'SampledRect', 38: 'GenericPointer', 39: 'Int8', 40: 'InputAttachment', 41: 'SparseResidency', 42: 'MinLod', 43: 'Sampled1D', 44: 'Image1D', 45: 'SampledCubeArray', 46: 'SampledBuffer', 47: 'ImageBuffer', 48: 'ImageMSArray', 49: 'StorageImageExtendedFormats', 50: 'ImageQuery', 51: 'DerivativeControl', 52: 'InterpolationFunction', 53: 'TransformFeedback', 54: 'GeometryStreams', 55: 'StorageImageReadWithoutFormat', 56: 'StorageImageWriteWithoutFormat', 57: 'MultiViewport', 58: 'SubgroupDispatch', 59: 'NamedBarrier', 60: 'PipeStorage', 61: 'GroupNonUniform', 62: 'GroupNonUniformVote', 63: 'GroupNonUniformArithmetic', 64: 'GroupNonUniformBallot', 65: 'GroupNonUniformShuffle', 66: 'GroupNonUniformShuffleRelative', 67: 'GroupNonUniformClustered', 68: 'GroupNonUniformQuad', 69: 'ShaderLayer', 70: 'ShaderViewportIndex', 71: 'UniformDecoration', 4165: 'CoreBuiltinsARM', 4166: 'TileImageColorReadAccessEXT', 4167: 'TileImageDepthReadAccessEXT', 4168: 'TileImageStencilReadAccessEXT', 4174: 'TensorsARM', 4175: 'StorageTensorArrayDynamicIndexingARM', 4176: 'StorageTensorArrayNonUniformIndexingARM', 4191: 'GraphARM', 4201: 'CooperativeMatrixLayoutsARM', 4212: 'Float8EXT', 4213: 'Float8CooperativeMatrixEXT', 4228: 'Float6EXT', 4229: 'Float4EXT', 4230: 'Float8UnsignedE8M0EXT', 4231: 'MXInt8EXT', 4232: 'BitcastExtractEXT', 4422: 'FragmentShadingRateKHR', 4423: 'SubgroupBallotKHR', 4427: 'DrawParameters', 4428: 'WorkgroupMemoryExplicitLayoutKHR', 4429: 'WorkgroupMemoryExplicitLayout8BitAccessKHR', 4430: 'WorkgroupMemoryExplicitLayout16BitAccessKHR', 4431: 'SubgroupVoteKHR', 4433: 'StorageBuffer16BitAccess', 4434: 'UniformAndStorageBuffer16BitAccess', 4435: 'StoragePushConstant16', 4436: 'StorageInputOutput16', 4437: 'DeviceGroup', 4439: 'MultiView', 4441: 'VariablePointersStorageBuffer', 4442: 'VariablePointers', 4445: 'AtomicStorageOps', 4447: 'SampleMaskPostDepthCoverage', 4448: 'StorageBuffer8BitAccess', 4449: 'UniformAndStorageBuffer8BitAccess', 4450: 'StoragePushConstant8', 4464: 'DenormPreserve', 4465: 'DenormFlushToZero', 4466: 'SignedZeroInfNanPreserve', 4467: 'RoundingModeRTE', 4468: 'RoundingModeRTZ', 4471: 'RayQueryProvisionalKHR', 4472: 'RayQueryKHR', 4473: 'UntypedPointersKHR', 4478: 'RayTraversalPrimitiveCullingKHR', 4479: 'RayTracingKHR', 4484: 'TextureSampleWeightedQCOM', 4485: 'TextureBoxFilterQCOM', 4486: 'TextureBlockMatchQCOM', 4495: 'TileShadingQCOM', 4496: 'CooperativeMatrixConversionQCOM', 4498: 'TextureBlockMatch2QCOM', 4539: 'MultipleWaitQueuesQCOM', 4543: 'ImageGatherLinearQCOM', 4544: 'ImageGatherExtendedModesQCOM', 5008: 'Float16ImageAMD', 5009: 'ImageGatherBiasLodAMD', 5010: 'FragmentMaskAMD', 5013: 'StencilExportEXT', 5015: 'ImageReadWriteLodAMD', 5016: 'Int64ImageEXT', 5055: 'ShaderClockKHR', 5067: 'ShaderEnqueueAMDX', 5087: 'QuadControlKHR', 5112: 'Int4TypeINTEL', 5114: 'Int4CooperativeMatrixINTEL', 5116: 'BFloat16TypeKHR', 5117: 'BFloat16DotProductKHR', 5118: 'BFloat16CooperativeMatrixKHR', 5120: 'AbortKHR', 5128: 'DescriptorHeapEXT', 5146: 'ConstantDataKHR', 5156: 'PoisonFreezeKHR', 5181: 'WeakLinkageAMD', 5249: 'SampleMaskOverrideCoverageNV', 5251: 'GeometryShaderPassthroughNV', 5254: 'ShaderViewportIndexLayerEXT', 5255: 'ShaderViewportMaskNV', 5259: 'ShaderStereoViewNV', 5260: 'PerViewAttributesNV', 5265: 'FragmentFullyCoveredEXT', 5266: 'MeshShadingNV', 5282: 'ImageFootprintNV', 5283: 'MeshShadingEXT', 5284: 'FragmentBarycentricKHR', 5288: 'ComputeDerivativeGroupQuadsKHR', 5291: 'FragmentDensityEXT', 5297: 'GroupNonUniformPartitionedEXT', 5301: 'ShaderNonUniform', 5302: 'RuntimeDescriptorArray', 5303: 'InputAttachmentArrayDynamicIndexing', 5304: 'UniformTexelBufferArrayDynamicIndexing', 5305: 'StorageTexelBufferArrayDynamicIndexing', 5306: 'UniformBufferArrayNonUniformIndexing', 5307: 'SampledImageArrayNonUniformIndexing', 5308: 'StorageBufferArrayNonUniformIndexing', 5309: 'StorageImageArrayNonUniformIndexing', 5310: 'InputAttachmentArrayNonUniformIndexing', 5311: 'UniformTexelBufferArrayNonUniformIndexing', 5312: 'StorageTexelBufferArrayNonUniformIndexing', 5336: 'RayTracingPositionFetchKHR', 5340: 'RayTracingNV', 5341: 'RayTracingMotionBlurNV', 5345: 'VulkanMemoryModel', 5346: 'VulkanMemoryModelDeviceScope', 5347: 'PhysicalStorageBufferAddresses', 5350: 'ComputeDerivativeGroupLinearKHR', 5353: 'RayTracingProvisionalKHR', 5357: 'CooperativeMatrixNV', 5363: 'FragmentShaderSampleInterlockEXT', 5372: 'FragmentShaderShadingRateInterlockEXT', 5373: 'ShaderSMBuiltinsNV', 5378: 'FragmentShaderPixelInterlockEXT', 5379: 'DemoteToHelperInvocation', 5380: 'DisplacementMicromapNV', 5381: 'RayTracingOpacityMicromapKHR', 5383: 'ShaderInvocationReorderNV', 5388: 'ShaderInvocationReorderEXT', 5390: 'BindlessTextureNV', 5391: 'RayQueryPositionFetchKHR', 5394: 'CooperativeVectorNV', 5404: 'AtomicFloat16VectorNV', 5409: 'RayTracingDisplacementMicromapNV', 5414: 'RawAccessChainsNV', 5418: 'RayTracingSpheresGeometryNV', 5419: 'RayTracingLinearSweptSpheresGeometryNV', 5423: 'PushConstantBanksNV', 5425: 'LongVectorEXT', 5426: 'Shader64BitIndexingEXT', 5429: 'CooperativeMatrixConversionsEXT', 5430: 'CooperativeMatrixReductionsEXT', 5431: 'CooperativeMatrixConversionsNV', 5432: 'CooperativeMatrixPerElementOperationsEXT', 5433: 'CooperativeMatrixTensorAddressingNV', 5434: 'CooperativeMatrixBlockLoadsNV', 5435: 'CooperativeVectorTrainingNV', 5437: 'RayTracingClusterAccelerationStructureNV', 5438: 'CooperativeMatrixGetCoordinateEXT', 5439: 'TensorAddressingNV', 5447: 'CooperativeMatrixDecodeVectorNV', 5568: 'SubgroupShuffleINTEL', 5569: 'SubgroupBufferBlockIOINTEL', 5570: 'SubgroupImageBlockIOINTEL', 5579: 'SubgroupImageMediaBlockIOINTEL', 5582: 'RoundToInfinityINTEL', 5583: 'FloatingPointModeINTEL', 5584: 'IntegerFunctions2INTEL', 5603: 'FunctionPointersINTEL', 5604: 'IndirectReferencesINTEL', 5606: 'AsmINTEL', 5612: 'AtomicFloat32MinMaxEXT', 5613: 'AtomicFloat64MinMaxEXT', 5616: 'AtomicFloat16MinMaxEXT', 5617: 'VectorComputeINTEL', 5619: 'VectorAnyINTEL', 5629: 'ExpectAssumeKHR', 5696: 'SubgroupAvcMotionEstimationINTEL', 5697: 'SubgroupAvcMotionEstimationIntraINTEL', 5698: 'SubgroupAvcMotionEstimationChromaINTEL', 5817: 'VariableLengthArrayINTEL', 5821: 'FunctionFloatControlINTEL', 5824: 'FPGAMemoryAttributesALTERA', 5837: 'FPFastMathModeINTEL', 5844: 'ArbitraryPrecisionIntegersALTERA', 5845: 'ArbitraryPrecisionFloatingPointALTERA', 5886: 'UnstructuredLoopControlsINTEL', 5888: 'FPGALoopControlsALTERA', 5892: 'KernelAttributesINTEL', 5897: 'FPGAKernelAttributesINTEL', 5898: 'FPGAMemoryAccessesALTERA', 5904: 'FPGAClusterAttributesALTERA', 5906: 'LoopFuseALTERA', 5908: 'FPGADSPControlALTERA', 5910: 'MemoryAccessAliasingINTEL', 5916: 'FPGAInvocationPipeliningAttributesALTERA', 5920: 'FPGABufferLocationALTERA', 5922: 'ArbitraryPrecisionFixedPointALTERA', 5935: 'USMStorageClassesALTERA', 5939: 'RuntimeAlignedAttributeALTERA', 5943: 'IOPipesALTERA', 5945: 'BlockingPipesALTERA', 5948: 'FPGARegALTERA', 6016: 'DotProductInputAll', 6017: 'DotProductInput4x8Bit', 6018: 'DotProductInput4x8BitPacked', 6019: 'DotProduct', 6020: 'RayCullMaskKHR', 6022: 'CooperativeMatrixKHR', 6024: 'ReplicatedCompositesEXT', 6025: 'BitInstructions', 6026: 'GroupNonUniformRotateKHR', 6029: 'FloatControls2', 6030: 'FMAKHR', 6032: 'RayTracingOpacityMicromapExecutionModeKHR', 6033: 'AtomicFloat32AddEXT', 6034: 'AtomicFloat64AddEXT', 6089: 'LongCompositesINTEL', 6094: 'OptNoneEXT', 6095: 'AtomicFloat16AddEXT', 6114: 'DebugInfoModuleINTEL', 6115: 'BFloat16ConversionINTEL', 6141: 'SplitBarrierEXT', 6144: 'ArithmeticFenceEXT', 6150: 'FPGAClusterAttributesV2ALTERA', 6161: 'FPGAKernelAttributesv2INTEL', 6162: 'TaskSequenceALTERA', 6169: 'FPMaxErrorINTEL', 6171: 'FPGALatencyControlALTERA', 6174: 'FPGAArgumentInterfacesALTERA', 6187: 'GlobalVariableHostAccessINTEL', 6189: 'GlobalVariableFPGADecorationsALTERA', 6220: 'SubgroupBufferPrefetchINTEL', 6228: 'Subgroup2DBlockIOINTEL', 6229: 'Subgroup2DBlockTransformINTEL', 6230: 'Subgroup2DBlockTransposeINTEL', 6236: 'SubgroupMatrixMultiplyAccumulateINTEL', 6241: 'TernaryBitwiseFunctionINTEL', 6243: 'UntypedVariableLengthArrayINTEL', 6245: 'SpecConditionalINTEL', 6246: 'FunctionVariantsINTEL', 6257: 'PredicatedIOINTEL', 6265: 'RoundedDivideSqrtINTEL', 6400: 'GroupUniformArithmeticKHR', 6425: 'TensorFloat32RoundingINTEL', 6427: 'MaskedGatherScatterINTEL', 6441: 'CacheControlsINTEL', 6460: 'RegisterLimitsINTEL', 6528: 'BindlessImagesINTEL', 6912: 'DotProductFloat16AccFloat32VALVE', 6913: 'DotProductFloat16AccFloat16VALVE', 6914: 'DotProductBFloat16AccVALVE', 6915: 'DotProductFloat8AccFloat32VALVE', 7041: 'IntrinsicSAMSUNG'},
    'RayQueryIntersection': {0: 'RayQueryCandidateIntersectionKHR', 1: 'RayQueryCommittedIntersectionKHR'},
    'RayQueryCommittedIntersectionType': {0: 'RayQueryCommittedIntersectionNoneKHR', 1: 'RayQueryCommittedIntersectionTriangleKHR', 2: 'RayQueryCommittedIntersectionGeneratedKHR'},
    'RayQueryCandidateIntersectionType': {0: 'RayQueryCandidateIntersectionTriangleKHR', 1: 'RayQueryCandidateIntersectionAABBKHR'},
    'PackedVectorFormat': {0: 'PackedVectorFormat4x8Bit'},
    'CooperativeMatrixOperands': {0: 'NoneKHR', 1: 'MatrixASignedComponentsKHR', 2: 'MatrixBSignedComponentsKHR', 4: 'MatrixCSignedComponentsKHR', 8: 'MatrixResultSignedComponentsKHR', 16: 'SaturatingAccumulationKHR'},
    'CooperativeMatrixLayout': {0: 'RowMajorKHR', 1: 'ColumnMajorKHR', 4202: 'RowBlockedInterleavedARM', 4203: 'ColumnBlockedInterleavedARM'},
    'CooperativeMatrixUse': {0: 'MatrixAKHR', 1: 'MatrixBKHR', 2: 'MatrixAccumulatorKHR'},
    'CooperativeMatrixReduce': {1: 'Row', 2: 'Column', 4: '2x2'},
    'TensorClampMode': {0: 'Undefined', 1: 'Constant', 2: 'ClampToEdge', 3: 'Repeat', 4: 'RepeatMirrored'},
    'TensorAddressingOperands': {0: 'None', 1: 'TensorView', 2: 'DecodeFunc', 4: 'DecodeVectorFunc'},
    'InitializationModeQualifier': {0: 'InitOnDeviceReprogramALTERA', 1: 'InitOnDeviceResetALTERA'},
    'LoadCacheControl': {0: 'UncachedINTEL', 1: 'CachedINTEL', 2: 'StreamingINTEL', 3: 'InvalidateAfterReadINTEL', 4: 'ConstCachedINTEL'},
    'StoreCacheControl': {0: 'UncachedINTEL', 1: 'WriteThroughINTEL', 2: 'WriteBackINTEL', 3: 'StreamingINTEL'},
    'NamedMaximumNumberOfRegisters': {0: 'AutoINTEL'},
    'MatrixMultiplyAccumulateOperands': {0: 'None', 1: 'MatrixASignedComponentsINTEL', 2: 'MatrixBSignedComponentsINTEL', 4: 'MatrixCBFloat16INTEL', 8: 'MatrixResultBFloat16INTEL', 16: 'MatrixAPackedInt8INTEL', 32: 'MatrixBPackedInt8INTEL', 64: 'MatrixAPackedInt4INTEL', 128: 'MatrixBPackedInt4INTEL', 256: 'MatrixATF32INTEL', 512: 'MatrixBTF32INTEL', 1024: 'MatrixAPackedFloat16INTEL', 2048: 'MatrixBPackedFloat16INTEL', 4096: 'MatrixAPackedBFloat16INTEL', 8192: 'MatrixBPackedBFloat16INTEL'},
    'FPEncoding': {0: 'BFloat16KHR', 4214: 'Float8E4M3EXT', 4215: 'Float8E5M2EXT', 4223: 'Float6E2M3EXT', 4224: 'Float6E3M2EXT', 4225: 'Float4E2M1EXT', 4226: 'Float8UnsignedE8M0EXT', 4227: 'MXInt8EXT'},
    'CooperativeVectorMatrixLayout': {0: 'RowMajorNV', 1: 'ColumnMajorNV', 2: 'InferencingOptimalNV', 3: 'TrainingOptimalNV'},
    'ComponentType': {0: 'Float16NV', 1: 'Float32NV', 2: 'Float64NV', 3: 'SignedInt8NV', 4: 'SignedInt16NV', 5: 'SignedInt32NV', 6: 'SignedInt64NV', 7: 'UnsignedInt8NV', 8: 'UnsignedInt16NV', 9: 'UnsignedInt32NV', 10: 'UnsignedInt64NV', 1000491000: 'SignedInt8PackedNV', 1000491001: 'UnsignedInt8PackedNV', 1000491002: 'FloatE4M3NV', 1000491003: 'FloatE5M2NV'},
    'GatherModes': {0: 'Gather4x1QCOM', 1: 'GatherDQCOM', 2: 'GatherH2QCOM', 3: 'GatherV2QCOM'},
    'TensorOperands': {0: 'NoneARM', 1: 'NontemporalARM', 2: 'OutOfBoundsValueARM', 4: 'MakeElementAvailableARM', 8: 'MakeElementVisibleARM', 16: 'NonPrivateElementARM'},
}

# GLSL.std.450 extended instruction number -> name.
GLSL_STD_450 = {1: 'Round', 2: 'RoundEven', 3: 'Trunc', 4: 'FAbs', 5: 'SAbs', 6: 'FSign', 7: 'SSign', 8: 'Floor', 9: 'Ceil', 10: 'Fract', 11: 'Radians', 12: 'Degrees', 13: 'Sin', 14: 'Cos', 15: 'Tan', 16: 'Asin', 17: 'Acos', 18: 'Atan', 19: 'Sinh', 20: 'Cosh', 21: 'Tanh', 22: 'Asinh', 23: 'Acosh', 24: 'Atanh', 25: 'Atan2', 26: 'Pow', 27: 'Exp', 28: 'Log', 29: 'Exp2', 30: 'Log2', 31: 'Sqrt', 32: 'InverseSqrt', 33: 'Determinant', 34: 'MatrixInverse', 35: 'Modf', 36: 'ModfStruct', 37: 'FMin', 38: 'UMin', 39: 'SMin', 40: 'FMax', 41: 'UMax', 42: 'SMax', 43: 'FClamp', 44: 'UClamp', 45: 'SClamp', 46: 'FMix', 47: 'IMix', 48: 'Step', 49: 'SmoothStep', 50: 'Fma', 51: 'Frexp', 52: 'FrexpStruct', 53: 'Ldexp', 54: 'PackSnorm4x8', 55: 'PackUnorm4x8', 56: 'PackSnorm2x16', 57: 'PackUnorm2x16', 58: 'PackHalf2x16', 59: 'PackDouble2x32', 60: 'UnpackSnorm2x16', 61: 'UnpackUnorm2x16', 62: 'UnpackHalf2x16', 63: 'UnpackSnorm4x8', 64: 'UnpackUnorm4x8', 65: 'UnpackDouble2x32', 66: 'Length', 67: 'Distance', 68: 'Cross', 69: 'Normalize', 70: 'FaceForward', 71: 'Reflect', 72: 'Refract', 73: 'FindILsb', 74: 'FindSMsb', 75: 'FindUMsb', 76: 'InterpolateAtCentroid', 77: 'InterpolateAtSample', 78: 'InterpolateAtOffset', 79: 'NMin', 80: 'NMax', 81: 'NClamp'}

# Generator number (high 16 bits of header word 2) -> vendor and tool, from spir-v.xml.
GENERATORS: dict[int, str] = {0: 'Khronos', 1: 'LunarG', 2: 'Valve', 3: 'Codeplay', 4: 'NVIDIA', 5: 'ARM', 6: 'Khronos LLVM/SPIR-V Translator', 7: 'Khronos SPIR-V Tools Assembler', 8: 'Khronos Glslang Reference Front End', 9: 'Qualcomm', 10: 'AMD', 11: 'Intel', 12: 'Imagination', 13: 'Google Shaderc over Glslang', 14: 'Google spiregg', 15: 'Google rspirv', 16: 'X-LEGEND Mesa3D GLSL-IR/SPIR-V Translator', 17: 'Khronos SPIR-V Tools Linker', 18: 'Wine VKD3D Shader Compiler', 19: 'Tellusim Clay Shader Compiler', 20: 'W3C WebGPU Group WHLSL Shader Translator', 21: 'Google Clspv', 22: 'LLVM MLIR SPIR-V Serializer', 23: 'Google Tint Compiler', 24: 'Google ANGLE Shader Compiler', 25: 'Netease Games Messiah Shader Compiler', 26: 'Xenia Xenia Emulator Microcode Translator', 27: 'Embark Studios Rust GPU Compiler Backend', 28: 'gfx-rs community Naga', 29: 'Mikkosoft Productions MSP Shader Compiler', 30: 'SpvGenTwo community SpvGenTwo SPIR-V IR Tools', 31: 'Google Skia SkSL', 32: 'TornadoVM Beehive SPIRV Toolkit', 33: 'DragonJoker ShaderWriter', 34: 'Rayan Hatout SPIRVSmith', 35: 'Saarland University Shady', 36: 'Taichi Graphics Taichi', 37: 'heroseh Hero C Compiler', 38: 'Meta SparkSL', 39: 'SirLynix Nazara ShaderLang Compiler', 40: 'Khronos Slang Compiler', 41: 'Zig Software Foundation Zig Compiler', 42: 'Rendong Liang spq', 43: 'LLVM LLVM SPIR-V Backend', 44: 'Robert Konrad Kongruent', 45: 'Kitsunebi Games Nuvk SPIR-V Emitter and DLSL compiler', 46: 'Nintendo', 47: 'ARM', 48: 'Goopax', 49: 'Icyllis Milica Arc3D Shader Compiler', 50: 'Isochron Pred', 51: 'apilatosba Apila Jai Compiler'}

_MEMBERS: dict[str, dict[str, int]] = {}


def members(kind: str) -> Mapping[str, int]:
    """Member name -> value of the enum ``kind`` (aliases too, each value's grammar name first),
    without the enum class."""
    found = _MEMBERS.get(kind)
    if found is None:
        found = _MEMBERS[kind] = {k: v for k, v in vars(ENUM_CLASSES[kind]).items() if not k.startswith("__")}
    return found
