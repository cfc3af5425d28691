"""The demo office in Doha."""

OFFICES = [
    {
        "name": {"en": "Doha office", "ar": "مكتب الدوحة"},
        "address": {
            "en": "Level 12, Tower 3, West Bay, Doha, Qatar",
            "ar": "الطابق 12، البرج 3، الخليج الغربي، الدوحة، قطر",
        },
        "map_url": "https://www.openstreetmap.org/?mlat=25.3215&mlon=51.5290#map=16/25.3215/51.5290",
        "phone": "+974 4431 2200",
        "hours": {"en": "Sunday–Thursday, 09:00–18:00", "ar": "الأحد–الخميس، 09:00–18:00"},
        "order": 1,
        "published": True,
    },
]
