notify { 'n': before => Class['nope'] }
