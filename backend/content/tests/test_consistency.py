"""One fact, one place: the demo content states each figure once, through its fact, and the check
fails on a text that states one literally or on two facts that disagree."""

from decimal import Decimal

import pytest

from content import consistency, demo_loader
from content import models as m

pytestmark = pytest.mark.django_db


def test_the_demo_content_states_every_figure_once_through_its_fact():
    demo_loader.load()
    problems = consistency.problems()
    assert problems == [], "\n".join(p.message for p in problems)


@pytest.fixture
def canada():
    country = m.Country.objects.create(slug="canada", code="CA", name_en="Canada", summary_en="x",
                                       processing_time_en="[[canada.study-permit.processing-time]]",
                                       experience_en="x")
    common = {"country": country, "source_name_en": "IRCC", "source_url": "https://www.canada.ca/x"}
    m.Fact.objects.create(key="canada.study-permit.processing-time", kind="time", topic="processing-time",
                          value_en="A few weeks from Qatar", **common)
    m.Fact.objects.create(key="canada.permanent-residence.processing-fee", kind="fee", topic="processing-fee",
                          amount=Decimal("990"), currency="CAD", **common)
    m.Fact.objects.create(key="canada.biometrics-fee", kind="fee", topic="biometrics-fee", amount=Decimal("85"),
                          currency="CAD", **common)
    return country


def _faq(en: str, ar: str = "") -> m.FaqItem:
    return m.FaqItem.objects.create(question_en="How long?", answer_en=en, answer_ar=ar)


def test_a_faq_stating_a_processing_time_literally_fails_naming_page_field_sentence_and_fact(canada):
    _faq("It depends. A study permit can take two to four months. We give you a timeline.",
         "يعتمد ذلك على المسار. قد يستغرق تصريح الدراسة من شهرين إلى أربعة أشهر.")
    found = consistency.problems()
    assert [(p.field, p.sentence) for p in found] == [
        ("answer (en)", "A study permit can take two to four months."),
        ("answer (ar)", "قد يستغرق تصريح الدراسة من شهرين إلى أربعة أشهر."),
    ]
    assert found[0].page.startswith("FAQ «How long?» (/faq#faq-")
    assert "[[canada.study-permit.processing-time]]" in found[0].message
    assert "a processing time" in found[0].message


def test_the_same_text_through_the_fact_passes(canada):
    _faq("It depends. A study permit can take [[canada.study-permit.processing-time]].",
         "قد يستغرق تصريح الدراسة [[canada.study-permit.processing-time]].")
    assert consistency.problems() == []


def test_a_guide_fee_stated_literally_in_either_language_fails_and_the_fact_of_that_amount_comes_first(canada):
    m.Programme.objects.create(
        country=canada, slug="express-entry", title_en="Express Entry", summary_en="x", who_for_en="x",
        requirements_en="x", steps_en="x", processing_time_en="x", source_name_en="IRCC",
        source_url="https://www.canada.ca/x", last_reviewed="2026-11-01",
        fees=[{"label": {"en": "Processing fee", "ar": "رسوم المعالجة"}, "amount": "CAD 990",
               "note": {"en": "", "ar": "وتُدفع رسوم 85 دولارًا كنديًا للبصمات."}}])
    found = consistency.problems()
    assert [(p.field, p.sentence) for p in found] == [
        ("fees 1 amount (en)", "CAD 990"),
        ("fees 1 note (ar)", "وتُدفع رسوم 85 دولارًا كنديًا للبصمات."),
    ]
    assert "reference the fact instead: [[canada.permanent-residence.processing-fee]]" in found[0].message
    assert "reference the fact instead: [[canada.biometrics-fee]]" in found[1].message


def test_a_countrys_processing_time_field_is_a_processing_time_whatever_its_words(canada):
    canada.processing_time_en = "6–12 months (typical)"
    canada.save()
    found = consistency.problems()
    assert [(p.field, p.sentence) for p in found] == [("processing_time (en)", "6–12 months (typical)")]
    assert found[0].page == "Countries «Canada» (/countries/canada)"


def test_a_rule_repeated_on_a_page_fails_but_a_question_or_a_pointer_to_the_guides_does_not(canada):
    _faq("Police certificates are needed from Qatar and your home country. Do you need attestation? Whether "
         "documents must be attested depends on the destination.")
    found = consistency.problems()
    assert [p.sentence for p in found] == ["Police certificates are needed from Qatar and your home country."]
    assert "enter it as a fact (topic police-certificates)" in found[0].message


def test_language_tests_listed_on_a_page_fail(canada):
    _faq("For English: IELTS, CELPIP, PTE or TOEFL.", "للإنجليزية: آيلتس أو سيلبيب أو توفل.")
    assert [p.field for p in consistency.problems()] == ["answer (en)", "answer (ar)"]


def test_two_facts_about_the_same_thing_that_differ_fail(canada):
    m.Fact.objects.create(key="canada.study-permit.processing-time-from-qatar", kind="time", topic="processing-time",
                          value_en="Two to four months", country=canada, source_name_en="IRCC",
                          source_url="https://www.canada.ca/x")
    found = consistency.problems()
    assert len(found) == 1
    assert "Facts of topic processing-time for canada study-permit differ" in found[0].message
    assert "[[canada.study-permit.processing-time]] «A few weeks from Qatar»" in found[0].message


def test_the_detectors_are_data():
    rules = consistency.detectors({"detectors": {"visa-age": {
        "label": "an age limit", "facts": {"topic": "age"},
        "subject": {"en": ["age limit"]}, "value": {"en": [r"\d+ years"]}}}})
    assert rules[0].states("The age limit is 45 years.", "en") == "45 years"
    assert rules[0].states("You must be 45 years old or younger.", "en") is None
