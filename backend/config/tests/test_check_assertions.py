"""scripts/check_assertions.py, the check that every test can fail, on sample test files."""

import importlib.util
import textwrap
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "check_assertions.py"
spec = importlib.util.spec_from_file_location("check_assertions", SCRIPT)
assert spec is not None and spec.loader is not None
checker = importlib.util.module_from_spec(spec)
spec.loader.exec_module(checker)

PYTHON = '''
import pytest

def check_row(row):
    return row

def asserting(value):
    assert value == 1

def silent(value):
    return value

def test_nothing():
    silent(1)

def test_assert_true():
    assert True

def test_or_true(x):
    assert x == 2 or True

def test_either_status(response):
    assert response.status_code in (200, 405)

def test_escape(reply, lang):
    assert "guarantee" not in reply or lang == "ar"

def test_one_of_two_values(x):
    assert x == 1 or x == 2

def test_one_status(response):
    assert response.status_code in (201,)

def test_raises():
    with pytest.raises(ValueError):
        int("x")

def test_playwright(page):
    expect(page).to_have_title("Home")

def test_helper():
    asserting(1)

def test_conftest_helper():
    signed_in_as("agent")

def test_named_like_a_check():
    check_row(1)

def test_mock(mocked):
    mocked.assert_called_once()

class TestGroup:
    def test_method(self):
        silent(2)
'''

CONFTEST = '''
def signed_in_as(role):
    assert role
'''

VITEST = '''
import { expect, it } from "vitest";

function expectsTwo(x: number) {
  expect(x).toBe(2);
}
const throughAnother = (x: number) => expectsTwo(x);

it("expects", () => {
  expect(1).toBe(1);
});
it("calls a helper that expects", () => {
  throughAnother(2);
});
it("only mentions expect in a string", () => {
  const text = "expect(1)"; // expect(2)
  console.log(text);
});
it.each([1, 2])("each case checks nothing: %s", (n) => {
  console.log(n);
});
it.todo("written later");
'''


def findings(tmp_path, name, source, read):
    path = tmp_path / name
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    return {where.split("::", 1)[1]: why for where, why in read(path)}


def test_python_tests_that_cannot_fail_are_flagged(tmp_path):
    (tmp_path / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    found = findings(tmp_path, "test_sample.py", PYTHON, checker.python_file)
    assert set(found) == {"test_nothing", "test_assert_true", "test_or_true", "test_either_status", "test_escape",
                          "TestGroup::test_method"}
    assert found["test_nothing"].startswith("checks nothing")
    assert "[200, 405]" in found["test_either_status"] and "or lang ==" in found["test_escape"]


def test_vitest_blocks_without_expect_are_flagged(tmp_path):
    found = findings(tmp_path, "sample.test.ts", VITEST, checker.vitest_file)
    assert set(found) == {"only mentions expect in a string", "each case checks nothing: %s"}
