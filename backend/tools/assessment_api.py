"""POST /api/tools/{tool}/assessment: a calculator's result sent to the visitor and to us as a lead."""

from typing import Any

from django.http import HttpRequest
from ninja import Router, Schema

from leads.contact import looks_automated
from lib.errors import ErrorOut, error_response, rate_limited
from lib.ratelimit import Limit

from .assessment import TOOLS, AssessmentIn, submit

router = Router(tags=["tools"])

# As the contact form: five per ten minutes per address.
ASSESSMENT_LIMIT = Limit("assessment", requests=5, seconds=600)


class AssessmentCreatedOut(Schema):
    id: int


@router.post("tools/{tool}/assessment", response={201: AssessmentCreatedOut, 404: ErrorOut, 422: ErrorOut,
                                                   429: ErrorOut})
def assessment(request: HttpRequest, tool: str, payload: AssessmentIn) -> Any:
    """Recomputes the score from the answers, stores the lead with its result and queues its two e-mails."""
    if tool not in TOOLS:
        return error_response(404, "not_found", "There is no such calculator.")
    refused = rate_limited(ASSESSMENT_LIMIT, request, "Too many requests from your connection. Please try again later.")
    if refused:
        return refused
    if looks_automated(payload):
        # Answered like a success so that bots learn nothing; nothing is stored or sent.
        return 201, {"id": 0}
    lead = submit(tool, payload)
    return 201, {"id": lead.pk}
