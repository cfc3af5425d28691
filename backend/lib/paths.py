"""The language of a public address: a path under /ar is Arabic, any other is English, and a
language-free path ("/about") is spelled "/ar/about" in Arabic. The browser applies the same rule
(frontend/src/lib/lang.ts); both are checked against shared-cases/language-paths.json."""


def split_language(path: str) -> tuple[str, str]:
    """('/ar/services' -> ('ar', '/services')), ('/ar' -> ('ar', '/')), ('/about' -> ('en', '/about'))."""
    if path == "/ar" or path.startswith("/ar/"):
        return "ar", path[3:] or "/"
    return "en", path


def localized_path(path: str, lang: str) -> str:
    """A language-free path as it is spelled in `lang`: ("/about", "ar") -> "/ar/about"."""
    if lang == "ar":
        return "/ar" if path == "/" else "/ar" + path
    return path
