define d(Integer $p) { }
d { 'x': p => 'a' }
d { 'y': p => 'b' }
