"""layoutgen: Vulkan layouts from SPIR-V reflection."""
