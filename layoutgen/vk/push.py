"""Push constants by the shader's names, laid out by the blocks' numpy dtypes.

    push = PushConstants(desc, [vert, frag])
    push["scale"] = 2.0
    push["light.color"] = (1, 1, 1)
    push.record(cmd, layout)

Every value is checked against the member's type before it is stored (the checks of
``layoutgen.layout.hostdata``). ``record`` issues one vkCmdPushConstants per run of
bytes whose ranges agree, each naming every stage whose range holds those bytes, as
Vulkan wants under both push-constant policies (``vkCmdPushConstants2KHR`` with the same
stages, where the layout's device enabled maintenance6). ``BlockData`` (the bytes of a uniform or
storage buffer) lives in ``layoutgen.layout.hostdata``, which needs no Vulkan; it is
imported here too, for ``layoutgen.vk.BlockData``.
"""
from __future__ import annotations

from ..errors import LayoutError
from ..layout.hostdata import BlockData as BlockData
from ..layout.hostdata import HostBlocks as HostBlocks
from ..layout.hostdata import HostValue as HostValue
from ..layout.check import push_range_errors
from ..layout.hostdata import stage_prefixes
from ..layout.model import PipelineLayoutDesc, PushConstantRange
from ..layout.specialization import values_by_stage
from ..layout.stages import StageGroup, resolve_group
from ..reflect.types import Block
from .binding import Handle, const, ffi, lib, not_a_command_buffer
from .context import DeviceContext
from .create import PipelineLayout
from .maintenance6 import Commands2, commands2
from .shaders import BoundLayout, Pipeline, Specialization, pipeline_layout

#: The most bytes a PushConstants holds for a layout made on no DeviceContext (a
#: PipelineLayoutDesc, or a layout made on a bare VkDevice), whose device's
#: maxPushConstantsSize it cannot ask: a specialization or a module's default can size the
#: ranges at anything up to 2**32.
UNASKED_MAX_BYTES = 1 << 16


