$out = [1, 2, 3].each |$x| { if $x == 2 { break() } notify { "e${x}": } }
