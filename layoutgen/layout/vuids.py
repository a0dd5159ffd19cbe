"""The names of the rules findings cite, and the names older validation layers gave them.

A finding names its rule by the VUID the Vulkan specification gives it today, which is the
name the Khronos validation layer 1.4.309 (Debian 13) reports. The layer 1.3.239 (Debian 12)
reported some of the same rules under older names: every layout-against-shader mismatch of a
pipeline kind under one VUID, and the stage-interface rules under ``UNASSIGNED`` message ids.
``RENAMED`` is the one table of those renames; :func:`layer_names` gives the names a layer of
a given version may use for a rule, so that a comparison with a layer's messages accepts the
name that layer's version uses for the same rule.
"""
from __future__ import annotations

from collections.abc import Sequence

from ..reflect.aliasing import VERTEX_TYPE_VUID

#: The layer versions the renames were observed on: the older names on the first, the current
#: ones on the second. A layer between them may report either.
OLD_NAMES_LAYER = (1, 3, 239)
NEW_NAMES_LAYER = (1, 4, 309)

# -- pipeline layout against the shaders (VkGraphics/Compute/RayTracingPipelineCreateInfo) --
#: A stage's push-constant block with no range in the layout for the stage.
PUSH_RANGE = "07987"
#: A push-constant block not inside the range the layout gives its stage.
PUSH_RANGE_SIZE = "10069"
#: A resource the layout has no binding for, or not for the stage.
BINDING_STAGE = "07988"
#: A binding whose descriptor type does not serve the shader's resource.
DESCRIPTOR_TYPE = "07990"
#: A binding with fewer descriptors than the shader's array.
DESCRIPTOR_COUNT = "07991"

_PIPELINES = {"Graphics": "VUID-VkGraphicsPipelineCreateInfo-layout-{}",
              "Compute": "VUID-VkComputePipelineCreateInfo-layout-{}",
              "RayTracing": "VUID-VkRayTracingPipelineCreateInfoKHR-layout-{}"}
#: The one VUID the layer 1.3.239 gave every layout mismatch of a pipeline kind.
_OLD_LAYOUT = {"Graphics": "VUID-VkGraphicsPipelineCreateInfo-layout-00756",
               "Compute": "VUID-VkComputePipelineCreateInfo-layout-00703",
               "RayTracing": "VUID-VkRayTracingPipelineCreateInfoKHR-layout-03427"}


def layout_vuid(pipeline: str, rule: str) -> str:
    """The VUID of a layout rule (``PUSH_RANGE`` ...) for a pipeline kind ("Graphics",
    "Compute" or "RayTracing")."""
    return _PIPELINES[pipeline].format(rule)


# -- the stage interface -------------------------------------------------------------------
#: An input no output of the previous stage writes.
INPUT_NOT_PRODUCED = "VUID-RuntimeSpirv-OpEntryPoint-08743"
#: An input and the output that feeds it differ in type.
INTERFACE_TYPE_MISMATCH = "VUID-RuntimeSpirv-OpEntryPoint-07754"
#: A vector output wider than the input it feeds, where maintenance4 is not enabled.
OUTPUT_WIDER_THAN_INPUT = "VUID-RuntimeSpirv-maintenance4-06817"
#: A built-in block written by one stage and read by the next with different members.
BUILTIN_BLOCK_MISMATCH = "VUID-RuntimeSpirv-OpVariable-08746"
#: An output no input of the next stage reads (a warning: legal, maybe a mistake).
OUTPUT_NOT_CONSUMED = "WARNING-Shader-OutputNotConsumed"

#: A vertex-shader input no vertex attribute feeds.
ATTRIBUTE_MISSING = "VUID-VkGraphicsPipelineCreateInfo-Input-07904"
ATTRIBUTE_BINDING_MISSING = "VUID-VkPipelineVertexInputStateCreateInfo-binding-00615"
#: A vertex attribute whose format's numeric type is not the input's.
ATTRIBUTE_TYPE_MISMATCH = VERTEX_TYPE_VUID  # reflection's location checks cite it too

# -- the shader module ---------------------------------------------------------------------
#: A module spirv-val refuses under the device's features (block layouts among them).
INVALID_SPIRV = "VUID-VkShaderModuleCreateInfo-pCode-08737"

#: Current name -> the name the layer 1.3.239 gave the same rule.
RENAMED: dict[str, str] = {
    **{layout_vuid(kind, rule): old for kind, old in _OLD_LAYOUT.items()
       for rule in (PUSH_RANGE, PUSH_RANGE_SIZE, BINDING_STAGE, DESCRIPTOR_TYPE, DESCRIPTOR_COUNT)},
    INPUT_NOT_PRODUCED: "UNASSIGNED-CoreValidation-Shader-InputNotProduced",
    INTERFACE_TYPE_MISMATCH: "UNASSIGNED-CoreValidation-Shader-InterfaceTypeMismatch",
    OUTPUT_NOT_CONSUMED: "UNASSIGNED-CoreValidation-Shader-OutputNotConsumed",
    ATTRIBUTE_MISSING: "UNASSIGNED-CoreValidation-Shader-InputNotProduced",
    ATTRIBUTE_TYPE_MISMATCH: "UNASSIGNED-CoreValidation-Shader-InterfaceTypeMismatch",
    INVALID_SPIRV: "UNASSIGNED-CoreValidation-Shader-InconsistentSpirv",
    BUILTIN_BLOCK_MISMATCH: "UNASSIGNED-CoreValidation-Shader-InterfaceTypeMismatch",
}


def layer_names(vuid: str, layer: Sequence[int] | None = None) -> frozenset[str]:
    """The names a validation layer of version ``layer`` (None: any) may report rule ``vuid``
    under: its current name, its older one for layers that used it."""
    old = RENAMED.get(vuid)
    if old is None:
        return frozenset({vuid})
    if layer is None:
        return frozenset({vuid, old})
    version = tuple(layer)
    if version <= OLD_NAMES_LAYER:
        return frozenset({old})
    if version >= NEW_NAMES_LAYER:
        return frozenset({vuid})
    return frozenset({vuid, old})


def current_names(vuid: str) -> frozenset[str]:
    """The current names of the rules a layer reported under ``vuid``: itself where it is
    current, every rule it covered where it is an older name (00756 covered five)."""
    news = frozenset(new for new, old in RENAMED.items() if old == vuid)
    return news or frozenset({vuid})
