"""Where the rate limits count (lib/ratelimit.py): Redis when REDIS_URL is set, else the database. Both
are shared by every process of the web server (two gunicorn workers spend one budget), and in neither
can a full page cache push a counter out: the database never evicts, and the counters do not live in
Django's cache (local memory per process, or Redis, where pages come and go).

Each count is one atomic step: Redis INCR, or one INSERT ... ON CONFLICT DO UPDATE ... RETURNING,
which SQLite (3.35+) and PostgreSQL both run as a single statement."""

from functools import cache

import redis
from django.conf import settings
from django.db import connection

from .models import RateCount


@cache
def _redis(url: str) -> redis.Redis:
    return redis.Redis.from_url(url)


def increment(key: str, at: int, expires: int, ttl: int) -> int:
    """Counts one hit on `key` and returns the count so far. `at` is now and `expires` the end of the
    window, on the limits' clock; `ttl` is how many seconds Redis keeps the key."""
    if settings.REDIS_URL:
        with _redis(settings.REDIS_URL).pipeline() as pipe:
            pipe.incr(key)
            pipe.expire(key, ttl)
            count, _ = pipe.execute()
        return int(count)
    quote = connection.ops.quote_name
    table, key_, hits, ends = (quote(name) for name in (RateCount._meta.db_table, "key", "hits", "expires"))
    with connection.cursor() as cursor:
        cursor.execute(  # only the model's own quoted names are written in; the values are parameters
            f"INSERT INTO {table} ({key_}, {hits}, {ends}) VALUES (%s, 1, %s) "  # noqa: S608
            f"ON CONFLICT ({key_}) DO UPDATE SET {hits} = {table}.{hits} + 1 RETURNING {hits}",
            [key, expires],
        )
        row = cursor.fetchone()
    count = int(row[0]) if row else 0
    if count == 1:
        # A new window: the rows of windows that have ended go, so the table holds current windows only.
        RateCount.objects.filter(expires__lte=at).delete()
    return count


def current(key: str) -> int:
    """The count so far on `key` (0 when none), without counting."""
    if settings.REDIS_URL:
        return int(_redis(settings.REDIS_URL).get(key) or 0)
    return RateCount.objects.filter(key=key).values_list("hits", flat=True).first() or 0

