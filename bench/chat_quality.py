"""How well the embedded chat assistant answers the blind question bank (bench/chat_bank/), and how fast.

    .venv/bin/python bench/chat_quality.py [--half dev|test|all] [-v] [--json PATH] [--llm]

Loads the demo content into an in-memory SQLite database (config.settings.test; DATABASE_URL is ignored),
then runs every case of the chosen half (default: test) as a fresh conversation: each earlier message of
the case (`context`) and then its question go through chat.service.handle_message on a page of the
case's language; the scored reply is the last one, read back as the stored chat.models.Message (its
outcome, confidence and why) with the API reply's link and buttons. How a reply is scored is
chat_scoring.py's business (the rule is written there). Prints the figures beside the issue's goals;
never fails on a figure. `-v` lists each case that is not right, for the dev half only: the test half is
never read case by case (tune on dev, report test). The embedded engine only: CHAT_LLM_BASE_URL and
CHAT_EMBEDDINGS_BASE_URL are blanked unless `--llm` is given.
"""

import argparse
import json
import math
import os
import statistics
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BANK = ROOT / "bench" / "chat_bank"
HALVES = {"dev": ("dev.jsonl",), "test": ("test.jsonl",), "all": ("dev.jsonl", "test.jsonl")}
# The backend's packages before this folder's scripts (bench/booking.py is not the booking app); this
# folder is on the path already, as the script's own.
sys.path.insert(0, str(ROOT / "backend"))

import chat_scoring as scoring  # noqa: E402

# The issue's goals (issue 29), printed beside each figure.
GOAL_FACTS_PER_LANGUAGE = 0.85
GOAL_WRONG = 0.03
GOAL_FOLLOW_UPS = 0.80
GOAL_VARIETY = {("ar", "gulf"): 0.75, ("ar", "arabizi"): 0.75}
GOAL_LANGUAGE = 1.0
GOAL_HANDOFF = 0.90
GOAL_P95_MS = 50.0


def setup(llm: bool = False) -> None:
    """Django on an in-memory database holding the demo content and the booking demo's meeting types
    (as `make run` loads them), the assistant's index built once."""
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings.test"
    os.environ["DATABASE_URL"] = ""  # never a real database: the demo content is loaded into memory
    if not llm:
        os.environ["CHAT_LLM_BASE_URL"] = ""  # the embedded engine, whatever the shell has set
        os.environ["CHAT_EMBEDDINGS_BASE_URL"] = ""  # and its lexical index alone
    import django

    django.setup()
    from django.core.management import call_command

    from chat import knowledge

    call_command("migrate", verbosity=0)
    with open(os.devnull, "w") as quiet:
        call_command("load_demo_content", stdout=quiet)
        call_command("load_booking_demo", stdout=quiet)
    knowledge.current()  # build the index once, as a running server has it


def load(half: str) -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    for name in HALVES[half]:
        lines = (BANK / name).read_text(encoding="utf-8").splitlines()
        cases += [json.loads(line) for line in lines if line.strip()]
    return cases


@dataclass
class Result:
    id: str
    lang: str
    variety: str
    expect: str
    follow_up: bool
    verdict: str
    outcome: str
    confidence: float | None
    language_ok: bool
    reply: str = field(repr=False)
    missing: list[list[str]] = field(default_factory=list)
    why: dict[str, Any] = field(default_factory=dict)
    link: str = ""


def run_case(case: dict[str, Any], timings: list[float]) -> Result:
    from chat import service
    from chat.models import Message

    conversation = None
    for text in [*case["context"], case["question"]]:
        start = time.perf_counter()
        out = service.handle_message(text, page_lang=case["lang"], public_id=conversation)
        timings.append((time.perf_counter() - start) * 1000)
        conversation = out["conversationId"]
    api = out["messages"][-1]
    stored = Message.objects.get(pk=api["id"])
    hrefs = [a["href"] for a in api.get("actions", [])]
    link = (api.get("link") or {}).get("href", "")
    if link:
        hrefs.append(link)
    facts = case["facts"] if case["expect"] == "fact" else []
    return Result(
        id=case["id"], lang=case["lang"], variety=case["variety"], expect=case["expect"],
        follow_up=bool(case["context"]),
        verdict=scoring.verdict(case["expect"], facts, stored.content, stored.outcome),
        outcome=stored.outcome, confidence=stored.confidence,
        language_ok=scoring.language_ok(case["lang"], stored.content, hrefs),
        reply=stored.content, missing=scoring.missing_groups(stored.content, facts), why=stored.why, link=link,
    )


