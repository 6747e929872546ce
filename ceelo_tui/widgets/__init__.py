"""Widgets of the table and the other screens: one widget a file, each keeping its own look in
DEFAULT_CSS. The table's move panel is four of them in a ContentSwitcher (``amount_panel``,
``roll_panel``, ``faces_panel``, ``settled_panel``); its texts are fixed-size where they can be
(``round_log``, ``key_bar``, ``text_line``) so that a move costs one refresh, and what changes
together is drawn by one widget (``dice_tray`` draws three dice, each modelled by ``die``;
``balance_table`` draws every row, each drawn by ``seat_row``) so that the refresh repaints few.
The help's long Markdown is one widget too (``help_text``), not a widget per paragraph.
A widget draws a presenter's view (or plain values), never a game state: it imports nothing
from the engine but its types, and a presenter's styled lines become Textual content in
``styled_content``."""
