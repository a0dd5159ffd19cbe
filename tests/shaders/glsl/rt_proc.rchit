//! targets: vulkan1.2 vulkan1.3
//! pipeline: rt_proc
// Closest hit: shaderRecordEXT buffer (not a descriptor), callableDataEXT + executeCallableEXT.
#version 460
#extension GL_EXT_ray_tracing : require

struct Payload {
    vec3 color;
    float distance;
};

layout(location = 0) rayPayloadInEXT Payload payload;
layout(location = 0) callableDataEXT vec4 shadeData;
hitAttributeEXT vec3 hitNormal;

layout(shaderRecordEXT, std430) buffer SBTData {
    vec4 albedo;
    uint callableIndex;
} sbt;

void main() {
    shadeData = vec4(hitNormal, 0.0);
    executeCallableEXT(sbt.callableIndex, 0);
    payload.color = sbt.albedo.rgb * shadeData.rgb;
    payload.distance = gl_HitTEXT;
}
