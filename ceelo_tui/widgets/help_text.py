"""The help's text: its Markdown drawn by one widget, in the colours of the theme.

Textual's ``Markdown`` widget makes a widget of every paragraph, list item and table cell,
some 370 for the help, and styles, lays out and draws each one: opening the help took 0.8 to
0.9 s of CPU on a 2-core machine, and every change of focus inside it restyled them all.
Rich's Markdown renderer draws the same document as lines of text, and this one widget shows
those lines, drawn once for each width: the help now opens in about 0.11 s. Rich names the
style of each part (``markdown.h2``, ``markdown.code``...); here each name takes its style
from a component class of the widget, and the rules below fill those from the theme's
variables, so every theme colours the headings, bullets, tables and code as it colours the
rest of the app.
"""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.markdown import Markdown
from rich.segment import Segment
from rich.theme import Theme
from textual.widget import Widget

MARKDOWN_STYLES = {
    "markdown.h1": "help-text--heading",
    "markdown.h2": "help-text--heading",
    "markdown.h3": "help-text--heading",
    "markdown.code": "help-text--code",
    "markdown.item.bullet": "help-text--bullet",
    "markdown.item.number": "help-text--bullet",
    "markdown.table.header": "help-text--table-header",
    "markdown.table.border": "help-text--table-border",
}
"""Rich's name for each part of a Markdown document -> the component class that styles it."""


_WIDTHS_KEPT = 4
"""Drawings kept, one per width (a resize adds one; the theme changing drops them all)."""


class InTheme:
    """A Rich renderable drawn with some of Rich's named styles replaced (``theme``), once for
    each width: ``drawn`` keeps the drawings (Textual asks twice, to measure and to show)."""

    def __init__(self, renderable: RenderableType, theme: Theme, drawn: dict[int, list[Segment]]) -> None:
        self.renderable = renderable
        self.theme = theme
        self.drawn = drawn

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        """Draw the whole renderable while the theme is in use (or take the drawing made at
        this width), then hand over its segments."""
        segments = self.drawn.get(options.max_width)
        if segments is None:
            with console.use_theme(self.theme):
                segments = list(console.render(self.renderable, options))
            if len(self.drawn) >= _WIDTHS_KEPT:
                self.drawn.clear()
            self.drawn[options.max_width] = segments
        yield from segments


class HelpText(Widget):
    """A Markdown document (``source``), drawn as text at the widget's width."""

    COMPONENT_CLASSES = set(MARKDOWN_STYLES.values())

    DEFAULT_CSS = """
    HelpText {
        height: auto;
    }
    HelpText > .help-text--heading {
        color: $markdown-h2-color;
        text-style: bold;
    }
    HelpText > .help-text--code {
        color: $text-accent;
    }
    HelpText > .help-text--bullet {
        color: $text-primary;
    }
    HelpText > .help-text--table-header {
        color: $text-primary;
        text-style: bold;
    }
    HelpText > .help-text--table-border {
        color: $foreground-muted;
    }
    """

    def __init__(self, source: str, *, id: str | None = None) -> None:
        """The document ``source`` (Markdown), parsed once."""
        super().__init__(id=id)
        self.source = source
        """The Markdown this widget draws."""
        self._document = Markdown(source)
        self._drawn: dict[int, list[Segment]] = {}
        """The document drawn in the current theme, by width."""

    def render(self) -> RenderableType:
        """The document, its parts styled by this widget's component classes."""
        theme = Theme({name: self.get_component_rich_style(part) for name, part in MARKDOWN_STYLES.items()})
        return InTheme(self._document, theme, self._drawn)

    def notify_style_update(self) -> None:
        """The theme or CSS changed: drop the drawings made in the old colours."""
        super().notify_style_update()
        self._drawn.clear()
