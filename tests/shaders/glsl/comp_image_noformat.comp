//! pipeline: comp_image_noformat
// Storage images without a format qualifier: writeonly image2D (StorageImageWriteWithoutFormat) and readonly image2D via GL_EXT_shader_image_load_formatted.
#version 450
#extension GL_EXT_shader_image_load_formatted : require

layout(local_size_x = 8, local_size_y = 8) in;

layout(set = 0, binding = 0) uniform readonly image2D srcAnyFormat;
layout(set = 0, binding = 1) uniform writeonly image2D dstAnyFormat;

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    imageStore(dstAnyFormat, p, imageLoad(srcAnyFormat, p).bgra);
}
