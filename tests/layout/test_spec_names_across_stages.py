"""Specialization by constant name across stages whose spec ids differ.

Vulkan specializes each stage by its own VkSpecializationInfo, keyed by that stage's
SpecIds (the spec's "Specialization Constants"): a name is the shader's, an id is per stage.
So a name sets every constant of that name, at whatever id each stage gives it, and an id
the constants of that id; the order the stages come in changes nothing. One {spec id: value}
(values_by_id, for one stage or pooled constants) refuses a name that is two ids."""
from __future__ import annotations

import pytest

from layoutgen import merge
from layoutgen.errors import LayoutError
from layoutgen.layout.specialization import values_by_id, values_by_stage
from layoutgen.layout.stages import resolve_all

VERT = """#version 450
layout(constant_id = 0) const int N = 1;
layout(constant_id = 1) const int M = 1;
layout(set = 0, binding = 0) uniform sampler2D first[N];
layout(location = 0) out vec4 v;
void main() { v = texelFetch(first[N - 1], ivec2(M), 0); gl_Position = vec4(0.0, 0.0, 0.0, 1.0); }
"""
FRAG = """#version 450
layout(constant_id = 1) const int N = 1;
layout(constant_id = 0) const int K = 1;
layout(set = 0, binding = 1) uniform sampler2D second[N];
layout(set = 0, binding = 2) uniform sampler2D third[K];
layout(location = 0) in vec4 v;
layout(location = 0) out vec4 color;
void main() { color = v + texelFetch(second[N - 1], ivec2(0), 0) + texelFetch(third[K - 1], ivec2(0), 0); }
"""


@pytest.fixture
def stages(glsl):
    return resolve_all([glsl("n.vert", VERT), glsl("n.frag", FRAG)])


def _counts(desc) -> dict[str, int]:
    return {b.names[0]: b.descriptor_count for b in desc.set_layouts[0].bindings}


def test_a_name_sets_its_constant_in_every_stage_whatever_the_order(stages) -> None:
    for order in (stages, stages[::-1]):
        assert _counts(merge(order, specialization={"N": 4})) == {"first": 4, "second": 4, "third": 1}
        assert _counts(merge(order, specialization={"K": 3})) == {"first": 1, "second": 1, "third": 3}
        assert _counts(merge(order, specialization={0: 2})) == {"first": 2, "second": 1, "third": 2}
    from layoutgen.vk.shaders import split_specialization

    assert split_specialization({"N": 4}, stages) == [{0: 4}, {1: 4}]
    assert split_specialization({"N": 4}, stages[::-1]) == [{1: 4}, {0: 4}]
    assert split_specialization({"K": 3, "M": 2}, stages) == [{1: 2}, {0: 3}]


def test_two_keys_that_set_one_constant_differently_are_refused(stages) -> None:
    for order in (stages, stages[::-1]):
        with pytest.raises(LayoutError, match=r"'N' and 0 both set specialization constant 0 \('N'"):
            merge(order, specialization={"N": 4, 0: 5})
        with pytest.raises(LayoutError, match="both set"):
            values_by_stage([s.entry.specialization_constants for s in order], {"K": 2, 0: 3})
    assert values_by_stage([s.entry.specialization_constants for s in stages], {"N": 4, 0: 4}) == [{0: 4}, {1: 4, 0: 4}]


def test_check_sizes_each_stage_by_its_own_ids(stages) -> None:
    from layoutgen import check

    desc = merge(stages, specialization={"N": 4})
    for order in (stages, stages[::-1]):
        assert not check(desc, order, specialization={"N": 4}).errors
        assert [f.kind for f in check(desc, order, specialization={"N": 5}).errors] == ["count-too-small"] * 2


def test_one_spec_id_names_two_constants(glsl) -> None:
    """Id 0 is 'A' in one stage and 'B' in the other: either name is found, in either order,
    and sets only its own stage's constant."""
    a = glsl("a.comp", "#version 450\nlayout(local_size_x = 1) in;\nlayout(constant_id = 0) const int A = 1;\n"
                       "layout(set = 0, binding = 0) uniform sampler2D ta[A];\n"
                       "void main() { vec4 x = texelFetch(ta[A - 1], ivec2(0), 0); }\n")
    b = glsl("b.comp", "#version 450\nlayout(local_size_x = 1) in;\nlayout(constant_id = 0) const int B = 1;\n"
                       "layout(set = 0, binding = 1) uniform sampler2D tb[B];\n"
                       "void main() { vec4 x = texelFetch(tb[B - 1], ivec2(0), 0); }\n")
    from layoutgen import share

    for pipelines in ({"a": [a], "b": [b]}, {"b": [b], "a": [a]}):
        descs = share(pipelines, specialization={"B": 3})
        assert {n: _counts(d) for n, d in descs.items()} == {"a": {"ta": 1, "tb": 3}, "b": {"ta": 1, "tb": 3}}
    constants = [c for path in (a, b) for c in resolve_all([path])[0].entry.specialization_constants]
    for pooled in (constants, constants[::-1]):
        assert values_by_id(pooled, {"B": 3}) == {0: 3} and values_by_id(pooled, {"A": 2}) == {0: 2}


def test_one_map_by_id_refuses_a_name_that_is_two_ids(stages) -> None:
    pooled = [c for s in stages for c in s.entry.specialization_constants]
    with pytest.raises(LayoutError, match=r"'N' is spec id 0 and 1 in these stages"):
        values_by_id(pooled, {"N": 4})
    with pytest.raises(LayoutError, match="no specialization constant 'X'.*0 \\(K\\), 0 \\(N\\), 1 \\(M\\), 1 \\(N\\)"):
        values_by_id(pooled, {"X": 4})
