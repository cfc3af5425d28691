"""The rate limits' counters when there is no Redis (lib/rate_counters.py): one row per limit, client
and window, in the database every process shares, where nothing evicts them before their window ends."""

from django.db import models


class RateCount(models.Model):
    # "rl:<limit>:<client>:<window start>" (lib/ratelimit.Limit).
    key = models.CharField(max_length=200, unique=True)
    hits = models.PositiveIntegerField(default=0)
    # The end of the window, in lib.ratelimit.now()'s seconds: a row past it is deleted.
    expires = models.BigIntegerField(db_index=True)

    def __str__(self) -> str:
        return f"{self.key}: {self.hits}"
