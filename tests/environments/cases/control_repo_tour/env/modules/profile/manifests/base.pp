class profile::base (
  String $motd,
  String $allowed,
) {
  contain profile::mail
  file { '/etc/motd':
    content => "${motd}\n",
  }
  notify { 'allowed subnet':
    message => "${trusted['certname']} allows ${allowed}",
  }
}
