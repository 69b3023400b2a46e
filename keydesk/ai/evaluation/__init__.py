"""What a position is worth: the hand-built evaluation (evaluate.py, potential.py, weights from
data/ai/weights.yaml), the learned one (features.py, learned.py, data/ai/learned.yaml) that the
searches end their simulations on, and what Hard's search raises with it (objective.py)."""
