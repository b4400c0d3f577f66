package { 'ssh': name => 'openssh-server', ensure => installed }
service { 'sshd': require => Package['openssh-server'] }
notify { "v=${Package['openssh-server']['ensure']}": }
