package { 'openssh-server': name => 'ssh' }
notify { 'b': require => Package['ssh'] }
