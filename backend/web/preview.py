"""The page as visitors would see it with a revision (a draft, or any kept version) in place of the live
item: for staff with the content capability only, rendered by the normal server-rendering path from
content that is applied in a transaction and rolled back (content.revisions.applied), so the kind's own
API code and page are used and nobody else ever reads it. Never cached or indexed; no scripts run on it
(they would route by the preview's own address), the server-rendered HTML is the page."""

import copy

from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.views.decorators.http import require_safe

from accounts import roles
from content import cache_keys, revisions
from content.admin_registry import TYPES
from content.models import Revision
from lib.errors import FieldErrors
from lib.paths import localized_path

from . import views
from .routes import manifest


@require_safe
def preview(request: HttpRequest, revision_id: int) -> HttpResponse:
    if not roles.can(request.user, "content"):
        raise Http404  # a visitor learns nothing, not even that the address exists
    found = Revision.objects.filter(pk=revision_id).first()
    ct = TYPES.get(found.kind) if found else None
    if found is None or ct is None or ct.kind is None or ct.kind.path_of is None:
        raise Http404
    lang = "ar" if request.GET.get("lang") == "ar" else "en"
    try:
        with cache_keys.bypassed(), revisions.applied(ct, found) as obj:
            address = (ct.kind.path(obj) or "/").partition("#")[0]
            path, _, query = address.partition("?")
            page = copy.copy(request)
            page.path = page.path_info = localized_path(path, lang)
            page.GET = QueryDict(query)
            status, document, server_rendered, styles = views._render(page, lang, path, manifest().match(path),
                                                                      preview=True)
    except FieldErrors as exc:
        text = "; ".join(f"{name}: {message}" for name, message in exc.fields.items())
        response = HttpResponse(f"This version cannot be shown as it stands: {text}", status=422,
                                content_type="text/plain; charset=utf-8")
    else:
        response = views._respond(request, lang, status, document, None, server_rendered, styles)
    response["Cache-Control"] = "no-store"
    response["X-Robots-Tag"] = "noindex, nofollow"
    response["Referrer-Policy"] = "same-origin"
    return response
