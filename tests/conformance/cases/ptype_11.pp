define d(Integer $x) { }
d { 'a': x => '1' }
