//! entry: CSMain
//! pipeline: hlsl_entry_named
// HLSL compute with a non-default entry point name (CSMain), cbuffer with packoffset, RWTexture3D<float> and numthreads(4, 4, 4).
cbuffer VolumeParams : register(b0)
{
    float3 origin : packoffset(c0);
    float spacing : packoffset(c0.w);
    uint3 dims : packoffset(c1);
};

RWTexture3D<float> density : register(u1);

float sdf(float3 p) { return length(p) - 1.0; }

[numthreads(4, 4, 4)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    if (any(id >= dims)) return;
    density[id] = sdf(origin + float3(id) * spacing);
}
