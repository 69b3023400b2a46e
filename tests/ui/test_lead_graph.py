"""The review's lead graph: the line, the band where 8 games in 10 ended, and what the figure assumes."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from keydesk.ai.teaching import lead_band  # noqa: E402
from keydesk.ai.teaching.review import Decision  # noqa: E402
from keydesk.ui.drawing.lead_graph import ASSUMES, SEASON_SHADE, LeadGraph  # noqa: E402
from keydesk.ui.fonts import text_size  # noqa: E402
from keydesk.ui.scenes.review import lead_words  # noqa: E402

SEASONS = ["spring"] * 10 + ["summer"] * 10 + ["autumn"] * 10 + ["winter"] * 10


def decisions() -> list:
    """Four decisions a season, the lead 0 in spring and summer, 10 in autumn and winter."""
    return [Decision(i, SEASONS[i], None, None, 0.0, "", 0.0 if i < 20 else 10.0) for i in range(1, 40, 2)]


def drawn(size=(1000, 360)):
    pygame.font.init()
    surface = pygame.Surface(size)
    graph = LeadGraph(surface.get_rect(), decisions(), len(SEASONS), SEASONS)
    graph.draw(surface, "title")
    return graph, surface


def test_the_band_is_shaded_around_the_line_and_not_beyond_its_edges():
    graph, surface = drawn()
    spring = next(d for d in graph.decisions if d.season == "spring" and d.index > 3)
    low, high = lead_band.band("spring", spring.lead)
    assert graph.bands[graph.decisions.index(spring)] == (low, high)
    x = graph.x(spring.index + 1)
    inside = surface.get_at((x, graph.y(high - 2)))[:3]
    outside = surface.get_at((x, graph.y(high + 1.5)))[:3]
    assert outside == SEASON_SHADE[0]  # the season's shade alone above the band
    assert inside != SEASON_SHADE[0] and inside[2] > inside[0]  # tinted with the line's blue
    assert graph.top >= high and graph.bottom <= low  # the axis holds the band


def test_the_graph_says_what_its_figure_assumes_within_its_width():
    graph, _ = drawn()
    assert "everyone plays on as the judge would" in ASSUMES and "guesses what the player could not see" in ASSUMES
    assert text_size(ASSUMES, 15)[0] <= graph.rect.width - 20


def test_without_a_usable_band_file_the_line_is_drawn_alone_and_the_review_gives_the_lead_alone(monkeypatch):
    monkeypatch.setattr(lead_band, "_shipped", lambda: (None, "The lead graph draws no band: lead_band.yaml: broken"))
    graph, surface = drawn()
    assert graph.bands == [None] * len(graph.decisions)
    d = graph.decisions[3]
    assert surface.get_at((graph.x(d.index + 1), graph.y(d.lead) - 12))[:3] == SEASON_SHADE[0]
    assert lead_words(d) == "+0.0"


def test_the_review_gives_the_lead_with_its_band_in_words():
    d = decisions()[-1]
    low, high = lead_band.band("winter", 10.0)
    assert lead_words(d) == f"+10.0; 8 in 10 such games ended between {low:+.0f} and {high:+.0f}"
