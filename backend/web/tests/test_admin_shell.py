"""The staff admin's page shell: /admin and /admin/* get the admin app's own bundle, client-rendered,
never cached or indexed, with no public script and no public 404."""


import pytest

pytestmark = pytest.mark.django_db

MANIFEST = {
    "src/app/entry-client.tsx": {"file": "assets/entry-client-P.js", "isEntry": True, "imports": ["_shared-S.js"],
                                 "css": ["assets/entry-client-P.css"]},
    "src/admin/entry.tsx": {"file": "assets/admin-A.js", "isEntry": True, "imports": ["_shared-S.js"],
                            "css": ["assets/admin-A.css"]},
    "_shared-S.js": {"file": "assets/shared-S.js"},
}


@pytest.fixture
def built(client_build):
    client_build(MANIFEST)


@pytest.mark.parametrize("path", ["/admin", "/admin/", "/admin/login", "/admin/leads/42", "/admin/cms/services/3"])
def test_admin_paths_get_the_admin_shell(client, built, path):
    res = client.get(path)
    html = res.content.decode()
    assert res.status_code == 200
    assert res["Cache-Control"] == "no-store"
    assert "noindex" in res["X-Robots-Tag"]
    assert '<meta name="robots" content="noindex, nofollow">' in html
    assert '<html lang="en" dir="ltr">' in html
    assert '<script type="module" src="/static/assets/admin-A.js"></script>' in html
    assert '<link rel="stylesheet" href="/static/assets/admin-A.css">' in html
    assert '<link rel="modulepreload" href="/static/assets/shared-S.js">' in html
    # Nothing of the public app: its entry, its stylesheet, its embedded data.
    assert "entry-client" not in html
    assert "app-state" not in html
    # The CSRF cookie the app sends back on every write.
    assert "csrftoken" in res.cookies


def test_admin_shell_is_never_served_from_the_page_cache(client, built):
    client.get("/admin")
    res = client.get("/admin")
    assert res["X-Render-Mode"] == "client"
    assert res["Cache-Control"] == "no-store"


@pytest.mark.parametrize("path", ["/ar/admin", "/administrator", "/adminx/leads"])
def test_look_alike_paths_stay_public_pages(client, built, path):
    res = client.get(path)
    assert res.status_code == 404
    assert "admin-A.js" not in res.content.decode()


def test_only_safe_methods(client, built):
    assert client.post("/admin").status_code == 405


def test_without_a_build_the_shell_says_so(client, tmp_path, settings):
    settings.FRONTEND_BUILD_DIR = tmp_path
    res = client.get("/admin")
    assert res.status_code == 200
    assert "make build" in res.content.decode()
