"""Whether the chat's optional LLM mode is on and whether its answers stream, from the settings: the
chat reads it (chat/llm.py), and the site settings tell the widget (content/kinds/site.py), which
streams its requests only then."""

from django.conf import settings


def llm_enabled() -> bool:
    return bool(settings.CHAT_LLM_BASE_URL and settings.CHAT_LLM_MODEL)


def streams() -> bool:
    return llm_enabled() and bool(settings.CHAT_LLM_STREAM)
