# The office calendar's models (closures, special hours, seeded holiday years) moved to the office app
# (office/models.py): their rows move there, and booking's tables are dropped (back: the other way).

from django.db import migrations

MOVED = ("Closure", "HolidaySeed", "SpecialHours")
FIELDS = {
    "Closure": ("date", "name_en", "name_ar", "source", "estimated"),
    "HolidaySeed": ("year", "at"),
    "SpecialHours": ("name_en", "name_ar", "starts_on", "ends_on", "opens_at", "closes_at", "ramadan", "estimated"),
}


def _move(source: str, target: str):
    def run(apps, schema_editor):
        for name in MOVED:
            old, new = apps.get_model(source, name), apps.get_model(target, name)
            rows = list(old.objects.all())
            new.objects.bulk_create(new(**{f: getattr(row, f) for f in FIELDS[name]}) for row in rows)
            if name == "HolidaySeed":  # `at` is set on insert: keep when each year was seeded
                for row in rows:
                    new.objects.filter(year=row.year).update(at=row.at)
            old.objects.all().delete()
    return run


class Migration(migrations.Migration):

    dependencies = [
        ('booking', '0006_consultant_video_link_removed'),
        ('office', '0001_initial'),
    ]

    operations = [
        migrations.RunPython(_move("booking", "office"), _move("office", "booking")),
        *(migrations.DeleteModel(name) for name in MOVED),
    ]
