define d(String[3] $s) {}
d { 'x': s => 'ab' }
