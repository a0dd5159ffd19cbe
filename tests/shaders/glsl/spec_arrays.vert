//! pipeline: spec_arrays
// Spec-constant-sized UBO array member (constant_id 3, N) used by the vertex stage.
#version 450

layout(constant_id = 3) const int N = 4;

layout(set = 0, binding = 0, std140) uniform Offsets {
    vec4 offsets[N];
} ubo;

layout(location = 0) in vec3 inPos;
layout(location = 0) out vec2 outUV;
layout(location = 1) flat out int outSlot;

void main() {
    int slot = gl_InstanceIndex % N;
    outUV = inPos.xy * 0.5 + 0.5;
    outSlot = slot;
    gl_Position = vec4(inPos, 1.0) + ubo.offsets[slot];
}
