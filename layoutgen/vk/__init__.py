"""Vulkan: the only part of layoutgen that imports the ``vulkan`` package.

Create-infos and handles for pipeline layouts, a headless device context with the Khronos
validation layer, a layout cache, device-limit checks; descriptor pools and sets written by
the shader's names, push constants by member name, and pipelines from reflected stages.
"""
from .cache import LayoutCache
from .binding import Message, MessageOrigin, MessageSeverity
from .context import VALIDATION_LAYER, DeviceContext
from .create import (CreateInfos, PipelineLayout, create_pipeline_layout, pipeline_layout_info, pool_info,
                     set_layout_info, vertex_input_info)
from .descriptor_buffer import DescriptorBuffer, bind_descriptor_buffers, descriptor_buffer_properties, device_address
from .descriptors import DescriptorSet, DescriptorSets, bind_sets
from .features import FeatureSet, for_layout, for_modules
from .graphics_state import BlendPreset
from .libraries import PipelineLibrary, graphics_pipeline_library, link_pipeline
from .limits import check_limits, query_limits
from .pipeline import (Pipeline, PipelineBindPoint, PrimitiveTopology, RayTracingPipeline, ShaderBindingTable,
                       compute_pipeline, compute_pipelines, graphics_pipeline, graphics_pipelines, mesh_pipeline,
                       ray_tracing_pipeline, render_pass, topology_of)
from .raytracing import GroupKind
from .pool import DescriptorPool
from .push import BlockData, PushConstants
from .push_descriptors import push_descriptors
from .rendering import rendering
from .resources import Buffer, Image, Sampler
from .shader_objects import ShaderObjects, shader_objects

__all__ = ["VALIDATION_LAYER", "BlendPreset", "BlockData", "Buffer", "CreateInfos", "DescriptorBuffer",
           "DescriptorPool", "DescriptorSet", "DescriptorSets", "DeviceContext", "FeatureSet", "GroupKind", "Image",
           "LayoutCache", "Message", "MessageOrigin", "MessageSeverity", "Pipeline", "PipelineBindPoint",
           "PipelineLayout", "PipelineLibrary", "PrimitiveTopology", "PushConstants", "RayTracingPipeline",
           "Sampler", "ShaderBindingTable", "ShaderObjects", "bind_descriptor_buffers", "bind_sets", "check_limits",
           "compute_pipeline", "compute_pipelines", "create_pipeline_layout", "descriptor_buffer_properties",
           "device_address", "for_layout", "for_modules", "graphics_pipeline", "graphics_pipeline_library",
           "graphics_pipelines", "link_pipeline", "mesh_pipeline", "pipeline_layout_info", "pool_info",
           "push_descriptors", "query_limits", "ray_tracing_pipeline", "render_pass", "rendering", "set_layout_info",
           "shader_objects", "topology_of", "vertex_input_info"]
