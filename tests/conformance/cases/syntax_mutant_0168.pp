define d(Hash[String, Integer, 1, 2] $h) {}
d { 'x h => { 'a' => 1, 'b' => 2, 'c' => 3 } }
