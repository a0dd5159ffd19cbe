"""check() warns of specialization constants that share a SpecId with different defaults."""
from __future__ import annotations

from layoutgen import check, merge
from layoutgen.layout.findings import FindingKind, Severity

SHARED = """#version 450
layout(local_size_x = 64, local_size_x_id = 0) in;
layout(constant_id = 0) const int LEVELS = 1;
layout(set = 0, binding = 0) buffer B { float v[]; } b;
void main() { b.v[gl_GlobalInvocationID.x] = float(LEVELS); }
"""


def test_a_shared_spec_id_is_a_warning_finding(glsl) -> None:
    spv = glsl("s.comp", SHARED, target="vulkan1.3")
    findings = check(merge(spv), [spv])
    (found,) = [f for f in findings if f.kind is FindingKind.SPEC_ID_SHARED]
    assert found.severity is Severity.WARNING and not findings.has_errors
    assert str(spv) in found.message and "SpecId 0" in found.message and "'LEVELS' (int32, default 1)" in found.message
    assert found.needs == "the workgroup size's x (uint32, default 64)" and found.has == "'LEVELS' (int32, default 1)"
    assert found.to_dict()["kind"] == "spec-id-shared"


def test_none_without_a_shared_id(glsl) -> None:
    plain = glsl("p.comp", SHARED.replace("constant_id = 0", "constant_id = 1"))
    assert not [f for f in check(merge(plain), [plain]) if f.kind is FindingKind.SPEC_ID_SHARED]
