[1,2,3,4].slice(2) |$a, $b| { notify { "s${a}${b}": } }
