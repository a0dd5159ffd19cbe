//! pipeline: vf_push
// Fragment push constants starting at layout(offset = 64): color at 64, intensity at 80 (range 64..84).
#version 450

layout(push_constant) uniform FragmentPush {
    layout(offset = 64) vec4 color;
    float intensity;
} pc;

layout(location = 0) in vec3 inNormal;
layout(location = 0) out vec4 outColor;

void main() {
    float ndotl = max(dot(normalize(inNormal), vec3(0.0, 0.0, 1.0)), 0.0);
    outColor = pc.color * ndotl * pc.intensity;
}
