// Multisampled combined samplers sampler2DMS and isampler2DMSArray read with texelFetch, gl_SampleID/gl_SampleMaskIn built-ins, two color outputs.
#version 450

layout(set = 0, binding = 0) uniform sampler2DMS msColor;
layout(set = 0, binding = 1) uniform isampler2DMSArray msIds;

layout(location = 0) out vec4 outColor;
layout(location = 1) out ivec4 outIds;

void main() {
    ivec2 p = ivec2(gl_FragCoord.xy);
    vec4 c = texelFetch(msColor, p, gl_SampleID);
    outIds = texelFetch(msIds, ivec3(p, 1), gl_SampleID);
    outColor = c * float(bitCount(gl_SampleMaskIn[0]));
}
