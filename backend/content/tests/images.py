"""Real image files for upload tests, made with Pillow."""

import io

from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image


def png_bytes(size: tuple[int, int] = (8, 8)) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", size, (14, 165, 233)).save(buf, format="PNG")
    return buf.getvalue()


def png_file(name: str = "logo.png") -> SimpleUploadedFile:
    return SimpleUploadedFile(name, png_bytes(), content_type="image/png")
