"""The contact and booking page in a real browser against the real server: a visitor's submission in
English and in Arabic lands in the database with its two e-mails in the outbox; a server error shows
the error toast; bad input shows field errors in the page's language, focuses the first one and
stores nothing; the whole form works from the keyboard alone; toasts follow docs/product.md#notifications."""

import json
import re
import uuid

import pytest
from playwright.sync_api import Locator, Page, expect

FORM_TITLE = {"en": "Book your free consultation", "ar": "احجز استشارتك المجانية"}
LABELS = {
    "en": {"first": "First name", "last": "Last name", "email": "E-mail address", "phone": "Phone number",
           "country": "Country of interest", "service": "Service of interest", "message": "Message (optional)",
           "consent": "I agree to the processing", "submit": "Send message", "sending": "Sending..."},
    "ar": {"first": "الاسم الأول", "last": "اسم العائلة", "email": "البريد الإلكتروني", "phone": "رقم الهاتف",
           "country": "الدولة التي تهمّك", "service": "الخدمة المطلوبة", "message": "رسالتك (اختياري)",
           "consent": "أوافق على معالجة بياناتي", "submit": "إرسال الرسالة", "sending": "جارٍ الإرسال..."},
}
TOASTS = {
    "en": {"success": ("Message sent successfully!", "We'll get back to you within 24 hours."),
           "error": ("Error sending message", "Please try again later or contact us directly.")},
    "ar": {"success": ("تم إرسال رسالتك بنجاح!", "سنتواصل معك خلال 24 ساعة."),
           "error": ("تعذّر إرسال الرسالة", "يُرجى المحاولة لاحقًا أو التواصل معنا مباشرة.")},
}


def open_form(pg: Page, server, path: str, lang: str) -> Locator:
    # The chat widget opens by itself after 3 s and would cover the form on a phone: say it was seen.
    pg.context.add_init_script("localStorage.setItem('chat.opened', '1')")
    pg.goto(server.base_url + path)
    form = pg.get_by_role("form", name=FORM_TITLE[lang])
    expect(form).to_be_visible()
    # Hydrated: React has attached its props to the server-rendered form (typing earlier would be lost).
    pg.wait_for_function(
        "() => { const f = document.querySelector('#root form');"
        " return !!f && Object.keys(f).some((k) => k.startsWith('__reactProps')); }"
    )
    return form


def field(form: Locator, lang: str, key: str) -> Locator:
    return form.get_by_label(LABELS[lang][key])


def fill(form: Locator, lang: str, *, first: str, last: str, email: str, phone: str,
         country: str = "canada", service: str = "study", message: str = "") -> None:
    field(form, lang, "first").fill(first)
    field(form, lang, "last").fill(last)
    field(form, lang, "email").fill(email)
    field(form, lang, "phone").fill(phone)
    field(form, lang, "country").select_option(country)
    field(form, lang, "service").select_option(service)
    if message:
        field(form, lang, "message").fill(message)
    field(form, lang, "consent").check()


def expect_toast(pg: Page, lang: str, kind: str) -> None:
    title, text = TOASTS[lang][kind]
    region = pg.get_by_role("region", name=re.compile("Notifications|الإشعارات"))
    expect(region.get_by_text(title, exact=True)).to_be_visible(timeout=10_000)
    expect(region.get_by_text(text, exact=True)).to_be_visible()
    expect(region.locator("li")).to_have_count(1)  # one at a time


SENT = {
    "en": {"title": "Thank you, {name}. Your message has reached us.", "next": "What happens next",
           "reply": "A consultant will reply within 24 hours on business days "
                    "(Sunday–Thursday, 09:00–18:00, Qatar time)",
           "whatsapp": "Message us on WhatsApp", "again": "Send another message"},
    "ar": {"title": "شكرًا لك يا {name}، وصلتنا رسالتك.", "next": "ماذا يحدث الآن؟",
           "reply": "سيردّ عليك أحد مستشارينا خلال 24 ساعة في أيام العمل (الأحد–الخميس، 09:00–18:00 بتوقيت قطر)",
           "whatsapp": "راسلنا عبر واتساب", "again": "إرسال رسالة أخرى"},
}


