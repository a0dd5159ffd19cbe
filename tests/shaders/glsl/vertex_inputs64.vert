// 64-bit vertex inputs: dvec3 and dvec4 take two locations each, a dmat2 two columns of one location each (reflection only: lavapipe has no 64-bit vertex formats).
#version 450

layout(location = 0) in vec3 inPos;
layout(location = 1) in dvec3 inPos64;          // locations 1..2
layout(location = 3) in dvec4 inOrigin64;       // locations 3..4
layout(location = 5) in dmat2 inBasis64;        // locations 5..6

void main() {
    dvec3 rel = inPos64 - inOrigin64.xyz;
    dvec2 b = inBasis64 * rel.xy;
    gl_Position = vec4(inPos + vec3(rel) + vec3(b, 0.0), 1.0);
}
