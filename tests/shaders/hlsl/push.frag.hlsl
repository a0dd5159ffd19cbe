//! pipeline: hlsl_push
// HLSL pixel shader reading only the color member (offset 64) of the shared [[vk::push_constant]] ConstantBuffer<PushData>.
struct PushData
{
    float4x4 mvp;
    float4 color;
};

[[vk::push_constant]] ConstantBuffer<PushData> push;

float4 main(float4 position : SV_Position, [[vk::location(0)]] float4 color : COLOR0) : SV_Target0
{
    return color * push.color;
}
