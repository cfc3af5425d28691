"""How a staff member is named wherever a person reads it: e-mails and pages for visitors (the consultant
of a booking, a reply's {consultant}), and the admin's lists, pickers and history.

The name is the display name the staff member has in that language (StaffPreference.display_name_en/_ar);
Arabic falls back to English, English to the account's first and last name, then to its e-mail's local part,
so a staff member always has a name. Everything that prints a staff member's name calls display_name().
"""

from typing import Any

from django.core.exceptions import ObjectDoesNotExist

from lib.i18n import pick
from lib.plain_text import plain

from .models import StaffPreference


def derived_name(user: Any) -> str:
    """The name an account has without a display name: first and last name, else the e-mail's local part."""
    full = " ".join((user.get_full_name() or "").split())
    if full:
        return full
    address = user.email or user.get_username() or ""
    return address.split("@")[0] if "@" in address else address


def own(user: Any) -> StaffPreference | None:
    """The user's stored settings, None when they have none yet."""
    try:
        return user.preference
    except (ObjectDoesNotExist, AttributeError):
        return None


def stored(user: Any) -> dict[str, str]:
    """The display names as stored, for the API ("" for none yet)."""
    found = own(user)
    return {"display_name_en": found.display_name_en if found else "",
            "display_name_ar": found.display_name_ar if found else ""}


def display_name(user: Any, lang: str = "en") -> str:
    """The staff member's name in `lang` ("en" or "ar"); "" for no user."""
    if user is None:
        return ""
    found = own(user)
    names = {"en": found.display_name_en, "ar": found.display_name_ar} if found else {}
    return pick(names, "ar" if lang == "ar" else "en").strip() or derived_name(user)


def set_display_names(user: Any, en: str | None = None, ar: str | None = None) -> None:
    """Stores the display names given (None leaves one as it is), as one line without control or bidi
    characters (lib/plain_text.py): they are printed in visitors' e-mails and calendar files."""
    found, _ = StaffPreference.objects.get_or_create(user=user)
    if en is not None:
        found.display_name_en = " ".join(plain(en).split())[:150]
    if ar is not None:
        found.display_name_ar = " ".join(plain(ar).split())[:150]
    found.save(update_fields=["display_name_en", "display_name_ar"])
    user.preference = found
