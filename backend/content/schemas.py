"""Shapes every content kind's public API shares (each kind's own shape is in its declaration, kinds/)."""

from ninja import Schema


class I18n(Schema):
    """A text in both languages; Arabic already falls back to English when an editor left it empty."""

    en: str
    ar: str


class Paths(Schema):
    """Where an item is shown, in each language ("/services/study", "/ar/services/study")."""

    en: str
    ar: str
