"""Staff roles. A role is a Django group; superusers are admins.

- admin: everything, staff accounts included
- editor: content (CMS) and site settings
- agent: leads
"""

from typing import Any, Literal

Role = Literal["admin", "editor", "agent"]
Capability = Literal["users", "content", "leads", "dashboard", "reports"]

ADMIN: Role = "admin"
EDITOR: Role = "editor"
AGENT: Role = "agent"
ROLES: tuple[Role, ...] = (ADMIN, EDITOR, AGENT)

# What each role may do, by capability name.
CAPABILITIES: dict[Capability, frozenset[Role]] = {
    "users": frozenset({ADMIN}),
    "content": frozenset({ADMIN, EDITOR}),
    "leads": frozenset({ADMIN, AGENT}),
    "dashboard": frozenset({ADMIN, EDITOR, AGENT}),
    # The managers' reports (workbench/reports.py): there is no manager role; administrators manage.
    "reports": frozenset({ADMIN}),
}


def role_of(user: Any) -> Role | None:
    """The user's role, or None for anyone who is not active staff."""
    if not getattr(user, "is_authenticated", False) or not user.is_active or not user.is_staff:
        return None
    if user.is_superuser:
        return ADMIN
    names = set(user.groups.values_list("name", flat=True))
    for role in ROLES:
        if role in names:
            return role
    return None


def can(user: Any, capability: Capability) -> bool:
    return role_of(user) in CAPABILITIES[capability]
