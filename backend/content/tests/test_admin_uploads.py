"""Image uploads: real images only (decoded by Pillow), at most 5 MB, stored through Django's storage."""

import pytest
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile

from content.tests.images import png_bytes, png_file

pytestmark = pytest.mark.django_db


def upload(client, file, folder="services"):
    return client.post("/api/admin/uploads", {"file": file, "folder": folder}, HTTP_X_CSRFTOKEN=client.csrf_token())


def test_a_real_png_is_stored_under_its_folder_and_set_on_a_service(signed_in, media, make_service):
    client = signed_in("editor")
    res = upload(client, png_file("Photo of me.PNG"))
    assert res.status_code == 201
    stored = res.json()
    assert stored["name"].startswith("services/") and stored["name"].endswith(".png")
    assert stored["url"] == "/media/" + stored["name"]
    assert default_storage.open(stored["name"]).read() == png_bytes()
    study = make_service("study")
    item = client.api("PATCH", f"/api/admin/content/services/{study.pk}", {"illustration": stored["name"]}).json()
    assert item["illustration"] == stored
    assert client.get("/api/services").json()[0]["illustration"] == stored["url"]
    cleared = client.api("PATCH", f"/api/admin/content/services/{study.pk}", {"illustration": ""}).json()
    assert cleared["illustration"] is None


def test_a_text_file_renamed_png_is_refused(signed_in, media):
    fake = SimpleUploadedFile("logo.png", b"just some text, not an image", content_type="image/png")
    res = upload(signed_in("editor"), fake)
    assert res.status_code == 422 and "file" in res.json()["error"]["fields"]
    assert not (media / "services").exists()


def test_an_image_over_5_mb_is_refused(signed_in, media):
    big = SimpleUploadedFile("big.png", png_bytes() + b"\0" * (5 * 1024 * 1024), content_type="image/png")
    res = upload(signed_in("editor"), big)
    assert res.status_code == 422 and "5 MB" in res.json()["error"]["fields"]["file"]


def test_an_unknown_folder_or_a_missing_file_is_refused(signed_in, media):
    client = signed_in("editor")
    res = upload(client, png_file(), folder="../../etc")
    assert res.status_code == 422 and "folder" in res.json()["error"]["fields"]
    missing = client.post("/api/admin/uploads", {"folder": "services"}, HTTP_X_CSRFTOKEN=client.csrf_token())
    assert missing.status_code == 422 and "file" in missing.json()["error"]["fields"]


def test_an_image_field_only_takes_a_file_uploaded_to_its_own_folder(signed_in, media, make_service):
    client = signed_in("editor")
    team_photo = upload(client, png_file(), folder="team").json()["name"]
    study = make_service("study")
    for name in (team_photo, "services/never-uploaded.png", "services/../../secret.png"):
        res = client.api("PATCH", f"/api/admin/content/services/{study.pk}", {"illustration": name})
        assert res.status_code == 422 and "illustration" in res.json()["error"]["fields"]
