"""The bilingual demo content that `load_demo_content` loads (one module per kind of content)."""
