"""Load and validate data/tiles.yaml and data/setup.yaml into frozen specs.

Every game number lives in those files; this module only checks them and gives them shape.
A bad file raises DataError naming the file, the tile (or table) and the field, so a typo in
the data is found at start-up with a sentence, never deep inside a game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

from keydesk.documents import read_yaml
from keydesk.paths import shipped

from keydesk.rules.formats.fields import FieldError, Fields
from keydesk.rules.words import with_article

RESOURCES = ("gold", "iron", "stone", "wood")
SKILLS = ("anvil", "pickaxe", "saw")
COLOURS = ("blue", "red", "yellow", "green")
SEASONS = ("spring", "summer", "autumn", "winter")
EDGE_KINDS = ("road", "field", "water")
TILE_KINDS = ("home", "boat", "turn_order", "village")
POWERS = ("1a", "1b", "2a", "2b", "3a", "3b", "4a", "4b")
SCORING_KINDS = (
    "resources_on_tile", "groups", "sets", "each", "chosen_type", "adjacent_tiles",
    "transport_capacity", "road_loop", "river_boats", "free_flip",
)
# Roads per tile, by the rulebook ('Expanding the villages'); summer boats have none.
ROAD_COUNTS = {"home": 5, "spring": 4, "summer": 3, "autumn": 2, "winter": 1, "summer_boat": 0}
DATA_DIR = shipped("data")
EMPTY = MappingProxyType({})


class DataError(FieldError):
    """A component file that does not say what the game needs."""


@dataclass(frozen=True)
class Use:
    resources: Mapping[str, int] = field(default_factory=lambda: EMPTY)
    resource_choice: tuple = ()
    workers: int = 0
    greens: int = 0
    skills: int = 0
    pay_skill: str | None = None
    pay_worker: str | None = None
    pay_after: bool = False
    transport: int = 0
    upgrades: int = 0


@dataclass(frozen=True)
class Scoring:
    kind: str
    points: int
    of: str | None = None
    size: int = 0
    items: tuple = ()
    resource: str | None = None


@dataclass(frozen=True)
class Cost:
    resources: Mapping[str, int] = field(default_factory=lambda: EMPTY)
    any_resources: int = 0
    skills: Mapping[str, int] = field(default_factory=lambda: EMPTY)
    any_skills: int = 0


@dataclass(frozen=True)
class Side:
    use: Use | None = None
    points: int = 0
    scoring: Scoring | None = None


@dataclass(frozen=True)
class BoatSpec:
    min_players: int
    cargo: Mapping[str, tuple]
    season_face: Mapping[str, str]


@dataclass(frozen=True)
class TileSpec:
    id: str
    name: str
    kind: str
    season: str | None
    edges: tuple
    front: Side
    back: Side | None = None
    upgrade: Cost | None = None
    number: int = 0
    pair: str | None = None
    power: str | None = None
    boat: BoatSpec | None = None


@dataclass(frozen=True)
class PlayerSetup:
    players: int
    boats: tuple
    turn_order: tuple  # ((tile id, shows the start player), ...)
    season_tiles: int
    winter_hand: int


@dataclass(frozen=True)
class Components:
    tiles: Mapping[str, TileSpec]
    workers: Mapping[str, int]
    resources: Mapping[str, int]
    skills: Mapping[str, int]
    start_workers: int
    max_workers_per_tile: int
    setups: Mapping[int, PlayerSetup]
    _pools: Mapping[str, tuple] = field(default_factory=lambda: EMPTY, repr=False)

    def season_pool(self, season: str) -> tuple:
        """The 12 tiles of a season; summer boats appear once each as their physical tile id."""
        return self._pools[season]

    def faces(self, physical: str) -> tuple:
        """The two faces of a summer boat, e.g. ("summer_boat_1a", "summer_boat_1b")."""
        return self._faces.get(physical, ())

    @cached_property
    def _faces(self) -> dict:
        """{physical summer boat: its faces}, read once: each season's draw asks for them."""
        pairs = {}
        for spec in self.tiles.values():
            if spec.pair:
                pairs.setdefault(spec.pair, []).append(spec.id)
        return {physical: tuple(sorted(ids)) for physical, ids in pairs.items()}

    def _of_kind(self, kind: str) -> tuple:
        return tuple(sorted((t for t in self.tiles.values() if t.kind == kind), key=lambda t: (t.number, t.id)))

    @property
    def homes(self) -> tuple:
        return tuple(t.id for t in self._of_kind("home"))

    @property
    def boats(self) -> tuple:
        return tuple(t.id for t in self._of_kind("boat"))

    @property
    def turn_order_tiles(self) -> tuple:
        return tuple(t.id for t in self._of_kind("turn_order"))


