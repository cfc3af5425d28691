"""The bench's own tests: its scripts' folder joins the import path after the backend's packages (pytest's
pythonpath), so that bench/booking.py never shadows the booking app."""

import sys
from pathlib import Path

BENCH = str(Path(__file__).resolve().parent.parent)
if BENCH not in sys.path:
    sys.path.append(BENCH)
