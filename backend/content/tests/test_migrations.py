"""Data kept across a migration that renames a column: what staff wrote stays, demo labels are reworded."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor


@pytest.mark.django_db(transaction=True)
def test_the_success_rate_column_becomes_our_experience_keeping_edits_and_rewording_demo_labels():
    executor = MigrationExecutor(connection)
    before = ("content", "0004_remove_blogpost_tag_slugs")
    executor.migrate([before])
    old = executor.loader.project_state([before]).apps.get_model("content", "Country")
    old.objects.create(slug="canada", code="CA", name_en="Canada", summary_en="s", processing_time_en="x",
                       success_rate_en="High for well-prepared files", success_rate_ar="مرتفعة للملفات المُعدّة جيدًا")
    old.objects.create(slug="japan", code="JP", name_en="Japan", summary_en="s", processing_time_en="x",
                       success_rate_en="Work visas since 2015", success_rate_ar="")
    executor = MigrationExecutor(connection)
    executor.migrate([("content", "0005_country_experience")])
    new = executor.loader.project_state([("content", "0005_country_experience")]).apps.get_model("content", "Country")
    texts = {c.slug: (c.experience_en, c.experience_ar) for c in new.objects.all()}
    assert texts == {
        "canada": ("Our most requested destination, from Express Entry to family sponsorship",
                   "أكثر وجهاتنا طلبًا، من الدخول السريع إلى لمّ شمل الأسرة"),
        "japan": ("Work visas since 2015", ""),
    }
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
