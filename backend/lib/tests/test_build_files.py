import json
import logging

from lib.build_files import read_json


def test_a_missing_build_file_is_warned_about_once_until_it_is_there(tmp_path, caplog):
    path = tmp_path / "manifest.json"
    with caplog.at_level(logging.WARNING, logger="lib.build_files"):
        assert read_json(path, "No build at %s") == {}
        assert read_json(path, "No build at %s") == {}  # e.g. every page request of a server without a build
        assert [r.getMessage() for r in caplog.records] == [f"No build at {path}"]
        path.write_text(json.dumps({"a": 1}))
        assert read_json(path, "No build at %s") == {"a": 1}
        path.unlink()
        assert read_json(path, "No build at %s") == {}  # gone again: said again
    assert len(caplog.records) == 2
