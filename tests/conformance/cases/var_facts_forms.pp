notify { 'x': message => "${facts['os']['family']} ${os['name']} ${::hostname}" }
