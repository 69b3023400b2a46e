"""Fixtures shared across the test folders."""

import pytest

from keydesk.ai import learned


@pytest.fixture
def fresh_model_caches():
    """The learned model and the evaluation chosen from it are read once per process and
    cached; a test that points LEARNED_FILE elsewhere needs them read again, before and after."""
    learned.learned_model.cache_clear()
    learned.shipped_evaluation.cache_clear()
    yield
    learned.learned_model.cache_clear()
    learned.shipped_evaluation.cache_clear()
