"""The office calendar's rows (closures, Ramadan hours, seeded years) move from booking's tables to the
office app's when migrating, and back when migrating back (booking 0007)."""

import datetime as dt

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = ("booking", "0006_consultant_video_link_removed")


def _migrate(target: list[tuple[str, str]] | None = None):
    executor = MigrationExecutor(connection)
    executor.migrate(target or executor.loader.graph.leaf_nodes())
    return MigrationExecutor(connection).loader.project_state(target).apps if target else None


@pytest.mark.django_db(transaction=True)
def test_the_calendars_rows_move_to_the_office_app_and_back():
    old = _migrate([BEFORE])
    old.get_model("booking", "Closure").objects.create(date=dt.date(2027, 3, 10), name_en="Eid al-Fitr",
                                                       name_ar="عيد الفطر", source="holiday", estimated=True)
    old.get_model("booking", "SpecialHours").objects.create(
        name_en="Ramadan", starts_on=dt.date(2027, 2, 8), ends_on=dt.date(2027, 3, 9), opens_at=dt.time(9),
        closes_at=dt.time(15), ramadan=True)
    seeded = old.get_model("booking", "HolidaySeed").objects.create(year=2027)
    _migrate()
    from office.models import Closure, HolidaySeed, SpecialHours

    eid = Closure.objects.get()
    assert (eid.name_ar, eid.source, eid.estimated) == ("عيد الفطر", "holiday", True)
    assert SpecialHours.objects.get().closes_at == dt.time(15)
    assert HolidaySeed.objects.get().at == seeded.at
    Closure.objects.create(date=dt.date(2027, 3, 11), name_en="Eid al-Fitr")
    back = _migrate([BEFORE])
    assert back.get_model("booking", "Closure").objects.count() == 2
    _migrate()
    assert Closure.objects.count() == 2
