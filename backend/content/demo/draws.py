"""Demo Express Entry draws: eight real rounds of 2026, the latest the fact check of 28 November 2026 found
(newest 25 June 2026; the rounds of July to November 2026 were not found). Their figures were read on dated
pages that reproduce IRCC's round details (canapprove.com, canadaimmigration.news, cadimmigration.com,
financialexpress.com), as IRCC's rounds table could not be read that day; each gives IRCC's rounds page as
its source, for staff to check against it and to add the newer rounds in the CMS. Being more than 60 days
old, they are not shown on the calculator page (tools/draws.py)."""

ROUNDS = ("https://www.canada.ca/en/immigration-refugees-citizenship/corporate/mandate/"
          "policies-operational-instructions-agreements/ministerial-instructions/express-entry-rounds.html")

DRAWS = [
    {"date": "2026-06-25", "kind": "healthcare", "cutoff": 475, "invitations": 4000, "source_url": ROUNDS,
     "published": True},
    # IRCC's category for this round: physicians with Canadian work experience (the nearest kind here).
    {"date": "2026-06-24", "kind": "healthcare", "cutoff": 223, "invitations": 271, "source_url": ROUNDS,
     "published": True},
    {"date": "2026-06-23", "kind": "cec", "cutoff": 516, "invitations": 4000, "source_url": ROUNDS, "published": True},
    {"date": "2026-06-22", "kind": "pnp", "cutoff": 730, "invitations": 955, "source_url": ROUNDS, "published": True},
    {"date": "2026-05-28", "kind": "french", "cutoff": 409, "invitations": 4500, "source_url": ROUNDS,
     "published": True},
    {"date": "2026-05-11", "kind": "pnp", "cutoff": 798, "invitations": 380, "source_url": ROUNDS, "published": True},
    {"date": "2026-02-20", "kind": "healthcare", "cutoff": 467, "invitations": 4000, "source_url": ROUNDS,
     "published": True},
    {"date": "2026-02-17", "kind": "cec", "cutoff": 508, "invitations": 6000, "source_url": ROUNDS, "published": True},
]
