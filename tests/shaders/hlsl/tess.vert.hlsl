//! pipeline: hlsl_tess
// HLSL vertex stage feeding a hull shader: passes control point position and uv at explicit locations.
struct ControlPoint
{
    [[vk::location(0)]] float3 position : POSITION;
    [[vk::location(1)]] float2 uv : TEXCOORD0;
};

ControlPoint main(ControlPoint input)
{
    return input;
}
