"""Express Entry draws (tools.models.CrsDraw): the latest rounds staff entered, shown beside a visitor's
score on the CRS calculator page (/tools/crs). Not a page of their own, not searched."""

from typing import Any

from django.http import HttpRequest
from ninja import Router, Schema

from tools.models import CrsDraw

from ..schemas import I18n, Paths
from .base import Kind

# How many of the latest draws the calculator shows.
LATEST = 8

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
    # Figures entered for the demonstration site, not copied from IRCC's rounds.
    demo: bool


def out(d: CrsDraw) -> dict[str, Any]:
    return {"id": d.id, "path": KIND.paths(d), "date": d.date.isoformat(), "kind": KIND_LABELS[d.kind],
            "cutoff": d.cutoff, "invitations": d.invitations, "demo": d.demo}


router = Router(tags=["tools"])


@router.get("tools/crs/draws", response=list[CrsDrawOut])
def crs_draws(request: HttpRequest) -> Any:
    """The latest Express Entry draws, newest first."""
    return [out(d) for d in KIND.published()[:LATEST]]


KIND = Kind(
    key="draws", model=CrsDraw, label="Express Entry draws",
    list_fields=("date", "kind", "cutoff", "invitations", "published"),
    path_of=lambda d: "/tools/crs", page="/tools/crs", router=router, demo="draws:DRAWS", demo_key="date",
)
