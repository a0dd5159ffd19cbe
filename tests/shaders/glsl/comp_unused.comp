//! pipeline: comp_unused
// Deliberately UNUSED declarations: a UBO, a combined sampler, a storage image and an SSBO are declared but never accessed; only Output is written.
#version 450

layout(local_size_x = 32) in;

layout(set = 0, binding = 0, std140) uniform NeverRead {   // unused
    vec4 params;
} neverRead;
layout(set = 0, binding = 1) uniform sampler2D unusedTex;  // unused
layout(set = 0, binding = 2, rgba8) uniform image2D unusedImage;  // unused
layout(set = 1, binding = 0, std430) buffer UnusedBuffer { // unused
    uint data[];
} unusedBuffer;

layout(set = 1, binding = 1, std430) writeonly buffer Output {
    uint ids[];
} outBuf;

// Never called: glslang drops uncalled functions, so unusedTex is referenced only by its OpVariable (and the 1.4+ interface list).
vec4 deadHelper(vec2 uv) {
    return texture(unusedTex, uv);
}

void main() {
    outBuf.ids[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x;
}
