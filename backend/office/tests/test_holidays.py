"""Qatar's public holidays as closures: seeded once a year from the `holidays` package, Eid marked
estimated, Ramadan's hours added before Eid al-Fitr, and nothing staff changed put back."""

import datetime as dt
from io import StringIO

import holidays as package
import pytest
from django.core.management import call_command

from office.calendar import now as office_now
from office.holidays import seed
from office.models import Closure, HolidaySeed, SpecialHours

pytestmark = pytest.mark.django_db


def eid_al_fitr(year: int) -> dt.date:
    found = package.country_holidays("QA", years=[year], language="en_US")
    return min(day for day, name in found.items() if name.startswith("Eid al-Fitr"))


def test_seeding_2027_adds_eid_al_fitr_on_the_packages_date_estimated_with_both_names():
    result = seed(2027)
    assert result.seeded and result.closures
    eid = Closure.objects.get(date=eid_al_fitr(2027))
    assert (eid.name_en, eid.name_ar) == ("Eid al-Fitr", "عيد الفطر")
    assert eid.estimated and eid.source == Closure.Source.HOLIDAY
    national = Closure.objects.get(date=dt.date(2027, 12, 18))
    assert national.name_ar == "اليوم الوطني لقطر" and not national.estimated


def test_ramadan_hours_end_the_day_before_eid_and_start_thirty_days_before_it():
    seed(2027)
    eid = eid_al_fitr(2027)
    ramadan = SpecialHours.objects.get()
    assert (ramadan.starts_on, ramadan.ends_on) == (eid - dt.timedelta(days=30), eid - dt.timedelta(days=1))
    assert (ramadan.opens_at, ramadan.closes_at) == (dt.time(9), dt.time(15))
    assert ramadan.ramadan and ramadan.estimated


def test_seeding_a_year_twice_adds_nothing():
    seed(2027)
    count = Closure.objects.count()
    again = seed(2027)
    assert not again.seeded and again.closures == []
    assert Closure.objects.count() == count and SpecialHours.objects.count() == 1


def test_a_deleted_holiday_is_not_put_back():
    seed(2027)
    Closure.objects.filter(date=eid_al_fitr(2027)).delete()
    seed(2027)
    assert not Closure.objects.filter(date=eid_al_fitr(2027)).exists()


def test_a_date_staff_already_closed_keeps_its_name():
    Closure.objects.create(date=dt.date(2027, 12, 18), name_en="Our own name", name_ar="اسمنا")
    result = seed(2027)
    assert dt.date(2027, 12, 18) not in [c.date for c in result.closures]
    assert Closure.objects.get(date=dt.date(2027, 12, 18)).name_en == "Our own name"


def test_an_admin_seeds_a_year_from_the_settings_and_an_agent_cannot(signed_in):
    response = signed_in("admin").api("POST", "/api/admin/booking/closures/seed", {"year": 2027})
    body = response.json()
    assert response.status_code == 200 and body["seeded"] and body["special_hours"][0]["ramadan"]
    assert {"date": str(eid_al_fitr(2027)), "name_en": "Eid al-Fitr", "name_ar": "عيد الفطر", "estimated": True,
            "source": "holiday"}.items() <= next(c for c in body["closures"] if c["date"] == str(eid_al_fitr(2027))
                                                 ).items()
    assert signed_in("admin").api("POST", "/api/admin/booking/closures/seed", {"year": 2027}).json()["seeded"] is False
    assert signed_in("agent").api("POST", "/api/admin/booking/closures/seed", {"year": 2028}).status_code == 403


def test_the_command_seeds_this_year_and_next_once():
    out = StringIO()
    call_command("seed_booking_calendar", stdout=out)
    year = office_now().year
    assert set(HolidaySeed.objects.values_list("year", flat=True)) == {year, year + 1}
    assert f"{year}: added" in out.getvalue() and "Eid al-Fitr" in out.getvalue()
    count = Closure.objects.count()
    again = StringIO()
    call_command("seed_booking_calendar", stdout=again)
    assert Closure.objects.count() == count and "already seeded" in again.getvalue()