USE_KEYS = ("resources", "resource_choice", "workers", "greens", "skills", "pay_skill", "pay_worker",
            "pay_after", "transport", "upgrades")


def _use(r: Fields, raw, path: str) -> Use:
    raw = r.mapping(raw, path, USE_KEYS)
    choice = raw.get("resource_choice", [])
    if not isinstance(choice, list):
        r.fail(f"{path}.resource_choice", "a list of resources", choice)
    pay_after = raw.get("pay_after", False)
    if not isinstance(pay_after, bool):
        r.fail(f"{path}.pay_after", "true or false", pay_after)
    return Use(
        resources=MappingProxyType(r.counts(raw.get("resources", {}), RESOURCES, f"{path}.resources")),
        resource_choice=tuple(r.one_of(c, RESOURCES, f"{path}.resource_choice") for c in choice),
        workers=r.count(raw.get("workers", 0), f"{path}.workers"),
        greens=r.count(raw.get("greens", 0), f"{path}.greens"),
        skills=r.count(raw.get("skills", 0), f"{path}.skills"),
        pay_skill=None if "pay_skill" not in raw else r.one_of(raw["pay_skill"], SKILLS + ("any",), f"{path}.pay_skill"),
        pay_worker=None if "pay_worker" not in raw else r.one_of(raw["pay_worker"], COLOURS[:3] + ("any",), f"{path}.pay_worker"),
        pay_after=pay_after,
        transport=r.count(raw.get("transport", 0), f"{path}.transport"),
        upgrades=r.count(raw.get("upgrades", 0), f"{path}.upgrades"),
    )


def _scoring(r: Fields, raw, path: str) -> Scoring:
    raw = r.mapping(raw, path, ("kind", "points", "of", "size", "items", "resource"))
    if "kind" not in raw:
        r.fail(f"{path}.kind", f"one of {', '.join(SCORING_KINDS)}")
    kind = r.one_of(raw["kind"], SCORING_KINDS, f"{path}.kind")
    if "points" not in raw:
        r.fail(f"{path}.points", "a whole number >= 0")
    of = raw.get("of")
    if kind in ("groups", "sets", "each", "chosen_type"):
        allowed = ("gold", "green", "workers") if kind == "each" else ("workers", "skills", "resources")
        of = r.one_of(of, allowed, f"{path}.of")
    items = raw.get("items", [])
    if not isinstance(items, list):
        r.fail(f"{path}.items", "a list", items)
    if kind == "sets" and not items:
        r.fail(f"{path}.items", "the types that make one set")
    kinds = {"workers": COLOURS, "skills": SKILLS, "resources": RESOURCES}.get(of, ())
    size = r.count(raw.get("size", 0), f"{path}.size")
    if kind == "groups" and size < 1:
        r.fail(f"{path}.size", "a group size of 1 or more", size)
    resource = raw.get("resource")
    if kind == "resources_on_tile":
        resource = r.one_of(resource, RESOURCES + ("any",), f"{path}.resource")
    return Scoring(
        kind=kind, points=r.count(raw["points"], f"{path}.points"), of=of, size=size,
        items=tuple(r.one_of(i, kinds, f"{path}.items") for i in items), resource=resource,
    )


def _side(r: Fields, raw, path: str) -> Side:
    raw = r.mapping(raw, path, ("use", "points", "scoring"))
    return Side(
        use=_use(r, raw["use"], f"{path}.use") if "use" in raw else None,
        points=r.count(raw.get("points", 0), f"{path}.points"),
        scoring=_scoring(r, raw["scoring"], f"{path}.scoring") if "scoring" in raw else None,
    )


