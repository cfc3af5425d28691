"""Booking figures (prints them; never passes or fails on a clock).

    .venv/bin/python bench/booking.py

Starts the product on loopback (as the browser tests do) with five consultants taking the phone
consultation and a third of the next 30 days' slots already booked, then times
GET /api/booking/slots for the whole 30-day window (p50, p95 over 200 requests, one client), and
prints the first-load JavaScript of the home page and of /book (gzip): the slot picker must load
with the booking page only.
"""

import gzip
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "bench"))
from liveserver import running  # noqa: E402
from pages import first_load_assets, get  # noqa: E402

REQUESTS = 200
# Run inside the server's environment: three more consultants (five in all) and every third slot booked.
SETUP = """
import datetime as dt
from django.contrib.auth import get_user_model
from booking.models import Consultant, MeetingType
from booking.slots import DOHA, free_slots
from booking import service
from leads.models import Lead
t = MeetingType.objects.get(slug="phone")
for n in range(3):
    user = get_user_model().objects.create_user(username=f"bench{n}@example.com", is_staff=True, first_name="Bench")
    Consultant.objects.create(user=user).meeting_types.add(t)
today = dt.datetime.now(DOHA).date()
slots = free_slots(t, today, today + dt.timedelta(days=30))
for n, slot in enumerate(slots[::3]):
    lead = Lead.objects.create(source="booking", first_name="Bench", last_name=str(n), phone="+97455000000")
    service.book(t, slot.start, lead)
print(Consultant.objects.count(), len(slots), len(slots[::3]))
"""


def js_kb(base: str, path: str) -> float:
    _, body, _ = get(base, path)
    urls = [u for u in first_load_assets(body.decode()) if not u.endswith(".css")]
    return sum(len(gzip.compress(get(base, u)[1], 9)) for u in urls) / 1024


def main() -> None:
    print("Starting the product on loopback (SQLite, demo content, SSR renderer)...")
    with running() as server:
        consultants, slots, booked = server.manage("shell", "-c", SETUP).split()[-3:]
        print(f"{consultants} consultants, {slots} free 30-minute slots in the next 30 days, {booked} then booked")
        path = "/api/booking/slots?type=phone"
        _, body, res = get(server.base_url, path)
        assert res.status == 200, res.status
        for _ in range(10):
            get(server.base_url, path)
        times = sorted(get(server.base_url, path)[0] for _ in range(REQUESTS))
        p95 = times[int(len(times) * 0.95) - 1]
        print(f"\nGET {path} (30 days, {len(body)} bytes), {REQUESTS} requests:")
        print(f"  p50 {statistics.median(times):.1f} ms   p95 {p95:.1f} ms   (time to first byte, loopback)")
        print("\nFirst-load JavaScript (gzip):")
        for page in ("/", "/book", "/ar/book"):
            print(f"  {page:<10}{js_kb(server.base_url, page):8.1f} KB")


if __name__ == "__main__":
    main()
