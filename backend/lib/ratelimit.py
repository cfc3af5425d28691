"""A fixed-window rate limit per client IP, kept in the cache (Redis in production, so shared by
every process; local memory in development)."""

import ipaddress
import time
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest


def client_address(request: HttpRequest) -> str | None:
    """The visitor's address as an IP address, or None when the request came with none (a request made
    inside the process, such as a test's forced sign-in): for the columns that store it (sign-in
    lockouts, audit log)."""
    found = client_ip(request)
    return None if found == "unknown" else found


def _valid(address: str) -> bool:
    try:
        ipaddress.ip_address(address)
    except ValueError:
        return False
    return True


def client_ip(request: HttpRequest) -> str:
    """The visitor's address. Behind TRUSTED_PROXY_HOPS proxies of ours, each appending the address it
    saw to X-Forwarded-For, the client is that many entries from the right: the entries further left
    were sent by the client and could be anything. With fewer entries than hops (a request that did not
    come through every proxy) the header is not believed and the connection's address stands."""
    hops = settings.TRUSTED_PROXY_HOPS
    if hops > 0:
        forwarded = [part.strip() for part in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
        forwarded = [part for part in forwarded if part]
        if len(forwarded) >= hops and _valid(forwarded[-hops]):
            return forwarded[-hops]
    return request.META.get("REMOTE_ADDR", "") or "unknown"


def now() -> int:
    """The clock the windows are cut from (whole seconds of the wall clock)."""
    return int(time.time())


@dataclass(frozen=True)
class Limit:
    name: str
    requests: int
    seconds: int

    def _window(self, request: HttpRequest) -> tuple[str, int, int]:
        at = now()
        window = at - at % self.seconds
        return f"rl:{self.name}:{client_ip(request)}:{window}", at, window

    def spent(self, request: HttpRequest) -> int:
        """Without counting: 0 while this address has requests left, else the seconds until it has again
        (for limits counted on failures only, such as wrong passwords)."""
        key, at, window = self._window(request)
        return max(1, window + self.seconds - at) if (cache.get(key) or 0) >= self.requests else 0

    def hit(self, request: HttpRequest) -> int:
        """Counts one request. Returns 0 when allowed, else the seconds until the window resets."""
        key, at, window = self._window(request)
        cache.add(key, 0, self.seconds + 5)
        try:
            count = cache.incr(key)
        except ValueError:  # evicted between add and incr
            cache.set(key, 1, self.seconds + 5)
            count = 1
        if count > self.requests:
            return max(1, window + self.seconds - at)
        return 0
