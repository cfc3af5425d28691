"""A fixed-window rate limit per client: an IPv4 address, or an IPv6 address's /64 (the block one
household or phone is given, whose other addresses it can take at will). The counts are kept in Redis
when REDIS_URL is set, else in the database (lib/rate_counters.py): shared by every process, and never
evicted by whatever fills the page cache."""

import ipaddress
import time
from dataclasses import dataclass

from django.conf import settings
from django.http import HttpRequest

from . import rate_counters


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


def client_key(request: HttpRequest) -> str:
    """Who a limit counts: the IPv4 address, or the /64 network of an IPv6 address (an IPv4 address
    written as IPv6, ::ffff:a.b.c.d, is that IPv4 address)."""
    found = client_ip(request)
    try:
        address = ipaddress.ip_address(found)
    except ValueError:
        return found
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


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
        return f"rl:{self.name}:{client_key(request)}:{window}", at, window

    def spent(self, request: HttpRequest) -> int:
        """Without counting: 0 while this address has requests left, else the seconds until it has again
        (for limits counted on failures only, such as wrong passwords)."""
        key, at, window = self._window(request)
        return max(1, window + self.seconds - at) if rate_counters.current(key) >= self.requests else 0

    def hit(self, request: HttpRequest) -> int:
        """Counts one request. Returns 0 when allowed, else the seconds until the window resets."""
        key, at, window = self._window(request)
        count = rate_counters.increment(key, at, window + self.seconds, self.seconds + 5)
        if count > self.requests:
            return max(1, window + self.seconds - at)
        return 0
