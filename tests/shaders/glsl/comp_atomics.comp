//! pipeline: comp_atomics
// Resources used only via atomics: atomicAdd on an SSBO member and imageAtomicAdd on an r32ui storage image.
#version 450

layout(local_size_x = 16, local_size_y = 16) in;

layout(set = 0, binding = 0, std430) buffer Counters {
    uint total;
    uint perBucket[16];
} counters;

layout(set = 0, binding = 1, r32ui) uniform uimage2D histogram;

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    atomicAdd(counters.total, 1u);
    atomicAdd(counters.perBucket[gl_LocalInvocationIndex & 15u], 1u);
    imageAtomicAdd(histogram, p / 16, 1u);
}
