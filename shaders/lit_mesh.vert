#version 450
// demos/mesh.py's vertex stage: the camera and the light from a uniform block, each object's
// model matrix from a push constant, and position, normal, texture coordinate and an RGBA8
// color (read normalized) per vertex.

layout(set = 0, binding = 0) uniform Scene {
    mat4 view;
    mat4 projection;
    vec4 light_direction;  // toward the light, world space
    vec4 light_color;      // rgb: the light's color; a: the ambient term
} scene;

layout(push_constant) uniform Push {
    mat4 model;
} push;

layout(location = 0) in vec3 position;
layout(location = 1) in vec3 normal;
layout(location = 2) in vec2 uv;
layout(location = 3) in vec4 color;

layout(location = 0) out vec3 v_normal;
layout(location = 1) out vec2 v_uv;
layout(location = 2) out vec4 v_color;

void main() {
    gl_Position = scene.projection * scene.view * push.model * vec4(position, 1.0);
    v_normal = mat3(push.model) * normal;  // a rotation: no inverse transpose needed
    v_uv = uv;
    v_color = color;
}
