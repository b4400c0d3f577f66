notify { 'n': message => $facts['os']['family'] ? { 'Debian' => 'deb', default => 'other' } }
notify { 'm': message => "${facts['networking']['fqdn']}|${trusted['certname']}|${server_facts['environment']}" }
