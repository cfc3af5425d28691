"""Who may call the admin API: active staff with a session (CSRF checked on unsafe methods)."""

from typing import Any

from django.http import HttpRequest
from ninja.errors import HttpError
from ninja.security import SessionAuth

from . import roles


class StaffSession(SessionAuth):
    """A signed-in staff member with a role; anyone else gets 401."""

    def authenticate(self, request: HttpRequest, key: str | None) -> Any:
        return request.user if roles.role_of(request.user) else None


staff = StaffSession()


def require(request: HttpRequest, capability: roles.Capability) -> None:
    """403 unless the signed-in staff member's role has `capability` (see roles.CAPABILITIES)."""
    if not roles.can(request.user, capability):
        raise HttpError(403, "Your role does not allow this.")
