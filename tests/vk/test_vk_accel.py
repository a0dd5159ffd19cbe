"""An acceleration-structure descriptor written by name: a one-triangle BLAS and its TLAS built on
lavapipe, then ray queries in a compute shader that hit it and miss it."""
from __future__ import annotations

import numpy as np
import pytest
from support.dbuf import QUERY, Structures
from support.denv import env

from layoutgen.vk import DescriptorPool, compute_pipeline


def test_acceleration_structure_descriptor(glsl, vulkan_device: bool) -> None:
    path = glsl("query.comp", QUERY, target="vulkan1.2")
    with env([path]) as e:
        builder = Structures(e.res)
        try:
            tlas = builder.instance_of(builder.triangle())
            out = e.res.buffer(8)
            with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
                dset = pool.allocate(e.layout)
                with pytest.raises(Exception, match=r"set 0 binding 0 \(scene\), ACCELERATION_STRUCTURE_KHR expects a "
                                                    r"VkAccelerationStructureKHR, got a VkBuffer"):
                    dset.write(scene=out)
                e.quiet()
                dset.write(scene=tlas, outbuf=out)
                e.dispatch(pipe, [dset])
            assert out.read(np.float32).tolist() == [1.0, -1.0]
        finally:
            builder.close()
