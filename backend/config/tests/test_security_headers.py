"""The security headers (docs/architecture.md#security-headers): a strict Content-Security-Policy on
pages, the admin shell, errors and the API; Permissions-Policy, COOP, nosniff, referrer policy and
X-Frame-Options everywhere; HSTS and __Host- cookie names in production."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from web import boot, csp

pytestmark = pytest.mark.django_db
BACKEND = Path(__file__).resolve().parents[2]

INLINE_STYLE = re.compile(r"<style[^>]*>(.*?)</style>", re.S)
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\ssrc=)([^>]*)>(.*?)</script>", re.S)
STYLE_ATTRIBUTE = re.compile(r"<[a-zA-Z][^>]*\sstyle=", re.S)
DATA_SCRIPT_TYPES = ('type="application/json"', 'type="application/ld+json"')


def policy(response) -> dict[str, list[str]]:
    """The Content-Security-Policy header as {directive: [sources]}."""
    directives = {}
    for part in response["Content-Security-Policy"].split(";"):
        name, *sources = part.split()
        assert name not in directives, f"{name} twice"
        directives[name] = sources
    return directives


def assert_strict(response) -> dict[str, list[str]]:
    directives = policy(response)
    assert directives["default-src"] == ["'none'"]
    # The site's own files and the one inline script, the page's boot (web/boot.js), by its hash.
    assert directives["script-src"] == ["'self'", csp.source_hash(boot.SCRIPT)]
    assert directives["frame-ancestors"] == ["'none'"]
    assert directives["object-src"] == ["'none'"]
    assert directives["base-uri"] == ["'self'"]
    assert directives["form-action"] == ["'self'"]
    header = response["Content-Security-Policy"]
    assert "unsafe-inline" not in header and "unsafe-eval" not in header and "data:" not in header
    assert "Content-Security-Policy-Report-Only" not in response
    return directives


def assert_common_headers(response) -> None:
    permissions = response["Permissions-Policy"]
    for feature in ("camera", "microphone", "geolocation", "payment", "usb"):
        assert f"{feature}=()" in permissions
    assert response["Cross-Origin-Opener-Policy"] == "same-origin"
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["X-Frame-Options"] == "DENY"
    assert response["Referrer-Policy"] in ("strict-origin-when-cross-origin", "same-origin", "no-referrer")


def assert_inline_bits_allowed(html: str, directives: dict[str, list[str]]) -> None:
    """Every inline <style> has its hash in style-src; no style attribute; inline scripts are data only,
    but for the boot script, whose hash is in script-src."""
    styles = INLINE_STYLE.findall(html)
    for text in styles:
        assert csp.source_hash(text) in directives["style-src"], text
    assert not STYLE_ATTRIBUTE.search(html)
    for attributes, text in INLINE_SCRIPT.findall(html):
        if text == boot.SCRIPT:
            assert csp.source_hash(text) in directives["script-src"]
        else:
            assert any(kind in attributes for kind in DATA_SCRIPT_TYPES), attributes


@pytest.fixture
def content(site, make_service):
    make_service("invest", title_en="Investment", title_ar="الاستثمار")


@pytest.mark.parametrize(("path", "status"), [("/", 200), ("/ar", 200), ("/services/invest", 200),
                                              ("/ar/services/invest", 200), ("/no-such-page", 404)])
def test_public_pages_have_a_strict_policy_that_allows_their_inline_bits(client, renderer, content, path, status):
    response = client.get(path)
    assert response.status_code == status
    html = response.content.decode()
    directives = assert_strict(response)
    assert_common_headers(response)
    assert_inline_bits_allowed(html, directives)
    # The one inline style: the rule that hides script-only controls without JavaScript.
    assert f"<noscript><style>{csp.NOSCRIPT_CSS}</style></noscript>" in html
    assert 'id="app-state" type="application/json"' in html


def test_a_cached_page_gets_the_same_policy_as_a_rendered_one(client, renderer, content):
    first = client.get("/ar/services")
    again = client.get("/ar/services")  # answered early by web.middleware.CachedPageMiddleware
    assert again.content == first.content
    for header in ("Content-Security-Policy", "Permissions-Policy", "Cross-Origin-Opener-Policy"):
        assert again[header] == first[header], header


def test_the_stylesheet_is_inlined_and_allowed_by_its_hash_on_a_rendered_and_a_cached_page(
        client, renderer, content, client_build):
    sheet = ".hero{color:#123}@font-face{font-family:X;src:url(/static/assets/x.woff2)}"
    manifest = client_build({"src/app/entry-client.tsx": {"file": "assets/entry.js", "isEntry": True,
                                                          "css": ["assets/entry.css"]}})
    (manifest.parents[1] / "assets").mkdir()
    (manifest.parents[1] / "assets" / "entry.css").write_text(sheet)
    first = client.get("/ar/services")
    again = client.get("/ar/services")  # answered early by web.middleware.CachedPageMiddleware
    assert again.content == first.content
    for response in (first, again):
        html = response.content.decode()
        directives = assert_strict(response)
        assert f"<style>{sheet}</style>" in html
        assert csp.source_hash(sheet) in directives["style-src"]
        assert directives["style-src"] == ["'self'", csp.source_hash(csp.NOSCRIPT_CSS), csp.source_hash(sheet)]
        assert_inline_bits_allowed(html, directives)
        # Nothing blocks the first paint: no stylesheet link; no script is fetched before the page has
        # painted (the boot script imports the entry then).
        assert 'rel="stylesheet"' not in html and "entry.css" not in html
        assert 'type="module"' not in html and '<link rel="modulepreload"' not in html
        assert boot.read(html)["entry"] == "/static/assets/entry.js"
        assert f"<script>{boot.SCRIPT}</script>" in html
    # Another API answer or the admin shell does not carry the page's hash.
    assert csp.source_hash(sheet) not in client.get("/api/services")["Content-Security-Policy"]


def test_the_client_rendered_fallback_has_the_same_policy(client, content):
    response = client.get("/")  # no renderer in the test settings: the client-rendered shell
    assert response["X-Render-Mode"] == "client"
    assert_inline_bits_allowed(response.content.decode(), assert_strict(response))


def test_the_admin_shell_has_the_policy_and_names_the_csrf_cookie(client, settings):
    response = client.get("/admin/login")
    html = response.content.decode()
    assert_inline_bits_allowed(html, assert_strict(response))
    assert_common_headers(response)
    assert f'<meta name="csrf-cookie" content="{settings.CSRF_COOKIE_NAME}">' in html
    assert settings.CSRF_COOKIE_NAME in response.cookies


def test_the_admin_shell_names_production_s_csrf_cookie(client, settings):
    settings.CSRF_COOKIE_NAME = "__Host-csrftoken"
    response = client.get("/admin")
    assert '<meta name="csrf-cookie" content="__Host-csrftoken">' in response.content.decode()
    assert "__Host-csrftoken" in response.cookies


@pytest.mark.parametrize("path", ["/api/services", "/api/no-such-endpoint", "/healthz"])
def test_the_api_answers_carry_the_policy(client, site, path):
    response = client.get(path)
    assert response["Content-Type"].startswith("application/json")
    assert_strict(response)
    assert_common_headers(response)


def test_the_no_script_contact_form_s_error_page_has_the_policy(client, site):
    response = client.post("/contact", {"first_name": ""})
    assert response.status_code == 422
    assert_inline_bits_allowed(response.content.decode(), assert_strict(response))


PRODUCTION_NAMES = ("SECURE_HSTS_SECONDS", "SECURE_HSTS_INCLUDE_SUBDOMAINS", "SECURE_HSTS_PRELOAD",
                    "SESSION_COOKIE_NAME", "CSRF_COOKIE_NAME", "SESSION_COOKIE_SECURE", "CSRF_COOKIE_SECURE",
                    "SESSION_COOKIE_PATH", "CSRF_COOKIE_PATH", "SESSION_COOKIE_DOMAIN", "CSRF_COOKIE_DOMAIN",
                    "SECURE_SSL_REDIRECT", "SECURE_REDIRECT_EXEMPT")


def _production(**env: str) -> SimpleNamespace:
    """The production settings as a fresh process reads them from this environment."""
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "SECURE_"))}
    code = ("import json, django.conf as c; s = c.settings; "
            f"print(json.dumps({{n: getattr(s, n) for n in {PRODUCTION_NAMES!r}}}))")
    out = subprocess.run([sys.executable, "-c", code], cwd=BACKEND, check=True, capture_output=True, text=True,
                         env={**environment, "DJANGO_SETTINGS_MODULE": "config.settings.production",
                              "DJANGO_SECRET_KEY": "k" * 50, "SITE_URL": "https://example.qa", **env})
    return SimpleNamespace(**json.loads(out.stdout))


def test_production_sends_hsts_for_a_year_with_subdomains_and_no_preload_by_default():
    prod = _production()
    assert prod.SECURE_HSTS_SECONDS == 365 * 24 * 60 * 60
    assert prod.SECURE_HSTS_INCLUDE_SUBDOMAINS is True
    assert prod.SECURE_HSTS_PRELOAD is False


def test_production_preloads_hsts_only_when_asked():
    assert _production(DJANGO_HSTS_PRELOAD="true").SECURE_HSTS_PRELOAD is True
    assert _production(DJANGO_HSTS_PRELOAD="false").SECURE_HSTS_PRELOAD is False


def test_production_cookies_are_host_only_and_secure():
    prod = _production()
    assert prod.SESSION_COOKIE_NAME == "__Host-sessionid"
    assert prod.CSRF_COOKIE_NAME == "__Host-csrftoken"
    # What a browser demands of a __Host- cookie: Secure, Path=/, no Domain.
    assert prod.SESSION_COOKIE_SECURE and prod.CSRF_COOKIE_SECURE
    assert prod.SESSION_COOKIE_PATH == prod.CSRF_COOKIE_PATH == "/"
    assert prod.SESSION_COOKIE_DOMAIN is None and prod.CSRF_COOKIE_DOMAIN is None


def test_production_settings_over_https_send_the_headers(client, settings):
    prod = _production(DJANGO_HSTS_PRELOAD="true")
    for name in PRODUCTION_NAMES:
        setattr(settings, name, getattr(prod, name))
    response = client.get("/admin", secure=True)
    assert response["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains; preload"
    cookie = response.cookies["__Host-csrftoken"]
    assert cookie["secure"] and cookie["path"] == "/" and not cookie["domain"]


def test_production_redirects_plain_http_to_https_except_the_health_check(client, settings, site):
    prod = _production()
    settings.SECURE_SSL_REDIRECT = prod.SECURE_SSL_REDIRECT
    settings.SECURE_REDIRECT_EXEMPT = prod.SECURE_REDIRECT_EXEMPT
    response = client.get("/about")
    assert response.status_code == 301 and response["Location"] == "https://testserver/about"
    assert client.get("/healthz").status_code == 200
