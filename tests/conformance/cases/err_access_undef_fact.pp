notify { 'x': message => $facts['os']['nosuch']['deeper'] }
