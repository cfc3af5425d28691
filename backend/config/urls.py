from django.conf import settings
from django.urls import path, re_path
from django.views.static import serve

from lib import errors
from web import sitemap
from web import views as web
from web.form_post import contact_page
from web.preview import preview

from .api import api

urlpatterns = [
    # Ninja's own root view answers with HTML; the API's root is a JSON 404 like any unknown path.
    path("api/", errors.not_found),
    path("api/", api.urls),
    re_path(r"^api(?:/.*)?$", errors.not_found),
    path("healthz", web.healthz, name="healthz"),
    path("sitemap.xml", sitemap.sitemap, name="sitemap"),
    path("robots.txt", sitemap.robots, name="robots"),
    re_path(r"^media/(?P<path>.*)$", serve, {"document_root": settings.MEDIA_ROOT}),
    # The contact form posts to its own page when the browser runs no script (web/form_post.py).
    re_path(r"^(?:ar/)?(?:contact|book)$", contact_page, name="contact-page"),
    # A revision of a content item shown as its page, for staff (web/preview.py).
    path("admin/preview/<int:revision_id>", preview, name="preview"),
    # Every other path is a page of the React app, rendered on the server (web/views.py).
    re_path(r"^.*$", web.page, name="page"),
]

# A failure on our side: 503 with Retry-After while the database is unreachable, else 500; JSON under /api/.
handler500 = "config.faults.server_error"
