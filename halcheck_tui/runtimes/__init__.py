"""Model runtimes behind small interfaces: a real backend for users, a fake for unit tests."""
