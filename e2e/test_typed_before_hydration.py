"""What a visitor types, chooses or ticks on a slow phone before the page's scripts have run stays in the
form when it becomes interactive, and is what the form then sends: the contact and booking forms, the
calculators and the site search, in English and in Arabic. The test holds every JavaScript file the
page asks for until it has filled the server-rendered form, then lets them through and waits for the
form to hydrate."""

import re
import time
import uuid
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, Route, expect
from test_calculators import ANSWERS, TEXT, choices, is_list, questions
from test_contact import FORM_TITLE, LABELS, expect_toast, field, stored, unique_email
from test_programme_guides import GUIDE, KEY

SCRIPT = re.compile(r"\.m?js(\?.*)?$")


class HeldScripts:
    """Holds the page's scripts (the boot's imports and module preloads) until `release`."""

    def __init__(self, page: Page):
        self.page = page
        self.held: list[Route] = []
        self.released = False
        page.route(SCRIPT, self._hold)

    def _hold(self, route: Route) -> None:
        if self.released:
            route.continue_()
        else:
            self.held.append(route)

    def open(self, url: str) -> None:
        """Opens `url` and waits for its load event (not for hydration: the scripts are held)."""
        with self.page.expect_navigation(url=url, wait_until="load"):
            self.page.evaluate("url => { location.href = url; }", url)
        assert self.page.locator("html[data-hydrated]").count() == 0

    def release(self, control: str = "#root main form") -> None:
        """Lets the scripts through and waits until the page's form (or `control`) is React's."""
        expect(self.page.locator("html[data-js]")).to_have_count(1)
        # The boot asks for the modules once the page has painted: wait until this test holds the first one.
        # (The count lives here, in the route handler, so it is polled here; the handler runs while waiting.)
        deadline = time.monotonic() + 15
        while not self.held:
            assert time.monotonic() < deadline, "the page asked for no script within 15 s"
            self.page.wait_for_timeout(50)
        self.released = True
        for route in self.held:
            route.continue_()
        self.held = []
        self.page.locator("html[data-hydrated]").wait_for(state="attached", timeout=15_000)
        self.page.wait_for_function(
            "selector => { const f = document.querySelector(selector);"
            " return !!f && Object.keys(f).some((k) => k.startsWith('__reactProps')); }",
            arg=control,
        )


@pytest.fixture
def slow_phone(browser: Browser) -> Iterator[Page]:
    """A phone with an address of its own (the forms are limited per address)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                  extra_http_headers={"X-Forwarded-For": f"10.7.{uuid.uuid4().int % 250}.3"})
    # The chat widget opens by itself a few seconds after the scripts run and would cover the form.
    context.add_init_script("localStorage.setItem('chat.opened', '1')")
    page = context.new_page()
    yield page
    context.close()


TYPED = {
    "en": {"first": "Sara", "last": "Haddad", "phone": "+974 5512 3456", "country": "australia",
           "service": "study", "message": "Typed before the page was ready."},
    "ar": {"first": "سارة", "last": "الكواري", "phone": "٥٥١٢ ٣٤٥٦", "country": "canada",
           "service": "work", "message": "كتبتُ هذا قبل أن تجهز الصفحة."},
}


@pytest.mark.parametrize(("lang", "path"), [("en", "/book"), ("ar", "/ar/book"), ("en", "/contact"),
                                            ("ar", "/ar/contact")])
def test_the_contact_and_booking_forms_keep_and_send_what_was_typed_before_hydration(
        server, slow_phone: Page, lang: str, path: str):
    scripts = HeldScripts(slow_phone)
    scripts.open(server.base_url + path)
    form = slow_phone.get_by_role("form", name=FORM_TITLE[lang])
    typed = TYPED[lang]
    email = unique_email(f"early-{lang}")
    field(form, lang, "first").fill(typed["first"])
    field(form, lang, "last").fill(typed["last"])
    field(form, lang, "email").fill(email)
    field(form, lang, "phone").fill(typed["phone"])
    field(form, lang, "country").select_option(typed["country"])
    field(form, lang, "service").select_option(typed["service"])
    field(form, lang, "message").fill(typed["message"])
    field(form, lang, "consent").check()

    scripts.release()

    expect(field(form, lang, "first")).to_have_value(typed["first"])
    expect(field(form, lang, "last")).to_have_value(typed["last"])
    expect(field(form, lang, "email")).to_have_value(email)
    expect(field(form, lang, "phone")).to_have_value(typed["phone"])
    expect(field(form, lang, "country")).to_have_value(typed["country"])
    expect(field(form, lang, "service")).to_have_value(typed["service"])
    expect(field(form, lang, "message")).to_have_value(typed["message"])
    expect(field(form, lang, "consent")).to_be_checked()
    # The counter under the message counts what was typed.
    expect(form.get_by_test_id("message-counter")).to_contain_text(str(len(typed["message"])))

    form.get_by_role("button", name=LABELS[lang]["submit"]).tap()
    expect_toast(slow_phone, lang, "success")
    [lead] = stored(server, email)
    assert (lead["first_name"], lead["last_name"], lead["phone"]) == (typed["first"], typed["last"],
                                                                      "+97455123456")
    assert (lead["country"], lead["service"], lead["message"]) == (typed["country"], typed["service"],
                                                                   typed["message"])
    assert lead["consent"] and lead["language"] == lang


def answer_present(page: Page, base: str, tool: str, skip: set[str]) -> set[str]:
    """Answers the calculator's questions now in the page (except `skip`); returns their keys."""
    answered = set()
    for q in questions(page, base, tool):
        key, value = q["key"], ANSWERS[tool].get(q["key"])
        if value is None or key in skip or not page.locator(f"[name='{key}']").count():
            continue
        if q["kind"] == "number":
            page.fill(f"#q-{key}", value)
        elif is_list(q):
            page.select_option(f"#q-{key}", value)
        else:
            page.check(f"#q-{key}" if choices(q).index(value) == 0 else f"#q-{key}-{value}")
        answered.add(key)
    return answered


