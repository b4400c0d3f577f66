[1].each |$x| { $z = $x }
notify { "o${z}": }
