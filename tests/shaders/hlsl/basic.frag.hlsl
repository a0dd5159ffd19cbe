//! pipeline: hlsl_basic
// HLSL pixel shader: Texture2D + SamplerState (t1/s2), ConstantBuffer<Material> at b3, SV_Target0 output.
struct Material
{
    float4 baseColor;
    float3 lightDir;
    float ambient;
};

ConstantBuffer<Material> material : register(b3);
Texture2D albedo : register(t1);
SamplerState linearSampler : register(s2);

struct PSInput
{
    float4 position : SV_Position;
    [[vk::location(0)]] float3 normal : NORMAL;
    [[vk::location(1)]] float2 uv : TEXCOORD0;
};

float4 main(PSInput input) : SV_Target0
{
    float ndotl = saturate(dot(normalize(input.normal), -material.lightDir));
    return albedo.Sample(linearSampler, input.uv) * material.baseColor * (ndotl + material.ambient);
}
