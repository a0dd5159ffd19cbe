//! pipeline: full
// First stage of vertex+tesc+tese+geom+frag: passes a control point color.
#version 450

layout(location = 0) in vec3 inPos;
layout(location = 1) in vec4 inColor;

layout(location = 0) out vec4 outColor;

void main() {
    outColor = inColor;
    gl_Position = vec4(inPos, 1.0);
}
