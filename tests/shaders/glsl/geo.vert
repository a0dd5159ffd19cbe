//! pipeline: geo
// Vertex stage for the vertex+geometry+fragment pipeline: outputs normal and uv.
#version 450

layout(location = 0) in vec3 inPos;
layout(location = 1) in vec3 inNormal;
layout(location = 2) in vec2 inUV;

layout(location = 0) out vec3 outNormal;
layout(location = 1) out vec2 outUV;

void main() {
    outNormal = inNormal;
    outUV = inUV;
    gl_Position = vec4(inPos, 1.0);
}
