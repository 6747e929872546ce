"""The app's screens: setup, fading, rolling, game over, and the help, quit and too-small notices."""
