from django.apps import AppConfig


class ChatConfig(AppConfig):
    name = "chat"
    verbose_name = "Chat assistant"

    def ready(self) -> None:
        from leads.signals import lead_admitted

        from . import signals, story  # noqa: F401  (an editor's example sentence bumps the content version)

        # A form's lead from a browser that chatted gets the conversation (story.py).
        lead_admitted.connect(story.attach, dispatch_uid="chat.story")
