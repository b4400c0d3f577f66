class a::b($x = $a::b::y) { }
include a::b
