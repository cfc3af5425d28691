"""The booking form in a browser that runs no script: the country and the service start unchosen (an
empty first option, required), so a visitor who does not choose is told to, in the page's language,
and finds what they typed when they go back; nothing is stored until they choose."""

import uuid

import pytest
from playwright.sync_api import Browser, expect
from test_contact import FORM_TITLE, LABELS, field, stored, unique_email

REFUSED = {
    "en": ("Your message was not sent", "Choose the country you are interested in.",
           "Choose the service you are interested in."),
    "ar": ("لم تُرسَل رسالتك", "اختر الدولة التي تهمّك.", "اختر الخدمة التي تهمّك."),
}


@pytest.mark.parametrize(("lang", "path"), [("en", "/book"), ("ar", "/ar/book")])
def test_without_javascript_the_booking_form_makes_the_visitor_choose_a_country_and_a_service(
        server, browser: Browser, lang: str, path: str):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844},
                                  extra_http_headers={"X-Forwarded-For": f"10.6.{uuid.uuid4().int % 250}.5"})
    page = context.new_page()
    page.goto(server.base_url + path)
    form = page.get_by_role("form", name=FORM_TITLE[lang])
    country, service = field(form, lang, "country"), field(form, lang, "service")
    for select in (country, service):
        expect(select).to_have_value("")  # what the page shows is what it sends: no choice yet
        expect(select).to_have_attribute("required", "")
    email = unique_email(f"noscript-{lang}")
    field(form, lang, "first").fill("Sara")
    field(form, lang, "last").fill("Haddad")
    field(form, lang, "email").fill(email)
    field(form, lang, "phone").fill("+974 5512 3456")
    field(form, lang, "consent").check()
    form.get_by_role("button", name=LABELS[lang]["submit"]).click()

    title, country_message, service_message = REFUSED[lang]
    expect(page.get_by_role("heading", level=1)).to_have_text(title)
    expect(page.get_by_text(country_message, exact=True)).to_be_visible()
    expect(page.get_by_text(service_message, exact=True)).to_be_visible()
    assert page.evaluate("document.documentElement.lang") == lang
    assert stored(server, email) == []

    page.go_back()
    form = page.get_by_role("form", name=FORM_TITLE[lang])
    expect(field(form, lang, "first")).to_have_value("Sara")  # what was typed is still there
    expect(field(form, lang, "email")).to_have_value(email)
    field(form, lang, "country").select_option("australia")
    field(form, lang, "service").select_option("study")
    form.get_by_role("button", name=LABELS[lang]["submit"]).click()
    page.wait_for_url(f"**{path}?sent=1")
    [lead] = stored(server, email)
    assert (lead["country"], lead["service"], lead["language"]) == ("australia", "study", lang)
    context.close()
