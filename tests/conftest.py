"""Fixtures shared across the test folders."""

import multiprocessing

import pytest

from keydesk.ai.evaluation import learned


@pytest.fixture
def fresh_model_caches():
    """The learned model and the evaluation chosen from it are read once per process and
    cached; a test that points LEARNED_FILE elsewhere needs them read again, before and after."""
    learned.learned_model.cache_clear()
    learned.shipped_margin.cache_clear()
    yield
    learned.learned_model.cache_clear()
    learned.shipped_margin.cache_clear()


@pytest.fixture(autouse=True)
def no_process_left_behind():
    """The judge's worker processes (keydesk/ai/teaching/workers.py) end with their owner, the window or
    the command: none outlives the test that started it."""
    yield
    assert multiprocessing.active_children() == [], "a test left processes running"
