[$a, $b] = 'ab'
