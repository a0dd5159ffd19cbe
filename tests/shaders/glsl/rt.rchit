//! targets: vulkan1.2 vulkan1.3
//! pipeline: rt
// Closest hit: rayPayloadInEXT, hitAttributeEXT barycentrics, per-instance colors from an SSBO (set 0 binding 2).
#version 460
#extension GL_EXT_ray_tracing : require

layout(location = 0) rayPayloadInEXT vec3 hitValue;
hitAttributeEXT vec2 attribs;

layout(set = 0, binding = 2, std430) readonly buffer InstanceColors {
    vec4 colors[];
} instanceColors;

void main() {
    vec3 bary = vec3(1.0 - attribs.x - attribs.y, attribs.x, attribs.y);
    hitValue = instanceColors.colors[gl_InstanceCustomIndexEXT].rgb * bary;
}
