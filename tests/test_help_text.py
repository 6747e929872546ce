"""The help's text is drawn in each built-in theme's own colours: headings, bullets, tables
and code take theirs from the theme, so none is drawn in a fixed colour that a theme does
not expect."""

from __future__ import annotations

from rich.color import Color as RichColor
from textual.app import App, ComposeResult
from textual.color import Color

from ceelo_tui.widgets.help_text import HelpText

DOCUMENT = "## Heading\n\n- one `code`\n\n| key | does |\n|---|---|\n| a | all in |\n"


class HelpApp(App[None]):
    def compose(self) -> ComposeResult:
        yield HelpText(DOCUMENT, id="help-text")


def colour_of(app: App[None], text: str) -> RichColor | None:
    """The colour the help draws ``text`` in, read off the lines it draws."""
    help_text = app.query_one(HelpText)
    for y in range(help_text.size.height):
        for segment in help_text.render_line(y):
            if text in segment.text and segment.style is not None:
                return segment.style.color
    raise AssertionError(f"{text!r} is not drawn")


def same(drawn: RichColor | None, variable: str, app: App[None]) -> bool:
    """True when ``drawn`` is the colour of the theme's ``variable`` (on the app's background)."""
    background = Color.parse(app.theme_variables["background"])
    wanted = background + Color.parse(app.theme_variables[variable])
    return drawn is not None and Color.from_rich_color(drawn).hex6 == wanted.hex6


async def test_every_theme_colours_the_help_with_its_own_variables() -> None:
    app = HelpApp()
    async with app.run_test(size=(60, 20)) as pilot:
        themes = sorted(app.available_themes)
        assert len(themes) > 10
        headings = set()
        for theme in themes:
            app.theme = theme
            await pilot.pause()
            help_text = app.query_one(HelpText)
            for text, part, variable in (("Heading", "heading", "markdown-h2-color"), ("code", "code", "text-accent"),
                                         ("•", "bullet", "text-primary")):
                drawn = colour_of(app, text)
                assert drawn == help_text.get_component_rich_style(f"help-text--{part}").color, (theme, part)
                if not theme.startswith("ansi"):  # the ANSI themes draw in the terminal's own colours
                    assert same(drawn, variable, app), (theme, part)
            headings.add(colour_of(app, "Heading"))
        assert len(headings) > 5  # the themes do not all look alike


async def test_the_help_keeps_its_source_and_draws_all_of_it() -> None:
    app = HelpApp()
    async with app.run_test(size=(60, 20)):
        help_text = app.query_one(HelpText)
        assert help_text.source == DOCUMENT
        drawn = "\n".join(help_text.render_line(y).text for y in range(help_text.size.height))
        for words in ("Heading", "one code", "key", "does", "all in"):
            assert words in drawn
