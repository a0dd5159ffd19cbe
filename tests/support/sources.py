"""GLSL sources several test folders share: a vertex and a fragment stage whose layouts merge
(sets 0, 1 and 3, a push range each), and a fragment stage that declares set 0 binding 0 as a
storage buffer where the others have a uniform buffer; a compute stage that reads a storage
buffer and a sampled image through one binding, aliased (a global bindless set serves it)."""

VERT_UBO = """#version 450
layout(set = 0, binding = 0) uniform Frame { mat4 mvp; } frame;
layout(set = 1, binding = 2) uniform sampler2D tex[2];
layout(push_constant) uniform Push { mat4 model; } push;
layout(location = 0) out vec2 uv;
void main() { gl_Position = frame.mvp * push.model * vec4(0.0); uv = textureLod(tex[1], vec2(0.0), 0.0).xy; }
"""
FRAG_UBO = """#version 450
layout(set = 0, binding = 0) uniform Frame { mat4 mvp; } frame;
layout(set = 1, binding = 2) uniform sampler2D tex[4];
layout(set = 3, binding = 0) buffer Out { vec4 v[]; } outs;
layout(push_constant) uniform Push { layout(offset = 64) vec4 tint; } push;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
void main() { color = frame.mvp[0] * push.tint + texture(tex[3], uv); outs.v[0] = color; }
"""
FRAG_SSBO = """#version 450
layout(set = 0, binding = 0) buffer Frame { mat4 mvp; } wrong;
layout(location = 0) out vec4 color;
void main() { color = wrong.mvp[0]; }
"""

#: Reads a storage buffer and a sampled image through the one bindless binding, aliased.
ALIASED_BINDLESS = """#version 450
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) buffer B { float v[]; } bufs[];
layout(set = 0, binding = 0) uniform texture2D texs[];
void main() {
    uint i = gl_GlobalInvocationID.x;
    bufs[0].v[i] = bufs[1].v[i] * 2.0 + texelFetch(texs[nonuniformEXT(5)], ivec2(i, 0), 0).x;
}
"""
