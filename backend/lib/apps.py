from django.apps import AppConfig


class LibConfig(AppConfig):
    """The shared helpers; an app only for the rate limits' counters (lib/models.py)."""

    name = "lib"
    verbose_name = "Shared helpers"
