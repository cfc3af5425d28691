from django.apps import AppConfig


class ContentConfig(AppConfig):
    name = "content"
    verbose_name = "Content"

    def ready(self) -> None:
        # Registers content's kinds, each of whose saves then bumps the content version (kinds/registry.py).
        from . import kinds  # noqa: F401
