//! targets: vulkan1.2 vulkan1.3
//! pipeline: rt_proc
// Miss shader with no descriptors: writes a gradient sky color into the struct payload.
#version 460
#extension GL_EXT_ray_tracing : require

struct Payload {
    vec3 color;
    float distance;
};

layout(location = 0) rayPayloadInEXT Payload payload;

void main() {
    float t = 0.5 * (gl_WorldRayDirectionEXT.y + 1.0);
    payload.color = mix(vec3(1.0), vec3(0.5, 0.7, 1.0), t);
    payload.distance = -1.0;
}
