$x = "multi
line
string"
notify { 'r': message => $x }
