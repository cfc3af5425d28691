"""Demo about and legal pages (Qatar: Law No. 13 of 2016 on personal data privacy)."""

ABOUT_EN = """Horizon Gate Immigration has helped residents of Qatar plan their move abroad since 2014. We are a \
team of consultants in West Bay, Doha, who speak Arabic, English and several languages of the communities we serve.

## Our mission

To give every client honest, clear advice about their options, and to prepare applications so complete and \
accurate that nothing stands between them and a fair decision.

## What we believe

- **Honesty first.** If a route is not realistic for you, we say so before you spend money.
- **No promises we cannot keep.** Only governments decide visas; we never guarantee outcomes.
- **Your documents, checked twice.** Every file is reviewed by a second consultant before submission.
- **Fees in writing.** You know what you pay, and what you pay it for, before work starts.

## How we work

We start with a free consultation, then agree a written plan with you. Where a destination requires a locally \
licensed representative, we work alongside regulated advisers and lawyers in that country. We are a private \
consultancy, not a government agency."""

ABOUT_AR = """تساعد بوابة الأفق للهجرة المقيمين في قطر على التخطيط للانتقال إلى الخارج منذ عام 2014. نحن فريق من \
المستشارين في الخليج الغربي بالدوحة، نتحدث العربية والإنجليزية وعدة لغات للجاليات التي نخدمها.

## رسالتنا

أن نقدّم لكل عميل مشورة صادقة وواضحة حول خياراته، وأن نُعدّ طلبات مكتملة ودقيقة لا يقف شيء بينها وبين قرار عادل.

## قيمنا

- **الصدق أولًا.** إذا لم يكن المسار واقعيًا لك، نخبرك بذلك قبل أن تنفق أي مبلغ.
- **لا وعود لا نستطيع الوفاء بها.** الحكومات وحدها تقرر منح التأشيرات، ولا نضمن النتائج أبدًا.
- **مستنداتك تُراجع مرتين.** يراجع مستشار ثانٍ كل ملف قبل تقديمه.
- **أتعاب مكتوبة.** تعرف ما تدفعه ومقابل ماذا قبل بدء العمل.

## طريقة عملنا

نبدأ باستشارة مجانية، ثم نتفق معك على خطة مكتوبة. وحين تشترط دولة الوجهة ممثلًا مرخّصًا محليًا، نعمل جنبًا إلى جنب \
مع مستشارين ومحامين منظَّمين في ذلك البلد. نحن مكتب استشارات خاص ولسنا جهة حكومية."""

PRIVACY_EN = """This policy explains how Horizon Gate Immigration ("we") handles your personal data, in line with \
Qatar's Law No. 13 of 2016 on the Protection of Personal Data Privacy.

## What we collect

- **Contact form and booking:** your name, e-mail, phone number, destination, service of interest and message.
- **Chat assistant:** the messages you write and, if you choose to share them, your name and phone number. \
When you then contact us, book a consultation or ask for your assessment from the same browser, what you asked \
our assistant is kept with your request, so that we know your question.
- **Technical data:** the page you came from and campaign tags in the address (for example utm_source), so we \
know which information helps people.

## Why we use it

Only to answer your enquiry, arrange your consultation and, if you become a client, to prepare your \
application. We rely on your consent, which you give when you tick the box on our form or share your details \
in the chat.

## Who sees it

Our consultants, and the service providers that host our website and e-mail. With your consent we share your \
file with licensed advisers in your destination country when your case needs them. We never sell your data.

## How long we keep it

Enquiries are kept for 24 months, unless you ask us to delete them sooner. Client files are kept as long as the \
law requires.

## Your rights

You can ask to see the data we hold about you, correct it, delete it or withdraw your consent at any time. \
Write to privacy@horizongate.qa and we will answer within 30 days."""

PRIVACY_AR = """توضّح هذه السياسة كيف تتعامل بوابة الأفق للهجرة («نحن») مع بياناتك الشخصية، وفقًا للقانون رقم 13 لسنة \
2016 بشأن حماية خصوصية البيانات الشخصية في دولة قطر.

## ما الذي نجمعه

- **نموذج التواصل والحجز:** اسمك وبريدك الإلكتروني ورقم هاتفك والوجهة والخدمة التي تهمك ورسالتك.
- **المساعد الآلي:** الرسائل التي تكتبها، واسمك ورقم هاتفك إذا اخترت مشاركتهما. وإذا تواصلت معنا بعد ذلك أو حجزت \
استشارة أو طلبت تقييمك من المتصفح نفسه، نحفظ ما سألت عنه المساعد الآلي مع طلبك، لنعرف سؤالك.
- **بيانات تقنية:** الصفحة التي أتيت منها ووسوم الحملات في الرابط (مثل utm_source)، لنعرف المعلومات التي تفيد الناس.

## لماذا نستخدمها

فقط للرد على استفسارك وترتيب استشارتك، ولإعداد طلبك إذا أصبحت عميلًا لدينا. ونعتمد في ذلك على موافقتك التي تمنحها \
عند تحديد المربع في النموذج أو مشاركة بياناتك في المحادثة.

## من يطّلع عليها

مستشارونا، ومزوّدو الخدمات الذين يستضيفون موقعنا وبريدنا الإلكتروني. وبموافقتك نشارك ملفك مع مستشارين مرخّصين في بلد \
الوجهة عندما تحتاج حالتك إليهم. ولا نبيع بياناتك أبدًا.

## مدة الاحتفاظ بها

نحتفظ بالاستفسارات مدة 24 شهرًا ما لم تطلب حذفها قبل ذلك، ونحتفظ بملفات العملاء المدة التي يفرضها القانون.

## حقوقك

يحق لك في أي وقت طلب الاطلاع على بياناتك لدينا أو تصحيحها أو حذفها أو سحب موافقتك. راسلنا على privacy@horizongate.qa \
وسنرد خلال 30 يومًا."""

