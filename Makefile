# Two commands do everything on a fresh machine:
#   make run    install, build, migrate, load demo content, start http://127.0.0.1:8000
#   make test   lint, type checks, backend tests (SQLite and PostgreSQL), frontend tests, browser tests
# Steps whose inputs did not change are skipped (make compares file times with the stamps below).

SHELL := /bin/bash
PY := .venv/bin/python
MANAGE := $(PY) backend/manage.py
STAMPS := var/stamps
FRONTEND_SOURCES := $(shell find frontend/src frontend/public frontend/server -type f 2>/dev/null) \
	frontend/vite.config.ts frontend/vite-flags.ts frontend/vite-swiper-css.ts frontend/tsconfig.json frontend/package-lock.json

.PHONY: run test setup build migrate content admin serve clean
.DEFAULT_GOAL := run

step = @printf '\n\033[1;36m==> %s\033[0m\n' "$(1)"

# ------------------------------------------------------------------------------------------------
$(STAMPS):
	@mkdir -p $(STAMPS)

$(STAMPS)/python: requirements.txt | $(STAMPS)
	$(call step,Python packages into .venv)
	@test -x $(PY) || python3 -m venv .venv
	@$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	@touch $@

$(STAMPS)/node: frontend/package-lock.json | $(STAMPS)
	$(call step,Node packages (from package-lock.json))
	@# Not `npm ci`: the registry reachable here lacks other platforms' optional binaries (biome,
	@# tailwind oxide, rolldown), so the lock cannot list them and `npm ci` refuses it as out of sync.
	@# `npm install --no-save` installs the locked versions and leaves the lock untouched.
	@cd frontend && npm install --no-save --no-audit --no-fund --loglevel=error
	@touch $@

$(STAMPS)/frontend: $(STAMPS)/node $(FRONTEND_SOURCES)
	$(call step,Frontend build: client bundle and SSR bundle)
	@cd frontend && npm run --silent build > ../var/frontend-build.log 2>&1 || { cat ../var/frontend-build.log; exit 1; }
	@echo "built frontend/dist/client and frontend/dist/server"
	@touch $@

$(STAMPS)/static: $(STAMPS)/frontend $(STAMPS)/python
	$(call step,Static files (hashed, gzip and brotli))
	@$(MANAGE) collectstatic --noinput --clear -v 0
	@touch $@

setup: $(STAMPS)/python $(STAMPS)/node
build: $(STAMPS)/static

migrate: $(STAMPS)/python
	$(call step,Database migrations)
	@$(MANAGE) migrate --noinput

content: migrate
	$(call step,Demo content (only into an empty database))
	@$(MANAGE) load_demo_content --if-empty
	@$(MANAGE) load_booking_demo --if-empty
	@$(MANAGE) seed_booking_calendar
	@$(MANAGE) load_demo_leads --if-empty
	@$(MANAGE) load_demo_chats --if-empty
	@$(MANAGE) load_demo_cases --if-empty

admin: migrate
	$(call step,Staff admin account)
	@$(MANAGE) ensure_admin

serve: build content admin
	$(call step,Serving http://127.0.0.1:$${HTTP_PORT:-8000} (web, SSR renderer, mail worker); Ctrl-C stops everything)
	@.venv/bin/honcho start -f Procfile

run: serve

test: $(STAMPS)/python $(STAMPS)/node
	@bash scripts/test-all.sh

clean:
	rm -rf var/stamps frontend/dist var/staticfiles
