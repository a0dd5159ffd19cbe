//! pipeline: comp_basic
// Compute with fixed local_size_x = 64: UBO params, readonly input SSBO, writeonly output SSBO (runtime arrays).
#version 450

layout(local_size_x = 64) in;

layout(set = 0, binding = 0, std140) uniform Params {
    float scale;
    uint count;
} params;

layout(set = 0, binding = 1, std430) readonly buffer Input {
    float values[];
} src;

layout(set = 0, binding = 2, std430) writeonly buffer Output {
    float values[];
} dst;

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= params.count) return;
    dst.values[i] = src.values[i] * params.scale;
}
