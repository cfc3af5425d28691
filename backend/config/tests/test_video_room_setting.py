"""BOOKING_VIDEO_ROOM_URL is checked when the settings load: a room name is appended to it as is, so it must
be an http(s) address ending in "/" (or empty: no room service), and a wrong value stops the start with a
message that says what is expected."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

BACKEND = Path(__file__).resolve().parents[2]
NAME = "BOOKING_VIDEO_ROOM_URL"


def _start(**env: str) -> subprocess.CompletedProcess[str]:
    """Django set up from the local settings in a fresh process, as manage.py would."""
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", NAME))}
    return subprocess.run([sys.executable, "-c", "import django; django.setup(); from django.conf import settings; "
                           f"print(repr(settings.{NAME}))"], cwd=BACKEND, capture_output=True, text=True,
                          env={**environment, "DJANGO_SETTINGS_MODULE": "config.settings.local", **env})


@pytest.mark.parametrize("value", ["https://meet.jit.si", "https://video.example.org/rooms", "meet.jit.si/",
                                   "ftp://meet.example.org/", "https://", "https://meet.example.org/?room="])
def test_a_room_address_that_a_name_cannot_follow_is_refused_with_a_clear_message(value):
    started = _start(**{NAME: value})
    assert started.returncode != 0
    assert (f'ImproperlyConfigured: {NAME} must be an https:// or http:// address ending in "/" '
            "(such as https://meet.jit.si/), or empty") in started.stderr


@pytest.mark.parametrize(("value", "loaded"), [
    ("https://video.example.org/rooms/", "https://video.example.org/rooms/"),
    (" http://127.0.0.1:8443/ ", "http://127.0.0.1:8443/"),
    ("", ""),  # no room service: the consultant sends the link
])
def test_a_room_address_ending_in_a_slash_or_none_is_kept(value, loaded):
    started = _start(**{NAME: value})
    assert started.returncode == 0, started.stderr
    assert started.stdout.strip() == repr(loaded)


def test_unset_it_is_the_public_jitsi_service():
    started = _start()
    assert started.returncode == 0, started.stderr
    assert started.stdout.strip() == repr("https://meet.jit.si/")
