"""Real values for the generated requests of test_api_document_holds: from the document alone, a slug, a
meeting type, a booking link or a valid contact form is almost never guessed, so the answers would be
404s and 422s only. These hooks mix the demo's slugs, a free slot, a booking's link and a valid form
into the generated values (half of the time), so the 200s and 201s are exercised too."""

import datetime as dt
import json
from pathlib import Path
from typing import Any

from hypothesis import strategies as st
from schemathesis import BaseSchema

from booking import service, tokens
from booking.models import MeetingType
from booking.slots import bookable_days, free_slots
from content import models as m
from leads.models import Lead

ROOT = Path(__file__).resolve().parents[3]
VALID_FORM = {**json.loads((ROOT / "shared-cases" / "contact-form.json").read_text())["valid"],
              "elapsed_ms": 10_000, "language": "en"}
# Answers both calculators accept (their keys differ but for the age), so that their scores are reached.
TOOL_ANSWERS = {
    "spouse": "none", "age": 30, "education": "bachelor", "canadian_work": 1, "foreign_work": 3, "certificate": False,
    "first_test": "ielts", "first_listening": 8, "first_reading": 7, "first_writing": 7, "first_speaking": 7,
    "second_test": "none", "canadian_study": "none", "sibling": False, "provincial_nomination": False,
    "visa": "190", "english": "proficient", "overseas_work": 5, "australian_work": 1, "qualification": "bachelor",
    "australian_study": True, "regional_study": False, "specialist_education": False, "professional_year": False,
    "community_language": False, "partner": "single",
}
SLUGS = {"/api/services/{slug}": m.Service, "/api/countries/{slug}": m.Country, "/api/blog/{slug}": m.BlogPost,
         "/api/pages/{slug}": m.Page}


def _or(generated: Any, *real: Any) -> st.SearchStrategy[Any]:
    return st.one_of(st.just(generated), st.sampled_from(real)) if real else st.just(generated)


def _first_free(meeting_type: MeetingType, skip: int = 0) -> dt.datetime | None:
    first, last = bookable_days(meeting_type)
    slots = free_slots(meeting_type, first, last)
    return slots[skip].start if len(slots) > skip else None


def make_booking() -> str:
    """A booking of the demo's first meeting type; its link's token."""
    meeting_type = MeetingType.objects.filter(published=True).first()
    start = _first_free(meeting_type) if meeting_type else None
    if meeting_type is None or start is None:
        return ""
    lead = Lead.objects.create(source=Lead.Source.BOOKING, first_name="Sara", last_name="Haddad",
                               email="sara@example.com", phone="+97455123456")
    return tokens.make(service.book(meeting_type, start, lead))


def install(schema: BaseSchema, token: dict[str, str]) -> None:
    """Registers the hooks on `schema`; `token` holds the booking link the current test made ("token")."""

    @schema.hook
    def flatmap_path_parameters(context: Any, path_parameters: dict[str, Any]) -> st.SearchStrategy[Any]:
        path = context.operation.path
        if path in SLUGS:
            model = SLUGS[path]
            return _or(path_parameters, *({"slug": s} for s in model.objects.values_list("slug", flat=True)))
        if path == "/api/programmes/{country}/{slug}":
            pairs = m.Programme.objects.values_list("country__slug", "slug")
            return _or(path_parameters, *({"country": c, "slug": s} for c, s in pairs))
        if path.startswith("/api/tools/{tool}"):
            return _or(path_parameters, {"tool": "crs"}, {"tool": "australia-points"})
        if "{token}" in path and token.get("token"):
            return _or(path_parameters, {"token": token["token"]})
        return st.just(path_parameters)

    @schema.hook
    def flatmap_query(context: Any, query: dict[str, Any] | None) -> st.SearchStrategy[Any]:
        if context.operation.path == "/api/booking/slots" and isinstance(query, dict):
            types = MeetingType.objects.values_list("slug", flat=True)
            return _or(query, *({**query, "type": t} for t in types))
        if context.operation.path == "/api/blog" and isinstance(query, dict):
            return _or(query, {}, *({"tag": t} for t in m.BlogTag.objects.values_list("slug", flat=True)))
        if context.operation.path == "/api/programmes" and isinstance(query, dict):
            return _or(query, {}, {"country": "canada"}, {"service": "migrate"}, {"service": "invest"})
        return st.just(query)

    @schema.hook
    def flatmap_body(context: Any, body: Any) -> st.SearchStrategy[Any]:
        path = context.operation.path
        if path == "/api/contact":
            return _or(body, VALID_FORM)
        if path == "/api/tools/{tool}/score":
            return _or(body, {"answers": TOOL_ANSWERS})
        if path == "/api/tools/{tool}/assessment":
            return _or(body, {"answers": TOOL_ANSWERS, "name": "Sara Haddad", "email": "sara@example.com",
                              "consent": True, "elapsed_ms": 10_000})
        if path == "/api/chat/contact":
            return _or(body, {"name": "Sara Haddad", "phone": "+974 5512 3456", "language": "ar"})
        if path in ("/api/booking", "/api/booking/manage/{token}/reschedule"):
            meeting_type = MeetingType.objects.filter(published=True).first()
            start = _first_free(meeting_type, skip=1) if meeting_type else None
            if start is None or meeting_type is None:
                return st.just(body)
            valid = {"start": start.isoformat(), "time_zone": "Asia/Qatar"}
            if path == "/api/booking":
                valid = {**VALID_FORM, **valid, "type": meeting_type.slug}
            return _or(body, valid)
        return st.just(body)
