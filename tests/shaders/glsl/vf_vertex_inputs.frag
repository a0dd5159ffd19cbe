//! pipeline: vf_vertex_inputs
// Fragment consuming a flat uint and a vec4 from vf_vertex_inputs.vert.
#version 450

layout(location = 0) flat in uint inFlags;
layout(location = 1) in vec4 inColor;

layout(location = 0) out vec4 outColor;

void main() {
    outColor = (inFlags & 1u) != 0u ? inColor : vec4(1.0, 0.0, 1.0, 1.0);
}
