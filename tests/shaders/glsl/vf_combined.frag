//! pipeline: vf_combined
// Combined image samplers of many dims: 1D, 2D, 3D, Cube, 2DArray, 2DShadow (depth) and a fixed array sampler2D[4].
#version 450

layout(set = 1, binding = 0) uniform sampler1D ramp;
layout(set = 1, binding = 1) uniform sampler2D layers[4];
layout(set = 1, binding = 2) uniform sampler3D noise;
layout(set = 1, binding = 3) uniform samplerCube environment;
layout(set = 1, binding = 4) uniform sampler2DArray atlas;
layout(set = 1, binding = 5) uniform sampler2DShadow shadowMap;

layout(location = 0) in vec2 inUV;
layout(location = 1) in vec3 inWorld;
layout(location = 0) out vec4 outColor;

void main() {
    vec4 c = vec4(0.0);
    for (int i = 0; i < 4; ++i)
        c += texture(layers[i], inUV);
    c *= texture(ramp, inWorld.y).r;
    c += texture(noise, inWorld) * 0.1;
    c += texture(environment, normalize(inWorld)) * 0.2;
    c += texture(atlas, vec3(inUV, 2.0));
    float lit = texture(shadowMap, vec3(inUV, inWorld.y));
    outColor = c * lit;
}
