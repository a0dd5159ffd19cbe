//! pipeline: vf_shared_ubo
// Vertex half of a pair sharing one std140 UBO at set 0 binding 0 (vertex reads mvp; the fragment stage reads tint).
#version 450

layout(set = 0, binding = 0, std140) uniform Scene {
    mat4 mvp;
    vec4 tint;
    float time;
} scene;

layout(location = 0) in vec3 inPos;
layout(location = 1) in vec2 inUV;

layout(location = 0) out vec2 outUV;

void main() {
    outUV = inUV;
    gl_Position = scene.mvp * vec4(inPos, 1.0);
}
