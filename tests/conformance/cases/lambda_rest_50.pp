$x = [1,2,3].slice(2) |$a, $b| { notify { "s${a}-${b}": } }
