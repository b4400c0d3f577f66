[1,2].each |$x| { notify { "e${x}": } next() notify { "f${x}": } }
