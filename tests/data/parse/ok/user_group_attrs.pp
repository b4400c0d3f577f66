group { 'g': ensure => present, gid => 100, system => true, members => ['a'] }
user { 'u': ensure => present, uid => 100, gid => 'g', home => '/home/u', managehome => true, shell => '/bin/bash', password => '!', comment => 'U', groups => ['g'], purge_ssh_keys => true }
