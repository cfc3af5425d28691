from web import assets, boot


def _manifest(page_file: str) -> dict:
    return {
        "src/app/entry-client.tsx": {"file": "assets/entry.js", "isEntry": True, "imports": []},
        "src/locales/en/index.ts": {"file": "assets/en.js", "isDynamicEntry": True},
        "src/features/home/HomePage.tsx": {"file": f"assets/{page_file}", "isDynamicEntry": True},
    }


def test_a_pages_files_are_worked_out_once_per_build(client_build):
    client_build(_manifest("home-1.js"))
    first = assets.for_page("features/home/HomePage", "en")
    assert first.preload == ("/static/assets/en.js", "/static/assets/home-1.js")
    assert assets.for_page("features/home/HomePage", "en") is first  # the same answer, not walked again
    # A new build (the manifest rewritten while the server runs) gives the new files.
    client_build(_manifest("home-2.js"))
    assert assets.for_page("features/home/HomePage", "en").preload == ("/static/assets/en.js",
                                                                        "/static/assets/home-2.js")


def test_the_build_id_changes_with_the_manifest_and_with_the_boot_script(client_build, monkeypatch):
    client_build(_manifest("home-1.js"))
    first = assets.build_id()
    assert assets.build_id() == first
    client_build(_manifest("home-2.js"))
    second = assets.build_id()
    assert second != first
    monkeypatch.setattr(boot, "SCRIPT", boot.SCRIPT + "\n// another release")
    monkeypatch.setattr(assets, "_per_build", {})  # a new process: the script is read at start-up
    assert assets.build_id() != second


def test_a_page_whose_stylesheet_is_not_built_yet_is_worked_out_again(client_build, tmp_path):
    manifest = _manifest("home.js")
    manifest["src/app/entry-client.tsx"]["css"] = ["assets/entry.css"]
    client_build(manifest)
    assert assets.for_page("features/home/HomePage", "en").css == ("/static/assets/entry.css",)  # linked
    (tmp_path / "client" / "assets").mkdir()
    (tmp_path / "client" / "assets" / "entry.css").write_text("body{margin:0}")
    found = assets.for_page("features/home/HomePage", "en")
    assert found.css == () and found.style == "body{margin:0}"  # inlined once it is there
