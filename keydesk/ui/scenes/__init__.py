"""The app's scenes: main menu, new-game setup, the table, and the final scores.

Each scene owns its pygame_gui elements (rebuilt on resize) and draws its own background;
the App in keydesk/ui/app.py switches between them and feeds them events.
"""
