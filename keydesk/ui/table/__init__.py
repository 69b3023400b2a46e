"""The table scene's parts: what it draws (the picture, tooltip, callouts, goal), the words it shows
(text, log), and the helpers that take care of one concern each for
`keydesk/ui/scenes/table.py` — the bots' thread, files, input, lights, the curtain's keys and
clicks and its page (curtain, handover), toolbar, zoom.  The rules of the room they serve
(seats, the curtain, undo, news, "done this season", keeping the game) are the session's:
keydesk/session."""
