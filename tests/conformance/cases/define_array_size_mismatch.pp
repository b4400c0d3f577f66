define d(Array[String, 1, 2] $names) { }
d { 'x': names => ['a', 'b', 'c'] }
