"""What the layout functions are given is checked before it is used: a number that sizes
something is bounded (no set index past what a device binds, no descriptor count past a
uint32_t, no immutable-sampler array of a bindless array's millions), a value of the wrong kind
is a LayoutError naming the argument, and nothing is quietly read another way (a float where a
set index goes, a str where a list of names goes, a key naming several bindings)."""
from __future__ import annotations

from pathlib import Path

import pytest

import layoutgen
from layoutgen import LayoutError, bindless_layout, check, find_binding, merge, read_layout, share
from layoutgen.layout import pool_sizes
from layoutgen.layout.check import fit_findings

ROOT = Path(__file__).resolve().parents[2]
VERT, FRAG = str(ROOT / "shaders" / "lit_mesh.vert.spv"), str(ROOT / "shaders" / "lit_mesh.frag.spv")
#: A runtime-sized array of combined image samplers, for bindless_max.
BINDLESS = """#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(set = 0, binding = 1) uniform sampler2D textures[];
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
void main() { color = texture(textures[nonuniformEXT(int(uv.x))], uv); }
"""


@pytest.mark.parametrize(("call", "message"), [
    (lambda: share({"a": [VERT, FRAG]}, shared_sets=[3_000_000]), "shared set 3000000 is outside 0..1023"),
    (lambda: share({"a": [VERT, FRAG]}, shared_sets=[-1]), "shared set -1 is outside"),
    (lambda: share({"a": [VERT, FRAG]}, shared_sets=0), "shared_sets is a list of set indices"),
    (lambda: share({"a": [VERT, FRAG]}, shared_sets=["0"]), "shared set must be an integer"),
    (lambda: share([VERT, FRAG]), r"share\(\) takes the pipelines as \{name: stages\}"),
    (lambda: merge([VERT, FRAG], dynamic="\u00b2.0"), "names no binding"),
    (lambda: merge([VERT, FRAG], dynamic="9" * 5000 + ".0"), "names no binding"),
    (lambda: merge([VERT, FRAG], bindless_max={(): 4}), "the key .. must name one binding"),
    (lambda: merge([VERT, FRAG], dynamic=["scene"], immutable_samplers={("albedo", "scene"): "S"}),
     "must name one binding"),
    (lambda: merge([VERT, FRAG], push_descriptor_sets=True), "push_descriptor_sets must be a set index"),
    (lambda: merge([VERT, FRAG], push_descriptor_sets=0.0), "push_descriptor_sets must be a set index"),
    (lambda: merge([VERT, FRAG], push_descriptor_sets=[2000]), r"in 0\.\.1023, not 2000"),
    (lambda: merge([VERT, FRAG], update_after_bind="no"), r"update_after_bind='no': give True or False"),
    (lambda: bindless_layout(["storage_buffer"], 100, update_after_bind="no"),  # a truthy "no" turned it on
     r"update_after_bind='no': give True or False"),
    (lambda: bindless_layout(["storage_buffer"], 100, variable_count="no"), r"variable_count='no': give True or False"),
    (lambda: read_layout({"pipelines": 5}), "a document of several pipelines"),
    (lambda: read_layout({"a": 1, 2: 3}), "unknown key"),
    (lambda: read_layout({"set_layouts": [{"set": 0, "null": True, "bindings": 0}]}), "is null"),
    (lambda: read_layout({"set_layouts": [{"set": 0, "null": True, "flags": ""}]}), "is null"),
    (lambda: check(merge([VERT, FRAG]), [VERT, FRAG], limits=[1]), "limits maps device limit names"),
    (lambda: check(merge([VERT, FRAG]), [VERT, FRAG], limits={"maxBoundDescriptorSets": "8"}), "limits maps"),
    (lambda: check(merge([VERT, FRAG]), [VERT, FRAG], specialization=[1]), "specialization maps"),
    (lambda: check(merge([VERT, FRAG]), [VERT, FRAG], features="maintenance4"), "features is a list"),
    (lambda: check(merge([VERT, FRAG]), [VERT, FRAG], limits={"maxBoundDescriptorSet": 0}),
     "limits: no device limit is named 'maxBoundDescriptorSet' .*; did you mean 'maxBoundDescriptorSets'"),
    (lambda: check(merge([VERT, FRAG]), [VERT, FRAG], features=["maintenence4"]),
     "features: 'maintenence4': no feature struct of vk.xml has a member 'maintenence4'; did you mean 'maintenance4'"),
    (lambda: check(merge([VERT, FRAG]), [VERT, FRAG], features=["VkPhysicalDeviceFeatures.multiview"]),
     "VkPhysicalDeviceFeatures has no member 'multiview'; it is a member of VkPhysicalDeviceMultiviewFeatures"),
    (lambda: check(merge([VERT, FRAG]), [VERT, FRAG], features=[".maintenance4"]),
     "features: '.maintenance4': vk.xml has no feature struct ''"),
    (lambda: fit_findings(merge([VERT, FRAG]), [VERT, FRAG], limits={1: 5}), r"limits maps device limit names to "
                                                                            r"integers .*not 1 to a value"),
    (lambda: fit_findings(merge([VERT, FRAG]), [VERT, FRAG], features=[1]), r"features is a list of device feature "
                                                                           r"names .*not one holding 1"),
    (lambda: check(merge([VERT, FRAG]), [VERT, FRAG], vertex_input={"bindings": []}),
     "expected a VkPipelineVertexInputStateCreateInfo"),
    (lambda: pool_sizes(merge([VERT, FRAG]), 1.5), "a number of sets must be an integer"),
    (lambda: pool_sizes(merge([VERT, FRAG]), float("nan")), "a number of sets must be an integer"),
    (lambda: pool_sizes(5), r"pool_sizes\(\) takes set layouts"),
    (lambda: pool_sizes(["a"]), r"pool_sizes\(\) takes set layouts"),
    (lambda: pool_sizes(bindless_layout(["storage_buffer"], 100, variable_count=True), 1, variable_counts={0: -5}),
     "a descriptor count is at least 0"),
    (lambda: pool_sizes(bindless_layout(["storage_buffer"], 100, variable_count=True), 1, variable_counts=[1]),
     "variable_counts maps set indices"),
    (lambda: find_binding(5, "0.0"), r"find_binding\(\) looks among set layouts"),
])
def test_a_wrong_argument_is_a_layout_error_naming_it(call, message: str) -> None:
    with pytest.raises(LayoutError, match=message):
        call()


