define d(Integer $p) {}
d { 'x': p => 'str' }
