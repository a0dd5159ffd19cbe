//! targets: vulkan1.0 vulkan1.1
//! args: -fhlsl-functionality1 -fauto-bind-uniforms
//! pipeline: hlsl_counter
// HLSL RWStructuredBuffer.IncrementCounter and AppendStructuredBuffer: glslang adds hidden counter SSBOs (*_count); -fauto-bind-uniforms gives them free bindings 3/4 (without it both land on binding 0, colliding with t0); -fhlsl-functionality1 adds CounterBuffer (HlslCounterBufferGOOGLE) decorations.
struct Light
{
    float4 positionRadius;
    float4 color;
};

StructuredBuffer<Light> allLights : register(t0);
RWStructuredBuffer<uint> visibleIndices : register(u1);
AppendStructuredBuffer<Light> brightLights : register(u2);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Light l = allLights[id.x];
    if (l.positionRadius.w > 0.0)
    {
        uint slot = visibleIndices.IncrementCounter();
        visibleIndices[slot] = id.x;
    }
    if (dot(l.color.rgb, float3(0.299, 0.587, 0.114)) > 10.0)
        brightLights.Append(l);
}
