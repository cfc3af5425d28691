"""A staff member's own settings: the admin's language (English or Arabic), kept on the user."""

from typing import Any, Literal, cast

from .models import StaffPreference

Language = Literal["en", "ar"]
LANGUAGES: tuple[Language, ...] = ("en", "ar")


def language_of(user: Any) -> Language:
    """The admin language `user` chose; English for anyone who has not chosen (or is signed out)."""
    if user is None or not getattr(user, "is_authenticated", False):
        return "en"
    found = StaffPreference.objects.filter(user=user).values_list("language", flat=True).first()
    return cast(Language, found) if found in LANGUAGES else "en"


def set_language(user: Any, language: Language) -> None:
    StaffPreference.objects.update_or_create(user=user, defaults={"language": language})
