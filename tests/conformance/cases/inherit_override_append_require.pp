class base { file { '/etc/a': mode => '0644', require => [Package['x']] } package { 'x': } package { 'y': } }
class child inherits base { File['/etc/a'] { require +> Package['y'] } }
include child
