"""The bots: Easy's priority rules, Medium's one-step look-ahead, and Hard's determinized search
(Skilled is that search at a small fixed count), with what the search is made of: the
candidates it weighs, the guesses at hidden things, the cheap playout and its transport policy,
Hard's placement and the memo tables and collector pause that keep a decision in its budget."""
