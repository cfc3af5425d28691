import pytest

from lib.paths import split_language
from web.routes import fill, manifest, parse


@pytest.mark.parametrize(
    ("path", "expected"),
    [("/", ("en", "/")), ("/ar", ("ar", "/")), ("/ar/", ("ar", "/")), ("/ar/about", ("ar", "/about")),
     ("/about", ("en", "/about")), ("/arabic", ("en", "/arabic"))],
)
def test_the_language_comes_from_the_ar_prefix(path, expected):
    assert split_language(path) == expected


def test_routes_match_with_parameters_and_fill_api_paths():
    m = parse({
        "global": ["/api/site"], "notFound": "features/not-found/NotFoundPage",
        "routes": [{"path": "/services/:slug", "page": "p", "queries": {"service": "/api/services/:slug"},
                    "item": "service"}],
    })
    found = m.match("/services/study")
    assert found is not None and found.params == {"slug": "study"}
    assert found.queries() == {"service": "/api/services/study"}
    assert found.api_paths(m.global_queries) == ["/api/site", "/api/services/study"]
    assert found.item_path() == "/api/services/study"
    assert m.match("/services/study/extra") is None
    assert m.match("/services") is None
    assert fill("/api/blog/:slug", {"slug": "x"}) == "/api/blog/x"


def test_query_values_come_from_the_url_and_are_dropped_when_absent():
    assert fill("/api/blog?page=:page&tag=:tag", {}, {"page": "2"}) == "/api/blog?page=2"
    assert fill("/api/blog?page=:page", {}, {}) == "/api/blog"
    assert fill("/api/search?q=:q", {}, {"q": "كندا & visa"}) == "/api/search?q=%D9%83%D9%86%D8%AF%D8%A7+%26+visa"
    assert fill("/api/x/:slug?fixed=1", {"slug": "a b"}) == "/api/x/a%20b?fixed=1"


def test_the_real_manifest_has_the_home_page_and_a_not_found_page():
    m = manifest()
    assert m.match("/") is not None
    assert m.not_found_page.endswith("NotFoundPage")


def test_a_query_that_is_both_global_and_the_routes_own_is_read_once():
    m = parse({
        "global": ["/api/site", "/api/services"], "notFound": "n",
        "routes": [{"path": "/", "page": "p",
                    "queries": {"services": "/api/services", "testimonials": "/api/testimonials/featured"}}],
    })
    found = m.match("/")
    assert found is not None
    assert found.api_paths(m.global_queries) == ["/api/site", "/api/services", "/api/testimonials/featured"]
    assert found.item_path() is None


def test_every_page_carries_the_services_for_the_menus():
    assert "/api/services" in manifest().global_queries
