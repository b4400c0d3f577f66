define d { $x = 1 }
d { "a": }
