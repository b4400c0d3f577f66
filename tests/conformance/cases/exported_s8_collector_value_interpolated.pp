@@file { '/x': ensure => file }
$r = File <<| |>>
notify { 'x': message => "${r}" }
