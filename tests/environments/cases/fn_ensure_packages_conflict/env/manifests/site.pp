package { 'curl': ensure => latest }
stdlib::ensure_packages(['curl'])
