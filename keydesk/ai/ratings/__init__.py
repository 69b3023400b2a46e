"""Ratings: the bot levels' ladder (data/ai/ladder.yaml), a person's rating fitted on it, and
bot-against-bot tournaments."""
