//! pipeline: geo
// Geometry: triangles input, invocations = 2, triangle_strip max_vertices = 3; arrayed inputs; writes gl_Layer per invocation.
#version 450

layout(triangles, invocations = 2) in;
layout(triangle_strip, max_vertices = 3) out;

layout(set = 0, binding = 0, std140) uniform Views {
    mat4 viewProj[2];
} views;

layout(location = 0) in vec3 inNormal[];
layout(location = 1) in vec2 inUV[];

layout(location = 0) out vec3 outNormal;
layout(location = 1) out vec2 outUV;

void main() {
    for (int i = 0; i < 3; ++i) {
        outNormal = inNormal[i];
        outUV = inUV[i];
        gl_Layer = gl_InvocationID;
        gl_Position = views.viewProj[gl_InvocationID] * gl_in[i].gl_Position;
        EmitVertex();
    }
    EndPrimitive();
}
