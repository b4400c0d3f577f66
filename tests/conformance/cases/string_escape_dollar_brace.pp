$x = 'X'
notify { 'e': message => "\${x} ${x} $${x}" }
