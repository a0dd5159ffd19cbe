"""Every corpus pipeline: the generated layout creates, and the pipeline itself creates with
it, with zero validation messages."""
from __future__ import annotations

import pytest
from conftest import corpus_pipelines
from support.vkutil import build_pipeline, corpus_stages, stage_features

from layoutgen.layout import merge

POLICIES = {"bindless": {"bindless_max": 64}, "comp_runtime_arrays": {"bindless_max": 16}}


@pytest.mark.parametrize("name,target", corpus_pipelines())
def test_layout_and_pipeline_create_clean(name: str, target: str, pipeline_modules: dict, vulkan_device: bool) -> None:
    from layoutgen.vk import DeviceContext, LayoutCache, pipeline

    stages = corpus_stages(pipeline_modules[(name, target)])
    desc = merge(stages, **POLICIES.get(name, {}))
    with DeviceContext(features=stage_features(stages, desc)) as ctx:
        with LayoutCache(ctx) as cache:
            try:
                handle = build_pipeline(ctx, cache, stages, desc)
                pipeline.destroy(ctx, "Pipeline", handle)
            except Exception:
                print("\n".join(map(str, ctx.messages)))
                raise
        problems = ctx.take_problems()
    assert not problems, "\n".join(map(str, problems))
