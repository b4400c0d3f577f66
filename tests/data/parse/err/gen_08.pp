define a::b($x $y) { }
