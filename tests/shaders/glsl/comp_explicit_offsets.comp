//! pipeline: comp_explicit_offsets
// Explicit layout(offset = N) members (with gaps) in a std140 UBO and std430 SSBO, plus a push constant block starting at offset 16.
#version 450

layout(local_size_x = 64) in;

layout(push_constant) uniform Push {
    layout(offset = 16) uint baseIndex;
    layout(offset = 32) vec4 tint;
} pc;

layout(set = 0, binding = 0, std140) uniform Sparse {
    layout(offset = 0) vec4 a;
    layout(offset = 64) vec4 b;
    layout(offset = 128) float c;
    layout(offset = 132) float d;
} sparse;

layout(set = 0, binding = 1, std430) buffer Gappy {
    layout(offset = 0) uint header;
    layout(offset = 16) vec4 data[];
} gappy;

void main() {
    uint i = pc.baseIndex + gl_GlobalInvocationID.x;
    gappy.data[i] = (sparse.a + sparse.b * sparse.c - sparse.d) * pc.tint;
    if (i == 0u) atomicAdd(gappy.header, 1u);
}
