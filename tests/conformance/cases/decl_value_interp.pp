$r = file { ['/a', '/b']: ensure => file }
notify { "r=${r}": }
$s = notify { 'x': }
notify { "s=${s} ${s =~ Array}": }