def test_options_that_would_be_quietly_ignored_are_refused(glsl) -> None:
    """Each of these was taken without a word: a bound for a binding that is no runtime array,
    a variable count over the layout's bound or for a set with no variable-count binding, a
    str where True or False goes."""
    stage = glsl("bindless.frag", BINDLESS, target="vulkan1.2")
    name = merge([VERT, FRAG]).set_layouts[0].bindings[0].names[0]
    for key in ((0, 0), name):
        with pytest.raises(LayoutError, match=r"bindless_max: .* selects set 0 binding 0 .*, no runtime-sized array"):
            merge([VERT, FRAG], bindless_max={key: 8})
    both = glsl("both.frag", "#version 450\n#extension GL_EXT_nonuniform_qualifier : require\n"
                             "layout(set = 0, binding = 0) uniform sampler2D a;\n"
                             "layout(set = 0, binding = 1) uniform sampler2D b[];\n"
                             "layout(location = 0) out vec4 o;\n"
                             "void main() { o = texture(a, vec2(0.0)) + texture(b[nonuniformEXT(1)], vec2(0.0)); }\n",
                target="vulkan1.2")  # a type name that selects a fixed binding and a runtime-sized one
    bound = merge(both, bindless_max={"sampler2D": 100}).set_layouts[0].bindings
    assert [(b.binding, b.descriptor_count) for b in bound] == [(0, 1), (1, 100)]
    desc = merge(stage, bindless_max=100)
    assert pool_sizes(desc, variable_counts={0: 5}).sizes == {layoutgen.DescriptorType.COMBINED_IMAGE_SAMPLER: 5}
    with pytest.raises(LayoutError, match=r"variable_counts\[0\] is 101, over the 100 descriptors"):
        pool_sizes(desc, variable_counts={0: 101})
    with pytest.raises(LayoutError, match="variable_counts names set 7, but no set layout here"):
        pool_sizes(desc, variable_counts={7: 5})
    with pytest.raises(LayoutError, match="interface='no': give True or False"):
        check(merge([VERT, FRAG]), [VERT, FRAG], interface="no")  # type: ignore[arg-type]
    with pytest.raises(LayoutError, match="shared_push_constants='no': give True or False"):
        share({"a": [VERT, FRAG], "b": [VERT, FRAG]}, shared_push_constants="no")  # type: ignore[arg-type]


