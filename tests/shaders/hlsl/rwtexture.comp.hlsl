//! pipeline: hlsl_rwtexture
// HLSL compute [numthreads(8, 8, 1)]: Texture2D Load input (t0) and RWTexture2D<float4> output (u1), SV_DispatchThreadID.
Texture2D<float4> source : register(t0);
RWTexture2D<float4> destination : register(u1);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 sum = 0;
    for (int y = -1; y <= 1; ++y)
        for (int x = -1; x <= 1; ++x)
            sum += source.Load(int3(int2(id.xy) + int2(x, y), 0));
    destination[id.xy] = sum / 9.0;
}
