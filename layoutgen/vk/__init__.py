"""Vulkan: the only part of layoutgen that imports the ``vulkan`` package.

Create-infos and handles for pipeline layouts, a headless device context with the Khronos
validation layer, a layout cache, device-limit checks and pipeline helpers.
"""
from .cache import LayoutCache
from .context import VALIDATION_LAYER, DeviceContext, Message
from .create import CreateInfos, PipelineLayout, create_pipeline_layout, pipeline_layout_info, set_layout_info
from .features import FeatureSet, for_layout, for_modules
from .limits import check_limits, query_limits

__all__ = ["VALIDATION_LAYER", "CreateInfos", "DeviceContext", "FeatureSet", "LayoutCache", "Message", "PipelineLayout",
           "check_limits", "create_pipeline_layout", "for_layout", "for_modules", "pipeline_layout_info",
           "query_limits", "set_layout_info"]
