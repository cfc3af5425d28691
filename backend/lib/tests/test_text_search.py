"""Normalisation, stemming and ranking of the in-memory search (site search and chat assistant)."""

from lib.text_search import Document, Index, normalize, terms


def test_arabic_spelling_variants_fold_to_one_form():
    assert normalize("إِسْتِشَارَةٌ") == normalize("استشاره")
    assert normalize("مستشفى") == normalize("مستشفي")
    assert normalize("ســـفر") == "سفر"  # tatweel
    assert normalize("٢٠٢٦") == "2026"
    assert normalize("سؤال") == "سوال"


def test_terms_drop_stop_words_and_share_stems():
    assert terms("التأشيرات") == terms("تأشيرة")
    assert terms("Studying visas") == terms("study visa")
    assert "كند" in terms("لكندا")  # a glued preposition is also indexed without it
    assert terms("what is the") == []


def _index() -> Index:
    return Index([
        Document("study", [("Student visas تأشيرات الدراسة", 4), ("Study in Canada and the UK الدراسة في الخارج", 1)]),
        Document("work", [("Work permits تصاريح العمل", 4), ("Employer sponsorship in Canada كفالة صاحب العمل", 1)]),
        Document("fees", [("How much does it cost? كم التكلفة", 4), ("Our fees are quoted in writing الرسوم", 1)]),
    ])


def test_ranking_puts_the_best_title_match_first_in_both_languages():
    ix = _index()
    assert ix.search("student visa")[0].document.key == "study"
    assert ix.search("تاشيره دراسه")[0].document.key == "study"  # no hamza, haa for taa marbuta
    assert ix.search("تصريح عمل")[0].document.key == "work"
    assert ix.search("الرسوم")[0].document.key == "fees"


def test_a_prefix_finds_longer_words_and_nonsense_finds_nothing():
    ix = _index()
    assert ix.search("sponsor")[0].document.key == "work"
    assert ix.search("xyzzy") == [] and ix.search("") == [] and ix.search("the") == []


def test_stemming_from_many_threads_at_once_gives_each_word_its_own_stem():
    # One Snowball stemmer shared by threads garbled words (or raised IndexError) under load.
    import threading

    from lib.text_search import _stemmer

    words = [f"{w}{suffix}" for w in ("المستشارون", "بالتأشيرات", "والدراسة", "للمهاجرين", "كندا")
             for suffix in ("", "ها", "هم", "نا", "كما", "ات")] * 40
    expected = [_stemmer("arabic").stemWord(w) for w in words]
    results: list[list[str]] = []

    def stem_all() -> None:
        results.append([_stemmer("arabic").stemWord(w) for w in words])

    threads = [threading.Thread(target=stem_all) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == 8 and all(r == expected for r in results)


def test_the_page_titled_as_the_query_comes_before_pages_that_only_mention_it():
    from lib.text_search import Document, Index

    mention = "Express Entry draws invite the highest ranked profiles; express entry points matter. " * 3
    ix = Index([
        Document("pnp", [("Provincial nomination", 4.0), (mention, 1.0)], titles=("Provincial nomination",)),
        Document("ee", [("Express Entry", 4.0), ("الدخول السريع", 4.0), ("Canada's system for skilled workers.", 1.0)],
                 titles=("Express Entry", "الدخول السريع")),
        Document("blog", [("Your Express Entry checklist from Qatar", 4.0), (mention, 1.0)],
                 titles=("Your Express Entry checklist from Qatar",)),
    ])
    assert [h.document.key for h in ix.search("express entry")] == ["ee", "blog", "pnp"]
    assert ix.search("الدخول السريع")[0].document.key == "ee"
