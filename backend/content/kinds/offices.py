"""Offices: where to find us, on the contact page."""

from typing import Any

from django.http import HttpRequest
from ninja import Router, Schema

from .. import models as m
from ..schemas import I18n, Paths
from .base import Kind, tr


class OfficeOut(Schema):
    id: int
    path: Paths
    name: I18n
    address: I18n
    map_url: str
    phone: str
    hours: I18n


def out(o: m.Office) -> dict[str, Any]:
    return {"id": o.id, "path": KIND.paths(o), "name": tr(o, "name"), "address": tr(o, "address"),
            "map_url": o.map_url, "phone": o.phone, "hours": tr(o, "hours")}


router = Router(tags=["content"])


@router.get("offices", response=list[OfficeOut])
def offices(request: HttpRequest) -> Any:
    return [out(o) for o in KIND.published()]


KIND = Kind(
    key="offices", model=m.Office, label="Offices", list_fields=("name", "phone", "published"),
    path_of=lambda o: "/contact", page="/contact", router=router, demo="offices:OFFICES", demo_key="name_en",
)
