"""The assistant's own sentences, in both languages. {placeholders} are filled by engine.py.

It never promises a visa outcome, and it always offers a person (free consultation, WhatsApp)."""

REPLIES: dict[str, dict[str, str]] = {
    "greeting": {
        "en": "Hello, and welcome to {company}! I can answer questions about visas, study, work, family "
              "sponsorship and our destinations (Canada, Australia, the UK and more). What would you like to know?",
        "ar": "أهلًا وسهلًا بك في {company}! يمكنني الإجابة عن أسئلتك حول التأشيرات والدراسة والعمل ولمّ شمل "
              "الأسرة ووجهاتنا (كندا وأستراليا والمملكة المتحدة وغيرها). بماذا يمكنني مساعدتك؟",
    },
    "thanks": {
        "en": "You're welcome! If you'd like a consultant to look at your case, the first consultation is free.",
        "ar": "على الرحب والسعة! إذا رغبت في أن يطّلع أحد مستشارينا على حالتك، فالاستشارة الأولى مجانية.",
    },
    "human": {
        "en": "Of course. You can talk to a consultant on WhatsApp ({whatsapp_url}) or call {phone} "
              "({hours}, Qatar time), or book a free consultation and we will call you.",
        "ar": "بكل تأكيد. يمكنك التحدث إلى أحد مستشارينا عبر واتساب ({whatsapp_url}) أو الاتصال على {phone} "
              "({hours} بتوقيت قطر)، أو حجز استشارة مجانية وسنتصل بك.",
    },
    "booking": {
        "en": "You can book a free 30-minute consultation, in our Doha office, by phone or by video. "
              "Choose a time on the booking page and a consultant will confirm within one business day.",
        "ar": "يمكنك حجز استشارة مجانية مدتها 30 دقيقة في مكتبنا بالدوحة أو عبر الهاتف أو الفيديو. "
              "اختر الموعد المناسب من صفحة الحجز وسيؤكده أحد مستشارينا خلال يوم عمل واحد.",
    },
    "fees": {
        "en": "Our fees depend on the route and the size of your family, so we quote them in writing after "
              "the free consultation; government and test fees are separate and paid to the authorities.",
        "ar": "تختلف أتعابنا بحسب المسار وعدد أفراد الأسرة، لذلك نقدّمها مكتوبة بعد الاستشارة المجانية؛ "
              "أما الرسوم الحكومية ورسوم الاختبارات فمنفصلة وتُدفع للجهات المختصة.",
    },
    "guarantee": {
        "en": "No one can honestly guarantee a visa: the decision belongs to the immigration authorities. "
              "What we do is check your eligibility, build a complete and accurate application, and tell you "
              "plainly about your chances before you spend money.",
        "ar": "لا يمكن لأحد أن يضمن التأشيرة بصدق، فالقرار يعود إلى سلطات الهجرة. ما نقوم به هو تقييم أهليتك "
              "وإعداد طلب كامل ودقيق، وإطلاعك بوضوح على فرصك قبل أن تنفق أي مبلغ.",
    },
    "hours": {
        "en": "We are open {hours} (Qatar time) at {address}. Call {phone}, e-mail {email}, or message us on "
              "WhatsApp ({whatsapp_url}).",
        "ar": "نستقبلكم {hours} (بتوقيت قطر) في {address}. اتصل على {phone} أو راسلنا على {email} أو عبر "
              "واتساب ({whatsapp_url}).",
    },
    "processing_time": {
        "en": "Processing times for {country}: {time}. This is a general guide: the actual time depends on the "
              "visa type, the season and how complete your file is. A consultant can give you a timeline for "
              "your case at the free consultation.",
        "ar": "مدة المعالجة في {country}: {time}. هذا دليل عام، إذ تعتمد المدة الفعلية على نوع التأشيرة والموسم "
              "ومدى اكتمال ملفك. ويمكن لأحد مستشارينا أن يقدّم لك جدولًا زمنيًا لحالتك في الاستشارة المجانية.",
    },
    "out_of_scope": {
        "en": "I'm not sure I can answer that well here. A consultant can: the first consultation is free, "
              "or message us on WhatsApp ({whatsapp_url}).",
        "ar": "لست متأكدًا من قدرتي على الإجابة عن ذلك بدقة هنا، لكن مستشارينا يستطيعون: الاستشارة الأولى مجانية، "
              "أو راسلنا عبر واتساب ({whatsapp_url}).",
    },
    "more": {"en": "More on this page", "ar": "المزيد في هذه الصفحة"},
    "book_label": {"en": "Book a free consultation", "ar": "احجز استشارة مجانية"},
    "contact_label": {"en": "Contact us", "ar": "تواصل معنا"},
}
