//! pipeline: full
// Geometry: triangles in, line_strip out (max_vertices = 4) wireframe, with a UBO transform.
#version 450

layout(triangles) in;
layout(line_strip, max_vertices = 4) out;

layout(set = 0, binding = 0, std140) uniform Camera {
    mat4 viewProj;
} camera;

layout(location = 0) in vec4 inColor[];
layout(location = 0) out vec4 outColor;

void main() {
    for (int i = 0; i < 4; ++i) {
        int v = i % 3;
        outColor = inColor[v];
        gl_Position = camera.viewProj * gl_in[v].gl_Position;
        EmitVertex();
    }
    EndPrimitive();
}