TERMS_EN = """By using this website you agree to these terms.

## Information, not legal advice

The content of this website and the answers of our chat assistant are general information. They are not legal \
advice for your situation; for that, book a consultation.

## No guaranteed outcomes

Visa, residence and citizenship decisions are made by the authorities of each country. We do not and cannot \
guarantee any result, processing time or approval.

## Fees

The first consultation is free. Any paid service starts only after we agree its scope and fees with you in \
writing. Government and third-party fees are separate.

## The chat assistant

The assistant is automated and can make mistakes. Do not share passwords, passport numbers or other sensitive \
data in the chat.

## Governing law

These terms are governed by the laws of the State of Qatar, and the courts of Doha have jurisdiction."""

TERMS_AR = """باستخدامك هذا الموقع فإنك توافق على هذه الشروط.

## معلومات وليست استشارة قانونية

محتوى هذا الموقع وإجابات المساعد الآلي معلومات عامة، وليست استشارة قانونية لحالتك؛ ولذلك احجز استشارة.

## لا نتائج مضمونة

تصدر قرارات التأشيرات والإقامة والجنسية عن سلطات كل دولة، ولا نضمن ولا نستطيع أن نضمن أي نتيجة أو مدة معالجة أو موافقة.

## الأتعاب

الاستشارة الأولى مجانية، ولا تبدأ أي خدمة مدفوعة إلا بعد الاتفاق معك كتابيًا على نطاقها وأتعابها. والرسوم الحكومية \
ورسوم الجهات الأخرى منفصلة.

## المساعد الآلي

المساعد آلي وقد يخطئ. لا تشارك كلمات المرور أو أرقام جوازات السفر أو أي بيانات حساسة في المحادثة.

## القانون الواجب التطبيق

تخضع هذه الشروط لقوانين دولة قطر، وتختص محاكم الدوحة بالنظر في أي نزاع."""

COOKIES_EN = """We keep cookies to the minimum the website needs.

## The cookies we use

- **Staff sign-in:** a session cookie and a security (CSRF) cookie, only for our staff in the admin area.
- **Your preferences in this browser:** the chat assistant remembers your conversation and whether you opened \
it, in your browser's local storage. Nothing is sent to advertisers.

We do not use advertising or cross-site tracking cookies.

## Controlling cookies

You can delete cookies and site data in your browser settings at any time; the website keeps working, and the \
chat simply starts a new conversation."""

COOKIES_AR = """نستخدم ملفات تعريف الارتباط في أضيق الحدود التي يحتاجها الموقع.

## ملفات تعريف الارتباط التي نستخدمها

- **دخول الموظفين:** ملف جلسة وملف أمان (CSRF) لموظفينا فقط في منطقة الإدارة.
- **تفضيلاتك في هذا المتصفح:** يتذكر المساعد الآلي محادثتك وما إذا كنت قد فتحته، في التخزين المحلي لمتصفحك، ولا يُرسل \
أي شيء إلى المعلنين.

لا نستخدم ملفات تعريف الارتباط الإعلانية أو ملفات التتبع عبر المواقع.

## التحكم في ملفات تعريف الارتباط

يمكنك حذف ملفات تعريف الارتباط وبيانات الموقع من إعدادات متصفحك في أي وقت؛ وسيواصل الموقع العمل، وستبدأ المحادثة من \
جديد فحسب."""


def _page(slug: str, title: tuple[str, str], summary: tuple[str, str], en: str, ar: str) -> dict:
    return {"slug": slug, "published": True, "title": {"en": title[0], "ar": title[1]},
            "summary": {"en": summary[0], "ar": summary[1]}, "body": {"en": en, "ar": ar}, "updated_on": "2026-11-01"}


PAGES = [
    _page("about", ("About us", "من نحن"),
          ("Immigration and relocation consultants in Doha since 2014: honest advice, complete applications.",
           "مستشارو الهجرة والانتقال في الدوحة منذ 2014: مشورة صادقة وطلبات مكتملة."), ABOUT_EN, ABOUT_AR),
    _page("privacy-policy", ("Privacy policy", "سياسة الخصوصية"),
          ("How we collect, use and protect your personal data under Qatar's Law No. 13 of 2016.",
           "كيف نجمع بياناتك الشخصية ونستخدمها ونحميها وفقًا للقانون القطري رقم 13 لسنة 2016."),
          PRIVACY_EN, PRIVACY_AR),
    _page("terms-of-service", ("Terms of service", "شروط الخدمة"),
          ("The terms for using our website, chat assistant and free consultation.",
           "شروط استخدام موقعنا والمساعد الآلي والاستشارة المجانية."), TERMS_EN, TERMS_AR),
    _page("cookie-policy", ("Cookie policy", "سياسة ملفات تعريف الارتباط"),
          ("The few cookies and browser storage this website uses, and how to control them.",
           "ملفات تعريف الارتباط والتخزين المحلي القليلة التي يستخدمها الموقع وكيفية التحكم فيها."),
          COOKIES_EN, COOKIES_AR),
]
