"""A small JSON Schema checker (the draft 2020-12 keywords layoutgen's schemas use), so the
schemas are tested without a third-party validator."""
from __future__ import annotations

import re
from typing import Any

_TYPES = {"object": lambda v: isinstance(v, dict), "array": lambda v: isinstance(v, list),
          "string": lambda v: isinstance(v, str), "boolean": lambda v: isinstance(v, bool),
          "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
          "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool), "null": lambda v: v is None}
_KNOWN = {"$schema", "$id", "$defs", "$ref", "title", "description", "default", "type", "properties", "required",
          "additionalProperties", "items", "enum", "const", "pattern", "minimum", "maximum", "oneOf"}


def errors(doc: Any, schema: dict, root: dict | None = None, path: str = "$") -> list[str]:
    """What in ``doc`` breaks ``schema`` (empty when it conforms)."""
    root = root or schema
    unknown = set(schema) - _KNOWN
    assert not unknown, f"the checker does not know {unknown}"
    if "$ref" in schema:
        target = root if schema["$ref"] == "#" else root["$defs"][schema["$ref"].rsplit("/", 1)[1]]
        return errors(doc, target, root, path)
    if "oneOf" in schema:
        fits = [s for s in schema["oneOf"] if not errors(doc, s, root, path)]
        return [] if len(fits) == 1 else [f"{path}: fits {len(fits)} of the oneOf alternatives, not one"]
    out: list[str] = []
    types = schema.get("type")
    if types is not None and not any(_TYPES[t](doc) for t in ([types] if isinstance(types, str) else types)):
        return [f"{path}: {doc!r} is not of type {types}"]
    if "const" in schema and doc != schema["const"]:
        out.append(f"{path}: {doc!r} is not {schema['const']!r}")
    if "enum" in schema and doc not in schema["enum"]:
        out.append(f"{path}: {doc!r} is not one of {schema['enum']}")
    if "pattern" in schema and isinstance(doc, str) and not re.search(schema["pattern"], doc):
        out.append(f"{path}: {doc!r} does not match {schema['pattern']}")
    if "minimum" in schema and _TYPES["number"](doc) and doc < schema["minimum"]:
        out.append(f"{path}: {doc} is below {schema['minimum']}")
    if "maximum" in schema and _TYPES["number"](doc) and doc > schema["maximum"]:
        out.append(f"{path}: {doc} is above {schema['maximum']}")
    if isinstance(doc, dict):
        out += [f"{path}: missing {k!r}" for k in schema.get("required", ()) if k not in doc]
        props, extra = schema.get("properties", {}), schema.get("additionalProperties", True)
        for k, v in doc.items():
            if k in props:
                out += errors(v, props[k], root, f"{path}.{k}")
            elif extra is False:
                out.append(f"{path}: unknown key {k!r}")
            elif isinstance(extra, dict):
                out += errors(v, extra, root, f"{path}.{k}")
    if isinstance(doc, list) and "items" in schema:
        for k, v in enumerate(doc):
            out += errors(v, schema["items"], root, f"{path}[{k}]")
    return out
