$t = type([1,'a'])
case $t { Type[Array]: { $r = 'array' } default: { $r = 'other' } }
notify { 'x': message => $r }