def _cost(r: Fields, raw, path: str) -> Cost:
    raw = r.mapping(raw, path, ("resources", "any_resources", "skills", "any_skills"))
    return Cost(
        resources=MappingProxyType(r.counts(raw.get("resources", {}), RESOURCES, f"{path}.resources")),
        any_resources=r.count(raw.get("any_resources", 0), f"{path}.any_resources"),
        skills=MappingProxyType(r.counts(raw.get("skills", {}), SKILLS, f"{path}.skills")),
        any_skills=r.count(raw.get("any_skills", 0), f"{path}.any_skills"),
    )


def _boat(r: Fields, raw, path: str) -> BoatSpec:
    raw = r.mapping(raw, path, ("min_players", "cargo", "season_face"))
    for key in ("min_players", "cargo", "season_face"):
        if key not in raw:
            r.fail(f"{path}.{key}", "a value (required)")
    cargo = {}
    for face, pair in r.mapping(raw["cargo"], f"{path}.cargo").items():
        if not isinstance(pair, list) or len(pair) != 2:
            r.fail(f"{path}.cargo.{face}", "[workers, skills]", pair)
        cargo[str(face)] = (r.count(pair[0], f"{path}.cargo.{face}[0]"), r.count(pair[1], f"{path}.cargo.{face}[1]"))
    faces = r.mapping(raw["season_face"], f"{path}.season_face", SEASONS)
    for season in SEASONS:
        if faces.get(season) not in cargo:
            r.fail(f"{path}.season_face.{season}", f"one of the cargo faces {', '.join(cargo)}", faces.get(season))
    players = r.count(raw["min_players"], f"{path}.min_players")
    if not 2 <= players <= 6:
        r.fail(f"{path}.min_players", "2 to 6", players)
    return BoatSpec(players, MappingProxyType(cargo), MappingProxyType(dict(faces)))


TILE_KEYS = ("name", "kind", "season", "edges", "front", "back", "upgrade", "number", "pair", "power", "boat")


def _tile(file: str, tile_id: str, raw) -> TileSpec:
    r = Fields(file, DataError, f"tile '{tile_id}'")
    raw = r.mapping(raw, "", TILE_KEYS)
    for key in ("name", "kind", "edges", "front"):
        if key not in raw:
            r.fail(key, "a value (required)")
    kind = r.one_of(raw["kind"], TILE_KINDS, "kind")
    season = raw.get("season")
    if kind == "village":
        season = r.one_of(season, SEASONS, "season")
    elif season is not None:
        r.fail("season", "no season for a home, boat or turn-order tile", season)
    edges = raw["edges"]
    if not isinstance(edges, list) or len(edges) != 6:
        r.fail("edges", "a list of 6 edges", edges)
    for i, edge in enumerate(edges):
        r.one_of(edge, EDGE_KINDS, f"edges[{i}]")
    power = raw.get("power")
    if power is not None:
        r.one_of(power, POWERS, "power")
    group = "summer_boat" if power else (season or kind)
    if group in ROAD_COUNTS and edges.count("road") != ROAD_COUNTS[group]:
        r.fail("edges", f"{ROAD_COUNTS[group]} roads for {with_article(group.replace('_', ' '))} tile", edges)
    if ("back" in raw) != ("upgrade" in raw):
        r.fail("upgrade" if "back" in raw else "back", "both 'back' and 'upgrade', or neither")
    if kind == "boat" and "boat" not in raw:
        r.fail("boat", "cargo and season faces for a boat tile")
    return TileSpec(
        id=tile_id,
        name=r.text(raw["name"], "name"),
        kind=kind,
        season=season,
        edges=tuple(edges),
        front=_side(r, raw["front"], "front"),
        back=_side(r, raw["back"], "back") if "back" in raw else None,
        upgrade=_cost(r, raw["upgrade"], "upgrade") if "upgrade" in raw else None,
        number=r.count(raw.get("number", 0), "number"),
        pair=raw.get("pair"),
        power=power,
        boat=_boat(r, raw["boat"], "boat") if "boat" in raw else None,
    )


