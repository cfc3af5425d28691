# A guide's review is signed off by a named staff member (reviewed_by) and is empty until then: the dates
# stored so far were typed in by hand with nobody's name, so they are cleared. The dates each destination's
# rules change (RuleChange) say when a guide is due for review again.

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def clear_unsigned_reviews(apps, schema_editor):
    apps.get_model("content", "Programme").objects.filter(reviewed_by=None).update(last_reviewed=None)


class Migration(migrations.Migration):

    dependencies = [
        ('content', '0010_facts'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name='programme',
            name='reviewed_by',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL, verbose_name='reviewed by'),
        ),
        migrations.AlterField(
            model_name='programme',
            name='figures_to_check',
            field=models.BooleanField(default=True, help_text='Tells visitors that some figures have not yet been checked against the official source. Untick it once every figure is checked: a guide cannot be marked reviewed while it is on.', verbose_name='figures still to confirm'),
        ),
        migrations.AlterField(
            model_name='programme',
            name='last_reviewed',
            field=models.DateField(blank=True, help_text='Set by "Mark reviewed" when a staff member has checked the figures against the official source.', null=True),
        ),
        migrations.RunPython(clear_unsigned_reviews, migrations.RunPython.noop),
        migrations.CreateModel(
            name='RuleChange',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('authority_en', models.CharField(help_text='Who makes the change ("Department of Home Affairs").', max_length=160)),
                ('authority_ar', models.CharField(blank=True, default='', help_text='Who makes the change ("Department of Home Affairs").', max_length=160)),
                ('what_en', models.CharField(help_text='A sentence without the date: "Australia\'s visa charges change".', max_length=200, verbose_name='what changes')),
                ('what_ar', models.CharField(blank=True, default='', help_text='A sentence without the date: "Australia\'s visa charges change".', max_length=200, verbose_name='what changes')),
                ('date', models.DateField(help_text='The day it changes; for a yearly change, its first year.')),
                ('every_year', models.BooleanField(default=False, help_text='It changes again on this day every year.')),
                ('note_en', models.TextField(blank=True)),
                ('note_ar', models.TextField(blank=True, default='')),
                ('source_url', models.URLField(blank=True, max_length=500, verbose_name='official source URL')),
                ('country', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='rule_changes', to='content.country')),
            ],
            options={
                'verbose_name': 'rule change date',
                'ordering': ['country__order', 'country__id', 'date', 'id'],
            },
        ),
    ]