class PushConstants(HostBlocks):
    """Host bytes for the push constants of ``stages`` under the layout ``desc`` (a
    PipelineLayoutDesc or a PipelineLayout). ``stages`` are one pipeline's, as ``merge()``
    takes them, or those of several pipelines sharing the layout: a list (two compute
    shaders, say), or ``{name: stages}`` as ``share()`` takes them.

    ``push[name] = value`` sets a member by its path in the block (``"scale"``,
    ``"light.color"``, ``"lights[1].color"``). Where two stages' blocks lay one name out
    differently (at different offsets, or a matrix row-major in one), say which: after the
    block's variable or type name (``"pc.scale"``) where those differ, or after the stage and
    a colon (``"vertex:scale"``, ``"fragment:pc.scale"``). A stage is named by its ShaderStage name (``vertex``,
    ``tessellation_control``), glslc's short name (``vert``, ``frag``, ``comp``), its execution
    model (``glcompute``) or its file (path or base name: ``"blur.comp.spv:scale"``), in any
    case; the error for an ambiguous name says a form that works.
    ``push[name]`` reads it back; ``data`` holds the bytes. ``specialization`` ({constant
    id or name: value}, as given to ``merge()``) sizes spec-sized arrays. ``what`` is how
    messages call a member.
    """

    what = "push-constant member"

    def __init__(self, desc: PipelineLayoutDesc | PipelineLayout, stages: StageGroup,
                 specialization: Specialization | None = None) -> None:
        if not isinstance(desc, (PipelineLayoutDesc, PipelineLayout)):
            raise LayoutError(f"PushConstants takes the layout (a PipelineLayoutDesc or a PipelineLayout) first, not "
                              f"{type(desc).__name__}")
        self.desc: PipelineLayoutDesc = desc.desc if isinstance(desc, PipelineLayout) else desc
        resolved = resolve_group(stages)
        # each stage's values as merge() takes them: a name sets the constant of that name in
        # each stage, whatever its spec id there
        specs = values_by_stage([s.entry.specialization_constants for s in resolved], specialization or {})
        blocks: dict[Block, tuple[str, set[str]]] = {}
        for stage, values in zip(resolved, specs):
            for p in stage.entry.push_constants:
                label, names = blocks.setdefault(p.block.specialized(values),
                                                 (f"{p.name or p.type_name} ({stage.entry.execution_model})", set()))
                names.update(n for n in (p.name, p.type_name) if n)
                names.update(stage_prefixes(stage.stage.name or "", stage.entry.execution_model, stage.file))
        wrong = push_range_errors(self.desc, resolved, specs)
        if wrong:  # what is set there would never reach the shader
            more = f"; and {len(wrong) - 3} more" if len(wrong) > 3 else ""
            raise LayoutError(f"these push constants do not fit the layout's ranges {_ranges(self.desc)}: "
                              f"{'; '.join(f.message for f in wrong[:3])}{more}; make them with the stages (and the "
                              "specialization) the layout was merged from")
        super().__init__(blocks, _bytes_held(desc))
        pointer = ffi.from_buffer(self.data)  # the bytes stay where they are: a bytearray held so is not resized
        #: Each vkCmdPushConstants as its arguments: (stage flags, offset, size, pointer to the bytes).
        self._calls = [(flags, offset, size, pointer + offset) for flags, offset, size in self.segments()]
        self._pointer = pointer
        #: The last PipelineLayout whose ranges were found to be these.
        self._checked: PipelineLayout | None = None
        #: For that layout, where its device enabled maintenance6: the command and a
        #: VkPushConstantsInfoKHR a call of ``_calls``.
        self._calls2: tuple[Commands2, list[Handle]] | None = None

    # -- recording --------------------------------------------------------------------------
    def segments(self, desc: PipelineLayoutDesc | None = None) -> list[tuple[int, int, int]]:
        """(stage flags, offset, size) of each vkCmdPushConstants: the bytes cut where any
        range starts or ends, runs covered by the same ranges joined."""
        ranges = (desc or self.desc).push_constant_ranges
        cuts = sorted({p for r in ranges for p in (r.offset, r.offset + r.size)})
        out: list[tuple[int, int, int]] = []
        for a, b in zip(cuts, cuts[1:]):
            flags = 0
            for r in ranges:
                if r.offset <= a and b <= r.offset + r.size:
                    flags |= int(r.stage_flags)
            if not flags:
                continue
            if out and out[-1][0] == flags and out[-1][1] + out[-1][2] == a:
                out[-1] = (flags, out[-1][1], b - out[-1][1])
            else:
                out.append((flags, a, b - a))
        return out

    def record(self, cmd: Handle, layout: BoundLayout) -> None:
        """Push every range's bytes into ``cmd`` for the PipelineLayout (or Pipeline) ``layout``."""
        pl = self._checked
        if pl is None or pl is not (layout.layout if isinstance(layout, Pipeline) else layout) or pl.handle is None:
            pl = pipeline_layout(layout, "PushConstants.record()")
            if pl.desc.push_constant_ranges != self.desc.push_constant_ranges:
                raise LayoutError(f"the layout's push-constant ranges {_ranges(pl.desc)} are not the ones these push "
                                  f"constants were made for {_ranges(self.desc)}")
            self._checked = pl
            self._calls2 = self._infos2(pl)
        if self._calls2 is not None:
            cmds2, infos = self._calls2
            try:
                for info in infos:
                    cmds2.push_constants(cmd, info)
            except TypeError:
                raise not_a_command_buffer("PushConstants.record()", cmd) from None
            return
        handle = pl.handle
        try:
            for flags, offset, size, pointer in self._calls:
                lib.vkCmdPushConstants(cmd, handle, flags, offset, size, pointer)
        except TypeError:
            raise not_a_command_buffer("PushConstants.record()", cmd) from None

    def _infos2(self, pl: PipelineLayout) -> tuple[Commands2, list[Handle]] | None:
        """The maintenance6 command and a VkPushConstantsInfoKHR a call, where ``pl``'s device
        enabled it; None otherwise."""
        cmds2 = commands2(pl.device)
        if cmds2 is None:
            return None
        infos = []
        for flags, offset, size, pointer in self._calls:
            info = ffi.new("VkPushConstantsInfoKHR*")
            info.sType = _S_PUSH_CONSTANTS
            info.layout, info.stageFlags, info.offset, info.size, info.pValues = pl.handle, flags, offset, size, pointer
            infos.append(info)
        return cmds2, infos


_S_PUSH_CONSTANTS = const("VK_STRUCTURE_TYPE_PUSH_CONSTANTS_INFO_KHR")


def _ranges(desc: PipelineLayoutDesc) -> str:
    def stages(r: PushConstantRange) -> str:
        return "|".join(n.removeprefix("VK_SHADER_STAGE_").removesuffix("_BIT") for n in r.stage_flags.vk_names)
    return "[" + ", ".join(f"{stages(r)} {r.offset}..{r.offset + r.size}" for r in desc.push_constant_ranges) + "]"


def _bytes_held(layout: PipelineLayoutDesc | PipelineLayout) -> int:
    """The bytes a PushConstants for ``layout`` holds: up to the end of its last range, which
    must lie within the device's maxPushConstantsSize (UNASKED_MAX_BYTES where there is no
    DeviceContext to ask), or a LayoutError names the range."""
    desc = layout.desc if isinstance(layout, PipelineLayout) else layout
    end = max((r.offset + r.size for r in desc.push_constant_ranges), default=0)
    device = layout.device if isinstance(layout, PipelineLayout) else None
    limit = device.limits.get("maxPushConstantsSize") if isinstance(device, DeviceContext) else None
    if limit is None:
        limit, whose = UNASKED_MAX_BYTES, (f"more than the {UNASKED_MAX_BYTES} bytes PushConstants holds for a layout "
                                           "on no DeviceContext")
    else:
        whose = f"past the device's maxPushConstantsSize ({limit})"
    if end > limit:
        raise LayoutError(f"the layout's push-constant ranges {_ranges(desc)} end at byte {end}, {whose}: is a "
                          "spec-sized array in the block specialized (or given by default) larger than meant?")
    return end
