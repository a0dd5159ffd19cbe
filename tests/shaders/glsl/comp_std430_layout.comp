//! pipeline: comp_std430_layout
// std430 SSBO layout: tight float/vec2 array strides, mat3 in std430, nested struct arrays, runtime array of structs as the last member.
#version 450

layout(local_size_x = 32) in;

struct Bone {
    mat3x4 transform;   // 3 columns of vec4, 48 bytes
    vec3 pivot;
    uint parent;
};

struct Skin {
    uint boneCount;
    float weights[4];   // stride 4 in std430
    vec2 uvScale[2];    // stride 8 in std430
    Bone root;
};

layout(set = 0, binding = 0, std430) readonly buffer SkinData {
    mat3 normalMatrix;
    vec3 offset;
    float scale;
    Skin skins[2];
    Bone bones[];
} data;

layout(set = 0, binding = 1, std430) writeonly buffer Out {
    vec4 positions[];
} outBuf;

void main() {
    uint i = gl_GlobalInvocationID.x;
    Bone b = data.bones[i];
    Skin s = data.skins[i & 1u];
    vec3 p = (vec4(b.pivot, 1.0) * mat4(b.transform)).xyz;
    p = data.normalMatrix * p * data.scale + data.offset;
    p *= s.weights[b.parent & 3u] * s.uvScale[1].x;
    outBuf.positions[i] = vec4(p + s.root.pivot, float(s.boneCount));
}
