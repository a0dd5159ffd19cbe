//! pipeline: vf_vertex_inputs
// Vertex inputs of many kinds: mat4 (4 locations), ivec4, uint, vec4[2] array (64-bit inputs are in vertex_inputs64.vert: lavapipe has no 64-bit vertex formats).
#version 450

layout(location = 0) in vec3 inPos;
layout(location = 1) in mat4 inInstanceModel;   // locations 1..4
layout(location = 9) in ivec4 inBoneIds;
layout(location = 10) in uint inFlags;
layout(location = 11) in vec4 inWeights[2];     // locations 11..12

layout(location = 0) flat out uint outFlags;
layout(location = 1) out vec4 outColor;

void main() {
    vec4 w = inWeights[0] + inWeights[1];
    outFlags = inFlags;
    outColor = w * float(inBoneIds.x + inBoneIds.w);
    gl_Position = inInstanceModel * vec4(inPos, 1.0);
}
