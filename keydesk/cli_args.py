"""Argument types for the command line: each refuses a value that makes no sense with one
sentence (argparse prints it and exits 2), before anything is read, drawn or written."""

from __future__ import annotations

import argparse
import math

from keydesk.rules.limits import SEED_MAX, seed_problem

MIN_SIZE = (1024, 600)  # the window's smallest (as ui/window.py keeps it; scaled below 1280×720)
SHOT_MIN_SIZE = (640, 360)  # the smallest the table stays readable at
MAX_SIZE = (7680, 4320)  # 8K: beyond it a picture is only memory
MAX_BUDGET = 600.0  # seconds per decision: longer is a typo, not a plan


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None


def at_least(low: int):
    """A whole number `low` or more."""
    def parse(text: str) -> int:
        value = _integer(text)
        if value < low:
            raise argparse.ArgumentTypeError(f"must be {low} or more, got {value}")
        return value
    return parse


def seed(text: str) -> int:
    """A seed in the one range every part of keydesk accepts (rules/limits.py)."""
    value = _integer(text)
    if seed_problem(value):
        raise argparse.ArgumentTypeError(f"a seed is {seed_problem(value)}, got {value}")
    return value


def seconds(text: str) -> float:
    """A time budget: more than 0 and at most MAX_BUDGET seconds."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not (math.isfinite(value) and 0 < value <= MAX_BUDGET):
        raise argparse.ArgumentTypeError(f"must be more than 0 and at most {MAX_BUDGET:g} seconds, got {text}")
    return value


def size(smallest, largest):
    """WIDTHxHEIGHT between `smallest` and `largest`: a size the table can be drawn at."""
    def parse(text: str):
        try:
            w, h = (int(x) for x in text.lower().split("x"))
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a size like 1600x900, got {text!r}") from None
        if not (smallest[0] <= w <= largest[0] and smallest[1] <= h <= largest[1]):
            raise argparse.ArgumentTypeError(
                f"{w}x{h} is not between {smallest[0]}x{smallest[1]} and {largest[0]}x{largest[1]}")
        return w, h
    return parse


def seeds_fit(first: int, games: int) -> str | None:
    """Why games numbered from seed `first` would run past the seed range, or None."""
    last = first + games - 1
    return None if last <= SEED_MAX else f"--seed {first} with --games {games} runs past the largest seed {SEED_MAX}"
