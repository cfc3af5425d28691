"""What a visitor is asked to bring to their consultation: what the content says for the service they
chose (its `bring` field, Arabic falling back to English), else the general list (booking.bring.default
in the pages' strings). Shown in the booking's e-mails and on its page."""

from content.kinds.services import KIND as SERVICES
from lib import strings
from lib.i18n import tr


def bring(service: str, lang: str) -> str:
    found = SERVICES.model._default_manager.filter(slug=service).first() if service else None
    text = tr(found, "bring")[lang].strip() if found is not None else ""
    return text or strings.t("booking.bring.default", lang)
