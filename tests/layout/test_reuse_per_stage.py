"""What merge() and the layout check keep per reflected stage (its part of a layout, whether
it fits a layout) answers only the question it was worked out for: another specialization,
another pruning or another layout is worked out anew."""
from __future__ import annotations

import pytest

from layoutgen import LayoutgenError, merge
from layoutgen.layout.check import fit_errors
from layoutgen.layout.model import LayoutBinding, PipelineLayoutDesc, PushConstantRange, SetLayout
from layoutgen.layout.stages import resolve_all
from layoutgen.reflect import DescriptorType as DT
from layoutgen.reflect import ShaderStage as S

SIZED = """#version 450
layout(constant_id = 0) const int N = 2;
layout(set = 0, binding = 0) uniform sampler2D tex[N];
layout(set = 0, binding = 1) uniform sampler2D unused_tex;
layout(push_constant) uniform P { vec4 tint; float scale; } pc;
layout(location = 0) out vec4 o;
void main() { o = texture(tex[N - 1], vec2(0.5)) * pc.tint * pc.scale; }
"""


def _count(desc: PipelineLayoutDesc) -> int:
    return desc.set_layouts[0].binding(0).descriptor_count


def test_each_specialization_sizes_the_stage_anew(glsl) -> None:
    [stage] = resolve_all([glsl("sized.frag", SIZED)])
    assert _count(merge([stage])) == 2  # the default, kept for the stage
    assert _count(merge([stage], specialization={"N": 5})) == 5
    assert _count(merge([stage], specialization={0: 3})) == 3
    assert _count(merge([stage])) == 2
    with pytest.raises(LayoutgenError, match="array size 0"):
        merge([stage], specialization={"N": 0})


def test_each_pruning_takes_its_own_bindings(glsl) -> None:
    [stage] = resolve_all([glsl("sized.frag", SIZED)])
    every = [b.binding for b in merge([stage], prune="none").set_layouts[0].bindings]
    used = [b.binding for b in merge([stage], prune="accessed").set_layouts[0].bindings]
    assert every == [0, 1] and used == [0]
    assert [b.binding for b in merge([stage], prune="none").set_layouts[0].bindings] == every


def test_a_stage_that_fits_one_layout_is_still_checked_against_another(glsl) -> None:
    [stage] = resolve_all([glsl("sized.frag", SIZED)])
    fitting = merge([stage])
    assert fit_errors(fitting, [stage]) == []
    too_few = PipelineLayoutDesc((SetLayout(0, (LayoutBinding(0, DT.COMBINED_IMAGE_SAMPLER, 1, S.FRAGMENT),)),),
                                 fitting.push_constant_ranges)
    assert [e.kind.value for e in fit_errors(too_few, [stage])] == ["count-too-small"]
    short_push = PipelineLayoutDesc(fitting.set_layouts, (PushConstantRange(S.FRAGMENT, 0, 16),))
    assert [e.kind.value for e in fit_errors(short_push, [stage])] == ["push-not-covered"]
    assert fit_errors(fitting, [stage]) == []
    # specialized: the stage needs more descriptors than the layout made for the default holds
    assert [e.kind.value for e in fit_errors(fitting, [stage], specialization={"N": 4})] == ["count-too-small"]
