"""Values derived once from immutable objects and reused: by the objects' identity (a reflected
entry point's interface summary, the vertex input made from it) or by a hashable key (a set
layout's validity findings; the model parts reflection shares between modules).

Reflected modules, entry points and layout descriptions are frozen: what is derived from one
stays true of it. A memo keeps each object it was asked about alive, so that no other object
takes its id while its entry exists, and holds at most ``kept`` entries, dropping the oldest.
"""
from __future__ import annotations

import threading
from collections.abc import Hashable
from typing import Any, Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class ByIdentity(Generic[V]):
    """Values by the identity of one or more objects (which need not be hashable)."""

    def __init__(self, kept: int = 256) -> None:
        self._found: dict[tuple[int, ...], tuple[tuple[object, ...], V]] = {}
        self._kept = kept

    def get(self, *objects: object) -> V | None:
        """The value stored for exactly these objects (the same ones, in order), or None."""
        found = self._found.get(tuple(map(id, objects)))
        return None if found is None else found[1]

    def put(self, value: V, *objects: object) -> V:
        """Store ``value`` for ``objects`` (kept alive with it); ``value`` back."""
        if len(self._found) >= self._kept:
            drop_oldest(self._found)
        self._found[tuple(map(id, objects))] = (objects, value)
        return value

    def clear(self) -> None:
        self._found.clear()


class ByKey(Generic[V]):
    """Values by a hashable key; a key that cannot be hashed is never stored (``get`` gives None)."""

    def __init__(self, kept: int = 256) -> None:
        self._found: dict[Hashable, V] = {}
        self._kept = kept

    def get(self, key: Hashable) -> V | None:
        try:
            return self._found.get(key)
        except TypeError:  # something in the key has no hash (a user's sampler object, say)
            return None

    def put(self, value: V, key: Hashable) -> V:
        try:
            hash(key)
        except TypeError:
            return value
        if len(self._found) >= self._kept:
            drop_oldest(self._found)
        self._found[key] = value
        return value

    def clear(self) -> None:
        self._found.clear()


class BySize(Generic[K, V]):
    """Values by a hashable key, each with its size (the bytes it holds): at most ``kept``
    entries and ``budget`` bytes in all, dropping the oldest to make room. A value larger than
    ``budget`` is not stored. Safe to share between threads (a change holds a lock)."""

    def __init__(self, kept: int, budget: int) -> None:
        self._found: dict[K, tuple[V, int]] = {}
        self._kept = kept
        self._budget = budget
        self._held = 0  # the sizes of what _found holds, summed
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        found = self._found.get(key)
        return None if found is None else found[0]

    def put(self, value: V, key: K, size: int) -> V:
        """Store ``value`` of ``size`` bytes for ``key``; ``value`` back."""
        if size > self._budget:
            return value
        with self._lock:
            self._forget(key)
            while self._found and (len(self._found) >= self._kept or self._held + size > self._budget):
                self._forget(next(iter(self._found)))
            self._found[key] = (value, size)
            self._held += size
        return value

    def pop(self, key: K) -> None:
        """Forget ``key`` (if stored)."""
        with self._lock:
            self._forget(key)

    def _forget(self, key: K) -> None:
        old = self._found.pop(key, None)
        if old is not None:
            self._held -= old[1]

    def held(self) -> int:
        """The bytes of what it holds."""
        return self._held

    def __contains__(self, key: object) -> bool:
        return key in self._found

    def __len__(self) -> int:
        return len(self._found)

    def clear(self) -> None:
        with self._lock:
            self._found.clear()
            self._held = 0


def drop_oldest(found: dict[Any, Any]) -> None:
    """Remove the entry stored first (none where another thread just did)."""
    try:
        del found[next(iter(found))]
    except (KeyError, RuntimeError, StopIteration):
        pass
