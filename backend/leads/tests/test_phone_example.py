"""The example phone number the contact and booking forms and the chat's second contact request quote
(the field's hint, the invalid-number message, in both languages, and the server's own message) is
shaped like a Qatari number but can be nobody's: Qatar's eight-digit numbers never start with 0 (the
country has no trunk prefix), so a number whose subscriber part starts with 0 is unallocated, whoever
copies it."""

import re

import phonenumbers
import pytest

from leads import rules
from lib import strings

NUMBER = re.compile(r"\+974[\s\u00a0]*[\d\s\u00a0]+\d")


def example_in(text: str) -> str:
    found = NUMBER.findall(text)
    assert len(found) == 1, text
    return "".join(ch for ch in found[0] if ch == "+" or ch.isdigit())


def server_message() -> str:
    with pytest.raises(ValueError) as refused:
        rules.clean_phone("+974 1")
    return str(refused.value)


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("key", ["contact.form.phoneHint", "contact.errors.phoneInvalid", "chat.askAgain"])
def test_the_forms_example_phone_looks_qatari_but_belongs_to_nobody(lang, key):
    example = example_in(strings.t(key, lang))
    assert example == example_in(server_message())  # one example everywhere
    assert re.fullmatch(r"\+974\d{8}", example)  # a Qatari number's shape: +974 and eight digits
    assert example[4] == "0"  # no Qatari number starts with 0
    number = phonenumbers.parse(example, "QA")
    assert not phonenumbers.is_valid_number(number)
    assert phonenumbers.number_type(number) != phonenumbers.PhoneNumberType.MOBILE
