"""Per-frame cost of the by-name layer beside the same work written by hand with the
``vulkan`` package's raw calls (prebuilt structs reused), in one process, validation off.

    python bench/frame.py [--quick]

Each line is the median of 9 repetitions, layoutgen and raw interleaved, and the ratio.
What is measured (a vertex and a fragment stage: a uniform block ``frame``, a combined image
sampler ``tex``, a storage buffer ``lights``; push constants ``model`` (mat4), ``color``
(vec4), ``scale`` (float)):

- a whole frame: ``dset.write`` of the three, begin, ``pipe.bind`` + ``dset.bind``, the three
  push members by name + ``record()``, end;
- each of those parts alone;
- writing N bindings by name (N = 10, 100, 1,000) and binding a set of N bindings;
- a bindless array of 100,000 sampled images written (time, and memory layoutgen keeps);
- the setup of 100 distinct vertex+fragment pipelines (10 vertex x 10 fragment modules, and
  200 modules of their own): reflect, merge, layout (a cache), pipeline, a
  ``graphics_pipeline()`` call each and all by one ``graphics_pipelines()``, beside the raw
  creates from prebuilt create-infos; the shader files are compiled first and have settled
  (see :func:`settled`), as an application's are.
"""
from __future__ import annotations

import gc
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from layoutgen import merge, reflect  # noqa: E402
from layoutgen.layout import stages as stages_module  # noqa: E402
from layoutgen.layout.model import BindingFlag, LayoutBinding, PipelineLayoutDesc, SetLayout, SetLayoutFlag  # noqa: E402
from layoutgen.reflect import DescriptorType as DT  # noqa: E402
from layoutgen.reflect import ShaderStage  # noqa: E402
from layoutgen.vk import (DescriptorPool, DeviceContext, LayoutCache, PushConstants, create_pipeline_layout,  # noqa: E402
                          for_layout, graphics_pipeline, graphics_pipelines, render_pass)
from layoutgen.vk.binding import const, ffi, lib  # noqa: E402

QUICK = "--quick" in sys.argv
REPEATS = 9

VERT = """#version 450
layout(set = 0, binding = 0) uniform Frame { mat4 view_proj; vec4 tint; } frame;
layout(push_constant) uniform Push { mat4 model; vec4 color; float scale; } push;
layout(location = 0) in vec3 position;
layout(location = 1) in vec2 uv;
layout(location = 0) out vec2 v_uv;
void main() { gl_Position = frame.view_proj * push.model * vec4(position * push.scale%s, 1.0); v_uv = uv; }
"""
FRAG = """#version 450
layout(set = 0, binding = 0) uniform Frame { mat4 view_proj; vec4 tint; } frame;
layout(set = 0, binding = 1) uniform sampler2D tex;
layout(set = 0, binding = 2) readonly buffer Lights { vec4 colors[]; } lights;
layout(push_constant) uniform Push { mat4 model; vec4 color; float scale; } push;
layout(location = 0) in vec2 v_uv;
layout(location = 0) out vec4 out_color;
void main() { out_color = texture(tex, v_uv) * frame.tint * lights.colors[0] * push.color%s; }
"""


def compile_glsl(source: str, stage: str, out: Path) -> Path:
    src = out.with_suffix("." + stage)
    src.write_text(source)
    subprocess.run(["glslc", "--target-env=vulkan1.0", str(src), "-o", str(out)], check=True)
    return out


def measure(fn: Callable[[], object], n: int) -> float:
    """Microseconds a call, over n calls."""
    start = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - start) / n * 1e6


def side_by_side(ours: Callable[[], object], raw: Callable[[], object], n: int) -> tuple[float, float]:
    """Medians of REPEATS interleaved runs of n calls each: (ours, raw) in microseconds."""
    a, b = [], []
    ours(), raw()
    for _ in range(REPEATS):
        a.append(measure(ours, n))
        b.append(measure(raw, n))
    return statistics.median(a), statistics.median(b)


