"""Mutation testing of the modules whose mistakes would cost a game: how many small changes to
the code (a < for a <=, a 1 for a 2, a dropped call) the tests catch.

    python bench/mutation.py                  every module below
    python bench/mutation.py bidding scoring  only these

Each module is mutated by mutmut (the `mutation` extra in pyproject.toml; `pip install mutmut`)
in a copy of the checkout made in a temporary folder, so the checkout is never touched, and
each mutant is run against only the tests that exercise that module.  It prints, per module,
the mutants killed and surviving and the share killed, then the names of the survivors
(`mutmut show NAME` in the copy, kept with --keep, prints one).  One run takes a few minutes a
module on one core; it runs at low priority and stops a module after --minutes.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Not the perft test: it also scores every game, but its 30 whole games cost seconds a mutant.
SCORING_TESTS = ["tests/rules/test_scoring.py", "tests/rules/test_score_total.py", "tests/rules/test_village_facts.py",
                 "tests/rules/test_allocation.py", "tests/rules/test_score_lines.py"]
MODULES = {
    "bidding": ("keydesk/rules/bidding.py", ["tests/rules/test_bidding.py", "tests/rules/test_perft.py"]),
    "scoring": ("keydesk/rules/scoring.py", SCORING_TESTS),
    "allocation": ("keydesk/rules/allocation.py", SCORING_TESTS),
    "screenshot": ("keydesk/ui/screenshot.py", ["tests/ui/test_screenshot.py", "tests/ui/test_screenshot_refusals.py"]),
}
CONFIG = """
[tool.mutmut]
source_paths = ["keydesk"]
only_mutate = ["{module}"]
pytest_add_cli_args_test_selection = {tests}
pytest_add_cli_args = ["-p", "no:cacheprovider", "-q"]
also_copy = ["data", "assets", "docs", "main.py"]
"""


def copy_checkout(into: Path) -> None:
    """The files git knows (committed or not, never ignored ones) copied into `into`."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.splitlines()
    for name in listed:
        source = ROOT / name
        if source.is_file():
            (into / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, into / name)


def mutmut(folder: Path, *args: str, minutes: float = 0) -> str:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    command = ["nice", "-n", "10", sys.executable, "-m", "mutmut", *args]
    done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True,
                          timeout=minutes * 60 or None)
    return done.stdout


def run_module(name: str, minutes: float, keep: bool) -> tuple:
    module, tests = MODULES[name]
    folder = Path(tempfile.mkdtemp(prefix=f"mutation-{name}-"))
    try:
        copy_checkout(folder)
        with open(folder / "pyproject.toml", "a", encoding="utf-8") as f:
            f.write(CONFIG.format(module=module, tests=repr(tests).replace("'", '"')))
        try:
            mutmut(folder, "run", "--max-children", "1", minutes=minutes)
        except subprocess.TimeoutExpired:
            print(f"{name}: stopped after {minutes} minutes; the figures count the mutants run by then")
        results = re.findall(r"^\s*(\S+): (\w[\w ]*)$", mutmut(folder, "results", "--all", "true"), re.M)
    finally:
        if keep:
            print(f"{name}: the copy is kept in {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)
    statuses = [status for _, status in results]
    survivors = [mutant for mutant, status in results if status == "survived"]
    return statuses.count("killed"), len(survivors), statuses, survivors


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="*", help=f"some of {', '.join(MODULES)} (default: all)")
    parser.add_argument("--minutes", type=float, default=20, help="at most this long a module (default 20)")
    parser.add_argument("--keep", action="store_true", help="keep each module's copy to inspect survivors")
    args = parser.parse_args(argv)
    unknown = [name for name in args.modules if name not in MODULES]
    if unknown:
        parser.error(f"no module {unknown[0]!r}; choose from {', '.join(MODULES)}")
    for name in args.modules or MODULES:
        killed, survived, statuses, survivors = run_module(name, args.minutes, args.keep)
        other = len(statuses) - killed - survived
        share = 100 * killed / max(1, killed + survived)
        print(f"{name}: {killed} killed, {survived} survived, {other} other "
              f"({share:.1f}% of {killed + survived} killed)", flush=True)
        for mutant in survivors:
            print(f"  survived: {mutant}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
