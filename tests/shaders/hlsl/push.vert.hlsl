//! pipeline: hlsl_push
// HLSL [[vk::push_constant]] ConstantBuffer<PushData> shared by vertex and pixel stages (vertex reads the matrix, bytes 0-63).
struct PushData
{
    float4x4 mvp;
    float4 color;
};

[[vk::push_constant]] ConstantBuffer<PushData> push;

struct VSOutput
{
    float4 position : SV_Position;
    [[vk::location(0)]] float4 color : COLOR0;
};

VSOutput main([[vk::location(0)]] float3 position : POSITION, uint vertexId : SV_VertexID)
{
    VSOutput o;
    o.position = mul(push.mvp, float4(position, 1.0));
    o.color = float4((vertexId & 1u) ? 1.0 : 0.0, 0.0, 0.0, 1.0);
    return o;
}
