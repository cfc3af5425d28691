"""The contact form's "service of interest" lists the site's own services as the content has them, in
the page's language, on the server-rendered page and once it is interactive: the visit visas,
citizenship and investment services included, and a service added or renamed in the CMS at once; a
message about a new service is stored with it."""

import json
import uuid

import pytest
from playwright.sync_api import Browser
from test_contact import LABELS, expect_toast, field, fill, open_form, stored, unique_email

SLUG = f"relocation-{uuid.uuid4().hex[:6]}"
ADD = (
    "from content.models import Service; "
    f"Service.objects.create(slug={SLUG!r}, title_en='Relocation support', title_ar='دعم الانتقال', "
    "summary_en='Help with moving.', summary_ar='مساعدة في الانتقال.', order=99, published=True)"
)
RENAME = (f"from content.models import Service; s = Service.objects.get(slug={SLUG!r}); "
          "s.title_en, s.title_ar = 'Relocation and settling in', 'الانتقال والاستقرار'; s.save()")
REMOVE = f"from content.models import Service; Service.objects.filter(slug={SLUG!r}).delete()"
TITLES = "import json; from content.models import Service; print(json.dumps({s.slug: [s.title_en, s.title_ar] " \
         "for s in Service.objects.filter(published=True)}))"


def offered(form, lang: str) -> dict[str, str]:
    options = field(form, lang, "service").locator("option")
    return {o.get_attribute("value") or "": o.inner_text().strip() for o in options.all()}


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_service_list_is_the_contents_and_follows_it(server, browser: Browser, lang: str):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                  extra_http_headers={"X-Forwarded-For": f"10.5.{uuid.uuid4().int % 250}.8"})
    page = context.new_page()
    path = "/ar/contact" if lang == "ar" else "/contact"
    index = 1 if lang == "ar" else 0
    server.manage("shell", "-c", ADD)
    try:
        published = json.loads(server.manage("shell", "-c", TITLES).strip().splitlines()[-1])
        # Without scripts: the server-rendered page's list.
        html = page.request.get(server.base_url + path).text()
        for titles in published.values():
            assert titles[index].replace("&", "&amp;") in html
        form = open_form(page, server, path, lang)
        shown = offered(form, lang)
        assert shown.pop("") != ""  # the empty first option asks for a choice
        assert shown == {slug: titles[index] for slug, titles in published.items()}
        assert {"citizenship", "travel", "investment", SLUG} <= set(shown)

        server.manage("shell", "-c", RENAME)
        form = open_form(page, server, path, lang)
        renamed = "الانتقال والاستقرار" if lang == "ar" else "Relocation and settling in"
        assert offered(form, lang)[SLUG] == renamed

        email = unique_email(f"service-{lang}")
        fill(form, lang, first="Sara", last="Haddad", email=email, phone="+974 5512 3456", service=SLUG)
        form.get_by_role("button", name=LABELS[lang]["submit"]).tap()
        expect_toast(page, lang, "success")
        [lead] = stored(server, email)
        assert lead["service"] == SLUG
    finally:
        server.manage("shell", "-c", REMOVE)
        context.close()
