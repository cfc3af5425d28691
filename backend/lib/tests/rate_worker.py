"""One process of the web server, as far as the rate limits go: run by test_rate_limits.py as
`python rate_worker.py DATABASE_URL REDIS_URL migrate` (creates the counters' table) or
`... hit LIMIT_NAME REQUESTS SECONDS AT TIMES ADDRESS` (prints how many of TIMES hits were let through,
the limits' clock standing at AT)."""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def main(database_url: str, redis_url: str, command: str, *args: str) -> None:
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings.test"
    os.environ["DATABASE_URL"] = database_url
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command
    from django.test import RequestFactory

    from lib import ratelimit

    settings.REDIS_URL = redis_url
    if command == "migrate":
        call_command("migrate", "lib", verbosity=0)
        return
    name, requests, seconds, at, times, address = args
    ratelimit.now = lambda: int(at)  # type: ignore[assignment]  # both processes in one window
    limit = ratelimit.Limit(name, requests=int(requests), seconds=int(seconds))
    request = RequestFactory().post("/api/contact", REMOTE_ADDR=address)
    print(sum(1 for _ in range(int(times)) if limit.hit(request) == 0))


if __name__ == "__main__":
    main(*sys.argv[1:])
