"""A cache of set layouts and pipeline layouts: equal descriptions share their handles."""
from __future__ import annotations

from ..errors import ClosedError, LayoutError
from ..layout.model import PipelineLayoutDesc, SetLayout
from .binding import Handle, ffi, lib
from .context import DeviceLike, open_context, require_device, split_device
from .create import PipelineLayout, create_pipeline_layout, create_set_layout, require_library_feature
from .descriptor_buffer import descriptor_buffer_desc
from .limits import check_limits


class LayoutCache:
    """Hands back the same VkDescriptorSetLayout and VkPipelineLayout for equal descriptions
    (by canonical key; binding names do not count), and destroys them all on close. The
    PipelineLayout handed back carries the description it was asked with: another
    description of an equal key gets its own PipelineLayout (its names, its block sizes, what
    writes are checked against) over the shared handles.

    ``device`` is a DeviceContext (its limits are checked once per new description) or a
    VkDevice. A closed cache makes no more handles: asking it is a ClosedError.
    """

    def __init__(self, device: DeviceLike) -> None:
        require_device(device, "LayoutCache")
        self._ctx, self.device = split_device(device)
        self._sets: dict[tuple[object, ...], Handle] = {}
        self._layouts: dict[tuple[object, ...], PipelineLayout] = {}
        #: The descriptor-buffer layouts, by the key of the description they were asked for with.
        self._buffer_layouts: dict[tuple[object, ...], PipelineLayout] = {}
        #: Layouts over the handles of ``_layouts`` for descriptions of an equal key but other names.
        self._views: dict[tuple[object, ...], list[PipelineLayout]] = {}
        self._closed = False

    def __len__(self) -> int:
        """How many pipeline layouts the cache holds."""
        return len(self._layouts)

    def set_layout(self, layout: SetLayout) -> Handle:
        """The VkDescriptorSetLayout for a SetLayout, created on first request. The cache owns
        it and destroys it on close: what is made from it by hand (a PipelineLayout through
        ``create_pipeline_layout(..., set_layouts=)``, descriptor sets) must not outlive the
        cache; layouts from :meth:`get` are destroyed with it and then refuse use."""
        self._check_open()
        if not isinstance(layout, SetLayout):
            raise LayoutError(f"set_layout() takes a SetLayout (a PipelineLayoutDesc's set_layouts[i]), not "
                              f"{type(layout).__name__}")
        handle = self._sets.get(layout.key)
        if handle is None:
            handle = self._sets[layout.key] = create_set_layout(self._ctx or self.device, layout)
        return handle

    def get(self, desc: PipelineLayoutDesc, *, descriptor_buffer: bool = False) -> PipelineLayout:
        """The pipeline layout for ``desc``, created on first request. With ``descriptor_buffer``,
        its set layouts are made for descriptor buffers (see :func:`.descriptor_buffer_desc`;
        the layout's ``desc`` carries their flags), cached apart from the plain ones."""
        self._check_open()
        if not isinstance(desc, PipelineLayoutDesc):
            raise LayoutError(f"get() takes a PipelineLayoutDesc (merge() makes one), not {type(desc).__name__}")
        if descriptor_buffer:
            return self._descriptor_buffer_layout(desc)
        found = self._layouts.get(desc.key)
        if found is not None:
            return self._as_asked(found, desc)
        if self._ctx is not None:  # refused before any set layout is made for it
            require_library_feature(self._ctx.features.features, desc, self._ctx.device_name)
            check_limits(desc, self._ctx.limits)
        handles = [self.set_layout(s) for s in desc.set_layouts]
        # Limits were checked above; an empty mapping skips the second check.
        made = create_pipeline_layout(self._ctx or self.device, desc, set_layouts=handles, limits={})
        self._layouts[desc.key] = made
        return made

    # -- descriptor buffers (VK_EXT_descriptor_buffer) -----------------------------------
    def _descriptor_buffer_layout(self, desc: PipelineLayoutDesc) -> PipelineLayout:
        wanted = descriptor_buffer_desc(desc)  # a LayoutError where descriptor buffers cannot hold desc
        found = self._buffer_layouts.get(desc.key)
        if found is None or found.desc != wanted:
            if self._ctx is not None:  # refused before the layer sees a set layout flag it cannot take
                open_context(self._ctx, "LayoutCache.get(descriptor_buffer=True)", "descriptorBuffer")
            found = self._buffer_layouts[desc.key] = self.get(wanted)
        return found

    # -- equal keys, other names -----------------------------------------------------------
    def _as_asked(self, made: PipelineLayout, desc: PipelineLayoutDesc) -> PipelineLayout:
        """``made`` where it was made for ``desc`` itself; otherwise (an equal key, other binding
        names or block sizes) a PipelineLayout carrying ``desc``, which writes and push constants
        are checked against, over ``made``'s handles. The cache owns those handles: it destroys
        them on close, and the views then read as destroyed."""
        if made.desc is desc or made.desc == desc:
            return made
        views = self._views.setdefault(desc.key, [])
        view = next((v for v in views if v.desc == desc), None)
        if view is None:
            view = PipelineLayout(desc, made.handle, made.set_layouts, device=made.device)
            views.append(view)
        return view

    def _check_open(self) -> None:
        if self._closed:
            raise ClosedError("this LayoutCache")
        if self._ctx is not None and self._ctx.device is None:
            raise ClosedError("the DeviceContext of this LayoutCache")

    def close(self) -> None:
        """Destroy every pipeline layout, then every set layout (once; a second call does nothing).
        After its DeviceContext closed, the handles went with the device: they are only forgotten."""
        self._closed = True
        if self._ctx is not None and self._ctx.device is None:
            for views in self._views.values():
                for view in views:
                    view.handle = None
            for layout in self._layouts.values():
                layout.handle, layout.owned = None, []
            self._views.clear()
            self._layouts.clear()
            self._buffer_layouts.clear()
            self._sets.clear()
            return
        for views in self._views.values():
            for view in views:
                view.handle = None  # goes with the layout whose handles it shares
                view.destroy(self.device)  # its own update templates
        for layout in self._layouts.values():
            layout.destroy(self.device)
        for handle in self._sets.values():
            lib.vkDestroyDescriptorSetLayout(self.device, handle, ffi.NULL)
        self._views.clear()
        self._layouts.clear()
        self._buffer_layouts.clear()
        self._sets.clear()

    def __enter__(self) -> LayoutCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
