"""The Express Entry draws staff enter from IRCC's rounds page, each with the address of its round: the
calculator page shows the latest cut-offs beside a visitor's CRS score while they are recent. A content
kind (tools/draws.py, registered into content.kinds by tools/apps.py), edited in the CMS like any other."""

from django.db import models

from content.models.base import Publishable


class CrsDraw(Publishable):
    """One round of invitations: when, for whom, the lowest score invited and how many were invited."""

    class Kind(models.TextChoices):
        GENERAL = "general", "General (all programmes)"
        CEC = "cec", "Canadian Experience Class"
        PNP = "pnp", "Provincial Nominee Program"
        FRENCH = "french", "French-language proficiency"
        HEALTHCARE = "healthcare", "Healthcare and social services"
        TRADES = "trades", "Trade occupations"
        STEM = "stem", "STEM occupations"
        EDUCATION = "education", "Education occupations"
        TRANSPORT = "transport", "Transport occupations"
        AGRICULTURE = "agriculture", "Agriculture and agri-food"
        FSW = "fsw", "Federal Skilled Worker"

    date = models.DateField(db_index=True)
    kind = models.CharField(max_length=12, choices=Kind.choices)
    cutoff = models.PositiveSmallIntegerField(help_text="The lowest CRS score invited (0–1200).")
    invitations = models.PositiveIntegerField()
    # Where the figures come from: IRCC's page for this round (the calculator links to it).
    source_url = models.URLField(
        max_length=500, verbose_name="official source URL",
        help_text="IRCC's page for this round, which the figures are copied from.")

    class Meta:
        ordering = ["-date", "-id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(cutoff__lte=1200), name="crs_draw_cutoff_at_most_1200"),
        ]

    def __str__(self) -> str:
        return f"{self.date:%Y-%m-%d} {self.get_kind_display()}: {self.cutoff}"
