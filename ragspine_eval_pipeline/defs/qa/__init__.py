"""The QA eval as assets: golden set → KB → outcomes → gate report → baseline check."""
