//! pipeline: vf_separate
// Simple vertex stage for the separate sampler/texture pipeline; passes uv and a flat layer index.
#version 450

layout(location = 0) in vec2 inPos;
layout(location = 0) out vec2 outUV;
layout(location = 1) flat out int outLayer;

void main() {
    outUV = inPos * 0.5 + 0.5;
    outLayer = gl_InstanceIndex;
    gl_Position = vec4(inPos, 0.0, 1.0);
}
