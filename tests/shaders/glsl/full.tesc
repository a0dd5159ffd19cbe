//! pipeline: full
// Tessellation control with layout(vertices = 4) (quad patches) and push-constant tessellation level.
#version 450

layout(vertices = 4) out;

layout(push_constant) uniform Push {
    float level;
} pc;

layout(location = 0) in vec4 inColor[];
layout(location = 0) out vec4 outColor[];

void main() {
    gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
    outColor[gl_InvocationID] = inColor[gl_InvocationID];
    gl_TessLevelOuter[0] = pc.level;
    gl_TessLevelOuter[1] = pc.level;
    gl_TessLevelOuter[2] = pc.level;
    gl_TessLevelOuter[3] = pc.level;
    gl_TessLevelInner[0] = pc.level;
    gl_TessLevelInner[1] = pc.level;
}
