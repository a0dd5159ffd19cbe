//! args: -fhlsl-iomap -fauto-bind-uniforms
// HLSL resources WITHOUT register() bindings; -fauto-bind-uniforms assigns bindings (the cbuffer, texture and sampler must not collide).
cbuffer Params
{
    float4 tint;
};

Texture2D colorTex;
SamplerState colorSampler;

float4 main([[vk::location(0)]] float2 uv : TEXCOORD0) : SV_Target0
{
    return colorTex.Sample(colorSampler, uv) * tint;
}
