//! pipeline: vf_push_shared
// Fragment stage using the same push constant block as the vertex stage (reads only color).
#version 450

layout(push_constant) uniform Push {
    mat4 transform;
    vec4 color;
} pc;

layout(location = 0) in vec4 inColor;
layout(location = 0) out vec4 outColor;

void main() {
    outColor = inColor * pc.color.a;
}
