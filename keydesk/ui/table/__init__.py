"""The table scene's parts: what it draws (view, tooltip, callouts, goal), the words it shows
(text, log, news), and the helpers that take care of one concern each for
`keydesk/ui/scenes/table.py` — bots, files, input, lights, seats, the curtain and the hand-over
between people (curtain, handover), "done this season" (rest), toolbar, undo, zoom."""
