"""The e-mails' wording: hours and option labels written exactly as the website writes them."""

import datetime

import pytest

from leads.notifications import business_hours, label

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("days", "opens", "closes", "lang", "expected"), [
    ("Su,Mo,Tu,We,Th", (9, 0), (18, 0), "en", "Sunday–Thursday, 09:00–18:00"),
    ("Su,Mo,Tu,We,Th", (9, 0), (18, 0), "ar", "الأحد–الخميس، 09:00–18:00"),
    ("We,Su,Mo", (8, 30), (17, 0), "en", "Sunday–Monday, Wednesday, 08:30–17:00"),
    ("Sa", (10, 0), (14, 0), "ar", "السبت، 10:00–14:00"),
    ("Sa,Su,Mo,Tu,We,Th", (9, 0), (18, 0), "en", "Saturday–Thursday, 09:00–18:00"),
    ("Su,Mo,Tu,We,Th,Fr,Sa", (9, 0), (18, 0), "en", "Sunday–Saturday, 09:00–18:00"),
    ("", (9, 0), (18, 0), "en", "09:00–18:00"),
    ("Xx,Mo", (9, 0), (18, 0), "en", "Monday, 09:00–18:00"),
])
def test_business_hours_read_as_on_the_contact_page(site, days, opens, closes, lang, expected):
    # The one wording of the hours (lib/hours.py), which the website reads from /api/site.
    site.open_days, site.opens_at, site.closes_at = days, datetime.time(*opens), datetime.time(*closes)
    assert business_hours(site, lang) == expected


def test_option_labels_are_the_forms_labels_in_each_language(form_services):
    assert label("countries", "united-kingdom", "en") == "United Kingdom"
    assert label("countries", "other", "ar") == "دولة أخرى"
    assert label("services", "family", "ar") == "لمّ شمل الأسرة"  # the content's title
    # A lead kept from before the form listed the content's services reads as the form named it then.
    assert label("services", "family-sponsorship", "en") == "Family sponsorship"
    assert label("services", "no-such-service", "en") == "no-such-service"


@pytest.mark.parametrize(("lang", "promised"), [("en", "within 24 hours on business days"),
                                                 ("ar", "خلال 24 ساعة في أيام العمل")])
def test_the_acknowledgement_promises_the_hours_the_site_settings_hold(site, make_lead, lang, promised):
    from leads.notifications import _context, _render

    lead = make_lead(language=lang)
    _, text, html = _render(f"ack_{lang}", _context(lead, lang, site))
    assert promised in text and promised in html
    site.reply_within_hours = 2
    _, text, html = _render(f"ack_{lang}", _context(lead, lang, site))
    changed = "within 2 hours on business days" if lang == "en" else "خلال ساعتين في أيام العمل"
    assert changed in text and changed in html and "24" not in text
