[1,2,3].each |$a, *$r| { notify { "e${a}": message => "${r}" } }
