"""Check a file is the office document its name promises before a library parses it.

Libraries fail on a bad file with whatever their parser hit first (``BadZipFile``,
``KeyError``, ``PDFSyntaxError``). Sniffing the container first turns the common
cases — truncated download, password-protected file, wrong file type — into one
``ExtractionError`` that says which case it is.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

from ragspine_eval_pipeline.extraction.errors import ExtractionError

_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_ZIP_MAGIC = b"PK\x03\x04"
_PDF_MAGIC = b"%PDF-"
# An encrypted OOXML file is an OLE container holding these streams (MS-OFFCRYPTO).
_ENCRYPTED_STREAMS = ("EncryptedPackage".encode("utf-16-le"), "EncryptionInfo".encode("utf-16-le"))

# The part each OOXML kind must contain.
_MAIN_PART = {"xlsx": "xl/workbook.xml", "pptx": "ppt/presentation.xml"}


def _describe(head: bytes) -> str:
    if head.startswith(_PDF_MAGIC):
        return "a PDF"
    if head.startswith(_ZIP_MAGIC):
        return "a zip archive"
    if head.startswith(_OLE_MAGIC):
        return "an OLE compound file"
    if not head:
        return "empty"
    return "a file whose signature matches no office format"


def _read(path: Path) -> bytes:
    if not path.is_file():
        raise ExtractionError(path, "no such file" if not path.exists() else "not a file")
    try:
        return path.read_bytes()
    except OSError as exc:
        raise ExtractionError(path, f"cannot be read: {exc.strerror or exc}") from exc


def check_ooxml(path: Path, kind: str) -> None:
    """Raise ``ExtractionError`` unless ``path`` is a readable, unencrypted ``kind`` file."""
    data = _read(path)
    head = data[:8]
    if head.startswith(_OLE_MAGIC):
        if any(stream in data for stream in _ENCRYPTED_STREAMS):
            raise ExtractionError(
                path, f"is password-protected (encrypted {kind}); remove the password first"
            )
        raise ExtractionError(
            path, f"is a legacy binary Office file, not {kind}; save it as .{kind}"
        )
    if not head.startswith(_ZIP_MAGIC):
        raise ExtractionError(path, f"is not a .{kind} document: it is {_describe(head)}")
    try:
        with zipfile.ZipFile(path) as archive:
            names = set(archive.namelist())
            bad = archive.testzip()
    except (zipfile.BadZipFile, EOFError, OSError, ValueError) as exc:
        raise ExtractionError(path, f"is truncated or corrupt ({exc})") from exc
    if bad is not None:
        raise ExtractionError(path, f"is corrupt: part {bad!r} fails its checksum")
    if "[Content_Types].xml" not in names or _MAIN_PART[kind] not in names:
        raise ExtractionError(
            path, f"is a zip archive but not a .{kind} document (no {_MAIN_PART[kind]})"
        )


def check_pdf(path: Path) -> None:
    """Raise ``ExtractionError`` unless ``path`` looks like a complete PDF."""
    data = _read(path)
    if not data[:1024].lstrip().startswith(_PDF_MAGIC):
        raise ExtractionError(path, f"is not a PDF: it is {_describe(data[:8])}")
    # A complete PDF ends with %%EOF (trailing whitespace or junk is tolerated); a
    # download cut short does not, and pdfminer would otherwise read part of it.
    if b"%%EOF" not in data[-2048:]:
        raise ExtractionError(path, "is truncated: no %%EOF marker at the end of the PDF")
