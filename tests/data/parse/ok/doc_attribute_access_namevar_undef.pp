file { '/etc/first.conf': ensure => file }
notify { 'p': message => "path=${File['/etc/first.conf']['path']}" }
