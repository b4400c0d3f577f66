define d(Integer[1] $n, String[2, 4] $s = 'abc') {}
d { 'x': n => 5, s => 'abcdef' }
