"""Contact details taken out of a visitor's question before it is kept for editors (contact_rules.redact),
and the phone rule the contact endpoint shares with the widget."""

import pytest

from chat.contact_rules import is_phone, redact


@pytest.mark.parametrize(("text", "kept"), [
    ("call me on +974 5512 3456 please", "call me on [phone] please"),
    ("رقمي ٥٥١٢٣٤٥٦٧ ابي استشارة", "رقمي [phone] ابي استشارة"),
    ("my number is (974) 5512-3456.", "my number is [phone]."),
    ("write to omar.k+visa@example.co.uk about it", "write to [email] about it"),
    ("My name is Omar Khalid and I want to study", "My name is [name] and I want to study"),
    ("اسمي عمر خالد وأبي أدرس في كندا", "اسمي [name] وأبي أدرس في كندا"),
])
def test_contact_details_are_taken_out(text, kept):
    assert redact(text) == kept


@pytest.mark.parametrize("text", [
    "What is the fee for subclass 189 in 2026?",
    "Is CAD 990 the fee for Express Entry?",
    "I have 12 years of experience and IELTS 7.5",
    "كم رسوم التأشيرة 189 لعام 2026؟",
])
def test_numbers_that_are_not_phones_stay(text):
    assert redact(text) == text


def test_a_phone_field_is_checked_as_the_widget_checks_it():
    assert is_phone("+974 5512 3456")
    assert is_phone("٥٥١٢٣٤٥٦٧")
    assert not is_phone("12-34-56-")
    assert not is_phone("--------")
    assert not is_phone("+974 5512 3456 x")
