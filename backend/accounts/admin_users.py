"""Staff accounts (capability `users`, so admins only): list, create, change, deactivate, delete.

A role is a Django group; the account's username is its lower-cased e-mail. Nobody can delete,
deactivate or demote their own account, so an admin cannot lock the last admin out by accident.
Each account has a display name in English and in Arabic (accounts/names.py): both are required for a
role that can be assigned leads or booked (agent, admin), so an Arabic e-mail never names them in English
by omission; an editor's English one defaults to their name.
"""

import datetime
from typing import Any, Literal

from django.contrib.auth import get_user_model, password_validation
from django.contrib.auth.models import Group
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import transaction
from django.db.models import Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from ninja import Query, Router, Schema
from pydantic import Field, field_validator

from lib.api_ints import Id
from lib.emails import clean_email
from lib.errors import ErrorOut, FieldErrors
from lib.listing import ListQuery, Page, ordered, page_of
from lib.plain_text import OneLineText

from . import audit, names, roles
from .roles import Role
from .security import require, staff

router = Router(tags=["admin: users"], auth=staff)
User = get_user_model()


class UserIn(Schema):
    # 150, not an e-mail column's 254: the address is the username too, and that column holds 150.
    email: str = Field(max_length=150)
    # Names reach visitors' e-mails and calendar files: one line, no control or bidi characters.
    name: OneLineText = Field(max_length=150)
    role: Role
    password: str = Field(max_length=256)
    # The name visitors and colleagues see in each language; "" for English takes `name`.
    display_name_en: OneLineText = Field("", max_length=150)
    display_name_ar: OneLineText = Field("", max_length=150)

    @field_validator("email")
    @classmethod
    def _email(cls, v: str) -> str:
        return clean_email(v).lower()

    @field_validator("name")
    @classmethod
    def _name(cls, v: str) -> str:
        v = " ".join(v.split())
        if not v:
            raise ValueError("Enter the person's name.")
        return v


class UserPatchIn(Schema):
    name: OneLineText | None = Field(None, max_length=150)
    role: Role | None = None
    is_active: bool | None = None
    password: str | None = Field(None, max_length=256)
    display_name_en: OneLineText | None = Field(None, max_length=150)
    display_name_ar: OneLineText | None = Field(None, max_length=150)

    @field_validator("name")
    @classmethod
    def _name(cls, v: str | None) -> str | None:
        if v is not None and not v.strip():
            raise ValueError("Enter the person's name.")
        return v


class StaffUserOut(Schema):
    id: int
    email: str
    name: str
    # As stored ("" for none yet: accounts/names.py falls back then).
    display_name_en: str
    display_name_ar: str
    # "" for a staff account that has no role (made in Django's own admin, say): it cannot sign in here.
    role: Role | Literal[""]
    is_active: bool
    last_login: datetime.datetime | None


class UserPageOut(Page[StaffUserOut]):
    pass


def _item(user: Any) -> dict[str, Any]:
    return {"id": user.pk, "email": user.email, "name": user.get_full_name(), "role": roles.role_of(user) or "",
            **names.stored(user),
            "is_active": user.is_active, "last_login": user.last_login}


# Roles whose people are assigned leads and booked: visitors read their names, so both languages are needed.
NAMED_ROLES = roles.CAPABILITIES["leads"]
MISSING_NAME = {"display_name_en": "Enter the name visitors see in English.",
                "display_name_ar": "Enter the name visitors see in Arabic."}


def _check_display_names(user: Any, role: str | None) -> None:
    """A role in NAMED_ROLES needs a display name in both languages (the ones stored, after this change)."""
    if role not in NAMED_ROLES:
        return
    missing = {field: MISSING_NAME[field] for field, value in names.stored(user).items() if not value.strip()}
    if missing:
        raise FieldErrors(missing)


def _snapshot(user: Any) -> dict[str, Any]:
    return {k: v for k, v in _item(user).items() if k != "last_login"}


def _set_name(user: Any, name: str) -> None:
    first, _, last = " ".join(name.split()).partition(" ")
    user.first_name, user.last_name = first[:150], last[:150]


