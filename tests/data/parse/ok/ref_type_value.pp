$t = File
notify { 'n': message => "${t}" }
