# A provider placeholder for the tests.
