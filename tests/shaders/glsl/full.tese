//! pipeline: full
// Tessellation evaluation: quads, equal_spacing, cw; bilinear interpolation of 4 control points.
#version 450

layout(quads, equal_spacing, cw) in;

layout(location = 0) in vec4 inColor[];
layout(location = 0) out vec4 outColor;

void main() {
    vec2 t = gl_TessCoord.xy;
    vec4 p0 = mix(gl_in[0].gl_Position, gl_in[1].gl_Position, t.x);
    vec4 p1 = mix(gl_in[3].gl_Position, gl_in[2].gl_Position, t.x);
    outColor = mix(mix(inColor[0], inColor[1], t.x), mix(inColor[3], inColor[2], t.x), t.y);
    gl_Position = mix(p0, p1, t.y);
}
