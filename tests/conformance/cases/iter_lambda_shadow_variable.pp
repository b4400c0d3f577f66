$x = 'outer'
[1].each |$y| { $x = 'inner' notify { "n${x}": } }
notify { "after ${x}": }
