$r = [1, 2].each |$x| { $x * 2 }
$h = { a => 1 }.each |$k, $v| { }
notify { "${r} ${h}": }
