"""The contact form posted by a browser that runs no script: stored like the JSON API's, bad input a
clear 422 page in the page's language, and the page itself still served to GET."""

import pytest

from leads.models import Lead
from mail.models import OutboxMessage

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]

FORM = {"first_name": "Aisha", "last_name": "Khan", "email": "aisha@example.com", "phone": "5512 3456",
        "country": "canada", "service": "study", "message": "Please call me.", "consent": "on",
        "website": ""}


@pytest.mark.parametrize("path", ["/contact", "/book", "/ar/contact", "/ar/book"])
def test_a_form_posted_without_script_is_stored_and_redirects_to_the_sent_page(client, site, path):
    response = client.post(path, FORM)
    assert response.status_code == 303 and response["Location"] == f"{path}?sent=1"
    lead = Lead.objects.get()
    assert (lead.source, lead.phone, lead.service) == ("contact", "+97455123456", "study")
    assert lead.language == ("ar" if path.startswith("/ar") else "en") and lead.consent_at is not None
    assert OutboxMessage.objects.filter(lead=lead).count() == 2


def test_bad_input_without_script_is_a_422_page_naming_each_problem_in_arabic(client, site):
    response = client.post("/ar/contact", {**FORM, "email": "nope", "consent": ""})
    html = response.content.decode()
    assert response.status_code == 422 and 'lang="ar" dir="rtl"' in html
    assert "لم تُرسَل رسالتك" in html and "سياسة الخصوصية" in html
    assert Lead.objects.count() == 0


def test_the_hidden_field_stops_a_bot_without_telling_it(client, site):
    response = client.post("/contact", {**FORM, "website": "http://spam.example"})
    assert response.status_code == 303 and Lead.objects.count() == 0


def test_the_contact_page_is_still_a_page(client, site):
    assert client.get("/contact").status_code == 200
    assert client.put("/contact").status_code == 405


@pytest.mark.parametrize(("path", "country", "service"), [
    ("/book", "Choose the country you are interested in.", "Choose the service you are interested in."),
    ("/ar/book", "اختر الدولة التي تهمّك.", "اختر الخدمة التي تهمّك."),
])
def test_a_form_posted_without_a_country_or_a_service_asks_for_them(client, site, path, country, service):
    unchosen = {key: value for key, value in FORM.items() if key not in ("country", "service")}
    response = client.post(path, {**unchosen, "service": ""})
    html = response.content.decode()
    assert response.status_code == 422 and country in html and service in html
    assert Lead.objects.count() == 0
