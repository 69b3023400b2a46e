"""Resident memory of this process and of every process it started, read from /proc.

The benches that watch memory over a long run (soak.py, table_fuzz.py) print it: a worker
process the judge or the bots keep counts as much as the window's own, so the children are
added in (each one's whole resident size, pages it shares with its parent included: a figure
that errs on the high side).  Beside it, the proportional size (Pss), which counts a page shared
by several processes (the interpreter's code, the libraries) once over all of them.  Linux
only; elsewhere there is no /proc and the figure is None.
"""

from __future__ import annotations

import os
from pathlib import Path

PROC = Path("/proc")


def _kb(pid: int, file: str, field: str) -> int:
    """A field in KB of one process's /proc file (0 if it has just gone, or has no such field)."""
    try:
        for line in (PROC / str(pid) / file).read_text().splitlines():
            if line.startswith(field):
                return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


def _parents() -> dict:
    """{pid: parent pid} of every process visible now."""
    out = {}
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # The command name (field 2) is in parentheses and may hold spaces: read after it.
        out[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    return out


def descendants(pid: int) -> list:
    """Every process started by `pid`, by its children and so on."""
    parents = _parents()
    found, frontier = [], [pid]
    while frontier:
        children = [child for child, parent in parents.items() if parent in frontier]
        found += children
        frontier = children
    return found


def resident_mb(pid: int | None = None) -> tuple | None:
    """(MB resident of `pid` (default: this process) with all its descendants, how many
    descendants, their proportional MB, MB resident of `pid` alone), or None where /proc cannot
    be read."""
    pid = os.getpid() if pid is None else pid
    if not (PROC / str(pid) / "status").exists():
        return None
    every = [pid] + descendants(pid)
    resident = [_kb(p, "status", "VmRSS:") for p in every]
    proportional = sum(_kb(p, "smaps_rollup", "Pss:") for p in every)
    return sum(resident) / 1024, len(every) - 1, proportional / 1024, resident[0] / 1024