def expect_confirmation_then_send_another(pg: Page, lang: str, name: str, email: str) -> None:
    """Where the form was: what happens next, in the page's language, with WhatsApp and a way back."""
    sent = pg.get_by_test_id("contact-sent")
    texts = SENT[lang]
    title = sent.get_by_role("heading", name=texts["title"].format(name=name))
    expect(title).to_be_visible()
    expect(title).to_be_focused()  # a screen reader hears it; the keyboard continues from here
    expect(sent.get_by_role("heading", name=texts["next"])).to_be_visible()
    expect(sent).to_contain_text(email)
    expect(sent).to_contain_text(texts["reply"])
    expect(sent.get_by_role("listitem")).to_have_count(3)  # the copy, the reply promise, open or closed now
    whatsapp = sent.get_by_role("link", name=re.compile(re.escape(texts["whatsapp"])))
    assert (whatsapp.get_attribute("href") or "").startswith("https://wa.me/97444312200?text=")
    expect(pg.get_by_role("form", name=FORM_TITLE[lang])).to_have_count(0)
    pg.wait_for_timeout(6000)  # the toast has gone after 5 s; the confirmation stays
    expect(title).to_be_visible()
    sent.get_by_role("button", name=texts["again"]).click()
    form = pg.get_by_role("form", name=FORM_TITLE[lang])
    expect(form).to_be_visible()
    expect(field(form, lang, "first")).to_have_value("")
    expect(pg.get_by_test_id("contact-sent")).to_have_count(0)


def stored(server, email: str) -> list[dict]:
    """The leads with this e-mail and their outbox messages, read from the live server's database."""
    code = (
        "import json; from leads.models import Lead; print(json.dumps([{"
        "'source': l.source, 'first_name': l.first_name, 'last_name': l.last_name, 'phone': l.phone, "
        "'country': l.country, 'service': l.service, 'message': l.message, 'language': l.language, "
        "'page_url': l.page_url, 'utm': l.utm, 'consent': bool(l.consent_at and l.consent_version), "
        "'status': l.status, 'emails': sorted([(m.kind, m.to, m.status, m.subject) for m in l.emails.all()])} "
        f"for l in Lead.objects.filter(email={email!r})]))"
    )
    return json.loads(server.manage("shell", "-c", code).strip().splitlines()[-1])


def unique_email(tag: str) -> str:
    return f"{tag}-{uuid.uuid4().hex[:8]}@example.com"


def test_an_english_visitor_sees_the_success_toast_and_the_lead_is_stored_with_two_emails(server, page):
    form = open_form(page, server, "/contact?utm_source=google&utm_campaign=spring", "en")
    email = unique_email("en")
    fill(form, "en", first="Sara", last="O'Neil-Haddad", email=email, phone="5512 3456",
         message="We are a family of four and want to study in Toronto.")
    form.get_by_role("button", name=LABELS["en"]["submit"]).click()
    expect(form.get_by_role("button", name=LABELS["en"]["sending"])).to_be_disabled()
    expect_toast(page, "en", "success")
    expect_confirmation_then_send_another(page, "en", "Sara", email)

    [lead] = stored(server, email)
    assert lead["source"] == "contact" and lead["status"] == "new" and lead["consent"]
    assert (lead["first_name"], lead["last_name"], lead["phone"]) == ("Sara", "O'Neil-Haddad", "+97455123456")
    assert (lead["country"], lead["service"], lead["language"]) == ("canada", "study", "en")
    assert lead["page_url"].endswith("/contact?utm_source=google&utm_campaign=spring")
    assert lead["utm"] == {"utm_source": "google", "utm_campaign": "spring"}
    kinds = {kind: (to, status, subject) for kind, to, status, subject in lead["emails"]}
    assert set(kinds) == {"lead_ack", "staff_new_lead"}
    assert kinds["lead_ack"][0] == email and kinds["lead_ack"][1] == "pending"
    assert kinds["lead_ack"][2].startswith("We received your message")
    assert page.errors == []  # type: ignore[attr-defined]


