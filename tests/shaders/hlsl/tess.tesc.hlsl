//! pipeline: hlsl_tess
// HLSL hull shader: [domain("tri")], [partitioning("fractional_odd")], [outputcontrolpoints(3)], patch constant function reading a cbuffer.
cbuffer TessFactors : register(b0)
{
    float edgeFactor;
    float insideFactor;
};

struct ControlPoint
{
    [[vk::location(0)]] float3 position : POSITION;
    [[vk::location(1)]] float2 uv : TEXCOORD0;
};

struct PatchConstants
{
    float edges[3] : SV_TessFactor;
    float inside : SV_InsideTessFactor;
};

PatchConstants PatchMain(InputPatch<ControlPoint, 3> patch)
{
    PatchConstants pc;
    pc.edges[0] = edgeFactor;
    pc.edges[1] = edgeFactor;
    pc.edges[2] = edgeFactor;
    pc.inside = insideFactor;
    return pc;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("PatchMain")]
ControlPoint main(InputPatch<ControlPoint, 3> patch, uint id : SV_OutputControlPointID)
{
    return patch[id];
}
