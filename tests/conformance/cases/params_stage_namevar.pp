stage { 'pre': name => 'pre' }
stage { 'post': }
Notify { name => 'n' }
notify { 'n': }
class c { }
class { 'c': stage => 'pre' }
