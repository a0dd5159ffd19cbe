//! pipeline: hlsl_basic
// HLSL vertex shader: cbuffer at register(b0), input semantics POSITION/NORMAL/TEXCOORD0, [[vk::location]] outputs, SV_Position.
cbuffer Transforms : register(b0)
{
    float4x4 worldViewProj;
    float4x4 world;
};

struct VSInput
{
    [[vk::location(0)]] float3 position : POSITION;
    [[vk::location(1)]] float3 normal : NORMAL;
    [[vk::location(2)]] float2 uv : TEXCOORD0;
};

struct VSOutput
{
    float4 position : SV_Position;
    [[vk::location(0)]] float3 normal : NORMAL;
    [[vk::location(1)]] float2 uv : TEXCOORD0;
};

VSOutput main(VSInput input)
{
    VSOutput o;
    o.position = mul(worldViewProj, float4(input.position, 1.0));
    o.normal = mul((float3x3)world, input.normal);
    o.uv = input.uv;
    return o;
}
