$out = [1, 2, 3, 4].each |$x| { if $x == 3 { break() } notify { "e${x}": } }
