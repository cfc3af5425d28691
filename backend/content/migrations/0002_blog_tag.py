"""Blog tags become their own bilingual items (slug + English and Arabic name). The old comma-separated
column is kept as `tag_slugs` until 0003 has moved its values to the new links; 0004 drops it.
Three migrations, so each runs in its own transaction (PostgreSQL refuses to alter a table with
pending constraint checks from rows written earlier in the same transaction)."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("content", "0001_initial"),
    ]

    operations = [
        migrations.CreateModel(
            name="BlogTag",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("slug", models.SlugField(max_length=40, unique=True)),
                ("name_en", models.CharField(max_length=60)),
                ("name_ar", models.CharField(blank=True, default="", max_length=60)),
            ],
            options={
                "ordering": ["slug"],
            },
        ),
        migrations.RenameField(model_name="blogpost", old_name="tags", new_name="tag_slugs"),
        migrations.AddField(
            model_name="blogpost",
            name="tags",
            field=models.ManyToManyField(blank=True, related_name="posts", to="content.blogtag"),
        ),
    ]
