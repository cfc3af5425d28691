from django.apps import AppConfig


class ChatConfig(AppConfig):
    name = "chat"
    verbose_name = "Chat assistant"

    def ready(self) -> None:
        from . import signals  # noqa: F401  (an editor's example sentence bumps the content version)
