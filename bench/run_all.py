"""`make bench`: every benchmark, printing figures (nothing here asserts on time).

    python bench/run_all.py [HARD_BUDGET] [--cpu-clock]    Hard's seconds per decision (default: its own)
"""

import _path  # noqa: F401  (puts the project on sys.path)

import bot_latency
import idle_cpu
import rule_speed


def main() -> None:
    options = bot_latency.parse_options("Every benchmark, printing figures.")
    rule_speed.main()
    bot_latency.main(options.budget, options.cpu_clock)
    idle_cpu.main()


if __name__ == "__main__":
    main()
