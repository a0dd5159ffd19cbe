//! pipeline: comp_helper_usage
// Call-graph usage: one SSBO used only inside a helper two calls deep, a sampler2D passed as a function parameter, and texelFetch through a helper.
#version 450

layout(local_size_x = 8, local_size_y = 8) in;

layout(set = 0, binding = 0) uniform sampler2D colorTex;      // used only as an argument to sampleIt()
layout(set = 0, binding = 1) uniform sampler2D depthTex;      // used only via texelFetch in loadDepth()
layout(set = 0, binding = 2, std430) buffer Stats {           // used only in bumpStats() <- record()
    uint samples;
    float depthSum;
} stats;
layout(set = 0, binding = 3, rgba16f) uniform writeonly image2D outImage;

vec4 sampleIt(sampler2D s, vec2 uv) {
    return textureLod(s, uv, 0.0);
}

float loadDepth(ivec2 p) {
    return texelFetch(depthTex, p, 0).r;
}

void bumpStats(float d) {
    atomicAdd(stats.samples, 1u);
    stats.depthSum += d;
}

void record(float d) {
    if (d < 1.0) bumpStats(d);
}

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec2 uv = (vec2(p) + 0.5) / vec2(gl_NumWorkGroups.xy * gl_WorkGroupSize.xy);
    float d = loadDepth(p);
    record(d);
    imageStore(outImage, p, sampleIt(colorTex, uv) * d);
}
