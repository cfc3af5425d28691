"""A lead's own reply address: the firm's inbound address (settings.INBOUND_MAIL_ADDRESS) plus a tag naming
the lead and signed with the site's secret, hello+lead-12-<signature>@example.qa. A reply to it finds its
lead (leads/inbound.py); the signature makes the tag impossible to guess, so nobody can write to another
person's lead by changing the number.

The signature is Django's keyed HMAC (salted_hmac, the one under django.core.signing) in lowercase hex:
mail servers may change the case of an address, which base64 would not survive. Keys in
SECRET_KEY_FALLBACKS are accepted too, so rotating the secret leaves earlier replies matched.
"""

import re

from django.conf import settings
from django.utils.crypto import constant_time_compare, salted_hmac

SALT = "leads.reply_address"
TAG_LENGTH = 20  # hex digits: 80 bits
_TAG = re.compile(rf"\+lead-(\d{{1,12}})-([0-9a-f]{{{TAG_LENGTH}}})")


def _signature(lead_id: int, secret: str) -> str:
    return salted_hmac(SALT, str(lead_id), secret=secret, algorithm="sha256").hexdigest()[:TAG_LENGTH]


def _base() -> tuple[str, str] | None:
    local, at, domain = settings.INBOUND_MAIL_ADDRESS.strip().rpartition("@")
    return (local, domain) if at and local and domain else None


def for_lead(lead_id: int) -> str:
    """The lead's reply address; "" when no inbound address is configured."""
    base = _base()
    if base is None:
        return ""
    local, domain = base
    return f"{local}+lead-{lead_id}-{_signature(lead_id, settings.SECRET_KEY)}@{domain}"


def lead_id_in(address: str) -> int | None:
    """The lead an address of ours names with a valid signature; None for any other address."""
    base = _base()
    if base is None:
        return None
    local, _, domain = address.strip().strip("<>").lower().rpartition("@")
    ours_local, ours_domain = (part.lower() for part in base)
    if domain != ours_domain or not local.startswith(ours_local + "+"):
        return None
    found = _TAG.fullmatch(local[len(ours_local):])
    if found is None:
        return None
    lead_id, signature = int(found.group(1)), found.group(2)
    secrets = [settings.SECRET_KEY, *getattr(settings, "SECRET_KEY_FALLBACKS", [])]
    if any(constant_time_compare(signature, _signature(lead_id, secret)) for secret in secrets):
        return lead_id
    return None
