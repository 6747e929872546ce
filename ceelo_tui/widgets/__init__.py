"""Widgets of the table and the other screens: one widget a file, each keeping its own look in
DEFAULT_CSS. The table's move panel is three of them in a ContentSwitcher (``amount_panel``,
``roll_panel``, ``settled_panel``); its texts are fixed-size where they can be (``round_log``,
``key_bar``, ``text_line``) so that a move costs one refresh."""
