"""Scoring: the end-of-game score sheet (sheet.py) and the exact allocation behind it, who may
declare the purple marker, the village's road and river graph, the sheet's words, and the live
score the name bars show."""
