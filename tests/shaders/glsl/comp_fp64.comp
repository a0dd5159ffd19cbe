//! pipeline: comp_fp64
// 64-bit floats in buffers (GL_ARB_gpu_shader_fp64): double, dvec2, dvec3 (24 bytes, std430 align 32), dmat2, double spec constant.
#version 450
#extension GL_ARB_gpu_shader_fp64 : enable

layout(local_size_x = 64) in;

layout(constant_id = 0) const double SCALE = 0.5LF;

layout(set = 0, binding = 0, std140) uniform Params {
    double timeStep;
    dvec2 bias;
    dmat2 rotation;
} params;

layout(set = 0, binding = 1, std430) buffer Bodies {
    dvec3 position[8];
    double mass;
    dvec4 velocity[];
} bodies;

void main() {
    uint i = gl_GlobalInvocationID.x;
    dvec2 v = params.rotation * bodies.velocity[i].xy + params.bias;
    bodies.velocity[i].xy = v * SCALE;
    bodies.position[i & 7u] += dvec3(v, 0.0LF) * params.timeStep / bodies.mass;
}
