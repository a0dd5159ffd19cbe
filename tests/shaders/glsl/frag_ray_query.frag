//! targets: vulkan1.2 vulkan1.3
// GL_EXT_ray_query in a fragment shader: shadow ray against accelerationStructureEXT (set 0 binding 0), light from a UBO.
#version 460
#extension GL_EXT_ray_query : require

layout(set = 0, binding = 0) uniform accelerationStructureEXT tlas;
layout(set = 0, binding = 1, std140) uniform Light {
    vec4 direction;
} light;

layout(location = 0) in vec3 inWorldPos;
layout(location = 1) in vec3 inNormal;
layout(location = 0) out vec4 outColor;

void main() {
    rayQueryEXT q;
    rayQueryInitializeEXT(q, tlas, gl_RayFlagsTerminateOnFirstHitEXT | gl_RayFlagsOpaqueEXT, 0xFF,
                          inWorldPos + inNormal * 0.01, 0.0, -light.direction.xyz, 1000.0);
    rayQueryProceedEXT(q);
    bool shadowed = rayQueryGetIntersectionTypeEXT(q, true) != gl_RayQueryCommittedIntersectionNoneEXT;
    float ndotl = max(dot(normalize(inNormal), -light.direction.xyz), 0.0);
    outColor = vec4(vec3(shadowed ? 0.1 : ndotl), 1.0);
}
