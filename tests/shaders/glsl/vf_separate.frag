//! pipeline: vf_separate
// Separate `sampler` + sampled images (texture2D, texture2DArray, textureCube, texture2DMS) combined at use sites.
#version 450

layout(set = 0, binding = 0) uniform sampler linearSampler;
layout(set = 0, binding = 1) uniform texture2D baseColor;
layout(set = 0, binding = 2) uniform texture2DArray detail;
layout(set = 0, binding = 3) uniform textureCube sky;
layout(set = 0, binding = 4) uniform texture2DMS msColor;
layout(set = 0, binding = 5) uniform sampler shadowSampler;
layout(set = 0, binding = 6) uniform texture2D shadowDepth;

layout(location = 0) in vec2 inUV;
layout(location = 1) flat in int inLayer;
layout(location = 0) out vec4 outColor;

void main() {
    vec4 c = texture(sampler2D(baseColor, linearSampler), inUV);
    c += texture(sampler2DArray(detail, linearSampler), vec3(inUV, float(inLayer)));
    c += texture(samplerCube(sky, linearSampler), vec3(inUV, 1.0));
    c += texelFetch(sampler2DMS(msColor, linearSampler), ivec2(gl_FragCoord.xy), 0);
    float vis = texture(sampler2DShadow(shadowDepth, shadowSampler), vec3(inUV, 0.5));
    outColor = c * vis;
}
