//! pipeline: hlsl_texel_buffers
// HLSL Buffer<float4> (uniform texel buffer, t0) and RWBuffer<float4> / RWBuffer<uint> (storage texel buffers, u1/u2; glslang infers Rgba32f / R32ui).
Buffer<float4> inputs : register(t0);
RWBuffer<float4> outputs : register(u1);
RWBuffer<uint> histogram : register(u2);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = inputs.Load(id.x);
    outputs[id.x] = v * 2.0;
    uint bucket = (uint)saturate(v.x) * 15u;
    InterlockedAdd(histogram[bucket], 1u);
}
