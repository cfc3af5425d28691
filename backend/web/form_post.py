"""The contact form without JavaScript: the server-rendered form posts to its own page (/contact,
/book and their /ar twins), and this view takes it like POST /api/contact does (leads/contact.py).

Picking a time needs JavaScript, so such a visitor sends a request for a call. They get the same
checks (the honeypot, the rate limit, the duplicate check; there is no fill time to measure without
a script). A valid form is stored with its e-mails and answered with a redirect to the page showing
that it was sent (`?sent=1`, nothing personal in the address); an invalid one with a 422 page, in the
page's language, that names each problem and sends the visitor back to the form they filled in.
"""

from typing import Any

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.loader import render_to_string
from django.views.decorators.csrf import csrf_exempt
from pydantic import ValidationError

from leads import rules
from leads.api import CONTACT_LIMIT
from leads.contact import MIN_FILL_MS, ContactIn, submit
from lib import strings
from lib.errors import validation_fields
from lib.paths import localized_path, split_language

from . import assets, views

FIELDS = ("first_name", "last_name", "email", "phone", "country", "service", "message", "website")


def _payload(request: HttpRequest, lang: str) -> dict[str, Any]:
    data: dict[str, Any] = {name: request.POST.get(name, "") for name in FIELDS}
    data.update(consent=request.POST.get("consent") in ("on", "true", "1"), language=lang,
                page_url=request.build_absolute_uri(request.path)[:500],
                referrer=request.META.get("HTTP_REFERER", "")[:500],
                # No script measured the time; the honeypot and the rate limit still stand.
                elapsed_ms=MIN_FILL_MS)
    return data


def _invalid(request: HttpRequest, lang: str, fields: dict[str, str], status: int) -> HttpResponse:
    keys = rules.options()["serverErrors"]
    messages = [strings.t(f"contact.errors.{key}", lang) for name, key in keys.items() if name in fields]
    document = render_to_string("web/form_not_sent.html", {
        "lang": lang, "dir": "rtl" if lang == "ar" else "ltr",
        "assets": assets.for_page("features/contact/ContactPage", lang),
        "title": strings.t("contact.noScript.invalidTitle" if status == 422 else "contact.toast.errorTitle", lang),
        "intro": strings.t("contact.noScript.invalidIntro" if status == 422 else "contact.toast.errorText", lang),
        "messages": messages, "back": strings.t("contact.noScript.back", lang),
    })
    response = HttpResponse(document, status=status, content_type="text/html; charset=utf-8")
    response["Cache-Control"] = "no-store"
    return response


@csrf_exempt  # a public form on a cached page: there is no session to protect, and no token to send
def contact_page(request: HttpRequest) -> HttpResponse:
    if request.method != "POST":
        return views.page(request)
    lang, path = split_language(request.path)
    if CONTACT_LIMIT.hit(request):
        return _invalid(request, lang, {}, 429)
    try:
        data = ContactIn(**_payload(request, lang))
    except ValidationError as exc:
        return _invalid(request, lang, validation_fields(list(map(dict, exc.errors()))), 422)
    if not data.website.strip():  # a bot filled the hidden field: answered the same, nothing stored
        submit(data)
    return HttpResponseRedirect(localized_path(path, lang) + "?sent=1", status=303)
