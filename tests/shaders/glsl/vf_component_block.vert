//! pipeline: vf_component_block
// Block members packed into shared locations with Component (the flat one at a location of its own: aliases
// share their interpolation, as GLSL asks); a push block of 68 bytes whose size only its last member, a float after a mat4, decides.
#version 450
layout(location = 0) in vec3 inPos;
layout(location = 0) out Packed {
    layout(location = 0, component = 0) vec2 uv;
    layout(location = 0, component = 2) float fade;
    layout(location = 2, component = 3) flat float layer;
    layout(location = 1, component = 1) vec3 normal;
} vout;
layout(push_constant) uniform Push { mat4 model; float scale; } pc;
void main() {
    vout.uv = inPos.xy;
    vout.fade = pc.scale;
    vout.layer = 1.0;
    vout.normal = inPos;
    gl_Position = pc.model * vec4(inPos * pc.scale, 1.0);
}
