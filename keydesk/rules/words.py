"""The indefinite article, for the sentences the game writes about its own words.

Log lines, reasons and refusals put "a" before a resource, a skill, a season or a number that
comes from the data ("moves a wood"), and some of those begin with a vowel sound: "an iron",
"an anvil", "an autumn tile", "an 8-player game".  One rule, here, so no sentence says "a iron".
"""

from __future__ import annotations

SAID_WITH_A = ("use", "usu", "uni", "one", "once", "eu")  # a vowel letter said as "you" or "won"


def article(word: str) -> str:
    """"a" or "an", as `word` is said: by its first letter ("a use", "a one" aside), or for a number by how it is read
    ("an 8", "an 11", "an 18 000", "a 1", "a 6": eight, eleven and eighteen begin with a vowel)."""
    word = str(word).lstrip()
    if word[:1].isdigit():
        digits = word[:len(word) - len(word.lstrip("0123456789"))]
        vowel = digits.startswith("8") or (digits[:2] in ("11", "18") and len(digits) % 3 == 2)
        return "an" if vowel else "a"
    low = word.lower()
    if low.startswith(SAID_WITH_A):
        return "a"
    return "an" if low[:1] in "aeiou" else "a"


def with_article(word: str) -> str:
    """`word` after its article: "an anvil", "a saw"."""
    return f"{article(word)} {word}"
