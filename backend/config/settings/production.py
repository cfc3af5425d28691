"""Production: behind a reverse proxy that terminates TLS. Refuses to start with unsafe defaults."""

from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import SECRET_KEY, SITE_URL
from .env import env_bool, env_int, env_str

if SECRET_KEY.startswith("insecure-") or len(SECRET_KEY) < 32:
    raise ImproperlyConfigured("Set DJANGO_SECRET_KEY to a long random value in production.")
# Every link in an e-mail, a calendar invitation, a canonical tag or the leads export is built on it:
# without it they would all point at the local default, whatever host serves the site.
if not env_str("SITE_URL").strip():
    raise ImproperlyConfigured(
        "Set SITE_URL to the site's public address in production, e.g. SITE_URL=https://example.qa: "
        "e-mail links, booking links, canonical links, calendar invitations and the leads export are built on it.")
if not SITE_URL.startswith("https://"):
    raise ImproperlyConfigured(f"SITE_URL must be an https:// address in production, got {SITE_URL!r}.")

DEBUG = False
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", True)
# The health check answers over plain HTTP too: a load balancer's or a supervisor's probe from inside.
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
# __Host- names: the browser keeps such a cookie only if it is Secure, for Path=/ and without a Domain,
# so no subdomain or plain-HTTP page can set or overwrite it. The admin app learns the CSRF cookie's
# name from its page (web/templates/web/admin.html), so nothing else names it.
SESSION_COOKIE_NAME = "__Host-sessionid"
CSRF_COOKIE_NAME = "__Host-csrftoken"
# One year, subdomains included. `preload` asks browsers to ship the domain as HTTPS-only: hard to
# undo, so only when DJANGO_HSTS_PRELOAD is set, once every subdomain serves HTTPS (hstspreload.org).
SECURE_HSTS_SECONDS = env_int("DJANGO_HSTS_SECONDS", 60 * 60 * 24 * 365)
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = env_bool("DJANGO_HSTS_PRELOAD", False)
