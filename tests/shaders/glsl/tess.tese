//! pipeline: tess
// Tessellation evaluation: triangles, fractional_odd_spacing, ccw; reads the patch input and displaces from a heightmap.
#version 450

layout(triangles, fractional_odd_spacing, ccw) in;

layout(set = 0, binding = 1) uniform sampler2D displacement;
layout(set = 0, binding = 2, std140) uniform Camera {
    mat4 viewProj;
} camera;

layout(location = 0) in vec3 inPos[];
layout(location = 1) in vec2 inUV[];
layout(location = 2) patch in vec4 patchTint;

layout(location = 0) out vec2 outUV;
layout(location = 1) out vec4 outTint;

void main() {
    vec3 b = gl_TessCoord;
    vec3 p = b.x * inPos[0] + b.y * inPos[1] + b.z * inPos[2];
    vec2 uv = b.x * inUV[0] + b.y * inUV[1] + b.z * inUV[2];
    p.y += textureLod(displacement, uv, 0.0).r;
    outUV = uv;
    outTint = patchTint;
    gl_Position = camera.viewProj * vec4(p, 1.0);
}
