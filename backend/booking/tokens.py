"""The visitor's links to their booking: a signed token naming the booking's random UID.

Signed with the site's secret key and a salt of its own, so a token cannot be guessed (the UID is
random) or altered (the signature would no longer match). It carries no expiry: what a link may do
(move, cancel) is decided by the booking's state and the minimum notice when it is used.
"""

from django.core import signing

from lib.paths import localized_path
from lib.site_url import public_url

from .models import Booking

_SIGNER = signing.Signer(salt="booking.manage", sep=".")


def make(booking: Booking) -> str:
    return _SIGNER.sign(str(booking.uid))


def read(token: str) -> Booking | None:
    """The booking a token names, or None for an altered, truncated or unknown one."""
    try:
        uid = _SIGNER.unsign(token)
    except signing.BadSignature:
        return None
    return Booking.objects.select_related("lead", "meeting_type", "consultant__user").filter(uid=uid).first()


def page_path(booking: Booking, lang: str) -> str:
    return localized_path(f"/booking/{make(booking)}", lang)


def page_paths(booking: Booking) -> dict[str, str]:
    """The booking page in each language ({"en": …, "ar": …}), as the API gives every page's path."""
    return {lang: page_path(booking, lang) for lang in ("en", "ar")}


def manage_url(booking: Booking, lang: str, action: str | None = None) -> str:
    """The absolute address of the booking page (for e-mails), opening `action` (reschedule, cancel)."""
    query = f"?action={action}" if action else ""
    return public_url(page_path(booking, lang) + query)
