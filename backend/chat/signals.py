"""An editor's example sentence (models.Example, from the assistant's inbox) changes what the assistant
answers: saving or deleting one bumps the content version, as a content save does, so the assistant's
reading (reading.of, built per content version) is built again with it."""

from django.db.models.signals import post_delete, post_save

from content.models import ContentVersion

from .models import Example


def _bump(sender, **kwargs) -> None:
    if not kwargs.get("raw"):
        ContentVersion.bump()


post_save.connect(_bump, sender=Example, dispatch_uid="chat-example-save")
post_delete.connect(_bump, sender=Example, dispatch_uid="chat-example-delete")