def test_a_layout_documents_values_are_named_short_and_exactly() -> None:
    """A value that is wrong is shown cut short, however large (a megabyte string shared by
    300 places made a 300 MB message); a flag name is read as Vulkan spells it, "_BIT" at its
    end or before the vendor's suffix, not anywhere ("VER_BITTEX" was VERTEX)."""
    def binding(**fields: object) -> dict:
        return {"set_layouts": [{"set": 0, "bindings": [
            {"binding": 0, "descriptor_type": "VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER", **fields}]}]}

    big = "y" * 10**6
    with pytest.raises(LayoutError) as caught:
        read_layout(binding(descriptor_count=[big] * 300))
    assert len(str(caught.value)) < 1000
    with pytest.raises(LayoutError) as caught:
        read_layout(binding(stage_flags=[big]))
    assert len(str(caught.value)) < 2000
    with pytest.raises(LayoutError) as caught:
        read_layout({**binding(), **{f"k{i}" * 1000: 0 for i in range(50)}})
    assert len(str(caught.value)) < 2000 and "and 40 more" in str(caught.value)
    with pytest.raises(LayoutError, match="not an integer of about 5000 digits"):
        read_layout(binding(descriptor_count=10**5000))  # (past what repr() writes)
    with pytest.raises(LayoutError) as caught:
        read_layout({"pipelines": [big] * 300})
    assert len(str(caught.value)) < 2000
    with pytest.raises(LayoutError, match="'VK_SHADER_STAGE_VER_BITTEX' is not one of"):
        read_layout(binding(stage_flags=["VK_SHADER_STAGE_VER_BITTEX"]))
    stages = read_layout(binding(stage_flags=["VK_SHADER_STAGE_VERTEX_BIT", "VK_SHADER_STAGE_RAYGEN_BIT_KHR"]))
    assert stages.set_layouts[0].bindings[0].stage_flags == layoutgen.ShaderStage.VERTEX | layoutgen.ShaderStage.RAYGEN_KHR


def test_features_given_as_an_iterator_are_read_once(glsl) -> None:
    """check()'s features may be any iterable of names, an iterator too: a vec4 output read
    as a vec3 is allowed with maintenance4 however the names come (they used to be read up
    by the argument check, so a generator's counted as none)."""
    vert = glsl("w.vert", "#version 450\nlayout(location = 0) out vec4 c;\nvoid main() { c = vec4(1.0); }\n")
    frag = glsl("w.frag", "#version 450\nlayout(location = 0) in vec3 c;\nlayout(location = 0) out vec4 o;\n"
                          "void main() { o = vec4(c, 1.0); }\n")
    desc = merge([vert, frag])
    kinds = [[f.kind for f in check(desc, [vert, frag], features=given)]
             for given in (["maintenance4"], iter(["maintenance4"]), (n for n in ["maintenance4"]), [])]
    assert kinds[0] == kinds[1] == kinds[2] and "output-wider-than-input" not in kinds[0]
    assert "output-wider-than-input" in kinds[3]


