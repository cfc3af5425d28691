"""Free slots: Doha working hours, buffers, notice, window, closures, Ramadan hours, time off,
daily limits and the consultants' own hours."""

import datetime as dt

from booking.models import BookedCell, Booking, TimeOff, WorkingHours
from booking.slots import bookable_days, cells, free_slots
from office.calendar import zone
from office.models import Closure, SpecialHours

from .conftest import doha

# Sunday 3 January 2027, 06:00 in Doha: the first day of the working week.
NOW = doha(2027, 1, 3, 6)
SUNDAY = dt.date(2027, 1, 3)
FRIDAY = dt.date(2027, 1, 8)


def times(slots, day=None):
    return [f"{s.start.astimezone(zone()):%H:%M}" for s in slots if day is None or s.day == day]


def hold(booking_type, consultant, start, make_lead):
    booking = Booking.objects.create(lead=make_lead(source="booking"), meeting_type=booking_type,
                                     consultant=consultant, starts_at=start,
                                     ends_at=start + dt.timedelta(minutes=booking_type.duration_minutes))
    BookedCell.objects.bulk_create(BookedCell(booking=booking, consultant=consultant, starts_at=c)
                                   for c in cells(booking_type, start))
    return booking


def test_slots_follow_the_sites_business_hours_after_the_minimum_notice(site, meeting_type, consultant):
    t = meeting_type()
    consultant(t)
    slots = free_slots(t, SUNDAY, SUNDAY, now=NOW)
    # 06:00 + 4 h notice: the first slot is 10:00; the last 30-minute meeting starts 17:30.
    assert times(slots) == [f"{h:02d}:{m:02d}" for h in range(10, 18) for m in (0, 30)]
    assert all(s.end - s.start == dt.timedelta(minutes=30) for s in slots)


def test_there_are_no_slots_on_the_weekend_or_on_a_closure(site, meeting_type, consultant):
    t = meeting_type()
    consultant(t)
    Closure.objects.create(date=dt.date(2027, 1, 4), name_en="Office closed")
    slots = free_slots(t, SUNDAY, dt.date(2027, 1, 10), now=NOW)
    days = sorted({s.day for s in slots})
    assert dt.date(2027, 1, 4) not in days
    assert FRIDAY not in days and dt.date(2027, 1, 9) not in days
    assert dt.date(2027, 1, 5) in days and dt.date(2027, 1, 10) in days


def test_a_booking_holds_its_buffers_so_the_next_slot_leaves_room(site, meeting_type, consultant, make_lead):
    t = meeting_type(buffer_before_minutes=15, buffer_after_minutes=10)
    c = consultant(t)
    hold(t, c, doha(2027, 1, 4, 11), make_lead)  # holds 10:45-11:40
    monday = times(free_slots(t, dt.date(2027, 1, 4), dt.date(2027, 1, 4), now=NOW))
    # 10:00 would hold 09:45-10:40 (free); 10:30 would hold 10:15-11:10 (taken); 12:00 holds 11:45-12:40.
    assert "10:00" in monday and "10:30" not in monday and "11:00" not in monday and "11:30" not in monday
    assert "12:00" in monday


def test_the_booking_window_ends_the_calendar(site, meeting_type, consultant):
    t = meeting_type(window_days=30)
    consultant(t)
    first, last = bookable_days(t, NOW)
    assert (first, last) == (SUNDAY, dt.date(2027, 2, 2))
    slots = free_slots(t, SUNDAY, dt.date(2027, 2, 28), now=NOW)
    assert max(s.day for s in slots) == dt.date(2027, 2, 2)


def test_notice_late_in_the_day_moves_the_first_slot_to_the_next_working_day(site, meeting_type, consultant):
    t = meeting_type()
    consultant(t)
    late = doha(2027, 1, 7, 15)  # Thursday 15:00: + 4 h is after closing
    slots = free_slots(t, dt.date(2027, 1, 7), dt.date(2027, 1, 10), now=late)
    assert slots[0].start.astimezone(zone()) == doha(2027, 1, 10, 9)


def test_ramadan_hours_replace_the_working_day(site, meeting_type, consultant):
    t = meeting_type()
    consultant(t)
    SpecialHours.objects.create(name_en="Ramadan", starts_on=dt.date(2027, 2, 8), ends_on=dt.date(2027, 3, 8),
                                opens_at=dt.time(9), closes_at=dt.time(15), ramadan=True)
    now = doha(2027, 2, 10, 6)
    ramadan_day = times(free_slots(t, dt.date(2027, 2, 14), dt.date(2027, 2, 14), now=now))
    assert ramadan_day[0] == "09:00" and ramadan_day[-1] == "14:30"
    # Friday stays a day off in Ramadan, and the ordinary hours come back after it.
    assert free_slots(t, dt.date(2027, 2, 12), dt.date(2027, 2, 12), now=now) == []
    assert times(free_slots(t, dt.date(2027, 3, 9), dt.date(2027, 3, 9), now=now))[-1] == "17:30"


def test_a_consultants_own_hours_and_time_off_are_respected(site, meeting_type, consultant):
    t = meeting_type()
    c = consultant(t)
    WorkingHours.objects.create(consultant=c, weekday=0, starts_at=dt.time(13), ends_at=dt.time(15))  # Mondays
    TimeOff.objects.create(consultant=c, starts_at=doha(2027, 1, 11, 13), ends_at=doha(2027, 1, 11, 14))
    slots = free_slots(t, SUNDAY, dt.date(2027, 1, 16), now=NOW)
    assert sorted({s.day for s in slots}) == [dt.date(2027, 1, 4), dt.date(2027, 1, 11)]
    assert times(slots, dt.date(2027, 1, 4)) == ["13:00", "13:30", "14:00", "14:30"]
    assert times(slots, dt.date(2027, 1, 11)) == ["14:00", "14:30"]


def test_the_daily_limit_closes_a_consultants_day(site, meeting_type, consultant, make_lead):
    t = meeting_type(daily_limit=1)
    c = consultant(t)
    hold(t, c, doha(2027, 1, 4, 9), make_lead)
    assert free_slots(t, dt.date(2027, 1, 4), dt.date(2027, 1, 4), now=NOW) == []
    assert free_slots(t, dt.date(2027, 1, 5), dt.date(2027, 1, 5), now=NOW) != []


def test_a_slot_stays_free_while_another_consultant_is_free(site, meeting_type, consultant, make_lead):
    t = meeting_type()
    sara, omar = consultant(t, name="Sara"), consultant(t, name="Omar")
    hold(t, sara, doha(2027, 1, 4, 9), make_lead)
    nine = [s for s in free_slots(t, dt.date(2027, 1, 4), dt.date(2027, 1, 4), now=NOW)
            if s.start == doha(2027, 1, 4, 9)]
    assert [s.consultants for s in nine] == [(omar.pk,)]
    assert sara.pk not in nine[0].consultants


def test_inactive_consultants_and_other_types_give_no_slots(site, meeting_type, consultant):
    t, other = meeting_type(), meeting_type()
    consultant(other)
    consultant(t, active=False)
    assert free_slots(t, SUNDAY, SUNDAY, now=NOW) == []


def test_staff_may_book_inside_the_notice_but_not_in_the_past(site, meeting_type, consultant):
    t = meeting_type()
    consultant(t)
    staff = times(free_slots(t, SUNDAY, SUNDAY, now=doha(2027, 1, 3, 9, 10), staff=True))
    assert staff[0] == "09:30"
