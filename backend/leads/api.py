"""POST /api/contact: the contact and booking form."""

from typing import Any

from django.http import HttpRequest
from ninja import Router, Schema

from lib.errors import ErrorOut, rate_limited
from lib.ratelimit import Limit

from .contact import ContactIn, looks_automated, submit

router = Router(tags=["leads"])

# Five submissions per ten minutes per address: more than a person needs, too few for a flood.
CONTACT_LIMIT = Limit("contact", requests=5, seconds=600)


class CreatedOut(Schema):
    id: int


@router.post("contact", response={201: CreatedOut, 422: ErrorOut, 429: ErrorOut})
def contact(request: HttpRequest, payload: ContactIn) -> Any:
    refused = rate_limited(CONTACT_LIMIT, request, "Too many messages from your connection. Please try again later.")
    if refused:
        return refused
    if looks_automated(payload):
        # Answered like a success so that bots learn nothing; nothing is stored or sent.
        return 201, {"id": 0}
    lead, _created = submit(payload)
    return 201, {"id": lead.pk}
