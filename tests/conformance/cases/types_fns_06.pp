define d(Array[String, 2, 3] $a) {}
d { 'x': a => ['one'] }
