"""The server-side rendering bridge: Django picks the page and its data, the Node renderer
writes the HTML, and the page is whole in the first response whichever way it was made."""

import gzip
import json
import re

import pytest

from content import models as m
from web import boot

pytestmark = pytest.mark.django_db


def _state(html: str) -> dict:
    found = re.search(r'<script id="app-state" type="application/json">(.*?)</script>', html, re.S)
    assert found, "the page embeds its data"
    return json.loads(found.group(1))


@pytest.fixture
def content(site, make_service):
    make_service("study", title_en="Student visas", title_ar="تأشيرات الدراسة")
    m.Testimonial.objects.create(rating=5, quote_en="They were honest with us.", quote_ar="كانوا صادقين معنا.",
                                 name_en="Maria Santos", name_ar="ماريا سانتوس", featured=True)


def test_home_arrives_server_rendered_with_its_content_in_english(client, renderer, content):
    res = client.get("/")
    html = res.content.decode()
    assert res.status_code == 200
    assert res["X-Render-Mode"] == "ssr"
    assert html.startswith("<!doctype html>\n<html lang=\"en\" dir=\"ltr\">")
    root = html.split('<div id="root">', 1)[1]
    assert "Your future abroad starts with the right advice" in root
    assert "Student visas" in root and "They were honest with us." in root
    assert "<title>Horizon Gate Immigration | Visa &amp; Relocation Consultants in Doha</title>" in html


def test_arabic_home_is_right_to_left_with_arabic_content(client, renderer, content):
    res = client.get("/ar")
    html = res.content.decode()
    assert res.status_code == 200
    assert '<html lang="ar" dir="rtl">' in html
    root = html.split('<div id="root">', 1)[1]
    assert "مستقبلك في الخارج يبدأ بالاستشارة الصحيحة" in root
    assert "تأشيرات الدراسة" in root and "كانوا صادقين معنا." in root
    assert 'href="/ar/contact"' in root
    assert '<meta property="og:locale" content="ar_QA">' in html


def test_the_page_embeds_its_data_once_keyed_by_api_path(client, renderer, content):
    html = client.get("/").content.decode()
    state = _state(html)
    assert state["lang"] == "en" and state["notFound"] is False
    assert set(state["data"]) == {"/api/site", "/api/services", "/api/testimonials/featured"}
    assert state["data"]["/api/services"][0]["title"]["ar"] == "تأشيرات الدراسة"
    assert html.count('id="app-state"') == 1


def test_head_has_canonical_and_hreflang_both_ways(client, renderer, content, settings):
    html = client.get("/ar").content.decode()
    base = settings.SITE_URL
    assert f'<link rel="canonical" href="{base}/ar">' in html
    assert f'<link rel="alternate" hreflang="en" href="{base}/">' in html
    assert f'<link rel="alternate" hreflang="ar" href="{base}/ar">' in html
    assert f'<link rel="alternate" hreflang="x-default" href="{base}/">' in html
    assert '<meta name="theme-color" content="#0ea5e9">' in html
    assert '<meta name="robots" content="index, follow">' in html


@pytest.mark.parametrize("path", ["/no-such-page", "/ar/no-such-page", "/services/study/extra"])
def test_unknown_pages_are_404_with_the_not_found_page(client, renderer, content, path):
    res = client.get(path)
    html = res.content.decode()
    assert res.status_code == 404
    assert '<meta name="robots" content="noindex, follow">' in html
    root = html.split('<div id="root">', 1)[1]
    expected = "لم نتمكن من العثور على هذه الصفحة" if path.startswith("/ar/") else "We couldn&#x27;t find that page"
    assert expected in root
    assert _state(html)["notFound"] is True


def test_when_the_renderer_is_down_the_client_rendered_shell_keeps_head_and_data(client, content, settings):
    settings.SSR_URL = "http://127.0.0.1:9"  # nothing listens there
    res = client.get("/ar")
    html = res.content.decode()
    assert res.status_code == 200
    assert res["X-Render-Mode"] == "client"
    assert '<html lang="ar" dir="rtl">' in html
    assert '<div id="root"></div>' in html
    assert "<title>بوابة الأفق للهجرة | مستشارو التأشيرات والانتقال في الدوحة</title>" in html
    assert _state(html)["data"]["/api/services"][0]["slug"] == "study"
    assert client.get("/missing").status_code == 404


