include ['nope1', 'nope2']
