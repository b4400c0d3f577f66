class { 'c': }
class c { }
notify { 'a': message => 'after' }
