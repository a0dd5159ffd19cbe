// HLSL pixel shader: Texture2DArray at register(t0, space1), TextureCube, Texture3D, Texture2DMS Load, SamplerComparisonState + SampleCmp.
Texture2DArray<float4> layers : register(t0, space1);
TextureCube<float4> environment : register(t1, space1);
Texture3D<float> volume : register(t2, space1);
Texture2DMS<float4> msColor : register(t3, space1);
Texture2D<float> shadowMap : register(t4, space1);
SamplerState linearSampler : register(s0, space2);
SamplerComparisonState shadowSampler : register(s1, space2);

float4 main(float4 pos : SV_Position, [[vk::location(0)]] float3 uvw : TEXCOORD0) : SV_Target0
{
    float4 c = layers.Sample(linearSampler, float3(uvw.xy, 2.0));
    c += environment.Sample(linearSampler, normalize(uvw));
    c *= volume.SampleLevel(linearSampler, uvw, 0.0);
    c += msColor.Load(int2(pos.xy), 0);
    float lit = shadowMap.SampleCmpLevelZero(shadowSampler, uvw.xy, uvw.z);
    return c * lit;
}
