define d($a,) { }
