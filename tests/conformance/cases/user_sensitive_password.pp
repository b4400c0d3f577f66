user { 'bob': password => Sensitive('secret'), ensure => present }