def row(what: str, ours: float, raw: float, target: str) -> None:
    print(f"  {what:<52} {ours:10.2f} us {raw:10.2f} us {ours / raw:7.1f}x   {target}")


def header(title: str) -> None:
    print(f"\n{title}\n  {'':<52} {'layoutgen':>13} {'raw':>13} {'ratio':>8}   target")


# -- raw resources -------------------------------------------------------------------------
class Raw:
    """Buffers, an image, a sampler and a command buffer made with raw calls."""

    def __init__(self, ctx: DeviceContext) -> None:
        self.ctx, self.dev = ctx, ctx.device
        self.keep: list[object] = []
        self.memory: list[object] = []
        self.buffers: list[object] = []

    def _memory(self, requirements: object, host: bool) -> object:
        props = ffi.new("VkPhysicalDeviceMemoryProperties*")
        lib.vkGetPhysicalDeviceMemoryProperties(self.ctx.physical_device, props)
        want = const("VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT") if host else 0
        index = next(i for i in range(props.memoryTypeCount)
                     if requirements.memoryTypeBits & (1 << i) and props.memoryTypes[i].propertyFlags & want == want)
        info = ffi.new("VkMemoryAllocateInfo*", {"sType": const("VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO"),
                                                 "allocationSize": requirements.size, "memoryTypeIndex": index})
        out = ffi.new("VkDeviceMemory*")
        assert lib.vkAllocateMemory(self.dev, info, ffi.NULL, out) == 0
        self.memory.append(out[0])
        return out[0]

    def buffer(self, size: int, usage: str) -> object:
        info = ffi.new("VkBufferCreateInfo*", {"sType": const("VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO"), "size": size,
                                               "usage": const(f"VK_BUFFER_USAGE_{usage}_BUFFER_BIT")})
        out = ffi.new("VkBuffer*")
        assert lib.vkCreateBuffer(self.dev, info, ffi.NULL, out) == 0
        req = ffi.new("VkMemoryRequirements*")
        lib.vkGetBufferMemoryRequirements(self.dev, out[0], req)
        lib.vkBindBufferMemory(self.dev, out[0], self._memory(req, True), 0)
        self.buffers.append(out[0])
        return out[0]

    def image_view(self) -> object:
        fmt = const("VK_FORMAT_R8G8B8A8_UNORM")
        info = ffi.new("VkImageCreateInfo*")
        info.sType = const("VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO")
        info.imageType = const("VK_IMAGE_TYPE_2D")
        info.format = fmt
        info.extent = (4, 4, 1)
        info.mipLevels = info.arrayLayers = 1
        info.samples = 1
        info.usage = const("VK_IMAGE_USAGE_SAMPLED_BIT")
        out = ffi.new("VkImage*")
        assert lib.vkCreateImage(self.dev, info, ffi.NULL, out) == 0
        self.image = out[0]
        req = ffi.new("VkMemoryRequirements*")
        lib.vkGetImageMemoryRequirements(self.dev, self.image, req)
        lib.vkBindImageMemory(self.dev, self.image, self._memory(req, False), 0)
        view = ffi.new("VkImageViewCreateInfo*")
        view.sType = const("VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO")
        view.image = self.image
        view.viewType = const("VK_IMAGE_VIEW_TYPE_2D")
        view.format = fmt
        view.subresourceRange = (const("VK_IMAGE_ASPECT_COLOR_BIT"), 0, 1, 0, 1)
        out_view = ffi.new("VkImageView*")
        assert lib.vkCreateImageView(self.dev, view, ffi.NULL, out_view) == 0
        self.view = out_view[0]
        return self.view

    def sampler(self) -> object:
        info = ffi.new("VkSamplerCreateInfo*", {"sType": const("VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO")})
        out = ffi.new("VkSampler*")
        assert lib.vkCreateSampler(self.dev, info, ffi.NULL, out) == 0
        self.sampler_handle = out[0]
        return out[0]

    def command_buffer(self) -> object:
        info = ffi.new("VkCommandPoolCreateInfo*", {
            "sType": const("VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO"), "queueFamilyIndex": self.ctx.queue_family,
            "flags": const("VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT")})
        out = ffi.new("VkCommandPool*")
        assert lib.vkCreateCommandPool(self.dev, info, ffi.NULL, out) == 0
        self.pool = out[0]
        alloc = ffi.new("VkCommandBufferAllocateInfo*", {
            "sType": const("VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO"), "commandPool": self.pool,
            "level": const("VK_COMMAND_BUFFER_LEVEL_PRIMARY"), "commandBufferCount": 1})
        cmd = ffi.new("VkCommandBuffer*")
        assert lib.vkAllocateCommandBuffers(self.dev, alloc, cmd) == 0
        return cmd[0]

    def close(self) -> None:
        for kind, name in (("CommandPool", "pool"), ("Sampler", "sampler_handle"), ("ImageView", "view"),
                           ("Image", "image")):
            if hasattr(self, name):
                getattr(lib, f"vkDestroy{kind}")(self.dev, getattr(self, name), ffi.NULL)
        for b in self.buffers:
            lib.vkDestroyBuffer(self.dev, b, ffi.NULL)
        for m in self.memory:
            lib.vkFreeMemory(self.dev, m, ffi.NULL)


