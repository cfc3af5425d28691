"""Leads stored before the contact form took its services from the content kept the form's own keys
(student-visas, skilled-migration, work-permits, family-sponsorship). Each becomes the slug of the content's
service that replaced it, but only where a service with that slug exists: a firm whose services are named
otherwise keeps the old key (the admin shows it as it is) rather than a slug that names nothing."""

from django.db import migrations

# The form's old keys and the services the demo content offers in their place (a one-time move of
# history; nothing reads this map afterwards).
OLD_KEYS = {"student-visas": "study", "skilled-migration": "migrate", "work-permits": "work",
            "family-sponsorship": "family"}


def forwards(apps, schema_editor):
    Lead = apps.get_model("leads", "Lead")
    Service = apps.get_model("content", "Service")
    present = set(Service.objects.filter(slug__in=OLD_KEYS.values()).values_list("slug", flat=True))
    for old, new in OLD_KEYS.items():
        if new in present:
            Lead.objects.filter(service=old).update(service=new)


class Migration(migrations.Migration):

    dependencies = [
        ("leads", "0009_reply_template_arabic_name"),
        ("content", "0007_programme"),
    ]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
