define d($name = 1) { }
d { "x": }
