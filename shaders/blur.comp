#version 450
//! pipeline: blur
// The compute demo's shader: one pass of a separable blur over a float image, along the
// direction a push constant gives. The image's size and the kernel come from a uniform
// block; the pixels are read from one storage buffer and written to another.

layout(local_size_x = 8, local_size_y = 8) in;

layout(set = 0, binding = 0) uniform Kernel {
    uvec2 size;          // width, height
    int radius;          // taps on each side, at most 16
    float weights[17];   // weights[abs(k)] for tap k
} kernel;

layout(set = 0, binding = 1) readonly buffer Source { float pixels[]; } src;
layout(set = 0, binding = 2) writeonly buffer Target { float pixels[]; } dst;

layout(push_constant) uniform Pass {
    ivec2 step;          // (1, 0) across rows, (0, 1) down columns
} pass;

void main() {
    ivec2 size = ivec2(kernel.size);
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (p.x >= size.x || p.y >= size.y) {
        return;
    }
    float sum = 0.0;
    for (int k = -kernel.radius; k <= kernel.radius; ++k) {
        ivec2 q = clamp(p + k * pass.step, ivec2(0), size - 1);
        sum += kernel.weights[abs(k)] * src.pixels[q.y * size.x + q.x];
    }
    dst.pixels[p.y * size.x + p.x] = sum;
}
