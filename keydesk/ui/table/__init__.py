"""The table scene's parts: what it draws (view, tooltip), the words it shows (text, log), and
the helpers that take care of one concern each for `keydesk/ui/scenes/table.py` — bots, files,
input, lights, seats and the curtain, toolbar, undo, zoom."""
