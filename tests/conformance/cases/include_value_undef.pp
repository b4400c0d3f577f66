$r = include foo
class foo { }
notify { 'a': message => $r }
