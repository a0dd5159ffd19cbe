// HLSL geometry shader: [maxvertexcount(4)], point input array, TriangleStream output expanding points to camera-facing quads.
cbuffer Billboard : register(b0)
{
    float4x4 viewProj;
    float3 cameraRight;
    float size;
    float3 cameraUp;
};

struct GSInput
{
    float4 position : SV_Position;
    [[vk::location(0)]] float4 color : COLOR0;
};

struct GSOutput
{
    float4 position : SV_Position;
    [[vk::location(0)]] float4 color : COLOR0;
    [[vk::location(1)]] float2 uv : TEXCOORD0;
};

[maxvertexcount(4)]
void main(point GSInput input[1], inout TriangleStream<GSOutput> stream)
{
    for (int i = 0; i < 4; ++i)
    {
        float2 corner = float2(i & 1, i >> 1);
        float3 offset = (corner.x - 0.5) * cameraRight + (corner.y - 0.5) * cameraUp;
        GSOutput o;
        o.position = mul(viewProj, float4(input[0].position.xyz + offset * size, 1.0));
        o.color = input[0].color;
        o.uv = corner;
        stream.Append(o);
    }
    stream.RestartStrip();
}
