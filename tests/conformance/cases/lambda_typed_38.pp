define d(Array[Integer] $a) { }
d { 'x': a => ['p', 'q'] }
