//! pipeline: vf_io_block
// Inputs matching vf_io_block.vert: interface block with member location, component-packed location 2, struct input.
#version 450

struct LightInfo {
    vec3 dir;
    float strength;
};

layout(location = 0) in VertexData {
    vec4 color;
    vec2 uv;
    layout(location = 5) flat uint id;
} vin;

layout(location = 2, component = 0) noperspective in vec2 inPacked;
layout(location = 2, component = 2) noperspective in float inDepthLinear;
layout(location = 8, component = 3) flat in int inLayer;
layout(location = 3) centroid in vec3 inCentroid;
layout(location = 4) sample in float inPerSample;
layout(location = 6) in LightInfo inLight;

layout(location = 0) out vec4 outColor;

void main() {
    float l = max(dot(normalize(inCentroid), inLight.dir), 0.0) * inLight.strength;
    vec4 c = vin.color * l + vec4(vin.uv, inPacked) * inDepthLinear;
    c.a = inPerSample + float(vin.id % 4u) + float(inLayer);
    outColor = c;
}
