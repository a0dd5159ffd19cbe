//! pipeline: vf_io_block
// Block-typed and struct-typed outputs, member locations, component packing and flat/noperspective/centroid/sample.
// Variables sharing a location share numeric type, width and qualifiers (GLSL's rule for location aliasing).
#version 450

struct LightInfo {
    vec3 dir;
    float strength;
};

layout(location = 0) in vec3 inPos;
layout(location = 1) in vec4 inColor;

layout(location = 0) out VertexData {
    vec4 color;                      // location 0
    vec2 uv;                         // location 1
    layout(location = 5) flat uint id;
} vout;

layout(location = 2, component = 0) noperspective out vec2 outPacked;
layout(location = 2, component = 2) noperspective out float outDepthLinear;
layout(location = 8, component = 3) flat out int outLayer;
layout(location = 3) centroid out vec3 outCentroid;
layout(location = 4) sample out float outPerSample;
layout(location = 6) out LightInfo outLight;   // locations 6 and 7

void main() {
    vout.color = inColor;
    vout.uv = inPos.xy;
    vout.id = uint(gl_VertexIndex);
    outPacked = inPos.xz;
    outDepthLinear = inPos.z;
    outLayer = gl_InstanceIndex;
    outCentroid = inPos;
    outPerSample = inColor.a;
    outLight = LightInfo(normalize(vec3(1.0, 1.0, 0.0)), 2.0);
    gl_Position = vec4(inPos, 1.0);
}
