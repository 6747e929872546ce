"""Widgets of the table: one widget a file, each keeping its own look in DEFAULT_CSS."""
