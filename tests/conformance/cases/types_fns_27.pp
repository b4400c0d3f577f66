notice('abc' == 'ABC', 'a' in 'cat', 'A' in ['a'], 1 in [1.0], /b/ in ['abc'], 'x' in {x => 1})
