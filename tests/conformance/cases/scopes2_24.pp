$x = 1
[1].each |$y| { $x = 2 notify { "e${x}": } }
notify { "o${x}": }
