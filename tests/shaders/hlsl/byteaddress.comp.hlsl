//! targets: vulkan1.0 vulkan1.1
//! pipeline: hlsl_byteaddress
// HLSL ByteAddressBuffer (t0, space1) and RWByteAddressBuffer (u1, space1): Load/Load4/Store/Store2 and InterlockedAdd (both become uint[] SSBOs).
ByteAddressBuffer indexData : register(t0, space1);
RWByteAddressBuffer output : register(u1, space1);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint base = id.x * 16;
    uint4 v = indexData.Load4(base);
    uint first = indexData.Load(0);
    output.Store2(8 + id.x * 8, v.xy + first);
    uint previous;
    output.InterlockedAdd(0, v.z + v.w, previous);
    if (id.x == 0)
        output.Store(4, previous);
}
