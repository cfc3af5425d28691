import json
import os
from pathlib import Path

from web import assets, boot


def _build(folder: Path, page_file: str) -> Path:
    manifest = {
        "src/app/entry-client.tsx": {"file": "assets/entry.js", "isEntry": True, "imports": []},
        "src/locales/en/index.ts": {"file": "assets/en.js", "isDynamicEntry": True},
        "src/features/home/HomePage.tsx": {"file": f"assets/{page_file}", "isDynamicEntry": True},
    }
    path = folder / "client" / ".vite" / "manifest.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(manifest))
    return path


def test_a_pages_files_are_worked_out_once_per_build(settings, tmp_path):
    settings.FRONTEND_BUILD_DIR = tmp_path
    path = _build(tmp_path, "home-1.js")
    first = assets.for_page("features/home/HomePage", "en")
    assert first.preload == ("/static/assets/en.js", "/static/assets/home-1.js")
    assert assets.for_page("features/home/HomePage", "en") is first  # the same answer, not walked again
    # A new build (the manifest rewritten while the server runs) gives the new files.
    _build(tmp_path, "home-2.js")
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    assert assets.for_page("features/home/HomePage", "en").preload == ("/static/assets/en.js",
                                                                        "/static/assets/home-2.js")


def test_the_build_id_changes_with_the_manifest_and_with_the_boot_script(settings, tmp_path, monkeypatch):
    settings.FRONTEND_BUILD_DIR = tmp_path
    path = _build(tmp_path, "home-1.js")
    first = assets.build_id()
    assert assets.build_id() == first
    _build(tmp_path, "home-2.js")
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    second = assets.build_id()
    assert second != first
    monkeypatch.setattr(boot, "SCRIPT", boot.SCRIPT + "\n// another release")
    monkeypatch.setattr(assets, "_per_build", {})  # a new process: the script is read at start-up
    assert assets.build_id() != second
