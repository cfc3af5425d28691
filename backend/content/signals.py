"""Any save or delete of content bumps the content version, so cached pages are rendered anew; so does
a change of an item's links (a post's tags, set after the post is saved). Content is what the kinds
declare (kinds/): registering a kind watches its model (kinds/registry.py)."""

from django.db.models import Model
from django.db.models.signals import m2m_changed, post_delete, post_save

from . import models as m


def _bump(sender, **kwargs) -> None:
    if kwargs.get("raw"):
        return
    if kwargs.get("action", "post_").startswith("pre_"):
        return  # m2m_changed: only once the links are written
    m.ContentVersion.bump()


def watch(model: type[Model]) -> None:
    """Every save, delete and change of links of `model`'s items bumps the content version."""
    post_save.connect(_bump, sender=model, dispatch_uid=f"content-version-save-{model.__name__}")
    post_delete.connect(_bump, sender=model, dispatch_uid=f"content-version-delete-{model.__name__}")
    for field in model._meta.many_to_many:
        m2m_changed.connect(_bump, sender=field.remote_field.through,
                            dispatch_uid=f"content-version-links-{model.__name__}-{field.name}")
