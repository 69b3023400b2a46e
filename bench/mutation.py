"""Mutation testing of the modules whose mistakes would cost a game: how many small changes to
the code (a < for a <=, a 1 for a 2, a dropped call) the tests catch.

    python bench/mutation.py                       every module below
    python bench/mutation.py bidding scoring       only these
    python bench/mutation.py scoring --keep        keep the copy (its folder is printed)
    python bench/mutation.py scoring --again COPY  run that copy's survivors again with the
                                                   tests as they are now (after tests were added)

Each module is mutated by mutmut (the `mutation` extra in pyproject.toml; `pip install mutmut`)
in a copy of the checkout made in a temporary folder, so the checkout is never touched, and
each mutant is run against only the tests that exercise that module.  It prints, per module,
the mutants killed and surviving and the share killed, then the names of the survivors
(`mutmut show NAME` in the copy, kept with --keep, prints one).  A module takes from ten
minutes (bidding, the screenshot code) to most of an hour (allocation) on one busy core; it runs
at low priority and stops a module after --minutes.

Every mutant that survives is explained, module by module, in bench/mutation_survivors.md
(what it changes and why no behaviour can tell it apart, or why it does no harm), with the
figures of the last run and the command that gave them.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Not the perft test: it also scores every game, but its 30 whole games cost seconds a mutant.
SCORING_TESTS = ["tests/rules/test_scoring.py", "tests/rules/test_score_total.py", "tests/rules/test_village_facts.py",
                 "tests/rules/test_allocation.py", "tests/rules/test_score_lines.py"]
MODULES = {
    "bidding": ("keydesk/rules/bidding.py", ["tests/rules/test_bidding.py", "tests/rules/test_apply_built.py",
                                          "tests/rules/test_perft.py"]),
    "scoring": ("keydesk/rules/scoring/sheet.py", SCORING_TESTS),
    "allocation": ("keydesk/rules/scoring/allocation.py", SCORING_TESTS),
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


def copy_checkout(into: Path, under: str = "") -> None:
    """The files git knows (committed or not, never ignored ones) copied into `into`; with
    `under`, only those in that folder."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "--", under or "."], cwd=ROOT,
                            check=True, capture_output=True, text=True).stdout.splitlines()
    for name in listed:
        source = ROOT / name
        if source.is_file():
            (into / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, into / name)


def mutmut(folder: Path, *args: str, minutes: float = 0) -> str:
    """mutmut's output; after `minutes` (0: no limit) it is stopped with the test run it started
    (its whole process group, so no worker goes on testing a mutant) and TimeoutExpired raised."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    command = ["nice", "-n", "10", sys.executable, "-m", "mutmut", *args]
    with subprocess.Popen(command, cwd=folder, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                          text=True, start_new_session=True) as process:
        try:
            return process.communicate(timeout=minutes * 60 or None)[0]
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGTERM)
            process.communicate()
            raise


def results(folder: Path) -> list:
    """[(mutant, status)] of every mutant in a copy, as mutmut last recorded them."""
    return re.findall(r"^\s*(\S+): (\w[\w ]*)$", mutmut(folder, "results", "--all", "true"), re.M)


def run_mutants(name: str, folder: Path, minutes: float, children: int, mutants=()) -> list:
    try:
        mutmut(folder, "run", "--max-children", str(children), *mutants, minutes=minutes)
    except subprocess.TimeoutExpired:
        print(f"{name}: stopped after {minutes} minutes; the figures count the mutants run by then")
    return results(folder)


def run_module(name: str, minutes: float, keep: bool, children: int) -> list:
    module, tests = MODULES[name]
    folder = Path(tempfile.mkdtemp(prefix=f"mutation-{name}-"))
    try:
        copy_checkout(folder)
        with open(folder / "pyproject.toml", "a", encoding="utf-8") as f:
            f.write(CONFIG.format(module=module, tests=repr(tests).replace("'", '"')))
        return run_mutants(name, folder, minutes, children)
    finally:
        if keep:
            print(f"{name}: the copy is kept in {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)


def run_again(name: str, folder: Path, minutes: float, children: int) -> list:
    """The survivors of a kept copy run again with the checkout's tests as they are now, after
    tests were written for them; every other mutant keeps its verdict (more tests kill more, never
    fewer).  The module itself must be as it was: its mutants are numbered by its code."""
    module = MODULES[name][0]
    if (folder / module).read_bytes() != (ROOT / module).read_bytes():
        raise SystemExit(f"{module} has changed since {folder} was made: run the module afresh")
    for tests in (folder / "tests", folder / "mutants" / "tests"):
        shutil.rmtree(tests, ignore_errors=True)
    copy_checkout(folder, "tests")
    copy_checkout(folder / "mutants", "tests")
    # Which tests reach which function is measured again, for changed tests as well as new ones.
    (folder / "mutants" / "mutmut-stats.json").unlink(missing_ok=True)
    survivors = [mutant for mutant, status in results(folder) if status == "survived"]
    return run_mutants(name, folder, minutes, children, survivors) if survivors else results(folder)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="*", help=f"some of {', '.join(MODULES)} (default: all)")
    parser.add_argument("--minutes", type=float, default=90, help="at most this long a module (default 90)")
    parser.add_argument("--keep", action="store_true", help="keep each module's copy to inspect survivors")
    parser.add_argument("--again", type=Path, metavar="COPY",
                        help="run the survivors in this kept copy of one module again, with the tests as they are now")
    parser.add_argument("--children", type=int, default=1, help="mutants tested at once (default 1)")
    args = parser.parse_args(argv)
    unknown = [name for name in args.modules if name not in MODULES]
    if unknown:
        parser.error(f"no module {unknown[0]!r}; choose from {', '.join(MODULES)}")
    if args.again and len(args.modules) != 1:
        parser.error("--again needs the one module its copy was made for")
    for name in args.modules or MODULES:
        if args.again:
            found = run_again(name, args.again, args.minutes, args.children)
        else:
            found = run_module(name, args.minutes, args.keep, args.children)
        statuses = [status for _, status in found]
        survivors = [mutant for mutant, status in found if status == "survived"]
        killed, survived = statuses.count("killed"), len(survivors)
        other = len(statuses) - killed - survived
        share = 100 * killed / max(1, killed + survived)
        print(f"{name}: {killed} killed, {survived} survived, {other} other "
              f"({share:.1f}% of {killed + survived} killed)", flush=True)
        for mutant in survivors:
            print(f"  survived: {mutant}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
