"""The team, on the about page: each member with a role, a bio, a photo and a registration to verify."""

from typing import Any

from django.core.files.storage import default_storage
from django.http import HttpRequest
from ninja import Router, Schema

from .. import models as m
from ..schemas import I18n, Paths
from .base import Kind, file_url, markdown, tr


class PortraitOut(Schema):
    url: str
    width: int
    height: int


class TeamMemberOut(Schema):
    id: int
    path: Paths
    name: I18n
    role: I18n
    bio: I18n
    photo: str | None
    # Square copies of the photo for srcset, smallest first; empty without a photo.
    photo_variants: list[PortraitOut]
    registration: str
    registration_body: I18n
    registration_url: str


def _portraits(t: m.TeamMember) -> list[dict[str, Any]]:
    """The photo's square copies for srcset, smallest first ([] without a photo or before they exist)."""
    if not t.photo or (t.photo_variants or {}).get("source") != t.photo.name:
        return []
    return [{"url": default_storage.url(v["name"]), "width": v["width"], "height": v["height"]}
            for v in t.photo_variants["sizes"]]


def out(t: m.TeamMember) -> dict[str, Any]:
    return {
        "id": t.id, "path": KIND.paths(t), "name": tr(t, "name"), "role": tr(t, "role"), "bio": markdown(t, "bio"),
        "photo": file_url(t.photo), "photo_variants": _portraits(t), "registration": t.registration,
        "registration_body": tr(t, "registration_body"), "registration_url": t.registration_url,
    }


router = Router(tags=["content"])


@router.get("team", response=list[TeamMemberOut])
def team(request: HttpRequest) -> Any:
    return [out(t) for t in KIND.published()]


KIND = Kind(
    key="team", model=m.TeamMember, label="Team", list_fields=("name", "role", "published"), markdown=("bio",),
    path_of=lambda t: "/about", page="/about", router=router, demo="team:TEAM", demo_key="name_en",
)
