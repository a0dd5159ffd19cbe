//! pipeline: vf_subpass
// Input attachments: subpassInput (index 0), usubpassInput (index 1), subpassInputMS (index 2) read with subpassLoad.
#version 450

layout(input_attachment_index = 0, set = 0, binding = 0) uniform subpassInput gAlbedo;
layout(input_attachment_index = 1, set = 0, binding = 1) uniform usubpassInput gMaterialId;
layout(input_attachment_index = 2, set = 0, binding = 2) uniform subpassInputMS gNormalMS;

layout(location = 0) in vec2 inUV;
layout(location = 0) out vec4 outColor;

void main() {
    vec4 albedo = subpassLoad(gAlbedo);
    uint material = subpassLoad(gMaterialId).r;
    vec3 n = (subpassLoad(gNormalMS, 0).xyz + subpassLoad(gNormalMS, 1).xyz) * 0.5;
    float vignette = 1.0 - length(inUV - 0.5);
    outColor = vec4(albedo.rgb * max(n.z, 0.0) * vignette, float(material) / 255.0);
}
