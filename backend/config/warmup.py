"""Work a web process does once before its first request, so that its first visitor is answered as
fast as its hundredth (gunicorn calls `warm` in each new worker: config/gunicorn.py)."""

import logging

from django.db import DatabaseError, connection
from django.urls import get_resolver

log = logging.getLogger(__name__)


def warm() -> None:
    get_resolver().url_patterns  # noqa: B018  (imports every view module)
    try:
        from chat import knowledge

        knowledge.current()  # the assistant's passages and their search index
    except DatabaseError:
        log.warning("warm-up skipped the assistant's index: the database is not reachable yet")
    finally:
        # The warm-up's connection belongs to no request thread: closed, it does not count against
        # the processes x threads bound.
        connection.close()
