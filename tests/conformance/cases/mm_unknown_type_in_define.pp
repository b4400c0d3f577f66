define d(NotEmpty $x) {}
d { 'a': x => 1 }
