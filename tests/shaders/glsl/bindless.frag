//! pipeline: bindless
// Bindless: runtime-sized sampler2D[] and runtime-sized array of SSBO blocks, indexed with nonuniformEXT.
#version 450
#extension GL_EXT_nonuniform_qualifier : require

struct Material {
    vec4 baseColor;
    uint albedoIndex;
    uint normalIndex;
    float roughness;
    float metallic;
};

layout(set = 0, binding = 0) uniform sampler2D textures[];
layout(set = 1, binding = 0, std430) readonly buffer MaterialBuffer {
    Material m;
} materials[];

layout(location = 0) in vec2 inUV;
layout(location = 1) flat in uint inMaterial;
layout(location = 0) out vec4 outColor;

void main() {
    Material mat = materials[nonuniformEXT(inMaterial)].m;
    vec4 albedo = texture(textures[nonuniformEXT(mat.albedoIndex)], inUV);
    vec3 n = texture(textures[nonuniformEXT(mat.normalIndex)], inUV).xyz;
    outColor = albedo * mat.baseColor * (1.0 - mat.roughness) + vec4(n * mat.metallic, 0.0);
}
