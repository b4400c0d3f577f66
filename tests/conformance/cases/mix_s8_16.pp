package { ['nginx', 'curl']: ensure => installed }
-> service { 'nginx': ensure => running }
~> exec { 'reload': command => '/bin/true', refreshonly => true }
