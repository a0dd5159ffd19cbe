// Fragment writing gl_FragDepth redeclared with layout(depth_greater) (DepthGreater + DepthReplacing modes); depth offset from push constants.
#version 450

layout(depth_greater) out float gl_FragDepth;

layout(push_constant) uniform Push {
    float depthBias;
} pc;

layout(location = 0) in vec4 inColor;
layout(location = 0) out vec4 outColor;

void main() {
    gl_FragDepth = gl_FragCoord.z + pc.depthBias;
    outColor = inColor;
}
