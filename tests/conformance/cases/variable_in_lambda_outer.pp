$x = 'outer'
[1].each |$i| { $y = "${x}-${i}" notify { $y: } }
notify { "y=${y}": }
