//! pipeline: comp_small_types
// 8/16-bit storage (GL_EXT_shader_16bit_storage, GL_EXT_shader_8bit_storage, explicit arithmetic types): float16_t, f16vec4, int16_t, uint8_t, u8vec4 in UBO/SSBO/push constants.
#version 450
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types : require

layout(local_size_x = 64) in;

layout(push_constant) uniform Push {
    float16_t gain;
    uint16_t count;
} pc;

layout(set = 0, binding = 0, std140) uniform Palette {
    f16vec4 colors[4];
    int16_t bias;
} palette;

layout(set = 0, binding = 1, std430) readonly buffer Indices {
    uint8_t idx[];
} indices;

layout(set = 0, binding = 2, std430) writeonly buffer Pixels {
    u8vec4 rgba[];
} pixels;

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= uint(pc.count)) return;
    f16vec4 c = palette.colors[uint(indices.idx[i]) & 3u] * pc.gain;
    c += float16_t(palette.bias);
    pixels.rgba[i] = u8vec4(clamp(c, float16_t(0.0), float16_t(255.0)));
}
