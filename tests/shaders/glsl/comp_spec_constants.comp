//! pipeline: comp_spec_constants
// Spec-driven workgroup size (local_size_x_id = 0, local_size_y = 8) and bool/int/uint/float/double spec constants (ids 1-5).
#version 450

layout(local_size_x_id = 0, local_size_y = 8) in;

layout(constant_id = 1) const bool USE_GAMMA = true;
layout(constant_id = 2) const int ITERATIONS = 3;
layout(constant_id = 3) const uint MASK = 0xFFu;
layout(constant_id = 4) const float GAMMA = 2.2;
layout(constant_id = 5) const double EPSILON = 1e-9LF;

layout(set = 0, binding = 0, r32f) uniform image2D target;

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    float v = imageLoad(target, p).r;
    for (int i = 0; i < ITERATIONS; ++i)
        v = v * 0.5 + float(uint(p.x) & MASK) / 255.0;
    if (USE_GAMMA)
        v = pow(v, 1.0 / GAMMA);
    if (double(v) < EPSILON)
        v = 0.0;
    imageStore(target, p, vec4(v));
}
