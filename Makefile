# The two front-door commands: `make run` and `make test`.
# Both create .venv from requirements.txt on first use (and again when it changes).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test bench mutation clean

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $(STAMP)

run: $(STAMP)
	$(PY) main.py

test: $(STAMP)
	$(PY) -m ruff check .
	$(VENV)/bin/lint-imports --no-cache
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q -n auto --durations=10

bench: $(STAMP)
	$(PY) bench/run_all.py

# How many small changes to bidding, scoring, allocation and the screenshot code the tests catch
# (from minutes to most of an hour a module, at low priority; the survivors are explained in
# bench/mutation_survivors.md); mutmut is installed here, not by requirements.txt.
mutation: $(STAMP)
	$(PY) -m pip install --quiet mutmut==3.8.1
	$(PY) bench/mutation.py

clean:
	rm -rf $(VENV) .pytest_cache