def _set_role(user: Any, role: str) -> None:
    user.groups.remove(*Group.objects.filter(name__in=roles.ROLES))
    user.groups.add(Group.objects.get_or_create(name=role)[0])
    # A superuser is an admin whatever their groups say; another role only holds without the flag.
    if role != roles.ADMIN and user.is_superuser:
        user.is_superuser = False
        user.save(update_fields=["is_superuser"])


def _check_password(password: str, user: Any) -> None:
    try:
        password_validation.validate_password(password, user)
    except DjangoValidationError as exc:
        raise FieldErrors({"password": " ".join(exc.messages)}) from exc


@router.get("users", response=UserPageOut)
def users_list(request: HttpRequest, query: Query[ListQuery]) -> dict[str, Any]:
    require(request, "users")
    qs = User.objects.filter(is_staff=True)
    text = query.q.strip()
    if text:
        qs = qs.filter(Q(email__icontains=text) | Q(first_name__icontains=text) | Q(last_name__icontains=text)
                       | Q(preference__display_name_en__icontains=text)
                       | Q(preference__display_name_ar__icontains=text))
    qs = qs.select_related("preference")
    return page_of(ordered(qs, query, ("email", "last_login", "date_joined"), "email", "asc"), query, _item)


@router.post("users", response={201: StaffUserOut})
@transaction.atomic
def users_create(request: HttpRequest, payload: UserIn) -> Any:
    require(request, "users")
    if User.objects.filter(Q(username__iexact=payload.email) | Q(email__iexact=payload.email)).exists():
        raise FieldErrors({"email": "A user with this e-mail already exists."})
    user = User(username=payload.email, email=payload.email, is_staff=True, is_active=True)
    _set_name(user, payload.name)
    _check_password(payload.password, user)
    user.set_password(payload.password)
    user.save()
    _set_role(user, payload.role)
    names.set_display_names(user, payload.display_name_en or payload.name, payload.display_name_ar)
    _check_display_names(user, payload.role)
    audit.record(request, "create", "user", user.pk, summary=f"Created {user.email} as {payload.role}",
                 after=_snapshot(user))
    return 201, _item(user)


@router.patch("users/{int:user_id}", response=StaffUserOut)
@transaction.atomic
def users_update(request: HttpRequest, user_id: Id, payload: UserPatchIn) -> dict[str, Any]:
    require(request, "users")
    user = get_object_or_404(User, pk=user_id, is_staff=True)
    own = user.pk == request.user.pk
    if own and payload.is_active is False:
        raise FieldErrors({"is_active": "You cannot deactivate your own account."})
    if own and payload.role not in (None, roles.ADMIN):
        raise FieldErrors({"role": "You cannot take the admin role from yourself."})
    before = _snapshot(user)
    if payload.name is not None:
        _set_name(user, payload.name)
    if payload.is_active is not None:
        user.is_active = payload.is_active
    if payload.password:
        _check_password(payload.password, user)
        user.set_password(payload.password)
    user.save()
    if payload.role is not None:
        _set_role(user, payload.role)
    if payload.display_name_en is not None or payload.display_name_ar is not None:
        names.set_display_names(user, payload.display_name_en, payload.display_name_ar)
    if payload.role is not None or payload.display_name_en is not None or payload.display_name_ar is not None:
        _check_display_names(user, roles.role_of(user) or payload.role)
    after = _snapshot(user)
    if payload.password:
        after["password_changed"] = True
    audit.record(request, "update", "user", user.pk, summary=f"Changed {user.email}", before=before, after=after)
    return _item(user)


@router.delete("users/{int:user_id}", response={204: None, 422: ErrorOut})
@transaction.atomic
def users_delete(request: HttpRequest, user_id: Id) -> HttpResponse:
    require(request, "users")
    user = get_object_or_404(User, pk=user_id, is_staff=True)
    if user.pk == request.user.pk:
        raise FieldErrors({"id": "You cannot delete your own account."})
    before = _snapshot(user)
    user.delete()
    audit.record(request, "delete", "user", user_id, summary=f"Deleted {before['email']}", before=before)
    return HttpResponse(status=204)