def test_an_arabic_visitor_on_a_phone_sees_the_arabic_success_toast_and_the_lead_is_stored(server, phone):
    form = open_form(phone, server, "/ar/book", "ar")
    assert phone.evaluate("[document.documentElement.lang, document.documentElement.dir]") == ["ar", "rtl"]
    email = unique_email("ar")
    # Arabic name with diacritics, a phone typed with Arabic-Indic digits.
    fill(form, "ar", first="مُحَمَّد", last="عبد الله", email=email, phone="٥٥١٢ ٣٤٥٦", country="australia",
         service="migrate", message="أرغب في الهجرة إلى أستراليا مع عائلتي.")
    form.get_by_role("button", name=LABELS["ar"]["submit"]).tap()
    expect_toast(phone, "ar", "success")
    expect_confirmation_then_send_another(phone, "ar", "مُحَمَّد", email)

    [lead] = stored(server, email)
    assert (lead["first_name"], lead["last_name"], lead["phone"]) == ("مُحَمَّد", "عبد الله", "+97455123456")
    assert (lead["language"], lead["country"], lead["service"]) == ("ar", "australia", "migrate")
    kinds = {kind: subject for kind, _to, _status, subject in lead["emails"]}
    assert set(kinds) == {"lead_ack", "staff_new_lead"}
    assert kinds["lead_ack"].startswith("تلقّينا رسالتك")  # the acknowledgement is in the visitor's language


@pytest.mark.parametrize(("lang", "path"), [("en", "/contact"), ("ar", "/ar/contact")])
def test_a_server_error_shows_the_error_toast_and_keeps_what_was_typed(server, page, lang, path):
    form = open_form(page, server, path, lang)
    page.route("**/api/contact", lambda route: route.fulfill(status=500, body="Internal Server Error"))
    email = unique_email(f"fail-{lang}")
    fill(form, lang, first="Sara", last="Haddad", email=email, phone="+974 5512 3456")
    form.get_by_role("button", name=LABELS[lang]["submit"]).click()
    expect_toast(page, lang, "error")
    expect(field(form, lang, "email")).to_have_value(email)
    expect(form.get_by_role("button", name=LABELS[lang]["submit"])).to_be_enabled()
    assert stored(server, email) == []


def test_bad_input_shows_arabic_field_errors_focuses_the_first_and_sends_nothing(server, page):
    form = open_form(page, server, "/ar/contact", "ar")
    posts: list[str] = []
    page.on("request", lambda r: posts.append(r.url) if r.method == "POST" and "/api/contact" in r.url else None)
    field(form, "ar", "first").fill("محمد")
    field(form, "ar", "last").fill("R2D2")
    field(form, "ar", "email").fill("sara@")
    field(form, "ar", "phone").fill("12")
    form.get_by_role("button", name=LABELS["ar"]["submit"]).click()

    expect(form.get_by_text("استخدم الحروف والمسافات والشرطات والفواصل العليا فقط.")).to_be_visible()
    expect(form.get_by_text("أدخل بريدًا إلكترونيًا صحيحًا، مثل: name@example.com")).to_be_visible()
    expect(form.get_by_text(re.compile("أدخل رقم هاتف صحيحًا"))).to_be_visible()
    expect(form.get_by_text("اختر الدولة التي تهمّك.")).to_be_visible()
    expect(form.get_by_text("يُرجى الموافقة على سياسة الخصوصية لنتمكّن من التواصل معك.")).to_be_visible()
    last = field(form, "ar", "last")
    expect(last).to_be_focused()  # the first invalid field (the first name is fine)
    expect(last).to_have_attribute("aria-invalid", "true")
    assert posts == []


