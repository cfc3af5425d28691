from django.apps import AppConfig


class ContentConfig(AppConfig):
    name = "content"
    verbose_name = "Content"

    def ready(self) -> None:
        from . import signals  # noqa: F401  (bumps the content version on every save)
