"""Batches from the command line: the JSON writer workers use is json.dump's own text."""
from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from layoutgen.batch import dumps_indented, json_item

_scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text()
_values = st.recursive(_scalars, lambda inner: st.lists(inner) | st.tuples(inner, inner)
                       | st.dictionaries(st.text() | st.integers() | st.booleans() | st.none(), inner), max_leaves=40)


@settings(max_examples=400, deadline=None)
@given(_values)
def test_indented_text_is_json_dumps_text(value: object) -> None:
    assert dumps_indented(value) == json.dumps(value, indent=2)


def test_a_module_item_is_indented_as_in_the_whole_document(corpus_modules: list) -> None:
    from layoutgen import reflect

    for m in corpus_modules[::7]:
        doc = reflect(m.spv).to_dict()
        whole = json.dumps({"modules": [doc]}, indent=2)
        assert whole == '{\n  "modules": [\n' + json_item(doc) + "\n  ]\n}"


def test_subclasses_and_refusals_as_json_has_them() -> None:
    import collections

    import pytest

    point = collections.namedtuple("point", "x y")
    for value in (collections.OrderedDict(a=[1, {"b": (2, 3)}]), {"p": point(1, [2.5, None])}, {1.5: 1, None: 2}):
        assert dumps_indented(value) == json.dumps(value, indent=2)
    for bad in ({(1,): 2}, {"a": object()}):
        with pytest.raises(TypeError):
            dumps_indented(bad)
