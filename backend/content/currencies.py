"""The currencies a fact's amount may be in, and how each reads in Arabic after its figure: data in
content/data/currencies.json (a currency is added there, not in code)."""

import json
from pathlib import Path

_FILE = Path(__file__).parent / "data" / "currencies.json"

# {"CAD": {"one": "دولار كندي", "two": ..., "few": ..., "many": ...}, ...}
CURRENCIES: dict[str, dict[str, str]] = {
    code: forms for code, forms in json.loads(_FILE.read_text(encoding="utf-8")).items() if not code.startswith("_")
}
