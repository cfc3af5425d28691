"""WhatsApp's click-to-chat link, written once: https://wa.me/<digits>, with a message already written
in when one is given. SiteSettings.whatsapp holds the digits with the country code."""

from urllib.parse import quote


def click_to_chat(number: str, text: str = "") -> str:
    """The link, or "" when there is no number."""
    if not number:
        return ""
    return f"https://wa.me/{number}" + (f"?text={quote(text)}" if text else "")