def run(cases: list[dict[str, Any]]) -> tuple[list[Result], list[float]]:
    timings: list[float] = []
    return [run_case(case, timings) for case in cases], timings


def _share(right: int, total: int) -> float | None:
    return right / total if total else None


def _part(results: list[Result]) -> dict[str, Any]:
    right = sum(r.verdict == scoring.RIGHT for r in results)
    return {"right": right, "cases": len(results), "share": _share(right, len(results))}


def _percentile(sorted_values: list[float], q: float) -> float:
    """Nearest rank: the smallest value with at least q of the values at or below it."""
    return sorted_values[max(0, math.ceil(q * len(sorted_values)) - 1)]


def figures(results: list[Result], timings: list[float]) -> dict[str, Any]:
    facts = [r for r in results if r.expect == "fact"]
    handoffs = [r for r in results if r.expect == "handoff"]
    by_lang: dict[str, list[Result]] = defaultdict(list)
    by_variety: dict[tuple[str, str], list[Result]] = defaultdict(list)
    for r in facts:
        by_lang[r.lang].append(r)
        by_variety[(r.lang, r.variety)].append(r)
    verdicts = Counter(r.verdict for r in results)
    wrong = verdicts[scoring.WRONG]
    timings = sorted(timings)
    return {
        "cases": len(results),
        "facts_right": _part(facts),
        "facts_right_by_language": {lang: _part(rs) for lang, rs in sorted(by_lang.items())},
        "facts_right_by_variety": {f"{lang}/{variety}": _part(rs)
                                   for (lang, variety), rs in sorted(by_variety.items())},
        "wrong_answers": {"count": wrong, "in_fact_cases": sum(r.verdict == scoring.WRONG for r in facts),
                          "in_handoff_cases": sum(r.verdict == scoring.WRONG for r in handoffs),
                          "share": _share(wrong, len(results))},
        "handed_off": {"fact_cases": sum(r.verdict == scoring.HANDED_OFF for r in facts)},
        "clarified": {"fact_cases": sum(r.verdict == scoring.CLARIFIED for r in facts),
                      "handoff_cases": sum(r.verdict == scoring.CLARIFIED for r in handoffs)},
        "follow_ups_right": _part([r for r in facts if r.follow_up]),
        "out_of_scope_handed_off": _part(handoffs),
        "reply_language": {"right": sum(r.language_ok for r in results), "cases": len(results),
                           "share": _share(sum(r.language_ok for r in results), len(results))},
        "latency_ms": {"turns": len(timings), "p50": statistics.median(timings) if timings else None,
                       "p95": _percentile(timings, 0.95) if timings else None},
    }


def _pct(share: float | None) -> str:
    return "   -" if share is None else f"{share:4.0%}"


def _goal(share: float | None, goal: float, at_most: bool = False) -> str:
    if share is None:
        return f"goal {'<=' if at_most else '>='}{goal:.0%}"
    met = share <= goal if at_most else share >= goal
    return f"goal {'<=' if at_most else '>='}{goal:.0%} {'met' if met else 'NOT met'}"


def _line(label: str, part: dict[str, Any], goal: str = "") -> str:
    return f"  {label:<34} {part['right']:>3}/{part['cases']:<3} {_pct(part['share'])}   {goal}"


