#version 450
// The demo triangle's vertex stage: a transform from a uniform block, an angle from a
// push constant, and position and color per vertex.

layout(set = 0, binding = 0) uniform Frame {
    mat4 transform;
    vec4 tint;
} frame;

layout(push_constant) uniform Push {
    float angle;
} push;

layout(location = 0) in vec2 position;
layout(location = 1) in vec3 color;

layout(location = 0) out vec3 v_color;

void main() {
    float c = cos(push.angle), s = sin(push.angle);
    vec2 p = mat2(c, s, -s, c) * position;
    gl_Position = frame.transform * vec4(p, 0.0, 1.0);
    v_color = color;
}
