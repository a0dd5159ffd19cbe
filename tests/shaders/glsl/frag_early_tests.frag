// Fragment execution modes: layout(early_fragment_tests) and redeclared gl_FragCoord with origin_upper_left; storage image written as a side effect.
#version 450

layout(early_fragment_tests) in;
layout(origin_upper_left) in vec4 gl_FragCoord;

layout(set = 0, binding = 0, r32ui) uniform coherent uimage2D overdraw;

layout(location = 0) in vec4 inColor;
layout(location = 0) out vec4 outColor;

void main() {
    imageAtomicAdd(overdraw, ivec2(gl_FragCoord.xy), 1u);
    outColor = inColor;
}
