import pytest

from content import models as m


def _doc(key: str, en: str, ar: str) -> dict:
    return {"id": key, "label": {"en": en, "ar": ar}, "note": {"en": "", "ar": ""}}


@pytest.fixture
def make_programme(db):
    """make(slug, [(key, en, ar), ...]) -> a programme guide of a test country with that checklist."""
    country = m.Country.objects.create(slug="atlantis", code="AT", name_en="Atlantis", name_ar="أتلانتس",
                                       summary_en="x", processing_time_en="x", experience_en="x")

    def make(slug: str, documents: list[tuple[str, str, str]]) -> m.Programme:
        return m.Programme.objects.create(
            country=country, slug=slug, title_en=slug.replace("-", " ").title(), title_ar=f"برنامج {slug}",
            summary_en="x", who_for_en="x", requirements_en="x", steps_en="x", processing_time_en="x",
            source_name_en="Office", source_url="https://example.org/x",
            documents=[_doc(*d) for d in documents])

    return make


@pytest.fixture
def converted(make_lead, agent):
    """A lead assigned to the agent, converted by staff (so its case is open)."""
    from leads import lifecycle

    def make(**kw):
        lead = make_lead(assignee=agent, **kw)
        lifecycle.move(lead, "converted", "update", {}, actor=agent)
        return lead

    return make
