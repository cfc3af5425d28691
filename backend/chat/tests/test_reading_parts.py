"""The pipeline's parts that need no database: character n-grams, names in a message, the classifier."""

from chat.names import Name, Names, name_words
from chat.reading import Classifier
from lib.ngrams import Space, cosine


def test_a_misspelt_or_clitic_word_stays_closer_to_its_word_than_to_another():
    space = Space(["requirements for the permit", "documents to prepare", "المملكة المتحدة", "المكسيك"])
    typo = space.vector("requirments")
    assert cosine(typo, space.vectors[0]) > cosine(typo, space.vectors[1])
    glued = space.vector("بالمملكه")  # a glued clitic and ه for ة
    assert cosine(glued, space.vectors[2]) > cosine(glued, space.vectors[3])


def test_names_are_found_with_a_glued_clitic_a_typo_and_longest_first():
    names = Names([Name("country", "atlantis", name_words("Atlantis")),
                   Name("country", "atlantis", name_words("أطلانتس")),
                   Name("country", "new-atlantis", name_words("New Atlantis")),
                   Name("country", "us", name_words("US"))])
    assert [f.key for f in names.find("study in Atlantiss please")] == ["atlantis"]
    assert [f.key for f in names.find("ابي اسافر لأطلانتس")] == ["atlantis"]
    assert [f.key for f in names.find("work in new atlantis")] == ["new-atlantis"]
    # An abbreviation that is also a pronoun counts only in capitals.
    assert names.find("tell us more") == [] and [f.key for f in names.find("work in the US")] == ["us"]
    found = names.find("fees for Atlantis visa")
    assert Names.without("fees for Atlantis visa", found) == "fees for visa"


def test_the_classifier_learns_from_its_examples_in_both_languages():
    classifier = Classifier([("opening", "when do you open"), ("opening", "متى تفتحون"),
                             ("price", "how much does it cost"), ("price", "كم السعر")])
    assert classifier.scores("what time do you open tomorrow")[0][0] == "opening"
    assert classifier.scores("كم سعرها")[0][0] == "price"
    assert classifier.scores("qwxz") == []
