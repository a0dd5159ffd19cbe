//! pipeline: vf_shared_ubo
// Fragment half: same Scene UBO (set 0 binding 0) plus a fragment-only combined image sampler at binding 1.
#version 450

layout(set = 0, binding = 0, std140) uniform Scene {
    mat4 mvp;
    vec4 tint;
    float time;
} scene;

layout(set = 0, binding = 1) uniform sampler2D albedo;

layout(location = 0) in vec2 inUV;
layout(location = 0) out vec4 outColor;

void main() {
    outColor = texture(albedo, inUV) * scene.tint * (0.5 + 0.5 * sin(scene.time));
}
