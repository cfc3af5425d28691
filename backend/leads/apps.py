from django.apps import AppConfig


class LeadsConfig(AppConfig):
    name = "leads"

    def ready(self) -> None:
        from django.db.models.signals import post_delete

        from mail.signals import worker_tick

        from . import digest, inbound, task_reminders
        from .models import InboundAttachment, InboundEmail

        # The morning digests are queued on the mail worker's tick (mail/signals.py).
        worker_tick.connect(digest.on_worker_tick, dispatch_uid="leads.digest")
        # A task's reminder when it falls due (leads/task_reminders.py).
        worker_tick.connect(task_reminders.on_worker_tick, dispatch_uid="leads.task_reminders")
        for model in (InboundEmail, InboundAttachment):
            post_delete.connect(inbound.delete_files, sender=model, dispatch_uid=f"leads.files.{model.__name__}")
