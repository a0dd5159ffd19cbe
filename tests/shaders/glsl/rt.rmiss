//! targets: vulkan1.2 vulkan1.3
//! pipeline: rt
// Miss: samples an environment cube (set 0 binding 3). Also re-declares set 0 bindings 0/1 WITHOUT using them (deliberately unused).
#version 460
#extension GL_EXT_ray_tracing : require

layout(set = 0, binding = 0) uniform accelerationStructureEXT topLevel;          // unused here
layout(set = 0, binding = 1, rgba8) uniform writeonly image2D outputImage;       // unused here
layout(set = 0, binding = 3) uniform samplerCube environment;

layout(location = 0) rayPayloadInEXT vec3 hitValue;

void main() {
    hitValue = textureLod(environment, gl_WorldRayDirectionEXT, 0.0).rgb;
}
