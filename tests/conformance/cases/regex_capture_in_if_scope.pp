$x = 'foo'
if $x =~ /^f(o+)$/ { $y = $1 }
notify { 'x': message => "$y and ${1}" }
