"""What a locked-out sign-in gets: the API's JSON error with Retry-After (django-axes calls this)."""

from typing import Any

from django.conf import settings
from django.http import HttpRequest, JsonResponse

from lib.errors import error_response


def locked_out(request: HttpRequest, original_response: Any = None, credentials: Any = None) -> JsonResponse:
    minutes = round(settings.AXES_COOLOFF_TIME * 60)
    return error_response(
        429, "locked_out", f"Too many failed sign-in attempts from this device. Try again in {minutes} minutes. "
        "You can also sign in from another device, or ask an admin to set you a new password.",
        headers={"Retry-After": str(minutes * 60)},
    )
