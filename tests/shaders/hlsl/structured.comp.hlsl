//! targets: vulkan1.0 vulkan1.1
//! pipeline: hlsl_structured
// HLSL StructuredBuffer<T> / RWStructuredBuffer<T> bound with [[vk::binding(x, y)]]; Vulkan 1.1 max (glslang 11.13 emits BufferBlock, which fails legalization at SPIR-V 1.4+).
struct Particle
{
    float3 position;
    float life;
    float3 velocity;
    uint flags;
};

[[vk::binding(0, 1)]] StructuredBuffer<Particle> particlesIn;
[[vk::binding(1, 1)]] RWStructuredBuffer<Particle> particlesOut;
[[vk::binding(0, 0)]] cbuffer SimParams
{
    float3 gravity;     // HLSL packing would put a float3 declared after a float at offset 4, invalid for Vulkan 1.0 UBO layout
    float deltaTime;
};

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Particle p = particlesIn[id.x];
    p.velocity += gravity * deltaTime;
    p.position += p.velocity * deltaTime;
    p.life -= deltaTime;
    particlesOut[id.x] = p;
}
