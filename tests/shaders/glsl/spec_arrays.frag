//! pipeline: spec_arrays
// Descriptor arrays sized by spec constant N (constant_id 3) and by the spec-constant expression M = N * 2 + 1 (OpSpecConstantOp).
#version 450

layout(constant_id = 3) const int N = 4;
const int M = N * 2 + 1;

layout(set = 0, binding = 1) uniform sampler2D layerTex[N];
layout(set = 0, binding = 2) uniform sampler2D extraTex[M];

layout(location = 0) in vec2 inUV;
layout(location = 1) flat in int inSlot;
layout(location = 0) out vec4 outColor;

void main() {
    vec4 c = vec4(0.0);
    for (int i = 0; i < N; ++i)
        c += texture(layerTex[i], inUV);
    c += texture(extraTex[M - 1], inUV) * float(inSlot + 1);
    outColor = c / float(N + 1);
}
