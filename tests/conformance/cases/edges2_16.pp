class x { }
include x
notify { 'a': before => Class['x'] }
