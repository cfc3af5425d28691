"""Split the chat bank ONCE into dev.jsonl and test.jsonl (stdlib only, deterministic).

Rule: tune only on dev; report test.

Cases are grouped into strata by (lang, variety, kind), kind being "single", "follow-up" (a case with
earlier turns in "context") or "handoff". Cases that share the same earlier turns form one unit, so a
conversation is never split across dev and test; a case always travels with its own context. Each
stratum is shuffled with a fixed seed and its first half goes to dev; odd strata alternate which side
gets the extra unit, so the two files stay about the same size.

Usage: python3 bench/chat_bank/split.py   (rewrites dev.jsonl and test.jsonl next to this file)
"""

import json
import random
from collections import defaultdict
from pathlib import Path

SEED = "horizon-gate-chat-bank-2026-11-27"
HERE = Path(__file__).resolve().parent


def kind(case: dict) -> str:
    if case["expect"] == "handoff":
        return "handoff"
    return "follow-up" if case["context"] else "single"


def main() -> None:
    lines = (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    cases = [json.loads(line) for line in lines if line.strip()]
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate ids"

    # units: a single case, or every case sharing the same earlier turns
    units: dict[tuple, list[dict]] = {}
    for c in cases:
        key = ("conv", c["lang"], tuple(c["context"])) if c["context"] else ("case", c["id"])
        units.setdefault(key, []).append(c)

    strata: dict[tuple, list[list[dict]]] = defaultdict(list)
    for unit in units.values():
        first = unit[0]
        strata[(first["lang"], first["variety"], kind(first))].append(unit)

    dev_ids: set[str] = set()
    extra_to_dev = True
    for key in sorted(strata):
        group = sorted(strata[key], key=lambda u: u[0]["id"])
        random.Random(f"{SEED}|{'|'.join(key)}").shuffle(group)
        half = len(group) // 2
        if len(group) % 2:
            half += 1 if extra_to_dev else 0
            extra_to_dev = not extra_to_dev
        for unit in group[:half]:
            dev_ids.update(c["id"] for c in unit)

    with (open(HERE / "dev.jsonl", "w", encoding="utf-8") as dev,
          open(HERE / "test.jsonl", "w", encoding="utf-8") as test):
        for c in cases:
            (dev if c["id"] in dev_ids else test).write(json.dumps(c, ensure_ascii=False) + "\n")
    print(f"dev {len(dev_ids)}  test {len(cases) - len(dev_ids)}  total {len(cases)}")


if __name__ == "__main__":
    main()
