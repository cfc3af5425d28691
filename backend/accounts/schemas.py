from ninja import Schema
from pydantic import Field

from lib.plain_text import OneLineText

from .preferences import Language
from .roles import Capability, Role


class LoginIn(Schema):
    email: str = Field(min_length=1, max_length=254)
    password: str = Field(min_length=1, max_length=256)


class ChangePasswordIn(Schema):
    current_password: str = Field(min_length=1, max_length=256)
    new_password: str = Field(min_length=1, max_length=256)


class MeOut(Schema):
    id: int
    email: str
    # The display name in the admin's language (accounts/names.py).
    name: str
    display_name_en: str
    display_name_ar: str
    role: Role
    capabilities: list[Capability]
    # The admin's language this person chose (accounts/preferences.py).
    language: Language


class MePatchIn(Schema):
    """What a staff member changes for themselves; a field left out stays as it is."""

    language: Language | None = None
    # Printed in visitors' e-mails and calendar files: one line, no control or bidi characters.
    # A blank one (or one of only such characters) is refused by the view: "Enter a name."
    display_name_en: OneLineText | None = Field(None, max_length=150)
    display_name_ar: OneLineText | None = Field(None, max_length=150)


class CsrfOut(Schema):
    """Django's CSRF token, also set as the `csrftoken` cookie."""

    csrfToken: str


class OkOut(Schema):
    ok: bool
