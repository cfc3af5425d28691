"""Any save or delete of content bumps the content version, so cached pages are rendered anew."""

from django.db.models.signals import post_delete, post_save

from . import models as m

CONTENT_MODELS = [
    m.Service, m.Country, m.Testimonial, m.SuccessStory, m.BlogPost,
    m.FaqItem, m.Office, m.Page, m.TeamMember, m.SiteSettings,
]


def _bump(sender, **kwargs) -> None:
    if kwargs.get("raw"):
        return
    m.ContentVersion.bump()


for model in CONTENT_MODELS:
    post_save.connect(_bump, sender=model, dispatch_uid=f"content-version-save-{model.__name__}")
    post_delete.connect(_bump, sender=model, dispatch_uid=f"content-version-delete-{model.__name__}")
