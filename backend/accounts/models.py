from django.conf import settings
from django.db import models


class AuditEntry(models.Model):
    """One admin write: who did what to which record, when, with the values before and after."""

    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    # Kept as text too, so the entry still names the person after their account is deleted.
    actor_email = models.CharField(max_length=254, blank=True)
    action = models.CharField(max_length=40, db_index=True)
    target_type = models.CharField(max_length=60, db_index=True)
    target_id = models.CharField(max_length=40, blank=True)
    summary = models.CharField(max_length=300, blank=True)
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)
    ip = models.GenericIPAddressField(null=True, blank=True)
    at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-at", "-id"]
        verbose_name_plural = "audit entries"

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M} {self.actor_email} {self.action} {self.target_type}#{self.target_id}"


class StaffPreference(models.Model):
    """A staff member's own settings: the language the admin speaks to them (accounts/preferences.py), and
    the name visitors and colleagues see, in English and in Arabic (accounts/names.py)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, primary_key=True,
                                related_name="preference")
    language = models.CharField(max_length=2, choices=[("en", "English"), ("ar", "Arabic")], default="en")
    # "" falls back: Arabic to English, English to the account's first and last name or its e-mail.
    display_name_en = models.CharField(max_length=150, blank=True)
    display_name_ar = models.CharField(max_length=150, blank=True)

    def __str__(self) -> str:
        return f"{self.user_id}: {self.language}"
