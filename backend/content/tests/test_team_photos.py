"""Team photos uploaded in the CMS become square WebP portraits at the widths the About page's srcset
offers, and the public API lists them."""

import io

import pytest
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image

from content import models as m

pytestmark = pytest.mark.django_db


def jpeg(size: tuple[int, int]) -> SimpleUploadedFile:
    buf = io.BytesIO()
    Image.new("RGB", size, (3, 105, 161)).save(buf, format="JPEG")
    return SimpleUploadedFile("Layla at the office.jpg", buf.getvalue(), content_type="image/jpeg")


def upload(client, file) -> str:
    res = client.post("/api/admin/uploads", {"file": file, "folder": "team"}, HTTP_X_CSRFTOKEN=client.csrf_token())
    assert res.status_code == 201, res.content
    return res.json()["name"]


def add_member(client, photo: str) -> dict:
    res = client.api("POST", "/api/admin/content/team",
                     {"name_en": "Layla Nasser", "role_en": "Senior consultant", "photo": photo, "published": True})
    assert res.status_code == 201, res.content
    return res.json()


def test_an_uploaded_team_photo_yields_square_webp_portraits_that_the_api_lists(signed_in, media):
    client = signed_in("editor")
    photo = upload(client, jpeg((600, 800)))
    add_member(client, photo)
    member = client.get("/api/team").json()[0]
    assert member["photo"] == "/media/" + photo
    variants = member["photo_variants"]
    assert [(v["width"], v["height"]) for v in variants] == [(96, 96), (192, 192), (288, 288)]
    for v in variants:
        name = v["url"].removeprefix("/media/")
        assert name.startswith("team/") and name.endswith(f"-{v['width']}w.webp")
        with default_storage.open(name) as stored, Image.open(stored) as image:
            assert image.format == "WEBP" and image.size == (v["width"], v["height"])


def test_a_small_photo_is_never_enlarged(signed_in, media):
    client = signed_in("editor")
    add_member(client, upload(client, jpeg((150, 120))))
    assert [v["width"] for v in client.get("/api/team").json()[0]["photo_variants"]] == [96]
    tiny = m.TeamMember.objects.get()
    tiny.photo = upload(client, jpeg((64, 80)))
    tiny.save()
    assert [v["width"] for v in client.get("/api/team").json()[0]["photo_variants"]] == [64]


def test_replacing_the_photo_remakes_the_portraits_and_removing_it_leaves_none(signed_in, media):
    client = signed_in("editor")
    item = add_member(client, upload(client, jpeg((400, 400))))
    first = client.get("/api/team").json()[0]["photo_variants"]
    second_photo = upload(client, jpeg((300, 300)))
    client.api("PATCH", f"/api/admin/content/team/{item['id']}", {"photo": second_photo})
    second = client.get("/api/team").json()[0]["photo_variants"]
    assert second and {v["url"] for v in second}.isdisjoint(v["url"] for v in first)
    assert all(second_photo.removesuffix(".jpg") in v["url"] for v in second)
    client.api("PATCH", f"/api/admin/content/team/{item['id']}", {"photo": ""})
    member = client.get("/api/team").json()[0]
    assert member["photo"] is None and member["photo_variants"] == []


def test_a_member_without_a_photo_has_no_portraits_and_the_cms_form_does_not_show_them(signed_in):
    m.TeamMember.objects.create(name_en="Omar", role_en="Consultant")
    client = signed_in("editor")
    assert client.get("/api/team").json()[0]["photo_variants"] == []
    types = {t["type"]: t for t in client.get("/api/admin/content").json()}
    names = [f["name"] for f in types["team"]["fields"]]
    assert "photo" in names and "photo_variants" not in names


def test_a_photo_file_gone_from_storage_falls_back_to_the_original_url(media):
    member = m.TeamMember.objects.create(name_en="Omar", role_en="Consultant", photo="team/missing.jpg")
    assert member.photo_variants == {}
