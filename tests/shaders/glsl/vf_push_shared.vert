//! pipeline: vf_push_shared
// Vertex and fragment declare the identical push constant block (mat4 + vec4, bytes 0-79) and both use it.
#version 450

layout(push_constant) uniform Push {
    mat4 transform;
    vec4 color;
} pc;

layout(location = 0) in vec2 inPos;
layout(location = 0) out vec4 outColor;

void main() {
    outColor = pc.color;
    gl_Position = pc.transform * vec4(inPos, 0.0, 1.0);
}
