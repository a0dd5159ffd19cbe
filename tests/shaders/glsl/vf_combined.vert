//! pipeline: vf_combined
// Vertex texture fetch from a combined image sampler (heightmap, set 0 binding 0) with textureLod.
#version 450

layout(set = 0, binding = 0) uniform sampler2D heightmap;

layout(location = 0) in vec2 inXZ;
layout(location = 0) out vec2 outUV;
layout(location = 1) out vec3 outWorld;

void main() {
    vec2 uv = inXZ * 0.5 + 0.5;
    float h = textureLod(heightmap, uv, 0.0).r;
    outUV = uv;
    outWorld = vec3(inXZ.x, h, inXZ.y);
    gl_Position = vec4(inXZ, h, 1.0);
}
