from ninja import Schema
from pydantic import Field

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
    name: str
    role: Role
    capabilities: list[Capability]
    # The admin's language this person chose (accounts/preferences.py).
    language: Language


class MePatchIn(Schema):
    language: Language


class CsrfOut(Schema):
    """Django's CSRF token, also set as the `csrftoken` cookie."""

    csrfToken: str


class OkOut(Schema):
    ok: bool
