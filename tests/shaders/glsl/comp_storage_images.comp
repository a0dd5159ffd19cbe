//! pipeline: comp_storage_images
// Storage images of many dims/formats: image1D rgba8, image2D rgba16f, image3D r32f, imageCube rgba8, image2DArray rgba32f, image2DMS rgba8, iimage2D r32i; one is imageStore-only.
#version 450

layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

layout(set = 0, binding = 0, rgba8) uniform readonly image1D lut;
layout(set = 0, binding = 1, rgba16f) uniform readonly image2D hdrInput;
layout(set = 0, binding = 2, r32f) uniform readonly image3D volume;
layout(set = 0, binding = 3, rgba8) uniform readonly imageCube cubeFaces;
layout(set = 0, binding = 4, rgba32f) uniform readonly image2DArray layers;
layout(set = 0, binding = 5, rgba8) uniform readonly image2DMS msImage;
layout(set = 0, binding = 6, r32i) uniform readonly iimage2D labels;
layout(set = 1, binding = 0, rgba8) uniform writeonly image2D result;   // imageStore only

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec4 c = imageLoad(hdrInput, p);
    c *= imageLoad(lut, p.x & 255);
    c += imageLoad(volume, ivec3(p, 0)).rrrr;
    c += imageLoad(cubeFaces, ivec3(p, 2));
    c += imageLoad(layers, ivec3(p, 1));
    c += imageLoad(msImage, p, 3);
    c *= float(imageLoad(labels, p).r);
    imageStore(result, p, c);
}
