$v = unless false { 'ran' }
notify { "v=${v}": }
