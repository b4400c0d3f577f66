notify { "os=${facts['os']['family']} host=${::hostname} fqdn=${facts['networking']['fqdn']}": }