def _pools(file: str, tiles: dict) -> dict:
    pools = {}
    for season in SEASONS:
        ids = []
        for t in tiles.values():
            if t.season == season:
                key = t.pair or t.id
                if key not in ids:
                    ids.append(key)
        if len(ids) != 12:
            raise DataError(f"{file}: season '{season}', field 'tiles': expected 12 tiles, got {len(ids)}")
        pools[season] = tuple(ids)
    return pools


def _setups(file: str, doc, tiles) -> tuple:
    r = Fields(file, DataError, "setup")
    doc = r.mapping(doc, "", ("components", "start_workers", "max_workers_per_tile", "players"))
    for key in ("components", "start_workers", "max_workers_per_tile", "players"):
        if key not in doc:
            r.fail(key, "a value (required)")
    comp = r.mapping(doc["components"], "components", ("workers", "resources", "skills"))
    for key in ("workers", "resources", "skills"):
        if key not in comp:
            r.fail(f"components.{key}", "a value (required)")
    workers = MappingProxyType(r.counts(comp["workers"], COLOURS, "components.workers"))
    resources = MappingProxyType(r.counts(comp["resources"], RESOURCES, "components.resources"))
    skills = MappingProxyType(r.counts(comp["skills"], SKILLS, "components.skills"))
    setups = {}
    players = r.mapping(doc["players"], "players")
    for n in range(2, 7):
        if n not in players:
            r.fail(f"players.{n}", "the set-up for this player count")
        pr = Fields(file, DataError, f"player count {n}")
        raw = pr.mapping(players[n], "", ("boats", "season_tiles", "winter_hand", "turn_order"))
        for key in ("boats", "season_tiles", "winter_hand", "turn_order"):
            if key not in raw:
                pr.fail(key, "a value (required)")
        boats = raw["boats"]
        if not isinstance(boats, list) or len(boats) != n:
            pr.fail("boats", f"a list of {n} boat ids", boats)
        for boat in boats:
            if boat not in tiles or tiles[boat].kind != "boat":
                pr.fail("boats", "boat tile ids", boat)
        order = []
        for i, entry in enumerate(raw["turn_order"] or []):
            if not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[1], bool):
                pr.fail(f"turn_order[{i}]", "[turn-order tile id, true/false]", entry)
            if entry[0] not in tiles or tiles[entry[0]].kind != "turn_order":
                pr.fail(f"turn_order[{i}]", "a turn-order tile id", entry[0])
            order.append((entry[0], entry[1]))
        setups[n] = PlayerSetup(
            players=n, boats=tuple(boats), turn_order=tuple(order),
            season_tiles=pr.count(raw["season_tiles"], "season_tiles"),
            winter_hand=pr.count(raw["winter_hand"], "winter_hand"),
        )
    start = r.count(doc["start_workers"], "start_workers")
    cap = r.count(doc["max_workers_per_tile"], "max_workers_per_tile")
    return workers, resources, skills, start, cap, setups


def parse_components(tiles_doc, setup_doc, tiles_name="data/tiles.yaml", setup_name="data/setup.yaml") -> Components:
    """Validate already-loaded documents (tests feed broken ones here)."""
    if not isinstance(tiles_doc, dict) or not isinstance(tiles_doc.get("tiles"), dict):
        raise DataError(f"{tiles_name}: field 'tiles': expected a mapping of tile id to tile")
    tiles = {str(tid): _tile(tiles_name, str(tid), raw) for tid, raw in tiles_doc["tiles"].items()}
    workers, resources, skills, start, cap, setups = _setups(setup_name, setup_doc, tiles)
    return Components(
        tiles=MappingProxyType(tiles), workers=workers, resources=resources, skills=skills,
        start_workers=start, max_workers_per_tile=cap, setups=MappingProxyType(setups),
        _pools=MappingProxyType(_pools(tiles_name, tiles)),
    )


def _read_yaml(path: Path):
    return read_yaml(path, "component", DataError)


@lru_cache(maxsize=4)
def load_components(data_dir=None) -> Components:
    """The game's components from data/ (cached: the data is read once per process)."""
    folder = Path(data_dir) if data_dir else DATA_DIR
    return parse_components(
        _read_yaml(folder / "tiles.yaml"), _read_yaml(folder / "setup.yaml"),
        str(folder / "tiles.yaml"), str(folder / "setup.yaml"),
    )
