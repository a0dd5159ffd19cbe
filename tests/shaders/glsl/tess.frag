//! pipeline: tess
// Fragment stage of the tessellation pipeline.
#version 450

layout(set = 0, binding = 3) uniform sampler2D albedo;

layout(location = 0) in vec2 inUV;
layout(location = 1) in vec4 inTint;
layout(location = 0) out vec4 outColor;

void main() {
    outColor = texture(albedo, inUV) * inTint;
}
