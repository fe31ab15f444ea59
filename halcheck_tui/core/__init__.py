"""The checking pipeline. Imports nothing from Textual (tests/test_import_hygiene.py proves it)."""
