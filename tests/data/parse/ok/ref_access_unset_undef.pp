file { "/etc/first.conf": ensure => file }
$g = File["/etc/first.conf"]["group"]
notify { 'x': message => "g=${g}" }
