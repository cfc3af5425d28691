from django.apps import AppConfig


class CasesConfig(AppConfig):
    name = "cases"

    def ready(self) -> None:
        from leads.signals import lead_status_changed

        from . import service

        # A converted lead opens (or reopens) its case (leads/lifecycle.py sends it).
        lead_status_changed.connect(service.on_status_changed, dispatch_uid="cases.open")
