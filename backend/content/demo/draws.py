"""Demo Express Entry draws: rounds of 2025 (general, Canadian Experience Class, provincial nominee, French,
healthcare, trades), each with IRCC's rounds page as its source, to be checked against it and replaced by
staff in the CMS. Being more than 60 days old, they are not shown on the calculator page (kinds/draws.py)."""

ROUNDS = ("https://www.canada.ca/en/immigration-refugees-citizenship/corporate/mandate/"
          "policies-operational-instructions-agreements/ministerial-instructions/express-entry-rounds.html")

DRAWS = [
    {"date": "2025-10-15", "kind": "pnp", "cutoff": 778, "invitations": 345, "source_url": ROUNDS, "published": True},
    {"date": "2025-10-14", "kind": "cec", "cutoff": 533, "invitations": 2350, "source_url": ROUNDS, "published": True},
    {"date": "2025-10-01", "kind": "french", "cutoff": 416, "invitations": 6000, "source_url": ROUNDS, "published": True},
    {"date": "2025-09-29", "kind": "pnp", "cutoff": 744, "invitations": 291, "source_url": ROUNDS, "published": True},
    {"date": "2025-09-18", "kind": "healthcare", "cutoff": 462, "invitations": 2500, "source_url": ROUNDS,
     "published": True},
    {"date": "2025-09-17", "kind": "cec", "cutoff": 534, "invitations": 1000, "source_url": ROUNDS, "published": True},
    {"date": "2025-09-03", "kind": "trades", "cutoff": 505, "invitations": 1250, "source_url": ROUNDS, "published": True},
    {"date": "2025-08-19", "kind": "general", "cutoff": 521, "invitations": 1500, "source_url": ROUNDS, "published": True},
]
