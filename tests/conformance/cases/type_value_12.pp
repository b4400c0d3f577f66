notify { "n": message => Class['foo'] }
