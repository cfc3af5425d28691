"""Bilingual fields: every text a person reads is stored as an English and an Arabic column.

English is required; Arabic may be empty and then falls back to English when served.
"""

from typing import Any

from django.db import models

LANGS = ("en", "ar")
DEFAULT_LANG = "en"

MONTHS = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"),
    # The month names used in Qatar and the Gulf.
    "ar": ("يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر",
           "ديسمبر"),
}


def translated(field_cls: type[models.Field], **kwargs: Any) -> tuple[models.Field, models.Field]:
    """Two columns for one text: `title_en, title_ar = translated(models.CharField, max_length=200)`."""
    blank_en = kwargs.pop("blank", False)
    en = field_cls(blank=blank_en, **kwargs)
    ar = field_cls(blank=True, **{k: v for k, v in kwargs.items() if k != "default"}, default="")
    return en, ar


def tr(obj: Any, name: str) -> dict[str, str]:
    """The public shape of a bilingual field: {"en": …, "ar": …}, Arabic falling back to English."""
    en = getattr(obj, f"{name}_en") or ""
    ar = getattr(obj, f"{name}_ar") or ""
    return {"en": en, "ar": ar or en}


def pick(value: dict[str, str], lang: str) -> str:
    """One language out of a bilingual value, falling back to English."""
    return value.get(lang) or value.get(DEFAULT_LANG) or ""


def long_date(day: Any, lang: str) -> str:
    """A date as people write it: "1 July 2026", «1 يوليو 2026» (Western digits in both)."""
    return f"{day.day} {MONTHS['ar' if lang == 'ar' else 'en'][day.month - 1]} {day.year}"
