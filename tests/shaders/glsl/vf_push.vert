//! pipeline: vf_push
// Vertex push constants occupying bytes 0-63 (one mat4); the fragment stage uses offset 64 onwards.
#version 450

layout(push_constant) uniform VertexPush {
    mat4 mvp;
} pc;

layout(location = 0) in vec4 inPos;
layout(location = 1) in vec3 inNormal;

layout(location = 0) out vec3 outNormal;

void main() {
    outNormal = inNormal;
    gl_Position = pc.mvp * inPos;
}
