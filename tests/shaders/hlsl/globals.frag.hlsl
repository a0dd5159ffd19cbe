// HLSL loose global uniforms (packed by glslang into the implicit $Global uniform block at set 0 binding 0) plus a texture at t1.
float4 tint;
float exposure;
float3 fogColor;

Texture2D hdr : register(t1);
SamplerState pointSampler : register(s2);

float4 main([[vk::location(0)]] float2 uv : TEXCOORD0) : SV_Target0
{
    float3 c = hdr.Sample(pointSampler, uv).rgb * exposure;
    return float4(lerp(c, fogColor, 0.1), 1.0) * tint;
}
