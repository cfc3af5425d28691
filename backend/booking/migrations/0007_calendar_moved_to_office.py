# The office calendar's models (closures, special hours, seeded holiday years) moved to the office app
# (office/models.py): their tables take the office app's names, booking forgets them.

from django.db import migrations

MOVED = ("Closure", "HolidaySeed", "SpecialHours")


class Migration(migrations.Migration):

    dependencies = [
        ('booking', '0006_consultant_video_link_removed'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[migrations.AlterModelTable(name, f"office_{name.lower()}") for name in MOVED],
            state_operations=[migrations.DeleteModel(name) for name in MOVED],
        ),
    ]
