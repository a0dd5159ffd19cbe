//! pipeline: vf_vertex_inputs
// Vertex inputs of many kinds: mat4 (4 locations), dvec3/dvec4 (64-bit, 2 locations each), ivec4, uint, vec4[2] array.
#version 450

layout(location = 0) in vec3 inPos;
layout(location = 1) in mat4 inInstanceModel;   // locations 1..4
layout(location = 5) in dvec3 inPos64;          // locations 5..6
layout(location = 7) in dvec4 inOrigin64;       // locations 7..8
layout(location = 9) in ivec4 inBoneIds;
layout(location = 10) in uint inFlags;
layout(location = 11) in vec4 inWeights[2];     // locations 11..12

layout(location = 0) flat out uint outFlags;
layout(location = 1) out vec4 outColor;

void main() {
    dvec3 rel = inPos64 - inOrigin64.xyz;
    vec4 w = inWeights[0] + inWeights[1];
    outFlags = inFlags;
    outColor = w * float(inBoneIds.x + inBoneIds.w);
    gl_Position = inInstanceModel * vec4(inPos + vec3(rel), 1.0);
}