@pytest.mark.parametrize(("tool", "lang"), [("crs", "en"), ("crs", "ar"), ("australia-points", "ar")])
def test_a_calculator_scores_the_answers_given_before_hydration(server, slow_phone: Page, tool: str, lang: str):
    scripts = HeldScripts(slow_phone)
    scripts.open(f"{server.base_url}{'/ar' if lang == 'ar' else ''}/tools/{tool}")
    early = answer_present(slow_phone, server.base_url, tool, set())
    assert len(early) >= 5

    scripts.release()

    for q in questions(slow_phone, server.base_url, tool):
        if q["key"] in early and q["kind"] in ("number", "choice") and (q["kind"] == "number" or is_list(q)):
            expect(slow_phone.locator(f"#q-{q['key']}")).to_have_value(ANSWERS[tool][q["key"]])
    # Questions the early answers opened (showIf) are answered now; the early ones are not touched again.
    answer_present(slow_phone, server.base_url, tool, early)
    slow_phone.get_by_role("button", name=TEXT[lang]["calculate"]).tap()
    expect(slow_phone.get_by_test_id("tool-total")).to_contain_text(TEXT[lang]["points"])
    expect(slow_phone.locator("#tool-form-errors")).to_have_count(0)


SEARCH = {"en": ("Search the site", "student visa"), "ar": ("ابحث في الموقع", "تأشيرة دراسة")}


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_search_keeps_the_words_typed_before_hydration(server, slow_phone: Page, lang: str):
    label, words = SEARCH[lang]
    scripts = HeldScripts(slow_phone)
    scripts.open(f"{server.base_url}{'/ar' if lang == 'ar' else ''}/search")
    slow_phone.get_by_label(label).fill(words)
    scripts.release()
    box = slow_phone.get_by_label(label)
    expect(box).to_have_value(words)
    box.press("Enter")
    expect(slow_phone).to_have_url(re.compile(r"[?&]q="))
    assert slow_phone.evaluate("new URLSearchParams(location.search).get('q')") == words


CHECKLIST = {"en": ("Document checklist", "Valid passport", "1 of"), "ar": ("قائمة المستندات", "جواز سفر ساري المفعول",
                                                                        "1 من")}


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_guide_keeps_and_remembers_the_documents_ticked_before_hydration(server, slow_phone: Page, lang: str):
    checklist, document, progress = CHECKLIST[lang]
    scripts = HeldScripts(slow_phone)
    scripts.open(f"{server.base_url}{'/ar' if lang == 'ar' else ''}{GUIDE}")
    region = slow_phone.get_by_role("region", name=checklist)
    region.get_by_role("checkbox", name=document).check()
    scripts.release("#document-checklist input[type=checkbox]")
    expect(region.get_by_role("checkbox", name=document)).to_be_checked()
    expect(region).to_contain_text(progress)
    slow_phone.wait_for_function(f"() => (localStorage.getItem('{KEY}') || '').includes('passport')")