def test_rendered_pages_are_cached_until_content_changes(client, renderer, content, settings):
    first = client.get("/").content.decode()
    settings.SSR_URL = "http://127.0.0.1:9"  # a cached page needs no renderer
    again = client.get("/")
    assert again["X-Render-Mode"] == "ssr" and again.content.decode() == first
    settings.SSR_URL = renderer
    m.Service.objects.filter(slug="study").update(title_en="Study permits")  # no signal: still cached
    assert "Study permits" not in client.get("/").content.decode()
    service = m.Service.objects.get(slug="study")
    service.save()  # an editor's save bumps the content version
    assert "Study permits" in client.get("/").content.decode()


def test_tracking_parameters_share_the_cached_page(client, renderer, content, settings):
    client.get("/")
    settings.SSR_URL = "http://127.0.0.1:9"
    assert client.get("/?utm_source=whatsapp&fbclid=x")["X-Render-Mode"] == "ssr"


def test_pages_refuse_unsafe_methods(client, content):
    assert client.post("/").status_code == 405


def test_healthz_reports_database_and_renderer(client, renderer):
    body = client.get("/healthz").json()
    assert body["status"] == "ok" and body["database"]["status"] == "ok"
    assert body["renderer"]["status"] == "ok" and body["mode"] == "ssr"


def test_healthz_says_client_mode_when_the_renderer_is_down(client, db, settings):
    settings.SSR_URL = "http://127.0.0.1:9"
    body = client.get("/healthz").json()
    assert body["status"] == "ok" and body["renderer"]["status"] == "down" and body["mode"] == "client"


def test_pages_go_out_gzip_compressed_to_browsers_that_accept_it(client, renderer, content):
    plain = client.get("/ar")
    packed = client.get("/ar", headers={"Accept-Encoding": "gzip, deflate, br"})
    assert "Content-Encoding" not in plain and plain["Vary"] == "Accept-Encoding"
    assert packed["Content-Encoding"] == "gzip" and packed["Vary"] == "Accept-Encoding"
    assert gzip.decompress(packed.content) == plain.content
    assert len(packed.content) < len(plain.content) / 3


def test_the_page_preloads_only_its_own_language_strings(client, renderer, content, client_build):
    manifest = {
        "src/app/entry-client.tsx": {"file": "assets/entry.js", "isEntry": True, "imports": []},
        "src/locales/en/index.ts": {"file": "assets/en.js", "isDynamicEntry": True},
        "src/locales/ar/index.ts": {"file": "assets/ar.js", "isDynamicEntry": True},
        "src/features/home/HomePage.tsx": {"file": "assets/home.js", "isDynamicEntry": True},
    }
    client_build(manifest)
    english, arabic = client.get("/?v=1").content.decode(), client.get("/ar?v=1").content.decode()
    assert boot.read(english)["preload"] == ["/static/assets/en.js", "/static/assets/home.js"]
    assert boot.read(arabic)["preload"] == ["/static/assets/ar.js", "/static/assets/home.js"]


def test_web_fonts_come_after_the_first_paint_and_without_javascript_as_a_link(client, renderer, content,
                                                                               client_build):
    manifest = {
        "src/app/entry-client.tsx": {"file": "assets/entry.js", "isEntry": True, "imports": []},
        "src/styles/fonts.css": {"file": "assets/fonts.css", "isEntry": True},
        "src/fonts/inter-latin-site-wght.woff2": {"file": "assets/inter-latin.woff2"},
        "src/fonts/ibm-plex-sans-arabic-site-400.woff2": {"file": "assets/ar400.woff2"},
        "src/fonts/ibm-plex-sans-arabic-site-700.woff2": {"file": "assets/ar700.woff2"},
        "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2": {"file": "assets/whole.woff2"},
    }
    client_build(manifest)
    inter, ar400, ar700 = (f"/static/assets/{name}.woff2" for name in ("inter-latin", "ar400", "ar700"))
    files = {"/?v=1": [inter], "/ar?v=1": [ar400, ar700, inter]}
    for path, font_files in files.items():
        html = client.get(path).content.decode()
        assert boot.read(html)["fonts"] == "/static/assets/fonts.css"  # web/boot.js adds it once painted
        assert boot.read(html)["fontFiles"] == font_files  # ... and once these are in
        assert 'as="font"' not in html and "whole" not in html  # nothing preloaded before the paint
        assert '<noscript><link rel="stylesheet" href="/static/assets/fonts.css"></noscript>' in html


