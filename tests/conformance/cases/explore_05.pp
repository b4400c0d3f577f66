class x($p = 'v1', $q = [1,2]) {}
include x
notice(Class['x']['p'])
notify { 'q': message => Class['x']['q'] }
