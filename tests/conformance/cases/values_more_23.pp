notify { 'n': message => "${facts['networking']['hostname']} ${::hostname} ${facts['kernel']}" }
