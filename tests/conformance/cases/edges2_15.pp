class x { }
notify { 'a': before => Class['x'] }