def test_numbers_that_size_a_layout_are_bounded(glsl, tmp_path: Path) -> None:
    """A bindless bound past a uint32_t (the layout would exist nowhere, and its JSON would not
    read back) and immutable samplers for millions of descriptors are refused at once."""
    stage = glsl("bindless.frag", BINDLESS, target="vulkan1.2")
    with pytest.raises(LayoutError, match=r"bindless_max must be an integer in 1\.\.4294967295"):
        merge(stage, bindless_max=2**40)
    with pytest.raises(LayoutError, match="at most 65536 immutable samplers"):
        merge(stage, bindless_max=2**31, immutable_samplers={"textures": "S"})  # (a tuple of 2**31 made first: 16 GiB)
    desc = merge(stage, bindless_max=2**32 - 1)
    assert read_layout(desc.to_dict()) == desc
    deep = tmp_path / "deep.json"
    deep.write_text('{"set_layouts": ' + "[" * 100_000 + "]" * 100_000 + "}")
    with pytest.raises(LayoutError, match="nests too deeply"):
        check(str(deep), [VERT])


def test_find_binding_takes_a_layout_as_its_sets() -> None:
    desc = merge([VERT, FRAG])
    assert find_binding(desc, "0.0") == find_binding(desc.set_layouts, "0.0")
    assert layoutgen.find_binding(desc, "scene")[1].binding == 0


def test_vertex_input_checks_what_it_is_given() -> None:
    import numpy as np

    from layoutgen import vertex_input

    module = layoutgen.reflect(VERT)
    dt = np.dtype([("position", np.float32, 3), ("normal", np.float32, 3), ("uv", np.float32, 2),
                   ("color", np.float32, 4)])
    for args, kw, message in [((VERT,), {}, r"vertex_input\(\) reads a reflected vertex shader"),
                              ((module, [(dt,)]), {}, "a dtype or a .dtype, rate. pair"),
                              ((module, 5), {}, "vertex buffers are a numpy structured dtype"),
                              ((module, dt), {"normalized": "position"}, "normalized= is a list"),
                              ((module, dt), {"normalized": [None]}, "normalized= is a list"),
                              ((module, dt), {"names": 5}, "names= maps input names")]:
        with pytest.raises(LayoutError, match=message):
            vertex_input(*args, **kw)
    assert len(vertex_input(module, dt).attributes) == 4


def test_check_refuses_a_specialization_that_merge_refuses() -> None:
    """An array a specialization makes 0 or -7 long: merge() refuses it; check() reported
    the layout compatible."""
    module = layoutgen.reflect(ROOT / "tests" / "fuzz" / "spec_arrays.frag.spv")
    desc = merge(module)
    for value in (0, -7):
        for call in (lambda: merge(module, specialization={3: value}),
                     lambda: check(desc, [module], specialization={3: value})):
            with pytest.raises(LayoutError, match=rf"makes its array size {value}; it must be at least 1"):
                call()
    assert not check(desc, [module], specialization={3: 3}).errors


def test_a_feature_counts_by_member_name_whichever_struct_enables_it(glsl) -> None:
    """features=["VkPhysicalDeviceVulkan13Features.maintenance4"] is maintenance4 to the rules
    (it was unknown to them: a vec4 output into a vec3 input was an error with it)."""
    vert = glsl("wide.vert", "#version 450\nlayout(location = 0) out vec4 x;\n"
                             "void main() { x = vec4(1.0); gl_Position = vec4(0.0); }\n")
    frag = glsl("wide.frag", "#version 450\nlayout(location = 0) in vec3 x;\nlayout(location = 0) out vec4 o;\n"
                             "void main() { o = vec4(x, 1.0); }\n")
    layout = merge([vert, frag])
    kinds = {name: {f.kind for f in check(layout, [vert, frag], features=names).errors}
             for name, names in (("none", []), ("bare", ["maintenance4"]),
                                 ("struct", ["VkPhysicalDeviceVulkan13Features.maintenance4"]),
                                 ("alias", ["VkPhysicalDeviceMaintenance4FeaturesKHR.maintenance4"]))}
    assert "output-wider-than-input" in kinds["none"]
    assert kinds["bare"] == kinds["struct"] == kinds["alias"] == set()
