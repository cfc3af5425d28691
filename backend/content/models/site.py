"""Site-wide settings (one row) and the content version that keys the page cache."""

import datetime

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import connection, models

from lib import strings
from lib.i18n import tr, translated

# What each channel promises by default (the contact page's texts before they were settings).
REPLY_PROMISES = {
    "email": {"en": "within 4–6 hours", "ar": "خلال 4 إلى 6 ساعات"},
    "phone": {"en": "same-day callback", "ar": "معاودة الاتصال في اليوم نفسه"},
    "whatsapp": {"en": "instant replies during business hours", "ar": "ردود فورية خلال ساعات العمل"},
}
# The channels in the order the contact page lists them.
REPLY_CHANNELS = tuple(REPLY_PROMISES)


def _promise(channel: str, name: str) -> tuple[models.CharField, models.CharField]:
    """A channel's reply promise in both languages, the current texts by default; empty: not shown."""
    en = models.CharField(f"{name} reply promise", max_length=120, blank=True, default=REPLY_PROMISES[channel]["en"],
                          help_text=f"Shown after \"{name}:\" under \"How quickly we reply\"; empty: not shown.")
    return en, models.CharField(max_length=120, blank=True, default=REPLY_PROMISES[channel]["ar"])


class SiteSettings(models.Model):
    """The single row of settings editors change without a developer. Use SiteSettings.load()."""

    company_name_en, company_name_ar = translated(models.CharField, max_length=120)
    tagline_en, tagline_ar = translated(models.CharField, max_length=160, blank=True)
    description_en, description_ar = translated(models.TextField, max_length=600, blank=True)
    phone = models.CharField(max_length=32)
    email = models.EmailField()
    # Digits only with country code, as wa.me wants them (e.g. 97444001234).
    whatsapp = models.CharField(max_length=20, blank=True)
    # Business hours: the days the office opens (English two-letter codes, schema.org style) and times.
    open_days = models.CharField(max_length=30, default="Su,Mo,Tu,We,Th")
    opens_at = models.TimeField(default=datetime.time(9, 0))
    closes_at = models.TimeField(default=datetime.time(18, 0))
    # How quickly enquiries are answered, as the contact page and the chat promise it. The number is also
    # what each new lead's reply-by deadline counts (leads/reply_by.py); the channels' promises are text.
    reply_within_hours = models.PositiveSmallIntegerField(
        "Reply within (hours)", default=24, validators=[MinValueValidator(1), MaxValueValidator(120)],
        help_text="The first reply to an enquiry is promised within this many hours, counted on business days; "
                  "each new lead's reply-by time is counted from it.")
    reply_email_en, reply_email_ar = _promise("email", "E-mail")
    reply_phone_en, reply_phone_ar = _promise("phone", "Phone")
    reply_whatsapp_en, reply_whatsapp_ar = _promise("whatsapp", "WhatsApp")
    facebook_url = models.URLField(blank=True)
    twitter_url = models.URLField(blank=True)
    linkedin_url = models.URLField(blank=True)
    youtube_url = models.URLField(blank=True)
    instagram_url = models.URLField(blank=True)
    tiktok_url = models.URLField(blank=True)
    notification_email = models.EmailField(blank=True, help_text="Where new leads are announced to staff.")
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "site settings"

    def __str__(self) -> str:
        return self.company_name_en

    def save(self, *args, **kwargs) -> None:
        self.pk = 1
        super().save(*args, **kwargs)

    @classmethod
    def load(cls) -> "SiteSettings":
        found = cls.objects.filter(pk=1).first()
        if found is not None:
            return found
        return cls(pk=1, company_name_en="Immigration Consultancy", phone="", email="info@example.com")

    @property
    def open_day_list(self) -> list[str]:
        return [d.strip() for d in self.open_days.split(",") if d.strip()]

    def reply_within(self, lang: str) -> str:
        """"within 24 hours" / «خلال 24 ساعة»: how soon a first reply is promised (on business days)."""
        return strings.counted("contact.response.within", lang, self.reply_within_hours)

    def reply_promises(self, lang: str) -> list[str]:
        """The contact page's "How quickly we reply" list in `lang`, as the server writes it (the chat):
        the first reply on business days, then each channel that promises something."""
        said = [strings.fill(strings.t("contact.response.businessDays", lang), {"within": self.reply_within(lang)})]
        for channel in REPLY_CHANNELS:
            promise = tr(self, f"reply_{channel}")[lang]
            if promise:
                said.append(strings.fill(strings.t(f"contact.response.{channel}", lang), {"promise": promise}))
        return said


class ContentVersion(models.Model):
    """One counter, bumped by every content save: rendered pages are cached per version."""

    value = models.PositiveBigIntegerField(default=0)

    def __str__(self) -> str:
        return f"content version {self.value}"

    @classmethod
    def current(cls) -> int:
        # Read on every page request, cached or not: one plain SELECT without the ORM's query
        # building, which was half the cost of serving a cached page.
        table = connection.ops.quote_name(cls._meta.db_table)
        with connection.cursor() as cursor:
            cursor.execute(f"SELECT value FROM {table} WHERE id = 1")  # noqa: S608 - our own table name
            row = cursor.fetchone()
        return row[0] if row else 0

    @classmethod
    def bump(cls) -> None:
        updated = cls.objects.filter(pk=1).update(value=models.F("value") + 1)
        if not updated:
            cls.objects.get_or_create(pk=1, defaults={"value": 1})
