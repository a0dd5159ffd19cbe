//! pipeline: tess
// Tessellation control: layout(vertices = 3), arrayed per-vertex I/O, a `patch` output at location 2, UBO for levels.
#version 450

layout(vertices = 3) out;

layout(set = 0, binding = 0, std140) uniform TessParams {
    float outerLevel;
    float innerLevel;
} params;

layout(location = 0) in vec3 inPos[];
layout(location = 1) in vec2 inUV[];

layout(location = 0) out vec3 outPos[];
layout(location = 1) out vec2 outUV[];
layout(location = 2) patch out vec4 patchTint;

void main() {
    outPos[gl_InvocationID] = inPos[gl_InvocationID];
    outUV[gl_InvocationID] = inUV[gl_InvocationID];
    if (gl_InvocationID == 0) {
        gl_TessLevelOuter[0] = params.outerLevel;
        gl_TessLevelOuter[1] = params.outerLevel;
        gl_TessLevelOuter[2] = params.outerLevel;
        gl_TessLevelInner[0] = params.innerLevel;
        patchTint = vec4(float(gl_PrimitiveID & 7) / 7.0, 0.5, 0.5, 1.0);
    }
}
