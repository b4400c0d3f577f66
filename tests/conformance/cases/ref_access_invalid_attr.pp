file { "/etc/first.conf": ensure => file }
$m = File["/etc/first.conf"]["bogus"]
