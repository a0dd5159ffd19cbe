//! targets: vulkan1.1 vulkan1.3
//! pipeline: comp_scalar_layout
// GL_EXT_scalar_block_layout: layout(scalar) UBO/SSBO where vec3/vec4 follow a float at offsets 4/16 (std140/std430 would give 16/32). Vulkan 1.1+ only: plain spirv-val accepts these offsets under relaxed block layout, not under 1.0 standard layout.
#version 450
#extension GL_EXT_scalar_block_layout : require

layout(local_size_x = 64) in;

layout(set = 0, binding = 0, scalar) uniform Transform {
    float scale;        // 0
    vec3 translate;     // 4  (std140: 16)
    vec4 rotation;      // 16 (std140: 32)
    vec2 extent;        // 32 (std140: 48)
} xf;

layout(set = 0, binding = 1, scalar) buffer Mesh {
    uint vertexCount;   // 0
    vec3 center;        // 4  (std430: 16)
    float radius;       // 16 (std430: 28)
    float mass;         // 20 (std430: 32)
    vec2 uvs[];         // 24, stride 8 (std430: 40)
} mesh;

vec3 rotate(vec4 q, vec3 v) {
    return v + 2.0 * cross(q.xyz, cross(q.xyz, v) + q.w * v);
}

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= mesh.vertexCount) return;
    mesh.uvs[i] = mesh.uvs[i] * xf.extent;
    if (i == 0u) {
        mesh.center = rotate(xf.rotation, mesh.center) * xf.scale + xf.translate;
        mesh.radius *= xf.scale;
        mesh.mass *= xf.scale * xf.scale * xf.scale;
    }
}
