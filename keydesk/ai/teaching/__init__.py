"""What teaches a person: the judge (judge.py, its numbered rounds and worker processes) shared
by the hint (suggest.py, reasons.py, variety.py) and the review (review.py, kept with its game
by kept_review.py), the accuracy a review sums up to, and the grading of an exercise."""
