//! pipeline: comp_std140_layout
// std140 UBO layout: scalars, vec2/3/4, mat2/mat3/mat4/mat3x4, row_major, float/vec3/mat arrays (16-byte strides), nested struct, array of structs, array of arrays float[2][3].
#version 450

layout(local_size_x = 1) in;

struct Light {
    vec3 position;
    float radius;
    vec3 color;
};

struct Shadow {
    mat4 viewProj;
    Light caster;
};

layout(set = 0, binding = 0, std140) uniform Everything {
    float f;              // 0
    vec2 v2;              // 8
    vec3 v3;              // 16
    int i;                // 28
    vec4 v4;              // 32
    mat2 m2;              // 48, column stride 16
    mat3 m3;              // 80
    mat4 m4;              // 128
    mat3x4 m34;           // 192 (3 columns of vec4)
    layout(row_major) mat4 rowMajor;   // 240
    float scalars[3];     // 304, stride 16
    vec3 directions[2];   // 352, stride 16
    mat2 rotations[2];    // 384, stride 32
    Shadow shadow;        // 448
    Light lights[2];      // 544, stride 32
    float grid[2][3];     // 608, inner stride 16, outer stride 48
} u;

layout(set = 0, binding = 1, std430) writeonly buffer Result {
    vec4 value;
} result;

void main() {
    vec4 acc = u.v4 + vec4(u.v3, u.f) + vec4(u.v2, u.m2[1]);
    acc += u.m4 * vec4(u.m3[2], 1.0) + u.rowMajor[1] + u.m34[2];
    acc += vec4(u.scalars[2], u.directions[1]) * float(u.i);
    acc += vec4(u.rotations[1][0], u.shadow.caster.position.xy);
    acc += u.shadow.viewProj * vec4(u.lights[1].color, u.lights[0].radius);
    acc.w += u.grid[1][2] - u.grid[0][1];
    result.value = acc;
}
