[1].each |$y| { $z = 'lambda-local' }
notify { "z=${z}": }