def test_a_cached_page_is_answered_early_with_the_same_document_and_headers(client, renderer, content,
                                                                            django_assert_num_queries):
    first = client.get("/ar/services", headers={"Accept-Encoding": "gzip"})
    # From the cache: the content version is the one query; the rest of the chain is skipped.
    with django_assert_num_queries(1):
        again = client.get("/ar/services", headers={"Accept-Encoding": "gzip"})
    assert again.content == first.content and again.status_code == first.status_code == 200
    for header in ("Content-Encoding", "Content-Language", "X-Render-Mode", "Cache-Control", "Vary",
                   "X-Frame-Options", "X-Content-Type-Options", "Referrer-Policy", "Content-Length"):
        assert again[header] == first[header], header
    assert again["X-Frame-Options"] == "DENY"
    assert client.head("/ar/services").content == b""


@pytest.mark.parametrize("path", ["/blog?page=abc", "/blog?page=0", "/ar/blog?page=-3", "/blog?tag=" + "x" * 41,
                                  "/search?q=" + "q" * 201])
def test_a_page_address_with_parameters_its_data_refuses_is_the_not_found_page(client, renderer, content, path):
    response = client.get(path)
    assert response.status_code == 404
    assert '<meta name="robots" content="noindex, follow">' in response.content.decode()


def test_the_page_cache_is_keyed_only_by_the_parameters_a_page_reads(rf):
    from web.routes import manifest
    from web.views import _cache_key

    def key(url: str) -> str:
        request = rf.get(url)
        path = request.path
        return _cache_key("en", path, request, manifest().match(path))

    assert key("/about?x=1") == key("/about?x=2") == key("/about?utm_source=mail") == key("/about")
    assert key("/blog?page=2") != key("/blog") and key("/blog?page=2&x=1") == key("/blog?page=2")
    assert key("/blog?tag=canada&page=2") == key("/blog?page=2&tag=canada")
    assert key("/contact?sent=1") != key("/contact")
    assert key("/nowhere?x=1") == key("/nowhere?x=2")


def test_a_page_asked_with_extra_parameters_is_rendered_without_them(client, renderer, content):
    html = client.get("/about?x=%3Cscript%3E&utm_source=mail").content.decode()
    assert "utm_source" not in html and "%3Cscript" not in html and "&lt;script" not in html


def test_the_boot_data_lists_the_prefetched_pages_code_that_the_page_does_not_load(client, renderer, content,
                                                                                   client_build):
    manifest = {
        "src/app/entry-client.tsx": {"file": "assets/entry.js", "isEntry": True, "imports": ["_react.js"]},
        "_react.js": {"file": "assets/react.js"},
        "_form.js": {"file": "assets/form.js"},
        "src/locales/en/index.ts": {"file": "assets/en.js", "isDynamicEntry": True},
        "src/features/home/HomePage.tsx": {"file": "assets/home.js", "isDynamicEntry": True},
        "src/features/services/ServicesPage.tsx": {"file": "assets/services.js", "isDynamicEntry": True},
        "src/features/contact/ContactPage.tsx": {"file": "assets/contact.js", "isDynamicEntry": True,
                                                 "imports": ["_form.js", "_react.js"]},
    }
    client_build(manifest)
    home = boot.read(client.get("/?v=1").content.decode())
    assert home["prefetch"] == ["/static/assets/services.js", "/static/assets/contact.js", "/static/assets/form.js"]
    services = boot.read(client.get("/services?v=1").content.decode())
    assert "/static/assets/services.js" in services["preload"]
    assert services["prefetch"] == ["/static/assets/contact.js", "/static/assets/form.js"]


def test_a_page_cached_before_a_new_build_is_rendered_again_with_the_new_builds_files(client, renderer, content,
                                                                                       client_build):
    client_build({"src/app/entry-client.tsx": {"file": "assets/entry-1.js", "isEntry": True}})
    assert boot.read(client.get("/about").content.decode())["entry"] == "/static/assets/entry-1.js"
    # A deploy: the cache (Redis) still holds the page rendered with entry-1.
    client_build({"src/app/entry-client.tsx": {"file": "assets/entry-2.js", "isEntry": True}})
    assert boot.read(client.get("/about").content.decode())["entry"] == "/static/assets/entry-2.js"
