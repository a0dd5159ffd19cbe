#version 450
// The demo triangle's fragment stage: the interpolated vertex color, tinted.

layout(set = 0, binding = 0) uniform Frame {
    mat4 transform;
    vec4 tint;
} frame;

layout(location = 0) in vec3 v_color;
layout(location = 0) out vec4 out_color;

void main() {
    out_color = vec4(v_color, 1.0) * frame.tint;
}
