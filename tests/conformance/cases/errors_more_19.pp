define d(Integer $x) { }
d { 'a': x => 'one' }
