"""The gate of `make test` on the chat assistant: fails when the bank's test half has more wrong answers
than recorded.

    .venv/bin/python bench/chat_gate.py

Runs the test half of bench/chat_bank/ through the embedded engine exactly as chat_quality.py does
(`--half test`) and compares its count of wrong answers (confident replies that are not right, scored
by chat_scoring.py) with `test_wrong_answers` in bench/chat_bank/recorded.json. Exit status 1 when the
count is above the recorded one; prints both, and never a case (the test half is never read case by
case). Latency is not gated. When the engine gets better, lower the recorded figure in the same commit.
"""

import json
import sys
from pathlib import Path

import chat_quality as bench  # this folder is on the path as the script's own, after the backend

RECORDED = Path(__file__).resolve().parent / "chat_bank" / "recorded.json"


def main() -> int:
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    limit = int(recorded["test_wrong_answers"])
    bench.setup(llm=False)
    cases = bench.load("test")
    results, _timings = bench.run(cases)
    wrong = sum(r.verdict == bench.scoring.WRONG for r in results)
    print(f"chat bank, test half: {wrong} wrong answers of {len(cases)} cases; "
          f"recorded {limit} ({recorded.get('recorded', 'no date')})")
    if wrong > limit:
        print(f"FAILED: {wrong - limit} more wrong answers than recorded in {RECORDED.relative_to(bench.ROOT)}")
        return 1
    if wrong < limit:
        print(f"fewer than recorded: lower test_wrong_answers in {RECORDED.relative_to(bench.ROOT)} to {wrong}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