def report(half: str, f: dict[str, Any]) -> None:
    print(f"\nChat bank, {half} half: {f['cases']} cases "
          f"({f['facts_right']['cases']} with facts, {f['out_of_scope_handed_off']['cases']} to hand off)")
    print(_line("facts right", f["facts_right"]))
    for lang, part in f["facts_right_by_language"].items():
        print(_line(f"  {lang}", part, _goal(part["share"], GOAL_FACTS_PER_LANGUAGE)))
    for key, part in f["facts_right_by_variety"].items():
        lang, variety = key.split("/")
        goal = GOAL_VARIETY.get((lang, variety))
        print(_line(f"    {key}", part, "" if goal is None else _goal(part["share"], goal)))
    print(_line("follow-ups right", f["follow_ups_right"], _goal(f["follow_ups_right"]["share"], GOAL_FOLLOW_UPS)))
    w = f["wrong_answers"]
    print(f"  {'WRONG answers (confident)':<34} {w['count']:>3}/{f['cases']:<3} {_pct(w['share'])}   "
          f"{_goal(w['share'], GOAL_WRONG, at_most=True)}  "
          f"({w['in_fact_cases']} on fact cases, {w['in_handoff_cases']} on hand-off cases)")
    print(f"  {'handed off (fact cases)':<34} {f['handed_off']['fact_cases']:>3}")
    c = f["clarified"]
    print(f"  {'clarified':<34} {c['fact_cases'] + c['handoff_cases']:>3}       "
          f"({c['fact_cases']} fact cases, {c['handoff_cases']} hand-off cases)")
    h = f["out_of_scope_handed_off"]
    print(_line("out of scope handed off", h, _goal(h["share"], GOAL_HANDOFF)))
    lang = f["reply_language"]
    print(_line("reply language", lang, _goal(lang["share"], GOAL_LANGUAGE)))
    t = f["latency_ms"]
    if t["p95"] is not None:
        print(f"  latency per turn (handle_message, {t['turns']} turns): p50 {t['p50']:.1f} ms, "
              f"p95 {t['p95']:.1f} ms   goal p95 <={GOAL_P95_MS:.0f} ms "
              f"{'met' if t['p95'] <= GOAL_P95_MS else 'NOT met'}")


def list_failures(cases: list[dict[str, Any]], results: list[Result]) -> None:
    """Each case that is not right (dev half only), with what was expected and the start of the reply."""
    print("\nCases not right (dev half):")
    for case, r in zip(cases, results, strict=True):
        if r.verdict == scoring.RIGHT and r.language_ok:
            continue
        expected = "a hand-off" if r.expect == "handoff" else " + ".join(" | ".join(g) for g in r.missing) or "-"
        flags = [r.verdict.upper() if r.verdict == scoring.WRONG else r.verdict]
        if not r.language_ok:
            flags.append("LANGUAGE")
        context = f" (after: {' / '.join(case['context'])})" if case["context"] else ""
        print(f"- {r.id} [{r.lang}/{r.variety}] {', '.join(flags)}; outcome {r.outcome or '-'} "
              f"({r.confidence if r.confidence is not None else '-'})")
        print(f"    asked: {case['question']}{context}")
        print(f"    expected: {expected}")
        print(f"    reply: {' '.join(r.reply.split())[:200]!r}  link {r.link or '-'}")
        if r.why:
            print(f"    why: {json.dumps(r.why, ensure_ascii=False)[:200]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", choices=sorted(HALVES), default="test")
    parser.add_argument("-v", "--verbose", action="store_true", help="list the failing cases (dev half only)")
    parser.add_argument("--json", metavar="PATH", help="write the figures as JSON")
    parser.add_argument("--llm", action="store_true", help="keep CHAT_LLM_BASE_URL (the model writes replies)")
    args = parser.parse_args()
    if args.verbose and args.half != "dev":
        parser.error("-v lists cases of the dev half only: the test half is never read case by case "
                     "(use --half dev -v)")
    setup(llm=args.llm)
    cases = load(args.half)
    started = time.perf_counter()
    results, timings = run(cases)
    elapsed = time.perf_counter() - started
    if args.verbose:
        list_failures(cases, results)
    found = figures(results, timings)
    report(args.half, found)
    print(f"  ({elapsed:.1f} s for the cases)")
    if args.json:
        out = {"half": args.half, "engine": "llm" if args.llm else "embedded", **found}
        Path(args.json).write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
