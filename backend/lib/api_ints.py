"""The integers an API client may send, bounded where they are read (path, query and body alike), so
a value no row or calendar can hold is a 422 naming the field instead of a 500 from the database or
the date library: SQLite cannot bind an integer past 2**63 - 1, PostgreSQL refuses one wider than its
column, and Python's dates end in the year 9999. Every integer the admin API reads is one of these
or carries its own column's bounds (config/tests/test_api_ints.py checks the API document)."""

from typing import Annotated

from pydantic import Field

# The widest id column (BigAutoField, a signed 64-bit integer on PostgreSQL and SQLite). Narrower id
# columns (Django's users: a 32-bit AutoField) only ever compare with it, which both databases allow.
ID_MAX = 2**63 - 1

# A row's id.
Id = Annotated[int, Field(ge=1, le=ID_MAX)]
# A row's id, or 0 for none (the revision an editor's form started from, when none was kept yet).
IdOrNone = Annotated[int, Field(ge=0, le=ID_MAX)]
# A calendar year the booking calendar works with (closures, public holidays).
Year = Annotated[int, Field(ge=2000, le=2100)]
