//! pipeline: comp_nested_chains
// Deep access chains: SSBO -> struct array -> nested struct array -> struct -> matrix column -> component; flat sampler2D[6] array (a [2][3] descriptor array fails spirv-val).
#version 450

layout(local_size_x = 64) in;

struct Transform {
    mat4 matrix;
    vec4 rows[3];
};

struct Node {
    Transform local;
    Transform world;
    uint children[4];
};

struct Scene {
    uint nodeCount;
    Node nodes[16];
};

layout(set = 0, binding = 0, std430) buffer SceneBuffer {
    Scene scenes[2];
} sb;

layout(set = 0, binding = 1) uniform sampler2D cascades[6];   // logically [2][3], flattened

void main() {
    uint i = gl_GlobalInvocationID.x & 15u;
    uint s = gl_GlobalInvocationID.x >> 4u & 1u;
    float w = sb.scenes[s].nodes[i].local.matrix[3].y;
    w += sb.scenes[s].nodes[i].local.rows[2].x;
    uint child = sb.scenes[s].nodes[i].children[3] & 15u;
    float shadow = textureLod(cascades[1 * 3 + 2], vec2(w), 0.0).r + textureLod(cascades[0 * 3 + 1], vec2(w), 0.0).r;
    sb.scenes[s].nodes[child].world.rows[1].z = w * shadow;
}
