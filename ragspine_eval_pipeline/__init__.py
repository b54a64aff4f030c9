"""Evaluation closed loop for a RAG engine, run as a Dagster asset pipeline."""
