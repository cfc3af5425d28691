"""Free text keeps what a person typed and loses control and bidi-override characters."""

import pytest

from lib.plain_text import plain


@pytest.mark.parametrize(("typed", "kept"), [
    ("Hello\x1b[31m there\x07", "Hello[31m there"),
    ("invoice\u202egpj.exe", "invoicegpj.exe"),
    ("\u2066isolated\u2069 text\x85", "isolated text"),
    ("أريد الدراسة في كندا", "أريد الدراسة في كندا"),
    ("line one\nline two\ttabbed", "line oneline twotabbed"),
])
def test_one_line_text_loses_controls_and_bidi_overrides(typed, kept):
    assert plain(typed) == kept


def test_a_message_keeps_its_lines_and_tabs():
    assert plain("Dear team,\r\n\tWe are four.\u202e\x00", multiline=True) == "Dear team,\r\n\tWe are four."