def raw_writes(dset: object, items: list[tuple[int, int, object]]) -> tuple[object, list[object]]:
    """Prebuilt VkWriteDescriptorSets for (binding, descriptor type, buffer or (view, sampler))."""
    writes = ffi.new("VkWriteDescriptorSet[]", len(items))
    keep: list[object] = [writes]
    for w, (binding, dtype, value) in zip(writes, items):
        w.sType = const("VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET")
        w.dstSet, w.dstBinding, w.descriptorCount, w.descriptorType = dset, binding, 1, dtype
        if isinstance(value, tuple):
            info = ffi.new("VkDescriptorImageInfo*", {"imageView": value[0], "sampler": value[1],
                                                      "imageLayout": const("VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL")})
            w.pImageInfo = info
        else:
            info = ffi.new("VkDescriptorBufferInfo*", {"buffer": value, "offset": 0, "range": 0xFFFFFFFFFFFFFFFF})
            w.pBufferInfo = info
        keep.append(info)
    return writes, keep


# -- the frame -----------------------------------------------------------------------------
def frame_benchmarks(ctx: DeviceContext, work: Path) -> None:
    vert = reflect(compile_glsl(VERT % "", "vert", work / "frame.vert.spv"))
    frag = reflect(compile_glsl(FRAG % "", "frag", work / "frame.frag.spv"))
    desc = merge([vert, frag])
    raw = Raw(ctx)
    dev = ctx.device
    with LayoutCache(ctx) as cache, DescriptorPool(ctx, desc) as pool:
        layout = cache.get(desc)
        rp = render_pass(ctx, [const("VK_FORMAT_R8G8B8A8_UNORM")])
        pipe = graphics_pipeline(ctx, layout, [vert, frag], rp)
        dset = pool.allocate(layout, 0)
        ubo, ssbo = raw.buffer(256, "UNIFORM"), raw.buffer(256, "STORAGE")
        view, sampler = raw.image_view(), raw.sampler()
        cmd = raw.command_buffer()
        push = PushConstants(layout, [vert, frag])
        model = np.eye(4, dtype=np.float32)
        color = (1.0, 0.5, 0.25, 1.0)

        writes, keep = raw_writes(dset.handle, [(0, int(DT.UNIFORM_BUFFER), ubo),
                                                (1, int(DT.COMBINED_IMAGE_SAMPLER), (view, sampler)),
                                                (2, int(DT.STORAGE_BUFFER), ssbo)])
        begin = ffi.new("VkCommandBufferBeginInfo*", {"sType": const("VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO"),
                                                      "flags": const("VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT")})
        sets = ffi.new("VkDescriptorSet[]", [dset.handle])
        graphics = const("VK_PIPELINE_BIND_POINT_GRAPHICS")
        stages = int(ShaderStage.VERTEX | ShaderStage.FRAGMENT)
        size = desc.push_constant_ranges[0].size
        host = bytearray(size)
        pdata = ffi.from_buffer(host)
        model_bytes = model.tobytes()

        def raw_write() -> None:
            lib.vkUpdateDescriptorSets(dev, 3, writes, 0, ffi.NULL)

        def our_write() -> None:
            dset.release()  # what a frame does once the fence says its last command buffer completed
            dset.write(frame=ubo, tex=(view, sampler), lights=ssbo)

        def raw_push() -> None:
            host[0:64] = model_bytes
            struct.pack_into("<4f", host, 64, *color)
            struct.pack_into("<f", host, 80, 2.0)
            lib.vkCmdPushConstants(cmd, layout.handle, stages, 0, size, pdata)

        def our_push() -> None:
            push["model"] = model
            push["color"] = color
            push["scale"] = 2.0
            push.record(cmd, layout)

        def raw_bind() -> None:
            lib.vkCmdBindPipeline(cmd, graphics, pipe.handle)
            lib.vkCmdBindDescriptorSets(cmd, graphics, layout.handle, 0, 1, sets, 0, ffi.NULL)

        def our_bind() -> None:
            pipe.bind(cmd)
            dset.bind(cmd, layout)

        def raw_frame() -> None:
            raw_write()
            lib.vkBeginCommandBuffer(cmd, begin)
            raw_bind()
            raw_push()
            lib.vkEndCommandBuffer(cmd)

        def our_frame() -> None:
            our_write()
            lib.vkBeginCommandBuffer(cmd, begin)
            our_bind()
            our_push()
            lib.vkEndCommandBuffer(cmd)

        n = 300 if QUICK else 2000
        header(f"one draw's calls, on {ctx.device_name} (medians of {REPEATS} runs of {n} calls)")
        row("a whole frame (write, begin, binds, push, end)", *side_by_side(our_frame, raw_frame, n), "<= 5x")
        row("dset.write(frame=, tex=, lights=)", *side_by_side(our_write, raw_write, n), "<= 10x")
        lib.vkBeginCommandBuffer(cmd, begin)
        row("3 push members by name + record()", *side_by_side(our_push, raw_push, n), "")
        record = side_by_side(lambda: push.record(cmd, layout),
                              lambda: lib.vkCmdPushConstants(cmd, layout.handle, stages, 0, size, pdata), n)
        row("record() alone", *record, "<= 2x")
        row("pipe.bind(cmd) + dset.bind(cmd, layout)", *side_by_side(our_bind, raw_bind, n), "<= 3x")

        def setter(name: str, value: object, fmt: str, offset: int) -> tuple[float, float]:
            def ours() -> None:
                push[name] = value

            if fmt == "mat4":
                def by_hand() -> None:
                    host[0:64] = model_bytes
            else:
                args = value if isinstance(value, tuple) else (value,)

                def by_hand() -> None:
                    struct.pack_into(fmt, host, offset, *args)
            return side_by_side(ours, by_hand, n)

        row("push['scale'] = 2.0 (a float)", *setter("scale", 2.0, "<f", 80), "<= 1 us")
        row("push['color'] = (4 floats) (a vec4)", *setter("color", color, "<4f", 64), "<= 1 us")
        row("push['model'] = np.eye(4) (a mat4)", *setter("model", model, "mat4", 0), "<= 1 us")
        lib.vkEndCommandBuffer(cmd)
        dset.release()
        del keep
        pipe.close()
        lib.vkDestroyRenderPass(dev, rp, ffi.NULL)
    raw.close()


