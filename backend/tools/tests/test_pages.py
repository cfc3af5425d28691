"""The calculator pages are public pages: in the sitemap in both languages."""

import pytest

pytestmark = pytest.mark.django_db


def test_both_calculators_are_in_the_sitemap_in_both_languages(client):
    body = client.get("/sitemap.xml").content.decode()
    for path in ("/tools/crs", "/ar/tools/crs", "/tools/australia-points", "/ar/tools/australia-points"):
        assert f"{path}</loc>" in body
