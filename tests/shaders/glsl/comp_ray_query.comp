//! targets: vulkan1.2 vulkan1.3
//! pipeline: comp_ray_query
// GL_EXT_ray_query in compute: accelerationStructureEXT (set 0 binding 0) traversed with rayQueryEXT; results to an SSBO.
#version 460
#extension GL_EXT_ray_query : require

layout(local_size_x = 64) in;

layout(set = 0, binding = 0) uniform accelerationStructureEXT tlas;

layout(set = 0, binding = 1, std430) readonly buffer Rays {
    vec4 originTMin[];
} rays;

layout(set = 0, binding = 2, std430) writeonly buffer Hits {
    float t[];
} hits;

void main() {
    uint i = gl_GlobalInvocationID.x;
    vec4 o = rays.originTMin[i];
    rayQueryEXT q;
    rayQueryInitializeEXT(q, tlas, gl_RayFlagsTerminateOnFirstHitEXT, 0xFF, o.xyz, o.w, vec3(0.0, -1.0, 0.0), 1000.0);
    while (rayQueryProceedEXT(q)) {
        if (rayQueryGetIntersectionTypeEXT(q, false) == gl_RayQueryCandidateIntersectionTriangleEXT)
            rayQueryConfirmIntersectionEXT(q);
    }
    hits.t[i] = rayQueryGetIntersectionTypeEXT(q, true) != gl_RayQueryCommittedIntersectionNoneEXT
        ? rayQueryGetIntersectionTEXT(q, true) : -1.0;
}
