"""Each booking gets its own unguessable video room (before, every video meeting of a consultant used the
consultant's one room). Existing bookings get a room of their own too: the column is added empty, filled
row by row, then made unique."""

from django.db import migrations, models

import booking.models


def give_rooms(apps, schema_editor):
    Booking = apps.get_model("booking", "Booking")
    for found in Booking.objects.filter(video_room__isnull=True).only("pk").iterator():
        Booking.objects.filter(pk=found.pk).update(video_room=booking.models.new_video_room())


class Migration(migrations.Migration):

    dependencies = [
        ("booking", "0001_booking"),
    ]

    operations = [
        migrations.AddField(
            model_name="booking",
            name="video_room",
            field=models.CharField(editable=False, max_length=40, null=True),
        ),
        migrations.RunPython(give_rooms, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="booking",
            name="video_room",
            field=models.CharField(default=booking.models.new_video_room, editable=False, max_length=40,
                                   unique=True),
        ),
    ]
