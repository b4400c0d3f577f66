$x = '5'
notify { 'n': message => [$x + 1, "${x}1", $x * 2] }
