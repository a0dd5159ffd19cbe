"""Pipeline layouts from reflected stages: merging, policies, sharing and pool sizes (no Vulkan)."""
from .merge import merge
from .model import BindingFlag, LayoutBinding, PipelineLayoutDesc, PushConstantRange, SetLayout, SetLayoutFlag
from .policy import Policy
from .stages import Stage, resolve

__all__ = ["BindingFlag", "LayoutBinding", "PipelineLayoutDesc", "Policy", "PushConstantRange", "SetLayout",
           "SetLayoutFlag", "Stage", "merge", "resolve"]
