$y = $a::B
