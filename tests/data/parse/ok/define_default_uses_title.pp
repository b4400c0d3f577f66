define vhost($docroot = "/var/www/${title}") { file { $docroot: ensure => directory } }
vhost { 'example.com': }
