define d(String $x) { }
d { 'a': }
