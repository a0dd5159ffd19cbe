"""Bindings and blocks by name, and the immutable-samplers policy of merge() (no device)."""
from __future__ import annotations

import numpy as np
import pytest

import layoutgen
from layoutgen.errors import LayoutError, NotFoundError
from layoutgen.layout import find_binding, find_block

SHADER = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform Frame { mat4 m; vec4 tint; } frame;
layout(set = 0, binding = 1) uniform sampler2D tex[2];
layout(set = 0, binding = 2) uniform sampler smp;
layout(set = 0, binding = 3) uniform texture2D plain;
layout(set = 1, binding = 0) buffer Out { float r[]; };
layout(push_constant) uniform Push { float scale; } pc;
void main() {
    r[0] = frame.tint.x + texture(tex[1], vec2(0)).x + texture(sampler2D(plain, smp), vec2(0)).x + pc.scale;
}
"""


class Sampler:
    """A stand-in for a VkSampler: layout code treats samplers as opaque objects."""


@pytest.fixture
def comp(glsl):
    return glsl("names.comp", SHADER)


def test_find_binding_by_name_number_and_pair(comp) -> None:
    desc = layoutgen.merge([comp])
    for name in ("frame", "0.0", (0, 0), (np.int64(0), np.uint32(0))):  # numpy's integers, as merge() takes them
        s, b = find_binding(desc.set_layouts, name)
        assert (s.set, b.binding) == (0, 0)
    s, b = find_binding(desc.set_layouts, "Out")  # the block's type name where the variable has none
    assert (s.set, b.binding) == (1, 0)
    with pytest.raises(NotFoundError, match=r"no binding named 'nope' in set 0, 1; the names there are: frame "
                                            r"\(0.0\), tex \(0.1\), smp \(0.2\), plain \(0.3\), Out \(1.0\)"):
        find_binding(desc.set_layouts, "nope")
    for pair in ((0.0, 0), (True, 0), (0, "0")):  # not a number the way "set.binding" is
        with pytest.raises(NotFoundError):
            find_binding(desc.set_layouts, pair)


def test_find_block_gives_the_numpy_layout(comp) -> None:
    dtype = find_block([comp], "frame").numpy_dtype()
    assert dtype.itemsize == 80 and dtype.fields["tint"][1] == 64
    assert find_block([comp], "pc").members[0].name == "scale"
    assert find_block([comp], "Push") == find_block([comp], "pc")
    with pytest.raises(NotFoundError, match=r"no block named 'tex'"):
        find_block([comp], "tex")


def test_immutable_samplers_policy(comp) -> None:
    a, b = Sampler(), Sampler()
    desc = layoutgen.merge([comp], immutable_samplers={"tex": [a, b], "0.2": a})
    tex, smp = desc.set_layouts[0].binding(1), desc.set_layouts[0].binding(2)
    assert tex.immutable_samplers == (a, b) and smp.immutable_samplers == (a,)
    assert desc.key != layoutgen.merge([comp]).key  # a layout with immutable samplers is another layout
    one = layoutgen.merge([comp], immutable_samplers={"tex": a})
    assert one.set_layouts[0].binding(1).immutable_samplers == (a, a)


@pytest.mark.parametrize("policy,pattern", [
    ({"frame": Sampler()}, r"set 0 binding 0 \(frame\) is UNIFORM_BUFFER: only SAMPLER and COMBINED_IMAGE_SAMPLER"),
    ({"tex": [Sampler()] * 3}, r"set 0 binding 1 \(tex\) holds 2 descriptor\(s\): immutable_samplers gives 3"),
    ({"texx": Sampler()}, r"immutable_samplers: 'texx' names no binding of these stages; they have: 0.0 \(frame, "
                          r"Frame\), 0.1 \(tex, sampler2D\)"),
    ({"tex": None}, r"immutable_samplers gives 2 sampler"),
])
def test_immutable_samplers_misuse(comp, policy, pattern) -> None:
    with pytest.raises(LayoutError, match=pattern):
        layoutgen.merge([comp], immutable_samplers=policy)
