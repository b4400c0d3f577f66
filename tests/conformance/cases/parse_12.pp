notify { 'x': message => "${- 5} ${-(3)} ${!true} ${- -2}" }
