"""The app's scenes: the main menu, New game, dialogs, the table, the final scores, the replay and
the review, Learn (the tutorial and the compendium), Challenges and Statistics.

Each scene owns its pygame_gui elements (rebuilt on resize) and draws its own background;
the App in keydesk/ui/app.py switches between them and feeds them events.
"""
