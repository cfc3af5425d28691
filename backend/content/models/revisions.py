"""The kept versions of every content item: one row per save, restore, publish or delete made in the CMS,
and the drafts editors keep aside (content/revisions.py writes and reads them)."""

from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.db import models


class Revision(models.Model):
    """One version of one item of a content kind, as the CMS reads it (admin_items.item)."""

    class Action(models.TextChoices):
        # The item as it was when history began (kept by its first save in the CMS).
        INITIAL = "initial", "Initial"
        CREATE = "create", "Create"
        UPDATE = "update", "Update"
        RESTORE = "restore", "Restore"
        PUBLISH = "publish", "Publish"
        DELETE = "delete", "Delete"
        # Kept aside, not applied to the live item until published.
        DRAFT = "draft", "Draft"

    kind = models.CharField(max_length=40)
    # Null for a draft of an item not created yet (and for a single-item kind's one row it is its pk).
    object_id = models.PositiveBigIntegerField(null=True, blank=True)
    data = models.JSONField(encoder=DjangoJSONEncoder)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                             related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    action = models.CharField(max_length=10, choices=Action.choices)
    summary = models.CharField(max_length=300, blank=True)
    # A draft: the revision of the live item it started from (a publish over a later save is refused).
    base = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")

    class Meta:
        ordering = ["-id"]
        indexes = [models.Index(fields=["kind", "object_id", "-id"], name="content_rev_item")]

    def __str__(self) -> str:
        return f"{self.kind}:{self.object_id} {self.action} #{self.pk}"
