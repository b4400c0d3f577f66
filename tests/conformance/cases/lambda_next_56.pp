define d() { [1].each |$x| { next() } notify { "d${title}": } next() notify { 'never': } }
d { 'a': }
