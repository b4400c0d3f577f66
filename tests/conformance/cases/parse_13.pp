$a = 5
notify { 'x': message => "${-$a} ${[1,2][-1]} ${3 - -1}" }
