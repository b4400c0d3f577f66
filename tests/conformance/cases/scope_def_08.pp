$top = 't'
node default { notify { 'x': message => "${top}-${::top}" } }
