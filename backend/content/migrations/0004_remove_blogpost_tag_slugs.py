"""The comma-separated tags column, emptied into BlogTag links by 0003."""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ("content", "0003_blog_tags_from_slugs"),
    ]

    operations = [
        migrations.RemoveField(model_name="blogpost", name="tag_slugs"),
    ]
