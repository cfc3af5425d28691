"""Testimonials: short quotes from clients; the featured ones are on the home page."""

from typing import Any

from django.http import HttpRequest
from ninja import Router, Schema

from .. import models as m
from ..schemas import I18n, Paths
from .base import Kind, tr


class TestimonialOut(Schema):
    id: int
    path: Paths
    rating: int
    quote: I18n
    name: I18n
    role: I18n
    country: I18n


def out(t: m.Testimonial) -> dict[str, Any]:
    return {"id": t.id, "path": KIND.paths(t), "rating": t.rating, "quote": tr(t, "quote"), "name": tr(t, "name"),
            "role": tr(t, "role"), "country": tr(t, "country")}


router = Router(tags=["content"])


@router.get("testimonials/featured", response=list[TestimonialOut])
def testimonials_featured(request: HttpRequest) -> Any:
    return [out(t) for t in KIND.published().filter(featured=True)]


KIND = Kind(
    key="testimonials", model=m.Testimonial, label="Testimonials",
    list_fields=("name", "rating", "featured", "published"),
    path_of=lambda t: "/", page="/", router=router, demo="testimonials:TESTIMONIALS", demo_key="name_en",
)
