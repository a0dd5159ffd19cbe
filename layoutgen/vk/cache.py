"""A cache of set layouts and pipeline layouts: equal descriptions share their handles."""
from __future__ import annotations

from ..errors import ClosedError
from ..layout.model import PipelineLayoutDesc, SetLayout
from .binding import Handle, ffi, lib
from .context import DeviceLike, split_device
from .create import PipelineLayout, create_pipeline_layout, create_set_layout
from .limits import check_limits


class LayoutCache:
    """Hands back the same VkDescriptorSetLayout and VkPipelineLayout for equal descriptions
    (by canonical key; binding names do not count), and destroys them all on close.

    ``device`` is a DeviceContext (its limits are checked once per new description) or a
    VkDevice. A closed cache makes no more handles: asking it is a ClosedError.
    """

    def __init__(self, device: DeviceLike) -> None:
        self._ctx, self.device = split_device(device)
        self._sets: dict[tuple[object, ...], Handle] = {}
        self._layouts: dict[tuple[object, ...], PipelineLayout] = {}
        self._closed = False

    def __len__(self) -> int:
        return len(self._layouts)

    def set_layout(self, layout: SetLayout) -> Handle:
        """The VkDescriptorSetLayout for a SetLayout, created on first request."""
        self._check_open()
        handle = self._sets.get(layout.key)
        if handle is None:
            handle = self._sets[layout.key] = create_set_layout(self._ctx or self.device, layout)
        return handle

    def get(self, desc: PipelineLayoutDesc) -> PipelineLayout:
        """The pipeline layout for ``desc``, created on first request."""
        self._check_open()
        found = self._layouts.get(desc.key)
        if found is not None:
            return found
        if self._ctx is not None:
            check_limits(desc, self._ctx.limits)
        handles = [self.set_layout(s) for s in desc.set_layouts]
        # Limits were checked above; an empty mapping skips the second check.
        made = create_pipeline_layout(self._ctx or self.device, desc, set_layouts=handles, limits={})
        self._layouts[desc.key] = made
        return made

    def _check_open(self) -> None:
        if self._closed:
            raise ClosedError("this LayoutCache")

    def close(self) -> None:
        """Destroy every pipeline layout, then every set layout (once; a second call does nothing)."""
        self._closed = True
        for layout in self._layouts.values():
            layout.destroy(self.device)
        for handle in self._sets.values():
            lib.vkDestroyDescriptorSetLayout(self.device, handle, ffi.NULL)
        self._layouts.clear()
        self._sets.clear()

    def __enter__(self) -> LayoutCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
