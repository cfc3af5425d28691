from django.apps import AppConfig


class LeadsConfig(AppConfig):
    name = "leads"

    def ready(self) -> None:
        from mail.signals import worker_tick

        from . import digest, task_reminders

        # The morning digests are queued on the mail worker's tick (mail/signals.py).
        worker_tick.connect(digest.on_worker_tick, dispatch_uid="leads.digest")
        # A task's reminder when it falls due (leads/task_reminders.py).
        worker_tick.connect(task_reminders.on_worker_tick, dispatch_uid="leads.task_reminders")
