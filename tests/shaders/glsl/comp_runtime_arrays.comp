//! pipeline: comp_runtime_arrays
// Runtime-sized last SSBO member with .length() (OpArrayLength), and a runtime-sized array of SSBO blocks b[] (GL_EXT_nonuniform_qualifier).
#version 450
#extension GL_EXT_nonuniform_qualifier : require

layout(local_size_x = 64) in;

struct Particle {
    vec4 position;
    vec4 velocity;
};

layout(set = 0, binding = 0, std430) buffer Particles {
    uint frame;
    float dt;
    Particle items[];
} particles;

layout(set = 0, binding = 1, std430) readonly buffer ForceField {
    vec4 forces[];
} fields[];

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= uint(particles.items.length())) return;
    uint f = i % 4u;
    vec4 force = fields[nonuniformEXT(f)].forces[i % uint(fields[nonuniformEXT(f)].forces.length())];
    particles.items[i].velocity += force * particles.dt;
    particles.items[i].position += particles.items[i].velocity * particles.dt;
}
