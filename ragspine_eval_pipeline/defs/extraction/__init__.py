"""Extraction eval: fixture facts and ground truth, per-channel report, ratchet."""
