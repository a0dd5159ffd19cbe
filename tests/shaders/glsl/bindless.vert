//! pipeline: bindless
// Vertex stage of the bindless pipeline: passes a flat material index from a per-instance input.
#version 450

layout(location = 0) in vec3 inPos;
layout(location = 1) in vec2 inUV;
layout(location = 2) in uint inMaterial;

layout(location = 0) out vec2 outUV;
layout(location = 1) flat out uint outMaterial;

void main() {
    outUV = inUV;
    outMaterial = inMaterial;
    gl_Position = vec4(inPos, 1.0);
}
