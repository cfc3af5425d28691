from django.db import migrations, models

# IRCC's page of Express Entry rounds: the source given to the draws entered before each had its own.
ROUNDS_PAGE = ("https://www.canada.ca/en/immigration-refugees-citizenship/corporate/mandate/"
               "policies-operational-instructions-agreements/ministerial-instructions/express-entry-rounds.html")


class Migration(migrations.Migration):

    dependencies = [
        ('tools', '0001_crs_draw'),
    ]

    operations = [
        migrations.RemoveField(
            model_name='crsdraw',
            name='demo',
        ),
        migrations.AddField(
            model_name='crsdraw',
            name='source_url',
            field=models.URLField(default=ROUNDS_PAGE, help_text="IRCC's page for this round, which the figures are copied from.", max_length=500, verbose_name='official source URL'),
            preserve_default=False,
        ),
    ]
