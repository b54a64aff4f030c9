"""Pydantic records built from parts that are validated already, at the cost of a dict.

A large run builds several records per case (its outcome, its score, the answer beside
it). ``BaseModel.model_construct`` skips validation but still walks every field for
aliases and defaults, a dozen microseconds a record. When every field is given, what it
leaves behind is the instance's ``__dict__`` and its "fields set"; ``trusted`` sets the
same four slots directly, for the record classes that allow it (no extras kept, no
private attributes, no post-init hook), which ``trusted_fields`` checks once per class.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

_Model = TypeVar("_Model", bound=BaseModel)

_set_slot = object.__setattr__


def trusted_fields(cls: type[BaseModel]) -> set[str]:
    """The one "fields set" every ``trusted`` record of ``cls`` shares (all its fields).

    Raises ``TypeError`` for a class ``trusted`` cannot build the way ``model_construct``
    would: one with private attributes, a post-init hook, kept extras or a root model.
    """
    if (
        cls.__private_attributes__
        or cls.__pydantic_post_init__
        or cls.__pydantic_root_model__
        or cls.model_config.get("extra") == "allow"
    ):
        raise TypeError(f"{cls.__name__} cannot be built as a trusted record")
    return set(cls.__pydantic_fields__)


def trusted(cls: type[_Model], fields_set: set[str], values: dict[str, Any]) -> _Model:
    """A ``cls`` holding ``values`` (every field, each of its declared type), unchecked.

    ``fields_set`` is ``trusted_fields(cls)``; ``values`` becomes the instance's own
    ``__dict__``, so the caller hands over a fresh dict. Equal to
    ``cls.model_construct(fields_set, **values)``.
    """
    record = cls.__new__(cls)
    _set_slot(record, "__dict__", values)
    _set_slot(record, "__pydantic_fields_set__", fields_set)
    _set_slot(record, "__pydantic_extra__", None)
    _set_slot(record, "__pydantic_private__", None)
    return record
