"""Layout creation: layoutgen's create_pipeline_layout() beside the same structs built by
hand with raw cffi, and a LayoutCache hit. Runs on the Vulkan device (validation off, so the
figures are the library's and the driver's, not the layer's).

    python bench/layouts.py
"""
from __future__ import annotations

import time

from _corpus import modules

from layoutgen import merge
from layoutgen.vk import DeviceContext, LayoutCache, create_pipeline_layout
from layoutgen.vk.binding import ffi, lib

S_SET = 32   # VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO
S_PIPE = 30  # VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO


def by_hand(device, desc) -> None:
    """What an application would write: the structs filled field by field, then destroyed."""
    handles = []
    for s in desc.set_layouts:
        arr = ffi.new("VkDescriptorSetLayoutBinding[]", max(len(s.bindings), 1))
        for i, b in enumerate(s.bindings):
            arr[i].binding = b.binding
            arr[i].descriptorType = int(b.descriptor_type)
            arr[i].descriptorCount = b.descriptor_count
            arr[i].stageFlags = int(b.stage_flags)
        info = ffi.new("VkDescriptorSetLayoutCreateInfo*", {"sType": S_SET, "bindingCount": len(s.bindings),
                                                            "pBindings": arr})
        out = ffi.new("VkDescriptorSetLayout*")
        lib.vkCreateDescriptorSetLayout(device, info, ffi.NULL, out)
        handles.append(out[0])
    sets = ffi.new("VkDescriptorSetLayout[]", handles) if handles else ffi.NULL
    ranges = ffi.new("VkPushConstantRange[]", [(int(r.stage_flags), r.offset, r.size)
                                               for r in desc.push_constant_ranges]) if desc.push_constant_ranges \
        else ffi.NULL
    info = ffi.new("VkPipelineLayoutCreateInfo*", {"sType": S_PIPE, "setLayoutCount": len(handles),
                                                   "pSetLayouts": sets,
                                                   "pushConstantRangeCount": len(desc.push_constant_ranges),
                                                   "pPushConstantRanges": ranges})
    out = ffi.new("VkPipelineLayout*")
    lib.vkCreatePipelineLayout(device, info, ffi.NULL, out)
    lib.vkDestroyPipelineLayout(device, out[0], ffi.NULL)
    for h in handles:
        lib.vkDestroyDescriptorSetLayout(device, h, ffi.NULL)


def ours(device, desc) -> None:
    create_pipeline_layout(device, desc).destroy(device)


def per_call(fn, repeat: int = 2000) -> float:
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(repeat):
            fn()
        best = min(best, (time.perf_counter() - start) / repeat)
    return best * 1e6


def main() -> None:
    assert S_SET == lib.VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO
    assert S_PIPE == lib.VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO
    paths = [p for p in modules() if p.parent.name == "vulkan1.0"]
    with DeviceContext(validation=False) as ctx:
        dev = ctx.device
        for pipeline in ("vf_shared_ubo", "full", "comp_texel_buffers"):
            stages = [p for p in paths if f"__{pipeline}." in p.name]
            desc = merge(stages)
            hand = per_call(lambda: by_hand(dev, desc))
            mine = per_call(lambda: ours(dev, desc))
            print(f"{pipeline}: {len(desc.set_layouts)} set(s), "
                  f"{sum(len(s.bindings) for s in desc.set_layouts)} binding(s), "
                  f"{len(desc.push_constant_ranges)} push range(s), on {ctx.device_name}")
            print(f"  by hand with raw cffi        {hand:8.1f} us per layout (create + destroy)")
            print(f"  create_pipeline_layout()     {mine:8.1f} us per layout (create + destroy), "
                  f"{mine / hand:.2f} x by hand")
            with LayoutCache(ctx) as cache:
                cache.get(desc)
                same = merge(stages)
                hit_same = per_call(lambda: cache.get(desc), 20000)
                hit_equal = per_call(lambda: cache.get(same), 20000)
            print(f"  cache hit, same description  {hit_same:8.2f} us")
            print(f"  cache hit, equal description {hit_equal:8.2f} us")


if __name__ == "__main__":
    main()
