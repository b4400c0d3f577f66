notify { "x": message => Binary('aGVsbG8=') }
