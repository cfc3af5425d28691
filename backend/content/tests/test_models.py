import pytest
from django.db import IntegrityError, transaction

from content import models as m

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("rating", [0, 6])
def test_the_database_refuses_a_rating_outside_1_to_5(rating):
    with pytest.raises(IntegrityError), transaction.atomic():
        m.Testimonial.objects.create(rating=rating, quote_en="q", name_en="n")


def test_slugs_are_unique(make_service):
    make_service("study")
    with pytest.raises(IntegrityError), transaction.atomic():
        make_service("study")


def test_every_content_save_and_delete_bumps_the_content_version(make_service):
    before = m.ContentVersion.current()
    service = make_service("study")
    after_save = m.ContentVersion.current()
    service.delete()
    assert before < after_save < m.ContentVersion.current()


def test_site_settings_is_a_single_row(site):
    m.SiteSettings(company_name_en="Other", phone="1", email="a@b.qa").save()
    assert m.SiteSettings.objects.count() == 1
    assert m.SiteSettings.load().company_name_en == "Other"
