define d(Array[String, 1] $a) {}
d { 'x': a => [] }
