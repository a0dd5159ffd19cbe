//! pipeline: geo
// Fragment stage of the geometry pipeline; reads gl_Layer as an input built-in.
#version 450

layout(set = 0, binding = 1) uniform sampler2DArray layeredTex;

layout(location = 0) in vec3 inNormal;
layout(location = 1) in vec2 inUV;
layout(location = 0) out vec4 outColor;

void main() {
    vec4 c = texture(layeredTex, vec3(inUV, float(gl_Layer)));
    outColor = c * max(normalize(inNormal).z, 0.1);
}
