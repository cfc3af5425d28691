# Team photos get square WebP copies for srcset (content/photos.py), made on save; this also makes them
# for the photos already uploaded, so the About page serves them at once.

from django.db import migrations, models


def make_for_existing_photos(apps, schema_editor):
    from content import photos

    TeamMember = apps.get_model("content", "TeamMember")
    for member in TeamMember.objects.exclude(photo=""):
        photos.refresh(member)  # logs and leaves {} when a file is missing: the page shows the original
        member.save(update_fields=["photo_variants"])


class Migration(migrations.Migration):

    dependencies = [
        ("content", "0005_country_experience"),
    ]

    operations = [
        migrations.AddField(
            model_name="teammember",
            name="photo_variants",
            field=models.JSONField(blank=True, default=dict, editable=False),
        ),
        migrations.RunPython(make_for_existing_photos, migrations.RunPython.noop),
    ]
