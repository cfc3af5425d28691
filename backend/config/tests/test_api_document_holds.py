"""The public API answers as its OpenAPI document says: schemathesis generates requests for every public
operation from the document (valid ones and invalid ones) and sends them to the Django app in-process,
over the demo content. No answer may be a 5xx, have a status the operation does not list, or a body
or content type other than the one listed for that status.

Bounded for `make test`: EXAMPLES per operation, derandomised (the same requests on every run, so a
failure is reproducible and the run's time is steady). Run more, with fresh examples, by hand:
    API_FUZZ_EXAMPLES=500 API_FUZZ_SEED=random .venv/bin/python -m pytest \
        backend/config/tests/test_api_document_holds.py
The staff API (/api/admin) is left out: its answers need a session, and these requests have none.
"""

import os
from collections.abc import Iterator
from io import StringIO

import pytest
import schemathesis
from django.core.cache import cache
from django.core.handlers.wsgi import WSGIHandler
from django.core.management import call_command
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, settings
from schemathesis import checks
from schemathesis.specs.openapi import checks as openapi_checks

from config.api import api
from lib.models import RateCount

from . import api_fuzz_values

EXAMPLES = int(os.environ.get("API_FUZZ_EXAMPLES", "40"))
DERANDOMIZE = os.environ.get("API_FUZZ_SEED", "fixed") != "random"
CHECKS = [checks.not_a_server_error, openapi_checks.status_code_conformance,
          openapi_checks.content_type_conformance, openapi_checks.response_schema_conformance]

schema = schemathesis.openapi.from_dict(dict(api.get_openapi_schema())).exclude(path_regex=r"^/api/admin/")
schema.app = WSGIHandler()
# The booking link the current test made, for the hooks that mix real values into the generated ones.
BOOKING: dict[str, str] = {}
api_fuzz_values.install(schema, BOOKING)


@pytest.fixture
def demo_content(db) -> Iterator[None]:
    """The demo's content and booking set-up, so that slugs, meeting types and slots exist, and a booking
    to manage through its link. Requests go
    through Django's WSGI handler, which closes the database connection after each one (as Django's
    test client avoids): here too, or the test's transaction would go with it."""
    for command in ("load_demo_content", "load_booking_demo", "seed_booking_calendar"):
        call_command(command, stdout=StringIO())
    BOOKING["token"] = api_fuzz_values.make_booking()
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, derandomize=DERANDOMIZE, database=None,
          suppress_health_check=list(HealthCheck))
def test_the_public_api_answers_as_its_document_says(case, demo_content):
    # The rate limits' counters (lib.RateCount; the page cache is cleared too) start empty for every example,
    # so that every request reaches the endpoint's own code (each 429 is listed in the document, and the
    # limits have their own tests).
    cache.clear()
    RateCount.objects.all().delete()
    case.call_and_validate(checks=CHECKS)
