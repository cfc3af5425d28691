"""The evidence behind the assistant's inbox thresholds (chat/gaps.py LOW_CONFIDENCE, chat/gap_groups.py
GROUP_SIMILARITY), from the chat bank's dev half (never the test half):

    .venv/bin/python bench/chat_confidence.py [--groups 0.35,0.5,0.65]

Runs every dev case as chat_quality.py does, then prints, for answers, how many are wrong below and above
each confidence threshold; with --groups, the questions recorded in the inbox grouped at each similarity
given (the groups of two or more)."""

import argparse
import statistics

import chat_quality as quality
import chat_scoring as scoring

THRESHOLDS = (0.2, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6)


def confidence(results: list[quality.Result]) -> None:
    answers = [(r.confidence or 0.0, r.verdict) for r in results if r.outcome in ("answer", "list")]
    wrong = sum(v == scoring.WRONG for _, v in answers)
    print(f"{len(answers)} answers, {wrong} wrong; confidence deciles "
          f"{[round(x, 2) for x in statistics.quantiles([c for c, _ in answers], n=10)]}")
    for t in THRESHOLDS:
        below = [v for c, v in answers if c < t]
        above = [v for c, v in answers if c >= t]
        wb, wa = sum(v == scoring.WRONG for v in below), sum(v == scoring.WRONG for v in above)
        print(f"  below {t:.2f}: {len(below):3} answers, {wb:3} wrong ({wb / max(1, len(below)):4.0%}); "
              f"above: {len(above):3}, {wa:3} wrong ({wa / max(1, len(above)):4.0%}); "
              f"recorded {wb}/{wrong} of the wrong answers")


def groups(similarities: list[float]) -> None:
    from chat import gap_groups
    from chat.models import Gap

    questions = [g.question for g in Gap.objects.order_by("-created_at", "-id")]
    print(f"\n{len(questions)} questions recorded in the inbox")
    for s in similarities:
        gap_groups.GROUP_SIMILARITY = s
        clusters = [c for c in gap_groups._clusters(questions) if len(c) > 1]
        print(f"\nsimilarity {s}: {len(clusters)} groups of two or more")
        for c in clusters:
            print("  - " + " | ".join(questions[i] for i in c[:6]))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--groups", default="")
    args = parser.parse_args()
    quality.setup()
    results, _ = quality.run(quality.load("dev"))
    confidence(results)
    if args.groups:
        groups([float(s) for s in args.groups.split(",")])


if __name__ == "__main__":
    main()
