//! pipeline: comp_texel_buffers
// Uniform texel buffers (samplerBuffer, textureBuffer via texelFetch) and storage texel buffers (imageBuffer r32f, uimageBuffer r32ui atomics).
#version 450

layout(local_size_x = 64) in;

layout(set = 0, binding = 0) uniform samplerBuffer weights;
layout(set = 0, binding = 1) uniform textureBuffer biases;
layout(set = 0, binding = 2, r32f) uniform imageBuffer activations;
layout(set = 0, binding = 3, r32ui) uniform uimageBuffer hitCount;

void main() {
    int i = int(gl_GlobalInvocationID.x);
    float w = texelFetch(weights, i).r;
    float b = texelFetch(biases, i).r;
    float a = imageLoad(activations, i).r;
    imageStore(activations, i, vec4(max(a * w + b, 0.0)));
    imageAtomicAdd(hitCount, i % 32, 1u);
}
