//! pipeline: hlsl_tess
// HLSL domain shader: [domain("tri")], SV_DomainLocation barycentrics, heightmap displacement via Texture2D.SampleLevel, cbuffer matrix.
cbuffer Camera : register(b1)
{
    float4x4 viewProj;
};

Texture2D<float> heightmap : register(t2);
SamplerState heightSampler : register(s3);

struct ControlPoint
{
    [[vk::location(0)]] float3 position : POSITION;
    [[vk::location(1)]] float2 uv : TEXCOORD0;
};

struct PatchConstants
{
    float edges[3] : SV_TessFactor;
    float inside : SV_InsideTessFactor;
};

struct DSOutput
{
    float4 position : SV_Position;
    [[vk::location(0)]] float2 uv : TEXCOORD0;
};

[domain("tri")]
DSOutput main(PatchConstants pc, float3 bary : SV_DomainLocation, const OutputPatch<ControlPoint, 3> patch)
{
    DSOutput o;
    float3 p = bary.x * patch[0].position + bary.y * patch[1].position + bary.z * patch[2].position;
    float2 uv = bary.x * patch[0].uv + bary.y * patch[1].uv + bary.z * patch[2].uv;
    p.y += heightmap.SampleLevel(heightSampler, uv, 0.0);
    o.position = mul(viewProj, float4(p, 1.0));
    o.uv = uv;
    return o;
}
