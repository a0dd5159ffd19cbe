//! pipeline: tess
// Vertex stage feeding tessellation: passes position and uv (locations 0, 1) to the tessellation control stage.
#version 450

layout(location = 0) in vec3 inPos;
layout(location = 1) in vec2 inUV;

layout(location = 0) out vec3 outPos;
layout(location = 1) out vec2 outUV;

void main() {
    outPos = inPos;
    outUV = inUV;
    gl_Position = vec4(inPos, 1.0);
}
