"""What a position is worth: the hand-built evaluation (evaluate.py, potential.py, weights from
data/ai/weights.yaml), the learned one (features.py, learned.py, data/ai/learned.yaml) that the
searches end their simulations on, and what Hard's search raises with it (objective.py).

A *margin* is in points, the player's value less the opponents' average (`field_margin`,
`learned_margin`; the judge's is `learned.shipped_margin()`); an *objective* is what Hard's
search raises, a margin passed through objective.py (`field_objective`, `learned_objective`;
Hard's is `learned.shipped_objective()`).  Medium and placements compare with the best rival
instead (`evaluate.relative_value`)."""
