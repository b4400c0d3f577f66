validate_legacy(Integer, 'validate_integer', 'abc')
