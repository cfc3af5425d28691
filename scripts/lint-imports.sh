#!/usr/bin/env bash
# The backend's import contract (.importlinter): layering and no import cycles inside an app.
# backend/ is the import root; scripts/ holds the contract type of our own (import_contracts.py).
set -euo pipefail
cd "$(dirname "$0")/../backend"
PYTHONPATH=../scripts exec ../.venv/bin/lint-imports --no-cache ../.importlinter "$@"
