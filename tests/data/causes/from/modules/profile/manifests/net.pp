class profile::net (String $cidr) {
  $rule = "allow from ${cidr}"
  file { '/etc/net.rules':
    content => "${rule}\n",
  }
}
