//! pipeline: comp_int64
// 64-bit integers (GL_EXT_shader_explicit_arithmetic_types_int64): int64_t, uint64_t, u64vec2 members and a uint64_t spec constant.
#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 64) in;

layout(constant_id = 0) const uint64_t SEED = 0x9E3779B97F4A7C15UL;

layout(set = 0, binding = 0, std430) buffer Hashes {
    int64_t signedTotal;
    uint64_t seed;
    u64vec2 ranges[4];
    uint64_t hashes[];
} h;

void main() {
    uint i = gl_GlobalInvocationID.x;
    uint64_t x = uint64_t(i) ^ h.seed ^ SEED;
    x ^= x >> 33;
    x *= 0xFF51AFD7ED558CCDUL;
    h.hashes[i] = x + h.ranges[i & 3u].x;
    if (i == 0u) h.signedTotal = int64_t(x) - int64_t(h.ranges[0].y);
}
