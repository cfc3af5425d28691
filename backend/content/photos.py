"""Responsive copies of a team member's photo: square WebP portraits at the widths the About page's
`srcset` offers, made with Pillow when the member is saved with a new photo. Their names and sizes are
kept on the member (`photo_variants`), so the API lists them without asking the storage anything.
"""

import io
import logging
from pathlib import PurePosixPath
from typing import Any

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from PIL import Image, ImageOps

log = logging.getLogger(__name__)

# The card shows the portrait at 96 CSS pixels (AboutPage.tsx): 1x, 2x and 3x screens.
WIDTHS = (96, 192, 288)
# Faces sit in the upper part of a portrait: the square is cut a little above the middle.
CENTERING = (0.5, 0.35)


def _square(image: Image.Image) -> Image.Image:
    image = ImageOps.exif_transpose(image)  # phones store the turn in EXIF, not in the pixels
    alpha = image.mode in ("RGBA", "LA") or (image.mode == "P" and "transparency" in image.info)
    image = image.convert("RGBA" if alpha else "RGB")
    side = min(image.size)
    return ImageOps.fit(image, (side, side), Image.Resampling.LANCZOS, centering=CENTERING)


def make(name: str) -> list[dict[str, Any]]:
    """Writes the portraits of the stored image `name`; returns [{name, width, height}], smallest first.
    Never enlarges: a photo smaller than 96 px gets one copy at its own size."""
    with default_storage.open(name) as stored, Image.open(stored) as original:
        square = _square(original)
    widths = [w for w in WIDTHS if w <= square.width] or [square.width]
    stem = str(PurePosixPath(name).with_suffix(""))
    out = []
    for width in widths:
        buf = io.BytesIO()
        square.resize((width, width), Image.Resampling.LANCZOS).save(buf, "WEBP", quality=82, method=6)
        saved = default_storage.save(f"{stem}-{width}w.webp", ContentFile(buf.getvalue()))
        out.append({"name": saved, "width": width, "height": width})
    return out


def refresh(member: Any) -> None:
    """Makes the portraits when the photo changed since they were last made (called on save)."""
    source = member.photo.name if member.photo else ""
    if (member.photo_variants or {}).get("source", "") == source:
        return
    try:
        sizes = make(source) if source else []
    except (OSError, ValueError, Image.DecompressionBombError) as exc:
        # The page falls back to the original photo; the next save tries again.
        log.warning("Could not make the portraits of %s: %s", source, exc)
        member.photo_variants = {}
        return
    member.photo_variants = {"source": source, "sizes": sizes}
