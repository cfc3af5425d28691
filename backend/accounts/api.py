"""Staff sign-in for the admin area: CSRF cookie, login, logout, who am I, change password.

Failed logins are counted by django-axes per account and per IP: after 5 failures the account or
address is locked for 15 minutes (settings AXES_*).
"""

from typing import Any, cast

from django.contrib.auth import (
    authenticate,
    get_user_model,
    login,
    logout,
    password_validation,
    update_session_auth_hash,
)
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import HttpRequest
from django.middleware.csrf import get_token
from ninja import Router
from ninja.errors import HttpError
from ninja.utils import check_csrf

from lib.errors import ErrorOut, error_response
from lib.ratelimit import Limit

from . import audit, names, preferences, roles
from .lockout import locked_out
from .schemas import ChangePasswordIn, CsrfOut, LoginIn, MeOut, MePatchIn, OkOut
from .security import staff

router = Router(tags=["admin: auth"])


def _me(user: Any) -> dict[str, Any]:
    role = roles.role_of(user) or ""
    language = preferences.language_of(user)
    return {
        "id": user.id, "email": user.email or user.get_username(), "name": names.display_name(user, language),
        **names.stored(user),
        "role": role, "capabilities": sorted(c for c, allowed in roles.CAPABILITIES.items() if role in allowed),
        "language": language,
    }


def _username_for(email: str) -> str:
    """Accounts made here use the e-mail as username; one made with `createsuperuser` may have
    another username, and its owner still signs in with the e-mail."""
    email = email.strip().lower()
    users = get_user_model().objects
    if users.filter(username=email).exists():
        return email
    other = users.filter(email__iexact=email).values_list("username", flat=True)[:2]
    return other[0] if len(other) == 1 else email


@router.get("csrf", response=CsrfOut)
def csrf(request: HttpRequest) -> dict[str, str]:
    """Sets the CSRF cookie; the admin app sends its value back in X-CSRFToken on every write."""
    return {"csrfToken": get_token(request)}


# Failed sign-ins per address, whatever the account: plenty for an office of staff who mistype, a wall
# for guessing many accounts from one place (axes locks one account from one address after five).
LOGIN_FAILURES = Limit("login-failures", requests=20, seconds=900)


@router.post("login", response={200: MeOut, 401: ErrorOut, 403: ErrorOut, 429: ErrorOut})
def login_view(request: HttpRequest, payload: LoginIn) -> Any:
    if check_csrf(request):
        raise HttpError(403, "CSRF check Failed")
    wait = LOGIN_FAILURES.spent(request)
    if wait:
        return error_response(429, "rate_limited", "Too many failed sign-in attempts from your connection. "
                              "Try again in 15 minutes.", headers={"Retry-After": str(wait)})
    user = authenticate(request, username=_username_for(payload.email), password=payload.password)
    if getattr(request, "axes_locked_out", False):
        return locked_out(request)
    if user is None or roles.role_of(user) is None:
        LOGIN_FAILURES.hit(request)
        return error_response(401, "invalid_credentials", "The e-mail or password is incorrect.")
    login(request, user)
    audit.record(request, "login", "user", user.id, summary=f"{user.get_username()} signed in")
    return _me(user)


@router.post("logout", auth=staff, response=OkOut)
def logout_view(request: HttpRequest) -> dict[str, bool]:
    audit.record(request, "logout", "user", request.user.id)
    logout(request)
    return {"ok": True}


@router.get("me", auth=staff, response=MeOut)
def me(request: HttpRequest) -> Any:
    return _me(request.user)


@router.patch("me", auth=staff, response={200: MeOut, 422: ErrorOut})
def update_me(request: HttpRequest, payload: MePatchIn) -> Any:
    """A staff member's own settings: the admin's language, their display names."""
    if payload.language is not None:
        preferences.set_language(request.user, payload.language)
    if payload.display_name_en is not None or payload.display_name_ar is not None:
        given = {"display_name_en": payload.display_name_en, "display_name_ar": payload.display_name_ar}
        blank = {field: "Enter a name." for field, value in given.items() if value is not None and not value.strip()}
        if blank:
            return error_response(422, "validation_error", "Some fields are invalid.", blank)
        en, ar = given["display_name_en"], given["display_name_ar"]
        names.set_display_names(request.user, en, ar)
        audit.record(request, "update", "user", request.user.pk, summary="Changed their display name",
                     after={"display_name_en": en, "display_name_ar": ar})
    return _me(request.user)


@router.post("password", auth=staff, response=OkOut)
def change_password(request: HttpRequest, payload: ChangePasswordIn) -> Any:
    user = cast(User, request.user)
    if not user.check_password(payload.current_password):
        return error_response(422, "validation_error", "Some fields are invalid.",
                              {"current_password": "The current password is incorrect."})
    try:
        password_validation.validate_password(payload.new_password, user)
    except DjangoValidationError as exc:
        return error_response(422, "validation_error", "Some fields are invalid.",
                              {"new_password": " ".join(exc.messages)})
    user.set_password(payload.new_password)
    user.save(update_fields=["password"])
    update_session_auth_hash(request, user)
    audit.record(request, "change_password", "user", user.id)
    return {"ok": True}
