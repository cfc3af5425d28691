"""Two visitors racing for the same slot: exactly one gets it, through the database's own rule.

Real concurrent requests on separate database connections (threads), committed for real
(transactional_db), on PostgreSQL: the test database of the SQLite run lives in memory, where
threads share one locked cache rather than racing (a SQLite file serialises writers anyway)."""

import datetime as dt
import json
import threading

import pytest
from django.db import connection
from django.test import Client
from django.utils import timezone

from booking.models import BookedCell, Booking
from booking.slots import free_slots
from leads.models import Lead
from office.calendar import zone

RACERS = 6
pytestmark = pytest.mark.skipif(connection.vendor != "postgresql", reason="a race needs PostgreSQL's concurrency")


def _form(n: int, slug: str, start: str) -> str:
    return json.dumps({
        "first_name": "Racer", "last_name": f"Number {'I' * (n + 1)}", "email": f"racer{n}@example.com",
        "phone": f"+97455{n:06d}", "country": "canada", "service": "study", "consent": True,
        "elapsed_ms": 6000, "type": slug, "start": start})


@pytest.mark.django_db(transaction=True)
def test_racing_visitors_for_one_slot_exactly_one_books_it(site, meeting_type, consultant, settings, form_services):
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}}  # no rate limit
    t = meeting_type(slug="race")
    consultant(t)
    today = timezone.now().astimezone(zone()).date()
    start = free_slots(t, today, today + dt.timedelta(days=30))[0].start.astimezone(zone()).isoformat()
    barrier = threading.Barrier(RACERS)
    answers: list[int] = []
    errors: list[BaseException] = []

    def race(n: int) -> None:
        try:
            client = Client(REMOTE_ADDR=f"127.0.0.{n + 1}")
            barrier.wait(timeout=10)
            answers.append(client.post("/api/booking", _form(n, t.slug, start),
                                       content_type="application/json").status_code)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=race, args=(n,)) for n in range(RACERS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert errors == []
    assert sorted(answers) == [201] + [409] * (RACERS - 1)
    assert Booking.objects.count() == 1 and Lead.objects.count() == 1
    assert BookedCell.objects.count() == 8


@pytest.mark.django_db(transaction=True)
def test_two_consultants_share_a_slot_between_two_racers(site, meeting_type, consultant, settings, form_services):
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}}
    t = meeting_type(slug="pair")
    sara, omar = consultant(t, name="Sara"), consultant(t, name="Omar")
    today = timezone.now().astimezone(zone()).date()
    start = free_slots(t, today, today + dt.timedelta(days=30))[0].start.astimezone(zone()).isoformat()
    barrier = threading.Barrier(3)
    answers: list[int] = []

    def race(n: int) -> None:
        try:
            barrier.wait(timeout=10)
            answers.append(Client(REMOTE_ADDR=f"127.0.1.{n + 1}").post(
                "/api/booking", _form(n, t.slug, start), content_type="application/json").status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=race, args=(n,)) for n in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert sorted(answers) == [201, 201, 409]
    assert set(Booking.objects.values_list("consultant_id", flat=True)) == {sara.pk, omar.pk}
