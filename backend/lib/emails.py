"""The one rule for an e-mail address a person types (the contact form, a staff account): trimmed,
checked by Django's validator, with the same message wherever it is refused."""

from django.core.exceptions import ValidationError
from django.core.validators import validate_email

INVALID = "Enter a valid e-mail address, e.g. name@example.com."


def clean_email(value: str) -> str:
    """The address without surrounding spaces; ValueError (a 422 field error) when it is not one."""
    value = value.strip()
    # A quoted local part ("a>,<b"@example.com) is valid by the standard but typed by nobody, and lets
    # markup-like text into places that show the address (a mailto: link, a staff notification).
    if value.startswith('"'):
        raise ValueError(INVALID)
    try:
        validate_email(value)
    except ValidationError as exc:
        raise ValueError(INVALID) from exc
    return value
