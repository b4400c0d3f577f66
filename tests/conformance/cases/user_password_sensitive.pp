user { 'u': ensure => present, password => Sensitive('hash'), purge_ssh_keys => true }
