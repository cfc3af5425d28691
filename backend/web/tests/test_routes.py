
from web.routes import fill, manifest, parse

# The /ar rule and how API paths are filled (the same as in the browser): test_shared_cases.py.


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
