define d(Variant[String, Integer] $v) { }
d { 'x': v => [1] }
