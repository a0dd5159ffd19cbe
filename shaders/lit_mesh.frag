#version 450
// demos/mesh.py's fragment stage: the vertex color times a texture, lit by one directional
// light and an ambient term from the uniform block.

layout(set = 0, binding = 0) uniform Scene {
    mat4 view;
    mat4 projection;
    vec4 light_direction;
    vec4 light_color;
} scene;

layout(set = 0, binding = 1) uniform sampler2D albedo;

layout(location = 0) in vec3 v_normal;
layout(location = 1) in vec2 v_uv;
layout(location = 2) in vec4 v_color;

layout(location = 0) out vec4 out_color;

void main() {
    float diffuse = max(dot(normalize(v_normal), normalize(scene.light_direction.xyz)), 0.0);
    vec3 light = scene.light_color.a + diffuse * scene.light_color.rgb;
    out_color = vec4(v_color.rgb * texture(albedo, v_uv).rgb * light, 1.0);
}
