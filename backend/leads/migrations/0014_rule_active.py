from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("leads", "0013_tasks"),
    ]

    operations = [
        migrations.AddField(
            model_name="assignmentrule",
            name="active",
            field=models.BooleanField(default=True),
        ),
    ]
