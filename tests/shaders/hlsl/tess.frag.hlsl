//! pipeline: hlsl_tess
// HLSL pixel stage of the tessellation pipeline; reuses the domain stage's heightmap binding (t2/s3) for shading.
Texture2D<float> heightmap : register(t2);
SamplerState heightSampler : register(s3);

float4 main(float4 position : SV_Position, [[vk::location(0)]] float2 uv : TEXCOORD0) : SV_Target0
{
    float h = heightmap.Sample(heightSampler, uv);
    return float4(h, h, h, 1.0);
}
