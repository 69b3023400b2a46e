"""`make bench`: every benchmark, printing figures (nothing here asserts on time).

    python bench/run_all.py [HARD_BUDGET]    Hard's seconds per decision (default: its own)
"""

import sys

import _path  # noqa: F401  (puts the project on sys.path)

import bot_latency
import rule_speed


def main() -> None:
    rule_speed.main()
    bot_latency.main(float(sys.argv[1]) if len(sys.argv) > 1 else None)


if __name__ == "__main__":
    main()
