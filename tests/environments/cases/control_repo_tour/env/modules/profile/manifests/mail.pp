class profile::mail (String $relayhost) {
  package { 'postfix': ensure => installed }
  exec { "set postfix 'relayhost'":
    command => "/usr/sbin/postconf -e relayhost='${relayhost}'",
    unless  => "/usr/sbin/postconf -h relayhost | /bin/grep -qxF '${relayhost}'",
    require => Package['postfix'],
  }
}
