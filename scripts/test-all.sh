#!/usr/bin/env bash
# Every suite, in order; each one's result is counted and the run ends with one summary line.
# Called by `make test` (which installs the Python and Node packages first).
set -u
cd "$(dirname "$0")/.."
PY=.venv/bin/python
PG_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
passed=0; failed=0; failures=()

suite() {  # suite NAME COMMAND...
  local name=$1; shift
  printf '\n\033[1;36m==> %s\033[0m\n' "$name"
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1)); printf '\033[32m--- %s: ok (%ss)\033[0m\n' "$name" $((SECONDS - start))
  else
    failed=$((failed + 1)); failures+=("$name"); printf '\033[31m--- %s: FAILED (%ss)\033[0m\n' "$name" $((SECONDS - start))
  fi
}

ensure_chromium() {
  [ -x /usr/bin/chromium ] && return 0
  echo "Installing Debian's chromium (no browser download)..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core) >/dev/null
}

ensure_nginx() {  # the front proxy's tests (e2e/test_front_proxy.py) run Debian's nginx
  [ -x "${NGINX:-/usr/sbin/nginx}" ] && return 0
  echo "Installing Debian's nginx (the front proxy; not started as a service here)..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx) >/dev/null
}

postgres_up() {
  $PY - "$PG_URL" <<'PY'
import sys, psycopg
try:
    psycopg.connect(sys.argv[1], connect_timeout=3).close()
except Exception as exc:
    print(f"PostgreSQL not reachable at {sys.argv[1]}: {exc}")
    sys.exit(1)
PY
}

suite "frontend build" make --no-print-directory build
suite "lint: ruff" .venv/bin/ruff check .
suite "lint: biome" bash -c "cd frontend && npx --no-install biome check ."
suite "lint: every test can fail" $PY scripts/check_assertions.py
suite "types: mypy" .venv/bin/mypy backend
suite "imports: layering contract" bash scripts/lint-imports.sh
suite "types: tsc" bash -c "cd frontend && npx --no-install tsc --noEmit"
suite "API types match the API's schemas" bash scripts/api-types.sh --check
suite "migrations are up to date" $PY backend/manage.py makemigrations --check --dry-run --settings=config.settings.test
# The two backend runs share nothing (each its own database, free ports, unique Redis keys), and each is one
# Python process: on two cores they run side by side, the PostgreSQL one's output printed when it is done.
pg_log=""
if postgres_up; then
  pg_log=$(mktemp)
  (env DATABASE_URL="$PG_URL" $PY -m pytest backend -q -p no:cacheprovider > "$pg_log" 2>&1; echo $? > "$pg_log.rc") &
  pg_pid=$!
fi
suite "backend tests (SQLite)" $PY -m pytest backend -q
if [ -n "$pg_log" ]; then
  wait "$pg_pid"
  suite "backend tests (PostgreSQL, run beside SQLite's)" bash -c 'cat "$1"; exit "$(cat "$1.rc")"' _ "$pg_log"
  rm -f "$pg_log" "$pg_log.rc"
else
  printf '\n\033[1;33mNOTICE: backend tests on PostgreSQL NOT run: no server answered at %s\033[0m\n' "$PG_URL"
fi
suite "bench: the chat bank's scoring rule" $PY -m pytest bench/tests -q
suite "chat assistant: no more wrong answers on the bank's test half than recorded" $PY bench/chat_gate.py
suite "frontend unit tests (Vitest)" bash -c "cd frontend && npx --no-install vitest run"
if ! ensure_nginx; then
  failed=$((failed + 1)); failures+=("browser tests: nginx could not be installed")
fi
if ensure_chromium; then
  # Without the Django plugin the ini's DJANGO_SETTINGS_MODULE is an unknown option: not worth a warning.
  suite "browser tests (Chromium)" $PY -m pytest e2e -q -p no:django -W ignore::pytest.PytestConfigWarning
else
  failed=$((failed + 1)); failures+=("browser tests: chromium could not be installed")
fi

echo
[ ${#failures[@]} -gt 0 ] && printf 'Failed: %s\n' "${failures[@]}"
echo "suites: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
