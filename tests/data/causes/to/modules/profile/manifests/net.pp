class profile::net (String $cidr) {
  $rule = "allow from ${cidr}"
  file { '/etc/net.rules':
    content => "${rule}\n",
  }
  # Declared by a function from a hash: the values keep their sources.
  create_resources('file', { '/etc/net.allow' => { 'content' => $cidr } })
}
