//! targets: vulkan1.2 vulkan1.3
//! pipeline: mesh
// Fragment stage after a mesh shader: per-vertex input plus a perprimitiveEXT flat input (needs GL_EXT_mesh_shader).
#version 460
#extension GL_EXT_mesh_shader : require

layout(location = 0) in vec3 inColor;
layout(location = 1) perprimitiveEXT flat in uint inPrimitiveId;
layout(location = 0) out vec4 outColor;

void main() {
    float shade = float(inPrimitiveId % 16u) / 15.0;
    outColor = vec4(inColor * (0.5 + 0.5 * shade), 1.0);
}
