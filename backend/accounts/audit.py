"""Recording admin writes in the audit log."""

import json
from typing import Any

from django.core.serializers.json import DjangoJSONEncoder
from django.http import HttpRequest

from lib.ratelimit import client_address

from .models import AuditEntry


def _jsonable(value: Any) -> Any:
    return None if value is None else json.loads(json.dumps(value, cls=DjangoJSONEncoder))


def record(
    request: HttpRequest, action: str, target_type: str, target_id: Any = "", *,
    summary: str = "", before: Any = None, after: Any = None,
) -> AuditEntry:
    user: Any = request.user if request.user.is_authenticated else None
    email = (user.email or user.get_username()) if user else ""
    return AuditEntry.objects.create(
        actor=user, actor_email=email,
        action=action, target_type=target_type, target_id=str(target_id or ""), summary=summary[:300],
        before=_jsonable(before), after=_jsonable(after),
        ip=client_address(request),
    )
