$port = 80
file { '/etc/conf': content => "Listen ${port}\nServerName ${facts['networking']['fqdn']}\n" }
