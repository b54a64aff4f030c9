"""The extractor under test."""

import os
from collections.abc import Callable
from pathlib import Path

from dagster import ConfigurableResource

from ragspine_eval_pipeline.defaults import EXTRACTOR_ENV
from ragspine_eval_pipeline.extraction import extract_facts
from ragspine_eval_pipeline.plugins import import_attr

Extractor = Callable[[Path], list[dict[str, object]]]


class ExtractorResource(ConfigurableResource):
    """Run config ``spec``, else ``RAGSPINE_EXTRACTOR``, else the reference extractors.

    ``spec`` is an import path ``module:attr`` of a function ``(path) -> list[fact]``.
    """

    spec: str | None = None
    """Import path of the extractor function."""

    def load(self) -> Extractor:
        spec = self.spec or os.environ.get(EXTRACTOR_ENV)
        if not spec:
            return extract_facts
        extractor = import_attr(spec, "extractor")
        if not callable(extractor):
            raise TypeError(f"extractor {spec!r} is not callable")
        return extractor
