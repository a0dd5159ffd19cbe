//! pipeline: vf_component_block
// Fragment end of vf_component_block: the packed block read member by member, and only the push block's last 4 bytes (offset 64).
#version 450
layout(location = 0) in Packed {
    layout(location = 0, component = 0) vec2 uv;
    layout(location = 0, component = 2) float fade;
    layout(location = 2, component = 3) flat float layer;
    layout(location = 1, component = 1) vec3 normal;
} vin;
layout(push_constant) uniform Push { layout(offset = 64) float scale; } pc;
layout(location = 0) out vec4 outColor;
void main() { outColor = vec4(vin.uv, vin.fade * pc.scale, vin.layer) + vec4(vin.normal, 0.0); }