def test_a_number_only_the_server_rejects_shows_its_error_in_arabic_and_stores_nothing(server, page):
    form = open_form(page, server, "/ar/contact", "ar")
    email = unique_email("bad-phone")
    # Looks like a phone to the browser; phonenumbers (region QA) knows no such number.
    fill(form, "ar", first="سارة", last="حداد", email=email, phone="+974 1234 5")
    with page.expect_response("**/api/contact") as answer:
        form.get_by_role("button", name=LABELS["ar"]["submit"]).click()
    assert answer.value.status == 422
    phone_field = field(form, "ar", "phone")
    expect(form.get_by_text(re.compile("أدخل رقم هاتف صحيحًا"))).to_be_visible()
    expect(phone_field).to_be_focused()
    expect(phone_field).to_have_attribute("aria-invalid", "true")
    assert stored(server, email) == []


def test_the_form_can_be_filled_and_sent_with_the_keyboard_alone(server, page):
    form = open_form(page, server, "/contact", "en")
    email = unique_email("keyboard")
    field(form, "en", "first").focus()
    kb = page.keyboard
    kb.type("Layla")
    kb.press("Tab")
    kb.type("Haddad")
    kb.press("Tab")
    kb.type(email)
    kb.press("Tab")
    kb.type("+974 5512 3456")
    kb.press("Tab")
    expect(field(form, "en", "country")).to_be_focused()
    kb.press("ArrowDown")  # the first option: Canada
    kb.press("Tab")
    expect(field(form, "en", "service")).to_be_focused()
    kb.press("ArrowDown")
    kb.press("ArrowDown")  # the content's second service: Student visas
    kb.press("Tab")
    kb.type("Keyboard only.")
    kb.press("Tab")
    expect(field(form, "en", "consent")).to_be_focused()
    kb.press("Space")
    kb.press("Tab")  # the privacy policy link
    kb.press("Tab")  # how to meet, if picking a time (one stop: a radio group)
    expect(form.get_by_role("radio").first).to_be_focused()
    kb.press("Tab")  # the submit button (the honeypot is out of the tab order; no time picked)
    expect(form.get_by_role("button", name="Send message")).to_be_focused()
    kb.press("Enter")
    expect_toast(page, "en", "success")

    [lead] = stored(server, email)
    assert (lead["first_name"], lead["country"], lead["service"], lead["message"]) == (
        "Layla", "canada", "study", "Keyboard only.")
    assert len(lead["emails"]) == 2


def test_toasts_replace_each_other_f8_focuses_them_and_a_swipe_right_dismisses(server, page):
    form = open_form(page, server, "/contact", "en")
    page.route("**/api/contact", lambda route: route.fulfill(status=503, body=""))
    fill(form, "en", first="Sara", last="Haddad", email=unique_email("toast"), phone="+974 5512 3456")
    submit = form.get_by_role("button", name="Send message")
    submit.click()
    expect_toast(page, "en", "error")
    submit.click()
    expect_toast(page, "en", "error")  # still a single toast

    region = page.get_by_role("region", name="Notifications (F8)")
    assert not region.evaluate("(el) => el.contains(document.activeElement)")
    page.keyboard.press("F8")
    assert region.evaluate("(el) => el.contains(document.activeElement) && document.activeElement !== document.body")

    toast = region.locator("li").first
    box = toast.bounding_box()
    assert box is not None
    y = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + 40, y)
    page.mouse.down()
    for step in range(1, 11):
        page.mouse.move(box["x"] + 40 + step * 15, y)  # 150 px to the right, past the 50 px threshold
    page.mouse.up()
    # Quicker than the 5 s display time (which also pauses while focus is in the region): the swipe did it.
    expect(region.get_by_text("Error sending message")).to_be_hidden(timeout=1500)
