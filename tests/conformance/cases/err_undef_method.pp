$x = undef
$y = $x.each |$v| { }