# -- many bindings ----------------------------------------------------------------------------
def many_bindings(n: int) -> PipelineLayoutDesc:
    """One set of n storage buffers named b0 .. b{n-1}."""
    bindings = tuple(LayoutBinding(i, DT.STORAGE_BUFFER, 1, ShaderStage.COMPUTE, names=(f"b{i}",)) for i in range(n))
    return PipelineLayoutDesc((SetLayout(0, bindings),))


def scaling_benchmarks(ctx: DeviceContext) -> None:
    raw = Raw(ctx)
    dev = ctx.device
    buf = raw.buffer(256, "STORAGE")
    cmd = raw.command_buffer()
    begin = ffi.new("VkCommandBufferBeginInfo*", {"sType": const("VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO")})
    compute = const("VK_PIPELINE_BIND_POINT_COMPUTE")
    header("writing and binding N bindings by name (one set of N storage buffers)")
    lib.vkBeginCommandBuffer(cmd, begin)
    with LayoutCache(ctx) as cache:
        for n in (10, 100, 1000):
            desc = many_bindings(n)
            layout = cache.get(desc)
            with DescriptorPool(ctx, desc) as pool:
                dset = pool.allocate(layout, 0)
                names = {f"b{i}": buf for i in range(n)}
                writes, keep = raw_writes(dset.handle, [(i, int(DT.STORAGE_BUFFER), buf) for i in range(n)])
                sets = ffi.new("VkDescriptorSet[]", [dset.handle])
                calls = max(3, 20000 // n) if not QUICK else max(3, 2000 // n)

                def ours() -> None:
                    dset.release()
                    dset.write(names)

                def by_hand() -> None:
                    lib.vkUpdateDescriptorSets(dev, n, writes, 0, ffi.NULL)

                mine, hand = side_by_side(ours, by_hand, calls)
                row(f"write {n} bindings by name", mine, hand, "<= 3 ms at 1,000" if n == 1000 else "")
                row(f"  a name, at {n}", mine / n, hand / n, "O(N): flat")
                bind = side_by_side(lambda: dset.bind(cmd, layout, bind_point=compute),
                                    lambda: lib.vkCmdBindDescriptorSets(cmd, compute, layout.handle, 0, 1, sets, 0,
                                                                        ffi.NULL), calls * 10)
                row(f"dset.bind of a set of {n}", *bind, "O(1): flat")
                dset.release()
                del keep
    lib.vkEndCommandBuffer(cmd)
    raw.close()


def bindless_benchmark(work: Path) -> None:
    count = 100_000
    b = LayoutBinding(0, DT.SAMPLED_IMAGE, count, ShaderStage.FRAGMENT,
                      BindingFlag.UPDATE_AFTER_BIND | BindingFlag.PARTIALLY_BOUND
                      | BindingFlag.VARIABLE_DESCRIPTOR_COUNT, names=("textures",))
    desc = PipelineLayoutDesc((SetLayout(0, (b,), SetLayoutFlag.UPDATE_AFTER_BIND_POOL),))
    with DeviceContext(validation=False, features=for_layout(desc)) as ctx:
        raw = Raw(ctx)
        view = raw.image_view()
        views = [view] * count
        infos = ffi.new("VkDescriptorImageInfo[]", [(ffi.NULL, view, const("VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL"))
                                                   for _ in range(count)])
        layout = create_pipeline_layout(ctx, desc)
        with DescriptorPool(ctx, desc, sets=2) as pool:
            dset = pool.allocate(layout, 0)
            write = ffi.new("VkWriteDescriptorSet*", {
                "sType": const("VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET"), "dstSet": dset.handle, "dstBinding": 0,
                "descriptorCount": count, "descriptorType": int(DT.SAMPLED_IMAGE), "pImageInfo": infos})
            header(f"a bindless array of {count:,} sampled images written")
            mine, hand = side_by_side(lambda: dset.write(textures=views),
                                      lambda: lib.vkUpdateDescriptorSets(ctx.device, 1, write, 0, ffi.NULL), 1)
            row("dset.write(textures=[100,000 views])", mine, hand, "<= 50 ms")
            gc.collect()
            tracemalloc.start()
            dset2 = pool.allocate(layout, 0)
            before = tracemalloc.take_snapshot()
            dset2.write(textures=views)
            gc.collect()
            kept = sum(s.size_diff for s in tracemalloc.take_snapshot().compare_to(before, "filename"))
            tracemalloc.stop()
            print(f"  memory layoutgen keeps after the write: {kept / 2**20:.2f} MiB (target <= 2 MiB)")
        layout.destroy(ctx)
        raw.close()


# -- pipeline setup ---------------------------------------------------------------------------
def raw_set_layout_info(desc: PipelineLayoutDesc) -> tuple[object, list[object]]:
    """Set 0's VkDescriptorSetLayoutCreateInfo, filled field by field as an application would."""
    s = desc.set_layouts[0]
    arr = ffi.new("VkDescriptorSetLayoutBinding[]", [(b.binding, int(b.descriptor_type), b.descriptor_count,
                                                     int(b.stage_flags), ffi.NULL) for b in s.bindings])
    info = ffi.new("VkDescriptorSetLayoutCreateInfo*", {
        "sType": const("VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO"), "bindingCount": len(s.bindings),
        "pBindings": arr})
    return info, [arr]


class RawPipelineState:
    """The fixed state of graphics_pipeline()'s defaults, written out by hand once: one vertex
    buffer (vec3 position, vec2 uv), a triangle list, filled polygons, no culling, one color
    attachment with blending off, dynamic viewport and scissor."""

    def __init__(self, render_pass: object) -> None:
        s = const
        self.keep = [
            ffi.new("VkVertexInputBindingDescription[]", [(0, 20, s("VK_VERTEX_INPUT_RATE_VERTEX"))]),
            ffi.new("VkVertexInputAttributeDescription[]", [(0, 0, s("VK_FORMAT_R32G32B32_SFLOAT"), 0),
                                                           (1, 0, s("VK_FORMAT_R32G32_SFLOAT"), 12)]),
            ffi.new("VkPipelineColorBlendAttachmentState[]", 1),
            ffi.new("VkDynamicState[]", [s("VK_DYNAMIC_STATE_VIEWPORT"), s("VK_DYNAMIC_STATE_SCISSOR")]),
            ffi.new("char[]", b"main"),
        ]
        bindings, attributes, blend, dynamic, self.name = self.keep
        blend[0].colorWriteMask = 0xF
        structs = {
            "pVertexInputState": ("VkPipelineVertexInputStateCreateInfo", "VERTEX_INPUT_STATE", {
                "vertexBindingDescriptionCount": 1, "pVertexBindingDescriptions": bindings,
                "vertexAttributeDescriptionCount": 2, "pVertexAttributeDescriptions": attributes}),
            "pInputAssemblyState": ("VkPipelineInputAssemblyStateCreateInfo", "INPUT_ASSEMBLY_STATE", {
                "topology": s("VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST")}),
            "pViewportState": ("VkPipelineViewportStateCreateInfo", "VIEWPORT_STATE", {"viewportCount": 1, "scissorCount": 1}),
            "pRasterizationState": ("VkPipelineRasterizationStateCreateInfo", "RASTERIZATION_STATE", {
                "polygonMode": s("VK_POLYGON_MODE_FILL"), "frontFace": s("VK_FRONT_FACE_COUNTER_CLOCKWISE"),
                "lineWidth": 1.0}),
            "pMultisampleState": ("VkPipelineMultisampleStateCreateInfo", "MULTISAMPLE_STATE", {"rasterizationSamples": 1}),
            "pColorBlendState": ("VkPipelineColorBlendStateCreateInfo", "COLOR_BLEND_STATE", {"attachmentCount": 1, "pAttachments": blend}),
            "pDynamicState": ("VkPipelineDynamicStateCreateInfo", "DYNAMIC_STATE", {"dynamicStateCount": 2, "pDynamicStates": dynamic}),
        }
        self.info = ffi.new("VkGraphicsPipelineCreateInfo*")
        self.info.sType = s("VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO")
        for field, (cname, stype, values) in structs.items():
            made = ffi.new(cname + "*", {"sType": s(f"VK_STRUCTURE_TYPE_PIPELINE_{stype}_CREATE_INFO"), **values})
            self.keep.append(made)
            setattr(self.info, field, made)
        self.stages = ffi.new("VkPipelineShaderStageCreateInfo[]", 2)
        for i, stage in enumerate(("VK_SHADER_STAGE_VERTEX_BIT", "VK_SHADER_STAGE_FRAGMENT_BIT")):
            self.stages[i].sType = s("VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO")
            self.stages[i].stage = s(stage)
            self.stages[i].pName = self.name
        self.info.stageCount = 2
        self.info.pStages = self.stages
        self.info.renderPass = render_pass

    def create(self, dev: object, layout: object, vert: bytes, frag: bytes) -> object:
        """Shader modules from the code, the pipeline, the modules destroyed."""
        modules = []
        for i, code in enumerate((vert, frag)):
            words = ffi.new("uint32_t[]", len(code) // 4)
            ffi.memmove(words, code, len(code))
            info = ffi.new("VkShaderModuleCreateInfo*", {
                "sType": const("VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO"), "codeSize": len(code), "pCode": words})
            out = ffi.new("VkShaderModule*")
            lib.vkCreateShaderModule(dev, info, ffi.NULL, out)
            modules.append(out[0])
            self.stages[i].module = out[0]
        self.info.layout = layout
        pipe = ffi.new("VkPipeline*")
        lib.vkCreateGraphicsPipelines(dev, ffi.NULL, 1, self.info, ffi.NULL, pipe)
        for m in modules:
            lib.vkDestroyShaderModule(dev, m, ffi.NULL)
        return pipe[0]


def setup_shaders(work: Path) -> tuple[list[Path], list[Path]]:
    """The setup benchmark's vertex and fragment modules, compiled before anything is measured,
    as an application's shaders are built before it starts."""
    count = (5 if QUICK else 10) ** 2
    verts = [compile_glsl(VERT % f" * {i + 1}.0", "vert", work / f"setup{i}.vert.spv") for i in range(count)]
    frags = [compile_glsl(FRAG % f" * {i + 1}.0", "frag", work / f"setup{i}.frag.spv") for i in range(count)]
    return verts, frags


def settled(paths: list[Path]) -> None:
    """Wait, if need be, until every file of ``paths`` was last changed long enough ago that
    layoutgen keeps what it read (a file changed within the last 3 s is read again at each use:
    its times may not have settled), as an application's built shaders are."""
    newest = max(max(st.st_mtime_ns, st.st_ctime_ns) for st in (p.stat() for p in paths))
    wait = newest + stages_module._SETTLED_NS - time.time_ns()
    if wait > 0:
        time.sleep(wait / 1e9)


def setup_benchmark(ctx: DeviceContext, shaders: tuple[list[Path], list[Path]], shared: bool) -> None:
    """100 distinct pipelines: of 10 vertex and 10 fragment modules paired every way
    (``shared``), or each of its own two modules (200 modules reflected)."""
    side = 5 if QUICK else 10
    count = side * side
    verts, frags = shaders
    settled(verts + frags)
    pairs = ([(verts[i], frags[j]) for i in range(side) for j in range(side)] if shared
             else list(zip(verts, frags)))
    rp = render_pass(ctx, [const("VK_FORMAT_R8G8B8A8_UNORM")])
    dev = ctx.device

    def ours() -> float:
        # each run starts as a new program does: nothing reflected, no file read
        stages_module._REFLECTED.clear()
        stages_module._READ.clear()
        start = time.perf_counter()
        made = []
        with LayoutCache(ctx) as cache:
            for v, f in pairs:  # as the files' paths, as a program would hand them to each call
                layout = cache.get(merge([v, f]))
                made.append(graphics_pipeline(ctx, layout, [v, f], rp))
            took = time.perf_counter() - start
            for p in made:
                p.close()
        return took

    def ours_together() -> float:
        # the same, the pipelines created by one graphics_pipelines() call
        stages_module._REFLECTED.clear()
        stages_module._READ.clear()
        start = time.perf_counter()
        with LayoutCache(ctx) as cache:
            made = graphics_pipelines(ctx, [(cache.get(merge([v, f])), [v, f]) for v, f in pairs], rp)
            took = time.perf_counter() - start
            for p in made:
                p.close()
        return took

    # raw: the create-infos built beforehand, the creates timed (what an application that wrote
    # its layout by hand does at start-up)
    prebuilt = []
    for v, f in pairs:
        stages = [reflect(v), reflect(f)]
        prebuilt.append((v.read_bytes(), f.read_bytes(), merge(stages)))

    def raw_creates() -> float:
        infos = [(raw_set_layout_info(desc), desc, vc, fc) for vc, fc, desc in prebuilt]
        state = RawPipelineState(rp)
        start = time.perf_counter()
        made = []
        for (set_info, keep), desc, vc, fc in infos:
            out = ffi.new("VkDescriptorSetLayout*")
            lib.vkCreateDescriptorSetLayout(dev, set_info, ffi.NULL, out)
            ranges = ffi.new("VkPushConstantRange[]", [(int(r.stage_flags), r.offset, r.size)
                                                       for r in desc.push_constant_ranges])
            pl_info = ffi.new("VkPipelineLayoutCreateInfo*", {
                "sType": const("VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO"), "setLayoutCount": 1,
                "pSetLayouts": out, "pushConstantRangeCount": len(desc.push_constant_ranges),
                "pPushConstantRanges": ranges})
            pl = ffi.new("VkPipelineLayout*")
            lib.vkCreatePipelineLayout(dev, pl_info, ffi.NULL, pl)
            made.append((state.create(dev, pl[0], vc, fc), pl[0], out[0]))
        took = time.perf_counter() - start
        for pipe, pl_handle, set_layout in made:
            lib.vkDestroyPipeline(dev, pipe, ffi.NULL)
            lib.vkDestroyPipelineLayout(dev, pl_handle, ffi.NULL)
            lib.vkDestroyDescriptorSetLayout(dev, set_layout, ffi.NULL)
        return took

    a, b, c = [], [], []
    for _ in range(3 if QUICK else 5):
        a.append(ours())
        b.append(raw_creates())
        c.append(ours_together())
    mine, hand, together = (statistics.median(x) / count * 1e6 for x in (a, b, c))
    modules = f"{side} vertex x {side} fragment modules" if shared else f"{2 * count} modules, none shared"
    header(f"setup of {count} distinct vertex+fragment pipelines from {modules} (a pipeline, medians of "
           f"{len(a)} runs; raw: one create after another)")
    row("reflect + merge + cache.get + graphics_pipeline", mine, hand, "<= 2x")
    print(f"  layoutgen's own share: {mine - hand:.0f} us a pipeline (target <= 300 us)")
    row("the same, created by one graphics_pipelines()", together, hand, "<= 2x")
    print(f"  layoutgen's own share: {together - hand:.0f} us a pipeline (target <= 300 us)")
    lib.vkDestroyRenderPass(dev, rp, ffi.NULL)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        shaders = setup_shaders(work)
        with DeviceContext(validation=False) as ctx:
            frame_benchmarks(ctx, work)
            scaling_benchmarks(ctx)
            setup_benchmark(ctx, shaders, shared=True)
            setup_benchmark(ctx, shaders, shared=False)
        bindless_benchmark(work)


if __name__ == "__main__":
    main()
