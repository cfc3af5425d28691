"""Express Entry draws (models.CrsDraw), a content kind the tools app declares: the latest rounds staff
entered from IRCC's rounds page, each with its source, shown beside a visitor's score on the CRS calculator
page (/tools/crs) while they are recent. Not a page of their own, not searched. Registered into content's
kinds (content.kinds.register) by tools/apps.py, so the CMS, the public API, the content version and the
demo loader take it like content's own kinds, after them."""

import datetime
from typing import Any

from django.http import HttpRequest
from django.utils import timezone
from ninja import Router, Schema

from content.kinds import Kind
from content.schemas import I18n, Paths

from .models import CrsDraw

# How many of the latest draws the calculator shows.
LATEST = 8
# When the newest published round is older than this, the calculator shows no draws at all: old cut-offs
# would mislead more than none.
FRESH_DAYS = 60

# Each draw kind's name in both languages (the CMS shows the English one from the model's choices).
KIND_LABELS: dict[str, dict[str, str]] = {
    "general": {"en": "General (all programmes)", "ar": "عام (جميع البرامج)"},
    "cec": {"en": "Canadian Experience Class", "ar": "فئة الخبرة الكندية"},
    "pnp": {"en": "Provincial Nominee Program", "ar": "برنامج الترشيح من المقاطعات"},
    "french": {"en": "French-language proficiency", "ar": "إتقان اللغة الفرنسية"},
    "healthcare": {"en": "Healthcare and social services", "ar": "الرعاية الصحية والخدمات الاجتماعية"},
    "trades": {"en": "Trade occupations", "ar": "المهن الحرفية"},
    "stem": {"en": "STEM occupations", "ar": "مهن العلوم والتقنية والهندسة والرياضيات"},
    "education": {"en": "Education occupations", "ar": "مهن التعليم"},
    "transport": {"en": "Transport occupations", "ar": "مهن النقل"},
    "agriculture": {"en": "Agriculture and agri-food", "ar": "الزراعة والصناعات الغذائية الزراعية"},
    "fsw": {"en": "Federal Skilled Worker", "ar": "برنامج العمال المهرة الفيدرالي"},
}
assert set(KIND_LABELS) == set(CrsDraw.Kind.values)


class CrsDrawOut(Schema):
    id: int
    path: Paths
    date: str  # YYYY-MM-DD
    kind: I18n
    cutoff: int
    invitations: int
    # IRCC's page for the round, which the figures are copied from.
    source_url: str


def out(d: CrsDraw) -> dict[str, Any]:
    return {"id": d.id, "path": KIND.paths(d), "date": d.date.isoformat(), "kind": KIND_LABELS[d.kind],
            "cutoff": d.cutoff, "invitations": d.invitations, "source_url": d.source_url}


def latest(today: datetime.date | None = None) -> list[CrsDraw]:
    """The latest published draws, newest first; none when the newest is more than FRESH_DAYS old."""
    draws = list(KIND.published()[:LATEST])
    today = today or timezone.localdate()
    if not draws or (today - draws[0].date).days > FRESH_DAYS:
        return []
    return draws


router = Router(tags=["tools"])


@router.get("tools/crs/draws", response=list[CrsDrawOut])
def crs_draws(request: HttpRequest) -> Any:
    """The latest Express Entry draws, newest first; an empty list when the newest is more than FRESH_DAYS
    old (the page then shows no draws)."""
    return [out(d) for d in latest()]


KIND = Kind(
    key="draws", model=CrsDraw, label="Express Entry draws",
    list_fields=("date", "kind", "cutoff", "invitations", "source_url", "published"),
    path_of=lambda d: "/tools/crs", page="/tools/crs", router=router, demo="draws:DRAWS", demo_key="date",
)
