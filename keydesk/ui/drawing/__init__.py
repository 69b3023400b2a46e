"""Drawing primitives for the table: hexes and tile faces, icons, labels, the offer row and its
bids, villages, panels and the carried piece. Pure drawing onto a surface, with no scene state."""
