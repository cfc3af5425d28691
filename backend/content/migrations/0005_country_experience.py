# A country's "success rate" label was never a rate: the column is renamed to what it holds (our
# experience with the destination, in words), keeping every value staff wrote, except the six demo
# labels ("High for well-prepared files"), which are rewritten as experience statements where unedited.

from django.db import migrations, models

# The demo content's old labels and what they become (content/demo/countries.py has the new ones).
DEMO = {
    ("High for well-prepared files", "مرتفعة للملفات المُعدّة جيدًا"): (
        "Our most requested destination, from Express Entry to family sponsorship",
        "أكثر وجهاتنا طلبًا، من الدخول السريع إلى لمّ شمل الأسرة"),
    ("Good for occupations in demand", "جيدة للمهن المطلوبة"): (
        "Skilled and employer-sponsored visas, often for engineers and nurses",
        "تأشيرات الكفاءات وكفالة أصحاب العمل، ولا سيما للمهندسين والممرضين"),
    ("High with a licensed sponsor", "مرتفعة مع كفيل مرخّص"): (
        "Skilled Worker, student and spouse visas, from job offer to biometrics",
        "تأشيرات الكفاءات والدراسة والأزواج، من عرض العمل حتى البصمات"),
    ("Good with a job offer", "جيدة مع وجود عرض عمل"): (
        "Work-to-residence files for people with a job offer",
        "ملفات العمل المؤدية إلى الإقامة لمن لديهم عرض عمل"),
    ("Depends on the category", "تعتمد على الفئة"): (
        "Student and visitor visas; other categories with a US-licensed attorney",
        "تأشيرات الدراسة والزيارة، وسائر الفئات بالتعاون مع محامٍ مرخّص في أمريكا"),
    ("High for recognised qualifications", "مرتفعة للمؤهلات المعترف بها"): (
        "Blue Card and skilled worker files, with degree recognition",
        "ملفات البطاقة الزرقاء وهجرة الكفاءات، مع معادلة الشهادات"),
}


def rewrite_demo_labels(apps, schema_editor):
    Country = apps.get_model("content", "Country")
    for (old_en, old_ar), (new_en, new_ar) in DEMO.items():
        Country.objects.filter(experience_en=old_en, experience_ar=old_ar).update(
            experience_en=new_en, experience_ar=new_ar)


class Migration(migrations.Migration):

    dependencies = [
        ("content", "0004_remove_blogpost_tag_slugs"),
    ]

    operations = [
        migrations.RenameField(model_name="country", old_name="success_rate_en", new_name="experience_en"),
        migrations.RenameField(model_name="country", old_name="success_rate_ar", new_name="experience_ar"),
        migrations.AlterField(
            model_name="country",
            name="experience_en",
            field=models.CharField(max_length=80, verbose_name="our experience with this destination"),
        ),
        migrations.AlterField(
            model_name="country",
            name="experience_ar",
            field=models.CharField(
                blank=True, default="", max_length=80, verbose_name="our experience with this destination"
            ),
        ),
        migrations.RunPython(rewrite_demo_labels, migrations.RunPython.noop),
    ]
