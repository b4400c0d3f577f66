file { "/etc/first.conf":
  ensure => file,
  mode   => "0644",
  owner  => "root",
}
file { "/etc/second.conf":
  ensure => file,
  mode   => File["/etc/first.conf"]["mode"],
  owner  => File["/etc/first.conf"]["owner"],
}
