"""Images for content: checked by decoding them with Pillow (not by their name or declared type),
at most 5 MB, stored through Django's default storage so S3 or another backend can replace the
local `media/` folder by configuration alone."""

import uuid
import warnings
from typing import Any

from django.core.files.storage import default_storage
from django.core.files.uploadedfile import UploadedFile
from PIL import Image, UnidentifiedImageError

from lib.errors import FieldErrors

from .admin_registry import upload_folders

MAX_BYTES = 5 * 1024 * 1024
# Pillow's format name -> the extension the stored file gets (the visitor's file name is not trusted).
FORMATS = {"JPEG": "jpg", "PNG": "png", "WEBP": "webp", "GIF": "gif"}


def _format_of(upload: UploadedFile) -> str:
    try:
        with warnings.catch_warnings():
            # A tiny file claiming a huge canvas (a decompression bomb) is refused, not decoded.
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(upload) as image:
                image.verify()
                found = image.format or ""
    except (UnidentifiedImageError, Image.DecompressionBombError, Image.DecompressionBombWarning, OSError,
            SyntaxError, ValueError) as exc:
        raise FieldErrors({"file": "This file is not an image we can use (JPEG, PNG, WebP or GIF)."}) from exc
    if found not in FORMATS:
        raise FieldErrors({"file": "Use a JPEG, PNG, WebP or GIF image."})
    return found


def store(upload: UploadedFile, folder: str) -> dict[str, Any]:
    """Checks and stores the image; returns {name, url} for the item's image field."""
    if folder not in upload_folders():
        raise FieldErrors({"folder": f"Choose one of: {', '.join(sorted(upload_folders()))}."})
    if (upload.size or 0) > MAX_BYTES:
        raise FieldErrors({"file": "The image is larger than 5 MB."})
    extension = FORMATS[_format_of(upload)]
    upload.seek(0)
    name = default_storage.save(f"{folder}/{uuid.uuid4().hex}.{extension}", upload)
    return {"name": name, "url": default_storage.url(name)}
