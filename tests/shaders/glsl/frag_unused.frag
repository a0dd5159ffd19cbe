// Deliberately UNUSED: an input at location 1, a UBO, a texture and a push constant block are declared but never read; only inUV and usedTex are used.
#version 450

layout(set = 0, binding = 0) uniform sampler2D usedTex;
layout(set = 0, binding = 1) uniform sampler2D unusedTex;           // unused
layout(set = 1, binding = 0, std140) uniform UnusedParams {         // unused
    vec4 scaleBias;
} unusedParams;
layout(push_constant) uniform UnusedPush {                          // unused
    uint flags;
} unusedPush;

layout(location = 0) in vec2 inUV;
layout(location = 1) in vec4 inUnused;                              // unused input
layout(location = 0) out vec4 outColor;

void main() {
    outColor = texture(usedTex, inUV);
}
