"""Pipeline layouts from reflected stages: merging, policies, sharing and pool sizes (no Vulkan)."""
from .bindless import bindless_layout
from .json_form import read_binding, read_layout, read_push_range, read_set_layout
from .libraries import library_layouts, link_layout
from .merge import merge
from .names import find_binding, find_block
from .model import (BindingFlag, LayoutBinding, NullSetLayout, PipelineLayoutDesc, PipelineLayoutFlag,
                    PushConstantRange, SetLayout, SetLayoutFlag)
from .policy import BlockMismatch, Policy, Prune, PushConstantRanges
from .share import PoolSizes, pool_sizes, share
from .stages import Stage, resolve
from .vertex import InputRate, VertexAttribute, VertexBinding, VertexInputDesc, vertex_input

__all__ = ["BindingFlag", "BlockMismatch", "InputRate", "LayoutBinding", "NullSetLayout", "PipelineLayoutDesc",
           "PipelineLayoutFlag", "Policy", "PoolSizes", "Prune", "PushConstantRange", "PushConstantRanges", "SetLayout",
           "SetLayoutFlag", "Stage", "VertexAttribute", "VertexBinding", "VertexInputDesc", "bindless_layout",
           "find_binding", "find_block", "library_layouts", "link_layout", "merge", "pool_sizes", "read_binding", "read_layout",
           "read_push_range", "read_set_layout", "resolve", "share", "vertex_input"]
