# The office calendar's models, which booking kept before (booking 0007 copies their rows here).

import datetime

from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    dependencies = []

    operations = [
        migrations.CreateModel(
            name='Closure',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('date', models.DateField(unique=True)),
                ('name_en', models.CharField(max_length=120)),
                ('name_ar', models.CharField(blank=True, default='', max_length=120)),
                ('source', models.CharField(choices=[('holiday', 'Public holiday'), ('staff', 'Added by staff')], default='staff', max_length=10)),
                ('estimated', models.BooleanField(default=False)),
            ],
            options={
                'ordering': ['date'],
            },
        ),
        migrations.CreateModel(
            name='HolidaySeed',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('year', models.PositiveSmallIntegerField(unique=True)),
                ('at', models.DateTimeField(auto_now_add=True)),
            ],
        ),
        migrations.CreateModel(
            name='SpecialHours',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('name_en', models.CharField(max_length=120)),
                ('name_ar', models.CharField(blank=True, default='', max_length=120)),
                ('starts_on', models.DateField()),
                ('ends_on', models.DateField()),
                ('opens_at', models.TimeField(default=datetime.time(9, 0))),
                ('closes_at', models.TimeField(default=datetime.time(15, 0))),
                ('ramadan', models.BooleanField(default=False)),
                ('estimated', models.BooleanField(default=False)),
            ],
            options={
                'verbose_name_plural': 'special hours',
                'ordering': ['starts_on'],
                'constraints': [models.CheckConstraint(condition=models.Q(('ends_on__gte', models.F('starts_on'))), name='special_hours_days'), models.CheckConstraint(condition=models.Q(('closes_at__gt', models.F('opens_at'))), name='special_hours_order')],
            },
        ),
    ]
