"""Demo Express Entry draws: figures of the kind IRCC published in 2025 (general, Canadian Experience
Class, provincial nominee, French, healthcare, trades), marked `demo` so the page says they are
examples. Staff replace them with the real rounds from IRCC's page in the CMS."""

DRAWS = [
    {"date": "2025-10-15", "kind": "pnp", "cutoff": 778, "invitations": 345, "demo": True, "published": True},
    {"date": "2025-10-14", "kind": "cec", "cutoff": 533, "invitations": 2350, "demo": True, "published": True},
    {"date": "2025-10-01", "kind": "french", "cutoff": 416, "invitations": 6000, "demo": True, "published": True},
    {"date": "2025-09-29", "kind": "pnp", "cutoff": 744, "invitations": 291, "demo": True, "published": True},
    {"date": "2025-09-18", "kind": "healthcare", "cutoff": 462, "invitations": 2500, "demo": True,
     "published": True},
    {"date": "2025-09-17", "kind": "cec", "cutoff": 534, "invitations": 1000, "demo": True, "published": True},
    {"date": "2025-09-03", "kind": "trades", "cutoff": 505, "invitations": 1250, "demo": True, "published": True},
    {"date": "2025-08-19", "kind": "general", "cutoff": 521, "invitations": 1500, "demo": True, "published": True},
]
